import type { Database } from "../../db/client";
import { isIntentId } from "../../contract/ids";
import type { IntentItem } from "../intents/read-intent";
import type { MerchantConfig } from "../merchant-config";
import { readAuthorizedIntent } from "./read-authorized-intent";
import { verifyReceiptMac } from "./receipt-url";

/** One item line of a receipt: what the point of sale sent, and its total when the price is known. */
export type ReceiptLine = {
  sku: string | null;
  description: string | null;
  /** a line without a quantity counts once */
  qty: number;
  /** unit price, a decimal string (up to 4 decimals, as sent) */
  price: string | null;
  /** price × qty, exact (4 decimals), or null without a price */
  total: string | null;
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
  /** the amount charged, the receipt's total */
  amount: string;
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
};

const PRICE = /^(\d+)(?:\.(\d{1,4}))?$/;

/** price × qty in exact decimal arithmetic (ten-thousandths), or null when the price is not a plain decimal. */
function lineTotal(price: string | null, qty: number): string | null {
  const match = price === null ? null : PRICE.exec(price);
  if (!match) return null;
  const units = (BigInt(`${match[1]}${(match[2] ?? "").padEnd(4, "0")}`) * BigInt(qty)).toString().padStart(5, "0");
  return `${units.slice(0, -4)}.${units.slice(-4)}`;
}

function line(item: IntentItem): ReceiptLine {
  const qty = item.qty ?? 1;
  const price = item.price ?? null;
  return { sku: item.sku || null, description: item.description || null, qty, price, total: lineTotal(price, qty) };
}

/**
 * The receipt of an intent for its public URL `/r/{intent}/{mac}`: null, the same for every
 * reason, when the MAC is not the intent's, the intent is unknown, or the payment is not authorized
 * (the page answers one 404 and tells nothing apart). The MAC is checked first, so nothing is read
 * for a URL that was not issued. Built from the dashboard's copy of the intent, brought up to date
 * by the sync first when it lacks anything a receipt shows (see readAuthorizedIntent).
 */
export async function getReceipt(
  db: Database,
  config: Pick<MerchantConfig, "masterKey" | "merchantName" | "currency">,
  intent: string,
  mac: string,
): Promise<Receipt | null> {
  if (!isIntentId(intent) || !verifyReceiptMac(config, intent, mac)) return null;
  const copy = await readAuthorizedIntent(db, intent);
  if (!copy || copy.amount === null) return null;
  const paid = copy.events.find((event) => event.seq === copy.seq) ?? copy.events.findLast((event) => event.status === copy.status);
  return {
    intent: copy.id,
    merchantName: config.merchantName,
    payment: copy.payment,
    status: copy.status,
    reason: copy.reason,
    amount: copy.amount,
    currency: config.currency,
    items: (copy.items ?? []).map(line),
    concept: copy.concept || null,
    ticket: copy.ticket,
    branch: copy.branch,
    terminal: copy.terminal,
    paidAt: paid?.at ?? copy.updated,
    cardLast4: copy.cardLast4,
    phoneLast4: copy.phoneLast4,
  };
}
