import type { Store } from "../../db/store";
import { isIntentId, REFUND_ID } from "../../contract/ids";
import { centsToMoney, minusMoney, moneyToCents } from "../../contract/money";
import type { IntentItem } from "../intents/read-intent";
import type { MerchantConfig } from "../merchant-config";
import { readAuthorizedIntent } from "./read-authorized-intent";
import { readFiscalProfile, type FiscalProfile } from "../fiscal/read-fiscal-profile";
import { readShopOptions } from "../shop/read-shop-options";
import { splitVat, type VatSplit } from "../fiscal/vat";
import { centsOf, IVA_RATES, ivaByRate, lineTotalCents, moneyOf, type IvaRate, type RateSplit } from "../../contract/ticket-lines";
import { readCashSale } from "../till/read-cash-sale";
import { verifyReceiptMac } from "./receipt-url";
import { CASH_PAID, CASH_PAYMENT, CASH_SALE_ID } from "../cash-sale";
import { CASH_REFUND_ID } from "../till/refund-cash-sale";
import { refundStateOf, type RefundState } from "../sales/refund-state";
import { refundLinesView, type RefundLinesView } from "./refund-lines-view";

/** One item line of a receipt: what the point of sale sent, and its total when the price is known. */
export type ReceiptLine = {
  sku: string | null;
  description: string | null;
  /** a line without a quantity counts once */
  qty: number;
  /** the quantity as sold: whole units, or kg with up to three decimals ("0.75") */
  quantity: string;
  /** unit price, a decimal string (up to 4 decimals, as sent) */
  price: string | null;
  /** the line's discount (its own and its share of the ticket's), null when none */
  discount: string | null;
  /** the line's IVA (a ticket with tax data), null for lines sent without it */
  iva: IvaRate | null;
  /** price × qty, exact (4 decimals), or null without a price; a line with IVA: its total to the cent, discount taken off */
  total: string | null;
  /** the SAT keys a CFDI concept carries (c_ClaveProdServ, c_ClaveUnidad), when the line was sent with them */
  productKey: string | null;
  unitKey: string | null;
};

/**
 * What a receipt shows, as data: amounts as decimal strings, times as ISO instants, the payment
 * type, status and reason as the API's codes. The page words and formats them in the reader's
 * language (lib/i18n).
 */
export type Receipt = {
  intent: string;
  merchantName: string;
  payment: string | null;
  status: string;
  reason: string | null;
  /** the amount charged, the receipt's total: the sale and the tip */
  amount: string;
  /** what was sold, IVA included: the amount less the tip (the IVA is split on this, never on a tip) */
  sale: string;
  /** the tip (propina) a till charged inside the amount: not a sale, no IVA; "0.00" when none */
  tip: string;
  currency: string;
  items: ReceiptLine[];
  concept: string | null;
  ticket: string | null;
  branch: string | null;
  terminal: string | null;
  /** when the payment was authorized (the authorized status's time at the service) */
  paidAt: string;
  cardLast4: string | null;
  phoneLast4: string | null;
  /** what its refunds that succeeded gave back, and the amount less that (equal to `amount` when none) */
  refunded: string;
  net: string;
  /** given back in full or in part (shown instead of the API's status in words); null when nothing was */
  refundState: RefundState | null;
  /** its refunds that succeeded or are pending, oldest first (a failed one gave nothing back) */
  refunds: ReceiptRefund[];
  /** set on a refund's own receipt (`?refund=rf_…`): the refund it is for */
  refund: ReceiptRefund | null;
  /** a refund by line's own receipt: the lines it gave back and their IVA desglose (null: a typed amount) */
  refundLines: RefundLinesView | null;
  /** the shop's fiscal identity (Settings), null until an owner fills it in */
  fiscal: FiscalProfile | null;
  /** the IVA the sale includes (the tip left out), split once per ticket (null without a fiscal profile) */
  vat: VatSplit | null;
  /** a ticket with lines that carry their IVA: base and IVA per rate, adding up to the lines' total (then `vat` is not shown) */
  desglose: RateSplit[] | null;
  /** what the customer quotes to ask for a factura: the ticket's folio and the payment's last characters */
  invoiceCode: string;
  /** a cash sale's: what the customer handed over and the change (null for a payment through the service) */
  cash: { received: string; change: string } | null;
};

