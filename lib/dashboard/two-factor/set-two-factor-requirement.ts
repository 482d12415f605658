import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { writeSetting } from "../settings/write-setting";
import { readTwoFactorState } from "../users/read-two-factor-state";
import { getTwoFactorRequirement, REQUIREMENT_SETTING } from "./get-two-factor-requirement";

/**
 * Owners require (or stop requiring) two-factor sign-in of every user. Users without it are sent to
 * set it up before anything else. An owner must have it on before requiring it (no self lock-out).
 */
export async function setTwoFactorRequirement(store: Store, by: AuditBy, required: boolean): Promise<void> {
  if (required) {
    const actor = await readTwoFactorState(store, by.actor.id ?? "");
    if (!actor?.totpSecretEnc) throw AppError.invalid([{ field: "(body)", message: "settings.refused.requireSelfFirst" }]);
  }
  const value = String(required);
  const before = await getTwoFactorRequirement(store);
  if (before === required) return;
  await store.transaction(async (tx) => {
    await writeSetting(tx, REQUIREMENT_SETTING, value);
    await recordAudit(tx, { ...by, action: "two_factor.requirement_changed", details: { required: { from: before, to: required } } });
  });
}
