import { centsToMoney, moneyToCents } from "../../contract/money";
import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/** The drawer, locked ($1 its id). */
const LOCK_DRAWER = statement<{ id: string; closedAt: Date | null }>(
  "dash_drawer_lock_for_correction",
  `
      SELECT id, closed_at AS "closedAt" FROM dashboard_drawer WHERE id = $1 FOR UPDATE`,
);

/**
 * An owner's correction of a closed drawer's count (a miscount found later): the close stays as it
 * was and a new entry records the change (new counted - current counted) with its reason, in the
 * audit trail too. An open drawer is corrected by counting it at its close.
 */
export async function correctDrawer(store: Store, input: { drawerId: string; counted: number; reason: string }, by: AuditBy): Promise<DrawerSummary> {
  await store.transaction(async (tx) => {
    const [drawer] = await tx.sql(LOCK_DRAWER, [input.drawerId]);
    if (!drawer) throw new AppError("drawer_not_found");
    if (!drawer.closedAt) throw new AppError("drawer_still_open");
    const before = (await summarizeDrawer(tx, drawer.id)).counted!;
    const change = input.counted - moneyToCents(before);
    if (change === 0) return;
    await tx.prisma.dashboardDrawerEntry.create({ data: { id: randomToken("de_", 16), drawerId: drawer.id, kind: "correction", amount: centsToMoney(change), reason: input.reason, by: by.actor.email ?? "?" } });
    await recordAudit(tx, { ...by, action: "drawer.corrected", target: drawer.id, details: { counted: { from: before, to: centsToMoney(input.counted) }, reason: input.reason } });
    await announceCashChange(tx, { drawer: drawer.id });
  });
  return summarizeDrawer(store, input.drawerId);
}
