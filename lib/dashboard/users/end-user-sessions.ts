import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";

/** Ends every session of a user, on every device, at their next request ("sign out everywhere"). */
export async function endUserSessions(store: Store, userId: string, by: AuditBy): Promise<void> {
  await store.transaction(async (tx) => {
    const user = await tx.prisma.dashboardUser.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { email: true } });
    await recordAudit(tx, { ...by, action: "sign_out.everywhere", target: user.email });
  });
}
