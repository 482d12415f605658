import type { z } from "zod";
import type { PrismaClient } from "../../db/generated/client";
import { randomToken } from "../../crypto";
import { AppError } from "../../errors";
import { hashPassword } from "./password";
import type { newUserSchema } from "./schemas";

/** Creates a user with a password the owner hands over (there is no e-mail here to invite with). */
export async function createUser(prisma: PrismaClient, input: z.infer<typeof newUserSchema>) {
  const exists = await prisma.dashboardUser.findUnique({ where: { email: input.email }, select: { id: true } });
  if (exists) throw AppError.invalid([{ field: "email", message: "a user with this email exists" }]);
  const id = randomToken("usr_", 16);
  await prisma.dashboardUser.create({ data: { id, email: input.email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password) } });
  return { id };
}
