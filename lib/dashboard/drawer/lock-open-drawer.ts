import type { Db } from "../../db/store";
import { AppError } from "../../errors";

export type LockedDrawer = { id: string; tillId: string; openedBy: string };

/**
 * The open drawer of a till (or this drawer, if it is still open), locked until the transaction
 * ends: a sale, a movement and the close of one drawer queue on its row, so the close's expected
 * figure counts every sale that went in before it, and nothing goes in after it.
 */
export async function lockOpenDrawer(tx: Db, where: { drawerId: string } | { tillId: string }): Promise<LockedDrawer> {
  const rows =
    "drawerId" in where
      ? await tx.$queryRaw<Array<LockedDrawer & { closedAt: Date | null }>>`
          SELECT id, till_id AS "tillId", opened_by AS "openedBy", closed_at AS "closedAt" FROM dashboard_drawer WHERE id = ${where.drawerId} FOR UPDATE`
      : await tx.$queryRaw<Array<LockedDrawer & { closedAt: Date | null }>>`
          SELECT id, till_id AS "tillId", opened_by AS "openedBy", closed_at AS "closedAt" FROM dashboard_drawer WHERE till_id = ${where.tillId} AND closed_at IS NULL FOR UPDATE`;
  const drawer = rows[0];
  if (!drawer) throw new AppError("drawerId" in where ? "drawer_not_found" : "drawer_not_open");
  if (drawer.closedAt) throw new AppError("drawer_not_open");
  return { id: drawer.id, tillId: drawer.tillId, openedBy: drawer.openedBy };
}
