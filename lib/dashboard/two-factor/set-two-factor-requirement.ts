import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { getTwoFactorRequirement, REQUIREMENT_SETTING } from "./get-two-factor-requirement";

/**
 * Owners require (or stop requiring) two-factor sign-in of every user. Users without it are sent to
 * set it up before anything else. An owner must have it on before requiring it (no self lock-out).
 */
export async function setTwoFactorRequirement(prisma: PrismaClient, by: AuditBy, required: boolean): Promise<void> {
  if (required) {
    const actor = await prisma.dashboardUser.findUnique({ where: { id: by.actor.id ?? "" }, select: { totpSecretEnc: true } });
    if (!actor?.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "settings.refused.requireSelfFirst" }]);
  }
  const value = String(required);
  const before = await getTwoFactorRequirement(prisma);
  if (before === required) return;
  await prisma.$transaction(async (tx) => {
    await tx.dashboardSetting.upsert({ where: { key: REQUIREMENT_SETTING }, create: { key: REQUIREMENT_SETTING, value }, update: { value } });
    await recordAudit(tx, { ...by, action: "two_factor.requirement_changed", details: { required: { from: before, to: required } } });
  });
}