export type ReceiptRefund = { id: string; amount: string; status: string; reason: string | null; at: string };

const PRICE = /^(\d+)(?:\.(\d{1,4}))?$/;

/** price × qty in exact decimal arithmetic (ten-thousandths), or null when the price is not a plain decimal. */
function lineTotal(price: string | null, qty: number): string | null {
  const match = price === null ? null : PRICE.exec(price);
  if (!match) return null;
  const units = (BigInt(`${match[1]}${(match[2] ?? "").padEnd(4, "0")}`) * BigInt(qty)).toString().padStart(5, "0");
  return `${units.slice(0, -4)}.${units.slice(-4)}`;
}

/** An item as the service keeps it: the spec's fields and the tax extension's (lib/contract/ticket-lines.ts). */
type StoredItem = Pick<IntentItem, "sku" | "description" | "price" | "qty"> & { quantity?: string; discount?: string; iva?: string; product_key?: string; unit_key?: string };

function line(item: StoredItem): ReceiptLine {
  const qty = item.qty ?? 1;
  const price = item.price ?? null;
  const iva = (IVA_RATES as readonly string[]).includes(item.iva ?? "") ? (item.iva as IvaRate) : null;
  const keys = {
    productKey: typeof item.product_key === "string" && /^\d{8}$/.test(item.product_key) ? item.product_key : null,
    unitKey: typeof item.unit_key === "string" && /^[A-Z0-9]{2,3}$/.test(item.unit_key) ? item.unit_key : null,
  };
  const base = { sku: item.sku || null, description: item.description || null, qty, quantity: item.quantity ?? String(qty), price, ...keys };
  if (iva && price !== null) {
    const total = lineTotalCents({ price, qty: item.qty, quantity: item.quantity, discount: item.discount });
    return { ...base, discount: item.discount ?? null, iva, total: moneyOf(total) };
  }
  return { ...base, discount: null, iva: null, total: lineTotal(price, qty) };
}

/**
 * The IVA desglose of a ticket whose every line carries its IVA (ivaByRate: per rate, rounded once,
 * base + IVA = the rate's total); null for a ticket without lines or with lines sent without tax data
 * (its IVA is then the shop's one rate on the sale, `vat`).
 */
function desgloseOf(lines: readonly ReceiptLine[]): RateSplit[] | null {
  if (lines.length === 0 || lines.some((l) => l.iva === null || l.total === null)) return null;
  return ivaByRate(lines.map((l) => ({ totalCents: centsOf(l.total!), iva: l.iva! })));
}

function linesOf(items: readonly StoredItem[]): Pick<Receipt, "items" | "desglose"> {
  const lines = items.map(line);
  return { items: lines, desglose: desgloseOf(lines) };
}

/** What the customer quotes to ask for a factura: the folio and the payment's last 6 characters. */
const invoiceCode = (ticket: string | null, id: string) => `${ticket ?? "P"}-${id.slice(-6).toUpperCase()}`;

/** The sale and the tip of a ticket's total, and the IVA of the sale alone (a voluntary tip is no part of the IVA base). */
function ticketMoney(amount: string, tip: string, fiscal: FiscalProfile | null): Pick<Receipt, "sale" | "tip" | "vat"> {
  const sale = centsToMoney(moneyToCents(amount) - moneyToCents(tip));
  return { sale, tip: centsToMoney(moneyToCents(tip)), vat: fiscal ? splitVat(sale, fiscal.vat) : null };
}

/**
 * The receipt of an intent for its public URL `/r/{intent}/{mac}`: null, the same for every
 * reason, when the MAC is not the intent's, the intent is unknown, or the payment is not authorized
 * (the page answers one 404 and tells nothing apart). The MAC is checked first, so nothing is read
 * for a URL that was not issued. Built from the dashboard's copy of the intent, brought up to date
 * by the sync first when it lacks anything a receipt shows (see readAuthorizedIntent). With
 * `refundId`, the receipt of that refund of the intent (succeeded or pending; null otherwise): the
 * same URL and MAC, the refund named in the query.
 */
