import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

/** Whether refund $1 has its lines already (a retried form the payment service answered with the refund it made before). */
const HAS_LINES = statement<{ found: boolean }>("dash_refund_lines_has", "SELECT EXISTS (SELECT 1 FROM dashboard_refund_line WHERE refund_id = $1) AS found");

/** The reservation $1's rows, named for refund $2. */
const NAME = statement("dash_refund_lines_name", "UPDATE dashboard_refund_line SET refund_id = $2 WHERE refund_id = $1");

/** The reservation $1, dropped. */
const DROP = statement("dash_refund_lines_drop", "DELETE FROM dashboard_refund_line WHERE refund_id = $1");

/**
 * Ends a reservation of lines (./reserve-refund-lines.ts) once the refund is known: its rows become
 * the lines of `refund` (the service's rf_… or the cash refund's cr_…), in one transaction; with
 * `refund` null (the refund was refused, or failed) they are dropped and the lines are free again.
 * A refund that already has its lines (the service answered a retried form with the refund the first
 * try made) keeps them, and the reservation is dropped.
 */
export async function settleRefundLines(store: Store, holder: string, refund: string | null): Promise<void> {
  await store.transaction(async (tx) => {
    if (refund === null || refund === holder) {
      if (refund === null) await tx.sql(DROP, [holder]);
      return;
    }
    const [has] = await tx.sql(HAS_LINES, [refund]);
    await tx.sql(has?.found ? DROP : NAME, has?.found ? [holder] : [holder, refund]);
  });
}
