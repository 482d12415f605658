import { centsToMoney, moneyToCents } from "../../contract/money";
import { randomToken } from "../../crypto";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { lockOpenDrawer } from "./lock-open-drawer";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/**
 * Cash into an open drawer (change brought from the bank) or out of it (an expense paid), with
 * the reason the cashier gives. Taking out more than the drawer should hold is refused
 * (drawer_cash_short): the count would be short by construction.
 */
export async function moveDrawerCash(
  store: Store,
  input: { drawerId: string; kind: "in" | "out"; amount: number; reason: string },
  by: AuditBy,
): Promise<DrawerSummary> {
  await store.transaction(async (tx) => {
    const drawer = await lockOpenDrawer(tx, { drawerId: input.drawerId });
    if (input.kind === "out") {
      const { expected } = await summarizeDrawer(tx, drawer.id);
      if (input.amount > moneyToCents(expected)) throw new AppError("drawer_cash_short", { expected });
    }
    const id = randomToken("de_", 16);
    await tx.prisma.dashboardDrawerEntry.create({ data: { id, drawerId: drawer.id, kind: input.kind, amount: centsToMoney(input.amount), reason: input.reason, by: by.actor.email ?? "?" } });
    await recordAudit(tx, { ...by, action: "drawer.moved", target: drawer.id, details: { kind: input.kind, amount: centsToMoney(input.amount), reason: input.reason } });
    await announceCashChange(tx, { drawer: drawer.id });
  });
  return summarizeDrawer(store, input.drawerId);
}
