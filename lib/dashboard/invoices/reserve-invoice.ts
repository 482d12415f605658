import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";

/** Every reservation of tickets for a CFDI runs under this lock (transaction-scoped): a ticket is weighed against the others' reservations one at a time. */
export const LOCK_INVOICES = statement<{ locked: string }>("dash_invoice_lock", "SELECT pg_advisory_xact_lock(hashtextextended('dashboard_invoice', 0))::text AS locked");

/** The next folio of a place of issue ($1 its branch), taken. */
export const NEXT_FOLIO = statement<{ folio: number }>("dash_invoice_next_folio", "UPDATE dashboard_invoice_series SET next_folio = next_folio + 1 WHERE branch = $1 RETURNING next_folio - 1 AS folio");

/** The active CFDI holding a ticket ($1), if any. */
export const HOLDER = statement<{ id: string; kind: string; status: string; cancel_motivo: string | null }>(
  "dash_invoice_holder",
  "SELECT i.id, i.kind, i.status, i.cancel_motivo FROM dashboard_invoice_sale s JOIN dashboard_invoice i ON i.id = s.invoice_id WHERE s.sale = $1 AND s.active",
);

/** Takes the next folio of the place `branch` inside the caller's transaction. */
export async function takeFolio(tx: Store, branch: string): Promise<number> {
  const [row] = await tx.sql(NEXT_FOLIO, [branch]);
  if (!row) throw new AppError("invoicing_not_ready", { missing: ["place"] });
  return Number(row.folio);
}
