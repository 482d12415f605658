import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";

export type LockedDrawer = { id: string; tillId: string; openedBy: string };

type Row = LockedDrawer & { closedAt: Date | null };

/** This drawer, locked ($1 its id). */
const LOCK_DRAWER = statement<Row>(
  "dash_drawer_lock_by_id",
  `SELECT id, till_id AS "tillId", opened_by AS "openedBy", closed_at AS "closedAt" FROM dashboard_drawer WHERE id = $1 FOR UPDATE`,
);

/** The till's open drawer, locked ($1 the till's id). */
const LOCK_TILL_DRAWER = statement<Row>(
  "dash_drawer_lock_open_of_till",
  `SELECT id, till_id AS "tillId", opened_by AS "openedBy", closed_at AS "closedAt" FROM dashboard_drawer WHERE till_id = $1 AND closed_at IS NULL FOR UPDATE`,
);

/**
 * The open drawer of a till (or this drawer, if it is still open), locked until the transaction
 * ends: a sale, a movement and the close of one drawer queue on its row, so the close's expected
 * figure counts every sale that went in before it, and nothing goes in after it.
 */
export async function lockOpenDrawer(store: Store, where: { drawerId: string } | { tillId: string }): Promise<LockedDrawer> {
  const rows = "drawerId" in where ? await store.sql(LOCK_DRAWER, [where.drawerId]) : await store.sql(LOCK_TILL_DRAWER, [where.tillId]);
  const drawer = rows[0];
  if (!drawer) throw new AppError("drawerId" in where ? "drawer_not_found" : "drawer_not_open");
  if (drawer.closedAt) throw new AppError("drawer_not_open");
  return { id: drawer.id, tillId: drawer.tillId, openedBy: drawer.openedBy };
}
