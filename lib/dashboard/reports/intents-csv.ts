import { minusMoney } from "../../contract/money";
import { statusInfo } from "../../contract/statuses";
import type { Database } from "../../db/client";
import type { IntentFilters } from "../intent-filters";
import { CASH_ID_PREFIX, isCashRow } from "../cash-sale";
import { listIntents, type IntentRow } from "../list-intents";
import { csvLine, csvStream, csvZonedTime } from "./csv";

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
  "currency",
  "concept",
  "ticket",
  "branch",
  "terminal",
  "item_count",
  "phone_last4",
  "card_last4",
] as const;

type Column = (typeof INTENT_CSV_COLUMNS)[number];

const BATCH = 1000;

/** What the list's rows do not carry: the concept, the item lines and when the intent entered its current status at the service. */
type Extra = { id: string; concept: string | null; items: unknown; updated: Date | string; refunded: string; tip: string | null };

/** …and what its refunds gave back (those that succeeded, whenever they were made). */
const EXTRA = `SELECT i.id, i.concept, i.items, COALESCE(e.occurred_at, i.updated_at) AS updated,
    (SELECT COALESCE(sum(r.amount), 0.00)::text FROM dashboard_refund r WHERE r.intent_id = i.id AND r.status = 'refund_succeeded') AS refunded,
    (SELECT c.tip::text FROM dashboard_till_charge c WHERE c.intent_id = i.id) AS tip
  FROM dashboard_intent i LEFT JOIN dashboard_intent_event e ON e.intent_id = i.id AND e.seq = i.seq
  WHERE i.id = ANY($1::text[])`;

/** A cash sale's: paid once at the till (no refund, no item lines), its tip stored apart. */
const CASH_EXTRA = `SELECT $2 || c.attempt AS id, c.concept, NULL::jsonb AS items, c.created_at AS updated, '0.00' AS refunded, c.tip::text AS tip
  FROM dashboard_till_charge c WHERE c.method = 'cash' AND $2 || c.attempt = ANY($1::text[])`;

/** Units sold: the lines' quantities added up (a line without one is one unit); empty while the items are not known. */
function itemCount(items: unknown): number | null {
  if (!Array.isArray(items)) return null;
  return items.reduce<number>((sum, line) => {
    const qty = (line as { qty?: unknown } | null)?.qty;
    return sum + (typeof qty === "number" && Number.isFinite(qty) ? qty : 1);
  }, 0);
}

function record(row: IntentRow, extra: Extra | undefined, timeZone: string, currency: string): Record<Column, unknown> {
  const cash = isCashRow(row);
  // a cash sale has no API status nor group: its status is the dashboard's cash_paid, and it is paid
  const group = cash ? null : statusInfo(row.status, row.reason).group;
  const refunded = extra?.refunded ?? "0.00";
  return {
    id: row.id,
    created_at: csvZonedTime(row.created, timeZone),
    updated_at: extra ? csvZonedTime(extra.updated, timeZone) : null,
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
    tip: extra?.tip ?? "0.00",
    currency: row.amount === null ? null : currency,
    concept: extra?.concept,
    ticket: row.ticket,
    branch: row.branch,
    terminal: row.terminal,
    item_count: itemCount(extra?.items),
    phone_last4: row.phoneLast4,
    card_last4: row.cardLast4,
  };
}

/**
 * The filtered intents (the payments list's filters and order) as CSV, streamed in batches of
 * 1 000 (keyset pagination), so 100 000 rows never sit in memory at once. One header line, then
 * one line per intent with exactly the header's columns; times in ISO 8601 with the offset of
 * `timeZone`; `bom` starts the file with the byte order mark Excel needs to read UTF-8.
 */
export function intentsCsv(db: Database, filters: IntentFilters, options: { timeZone: string; currency: string; bom?: boolean }): ReadableStream<Uint8Array> {
  return csvStream(
    csvLine(INTENT_CSV_COLUMNS),
    async (cursor) => {
      const page = await listIntents(db.prisma, { ...filters, cursor }, options.timeZone, BATCH);
      const service = page.rows.filter((row) => !isCashRow(row)).map((row) => row.id);
      const cash = page.rows.filter(isCashRow).map((row) => row.id);
      const extras = [
        ...(service.length > 0 ? await db.query<Extra>(EXTRA, [service]) : []),
        ...(cash.length > 0 ? await db.query<Extra>(CASH_EXTRA, [cash, CASH_ID_PREFIX]) : []),
      ];
      const byId = new Map(extras.map((extra) => [extra.id, extra]));
      const lines = page.rows.map((row) => {
        const fields = record(row, byId.get(row.id), options.timeZone, options.currency);
        return csvLine(INTENT_CSV_COLUMNS.map((column) => fields[column]));
      });
      return { lines, nextCursor: page.nextCursor };
    },
    { bom: options.bom },
  );
}
