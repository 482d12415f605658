import type { z } from "zod";
import type { Store } from "../../db/store";
import { randomToken } from "../../crypto";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { hashPassword } from "./password";
import type { newUserSchema } from "./schemas";

/**
 * Creates a user with a password the owner hands over (there is no e-mail here to invite with),
 * recorded in the audit trail in the same transaction (user.created: name and role, never the password).
 */
export async function createUser(store: Store, input: z.infer<typeof newUserSchema>, by: AuditBy) {
  const exists = await store.prisma.dashboardUser.findUnique({ where: { email: input.email }, select: { id: true } });
  if (exists) throw AppError.invalid([{ field: "email", message: "settings.users.invalid.emailTaken" }]);
  const id = randomToken("usr_", 16);
  const passwordHash = await hashPassword(input.password); // slow on purpose: outside the transaction
  await store.transaction(async (tx) => {
    await tx.prisma.dashboardUser.create({ data: { id, email: input.email, name: input.name, role: input.role, passwordHash } });
    await recordAudit(tx, { ...by, action: "user.created", target: input.email, details: { name: input.name, role: input.role } });
  });
  return { id };
}
