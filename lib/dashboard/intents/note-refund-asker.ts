import type { Store } from "../../db/store";

/**
 * Keeps, beside a refund's copy, who in this dashboard asked for it and their note (the service
 * does not know the dashboard's users). A refund the copy does not hold yet is left alone.
 */
export async function noteRefundAsker(store: Store, refund: string, asker: { userId: string | null; note: string | null }): Promise<void> {
  await store.prisma.dashboardRefund.updateMany({ where: { id: refund }, data: { userId: asker.userId, note: asker.note } });
}
