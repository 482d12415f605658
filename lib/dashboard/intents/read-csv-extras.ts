import type { Store } from "../../db/store";
import { statement } from "../../db/statements";
import { CASH_ID_PREFIX } from "../cash-sale";

/** What the list's rows do not carry: the concept, the item lines and when the intent entered its current status at the service. */
export type CsvExtra = { id: string; concept: string | null; items: unknown; updated: Date | string; refunded: string; tip: string | null };

/** …and what its refunds gave back (those that succeeded, whenever they were made). */
const EXTRA = statement<CsvExtra>(
  "dash_csv_extras",
  `SELECT i.id, i.concept, i.items, COALESCE(e.occurred_at, i.updated_at) AS updated,
    (SELECT COALESCE(sum(r.amount), 0.00)::text FROM dashboard_refund r WHERE r.intent_id = i.id AND r.status = 'refund_succeeded') AS refunded,
    (SELECT c.tip::text FROM dashboard_till_charge c WHERE c.intent_id = i.id) AS tip
  FROM dashboard_intent i LEFT JOIN dashboard_intent_event e ON e.intent_id = i.id AND e.seq = i.seq
  WHERE i.id = ANY($1::text[])`,
);

/** A cash sale's: paid once at the till (no item lines), its tip stored apart, the cash its refunds gave back. */
const CASH_EXTRA = statement<CsvExtra>(
  "dash_csv_cash_extras",
  `SELECT $2 || c.attempt AS id, c.concept, NULL::jsonb AS items, c.created_at AS updated, c.refunded::text AS refunded, c.tip::text AS tip
  FROM dashboard_till_charge c WHERE c.method = 'cash' AND $2 || c.attempt = ANY($1::text[])`,
);

/**
 * What the CSV export adds to a batch of the list's rows: of the service's payments (`service`,
 * their intent ids) and of the till's cash sales (`cash`, their cash_ ids), one statement each.
 */
export async function readCsvExtras(store: Store, ids: { service: string[]; cash: string[] }): Promise<CsvExtra[]> {
  return [
    ...(ids.service.length > 0 ? await store.sql(EXTRA, [ids.service]) : []),
    ...(ids.cash.length > 0 ? await store.sql(CASH_EXTRA, [ids.cash, CASH_ID_PREFIX]) : []),
  ];
}
