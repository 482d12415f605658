import { centsToMoney, minusMoney, moneyToCents } from "../../contract/money";
import { statusInfo } from "../../contract/statuses";
import type { Store } from "../../db/store";
import type { IntentFilters } from "../intent-filters";
import { isCashRow } from "../cash-sale";
import { readCsvExtras, type CsvExtra as Extra } from "../intents/read-csv-extras";
import { listIntents, type IntentRow } from "../intents/list-intents";
import { csvLine, csvLocalTime, csvStream, csvZonedTime } from "./csv";
import { readFiscalProfile } from "../fiscal/read-fiscal-profile";
import { splitVat, type VatChoice } from "../fiscal/vat";

/**
 * The export's columns, stable snake_case names for spreadsheets and scripts (not translated:
 * a file made in Spanish and one made in English read the same). Every row has exactly these.
 */
export const INTENT_CSV_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "status",
  "code",
  "status_group",
  "reason",
  "payment",
  "amount",
  "refunded",
  "net",
  "tip",
  "sale_amount",
  "vat",
  "currency",
  "concept",
  "ticket",
  "branch",
  "terminal",
  "cashier",
  "item_count",
  "phone_last4",
  "card_last4",
] as const;

type Column = (typeof INTENT_CSV_COLUMNS)[number];

const BATCH = 1000;

/**
 * Units sold: the lines' quantities added up (a line without one is one unit). A sale charged as an
 * amount, without lines (the till's keypad, a cash sale, an intent created with `items: []`), sold
 * one thing: 1. Empty only while the service has not told the items yet.
 */
function itemCount(items: unknown, cash: boolean): number | null {
  if (cash) return 1;
  if (!Array.isArray(items)) return null;
  if (items.length === 0) return 1;
  return items.reduce<number>((sum, line) => {
    const qty = (line as { qty?: unknown } | null)?.qty;
    return sum + (typeof qty === "number" && Number.isFinite(qty) ? qty : 1);
  }, 0);
}

/** How the file is written: for scripts (ISO 8601 times with their offset) or for Excel (local times it reads as dates). */
export type CsvFlavour = { timeZone: string; currency: string; excel?: boolean; vat: VatChoice | null };

function record(row: IntentRow, extra: Extra | undefined, flavour: CsvFlavour): Record<Column, unknown> {
  const { timeZone, currency } = flavour;
  const time = (at: string | Date) => (flavour.excel ? csvLocalTime(new Date(at).toISOString(), timeZone) : csvZonedTime(at, timeZone));
  const cash = isCashRow(row);
  // a cash sale has no API status nor group: its status is the dashboard's cash_paid, and it is paid
  const group = cash ? null : statusInfo(row.status, row.reason).group;
  const refunded = extra?.refunded ?? "0.00";
  const tip = extra?.tip ?? "0.00";
  // the sale is what was sold (IVA included); the tip is not a sale: no IVA (lib/dashboard/fiscal/split-ticket.ts)
  const sale = row.amount === null ? null : centsToMoney(moneyToCents(row.amount) - moneyToCents(tip));
  return {
    id: row.id,
    created_at: time(row.created),
    updated_at: extra ? time(extra.updated) : null,
    status: row.status,
    code: cash ? null : row.code,
    status_group: group,
    reason: row.reason,
    payment: row.payment,
    amount: row.amount,
    refunded: row.amount === null ? null : refunded,
    // what the payment leaves: its amount less its refunds when it was paid, nothing otherwise
    net: row.amount === null ? null : group === "authorized" || cash ? minusMoney(row.amount, refunded) : "0.00",
    // the tip a till charged with the sale (inside amount); none for a payment made elsewhere
    tip,
    sale_amount: sale,
    vat: sale === null || flavour.vat === null ? null : splitVat(sale, flavour.vat).vat,
    currency: row.amount === null ? null : currency,
    concept: extra?.concept,
    ticket: row.ticket,
    branch: row.branch,
    terminal: row.terminal,
    cashier: row.cashier,
    item_count: itemCount(extra?.items, cash),
    phone_last4: row.phoneLast4,
    card_last4: row.cardLast4,
  };
}

/**
 * The filtered intents (the payments list's filters and order) as CSV, streamed in batches of
 * 1 000 (keyset pagination), so 100 000 rows never sit in memory at once. One header line, then
 * one line per intent with exactly the header's columns. For scripts: the columns' stable names,
 * times in ISO 8601 with the offset of `timeZone`. For Excel (`excel`): the byte order mark Excel
 * needs to read UTF-8, the header in the reader's language (`header`: the columns' names, in
 * order), times as local "YYYY-MM-DD HH:MM:SS", which Excel reads as dates. Each sale's IVA is the
 * shop's rate (Settings) on its amount less its tip, split per ticket as its receipt splits it.
 */
export function intentsCsv(store: Store, filters: IntentFilters, options: { timeZone: string; currency: string; excel?: boolean; header?: readonly string[] }): ReadableStream<Uint8Array> {
  let vat: Promise<VatChoice | null> | undefined;
  return csvStream(
    csvLine(options.header ?? INTENT_CSV_COLUMNS),
    async (cursor) => {
      vat ??= readFiscalProfile(store).then((profile) => profile?.vat ?? null);
      const flavour: CsvFlavour = { timeZone: options.timeZone, currency: options.currency, excel: options.excel, vat: await vat };
      const page = await listIntents(store, { ...filters, cursor }, options.timeZone, BATCH);
      const service = page.rows.filter((row) => !isCashRow(row)).map((row) => row.id);
      const cash = page.rows.filter(isCashRow).map((row) => row.id);
      const extras = await readCsvExtras(store, { service, cash });
      const byId = new Map(extras.map((extra) => [extra.id, extra]));
      const lines = page.rows.map((row) => {
        const fields = record(row, byId.get(row.id), flavour);
        return csvLine(INTENT_CSV_COLUMNS.map((column) => fields[column]));
      });
      return { lines, nextCursor: page.nextCursor };
    },
    { bom: options.excel },
  );
}