export async function getReceipt(
  store: Store,
  config: Pick<MerchantConfig, "masterKey" | "merchantName" | "currency">,
  intent: string,
  mac: string,
  refundId?: string,
): Promise<Receipt | null> {
  if (CASH_SALE_ID.test(intent)) {
    if (!verifyReceiptMac(config, intent, mac) || (refundId !== undefined && !CASH_REFUND_ID.test(refundId))) return null;
    return cashReceipt(store, config, intent, refundId);
  }
  if (!isIntentId(intent) || !verifyReceiptMac(config, intent, mac)) return null;
  if (refundId !== undefined && !REFUND_ID.test(refundId)) return null;
  let copy = await readAuthorizedIntent(store, intent);
  // a refund made a moment ago that the copy has not heard of yet: one pass of the sync, then judge
  if (copy && refundId && !copy.refunds.some((r) => r.id === refundId)) copy = await readAuthorizedIntent(store, intent, "always");
  if (!copy || copy.amount === null) return null;
  const refunds = copy.refunds
    .filter((r) => r.status === "refund_succeeded" || r.status === "refund_pending")
    .map((r): ReceiptRefund => ({ id: r.id, amount: r.amount, status: r.status, reason: r.reason, at: r.created }));
  const refund = refundId ? (refunds.find((r) => r.id === refundId) ?? null) : null;
  if (refundId && !refund) return null;
  const paid = copy.events.find((event) => event.seq === copy.seq) ?? copy.events.findLast((event) => event.status === copy.status);
  const fiscal = await readFiscalProfile(store);
  return {
    intent: copy.id,
    merchantName: (await readShopOptions(store, config)).tradeName,
    payment: copy.payment,
    status: copy.status,
    reason: copy.reason,
    amount: copy.amount,
    ...ticketMoney(copy.amount, copy.tip, fiscal),
    currency: config.currency,
    ...linesOf((copy.items ?? []) as StoredItem[]),
    concept: copy.concept || null,
    ticket: copy.ticket,
    branch: copy.branch,
    terminal: copy.terminal,
    paidAt: paid?.at ?? copy.updated,
    cardLast4: copy.cardLast4,
    phoneLast4: copy.phoneLast4,
    refunded: copy.refunded,
    net: minusMoney(copy.amount, copy.refunded),
    refundState: refundStateOf(copy.amount, copy.refunded),
    refunds,
    refund,
    refundLines: refund ? await refundLinesView(store, refund.id) : null,
    fiscal,
    invoiceCode: invoiceCode(copy.ticket, copy.id),
    cash: null,
  };
}

/**
 * A cash sale's receipt: paid at the till, no item lines; its cash refunds like a payment's refunds,
 * and with `refundId` (cr_…) that refund's own receipt. The shop's fiscal details and IVA as on
 * every receipt.
 */
async function cashReceipt(store: Store, config: Pick<MerchantConfig, "merchantName" | "currency">, id: string, refundId?: string): Promise<Receipt | null> {
  const sale = await readCashSale(store, id);
  if (!sale) return null;
  const refunds = sale.refunds.map((r): ReceiptRefund => ({ id: r.id, amount: r.amount, status: "refund_succeeded", reason: r.reason, at: r.at }));
  const refund = refundId ? (refunds.find((r) => r.id === refundId) ?? null) : null;
  if (refundId && !refund) return null;
  const fiscal = await readFiscalProfile(store);
  return {
    intent: sale.id,
    merchantName: (await readShopOptions(store, config)).tradeName,
    payment: CASH_PAYMENT,
    status: CASH_PAID,
    reason: null,
    amount: sale.amount,
    ...ticketMoney(sale.amount, sale.tip, fiscal),
    currency: config.currency,
    ...linesOf((sale.items ?? []) as StoredItem[]),
    concept: sale.concept,
    ticket: sale.ticket,
    branch: sale.branch,
    terminal: sale.terminal,
    paidAt: sale.at,
    cardLast4: null,
    phoneLast4: null,
    refunded: sale.refunded,
    net: minusMoney(sale.amount, sale.refunded),
    refundState: refundStateOf(sale.amount, sale.refunded),
    refunds,
    refund,
    refundLines: refund ? await refundLinesView(store, refund.id) : null,
    fiscal,
    invoiceCode: invoiceCode(sale.ticket, sale.id),
    cash: { received: sale.received, change: sale.change },
  };
}
