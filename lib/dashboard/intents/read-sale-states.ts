import type { Store } from "../../db/store";

/** A payment of the copy as a till's list of sales shows it: its status, and what its refunds gave back (succeeded) or are giving back (pending). */
export type SaleState = { id: string; status: string; code: number; reason: string | null; concept: string | null; refunded: string; pending: string };

/** The copy's state of the payments `ids` (those it does not know are left out), in no order. */
export async function readSaleStates(store: Store, ids: string[]): Promise<SaleState[]> {
  const [intents, refunds] = await Promise.all([
    store.prisma.dashboardIntent.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, code: true, reason: true, concept: true } }),
    store.prisma.dashboardRefund.groupBy({ by: ["intentId", "status"], where: { intentId: { in: ids }, status: { in: ["refund_succeeded", "refund_pending"] } }, _sum: { amount: true } }),
  ]);
  const sum = (intent: string, status: string) => refunds.find((r) => r.intentId === intent && r.status === status)?._sum.amount?.toFixed(2) ?? "0.00";
  return intents.map((intent) => ({ ...intent, refunded: sum(intent.id, "refund_succeeded"), pending: sum(intent.id, "refund_pending") }));
}
