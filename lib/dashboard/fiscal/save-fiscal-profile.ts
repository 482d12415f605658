import type { Store } from "../../db/store";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { FiscalProfileInput } from "./fiscal-profile-schema";
import { readFiscalProfile, type FiscalProfile } from "./read-fiscal-profile";

/** Saves the shop's fiscal profile (owners; checked by the caller) and records what changed in the audit trail. */
export async function saveFiscalProfile(store: Store, input: FiscalProfileInput, by: AuditBy): Promise<FiscalProfile> {
  await store.transaction(async (tx) => {
    const before = await readFiscalProfile(tx);
    await tx.prisma.dashboardFiscalProfile.upsert({ where: { id: "shop" }, create: { id: "shop", ...input, updatedBy: by.actor.email }, update: { ...input, updatedBy: by.actor.email } });
    const changed = Object.fromEntries(
      (Object.keys(input) as Array<keyof FiscalProfileInput>).filter((key) => before?.[key] !== input[key]).map((key) => [key, { from: before?.[key] ?? null, to: input[key] }]),
    );
    if (Object.keys(changed).length > 0) await recordAudit(tx, { ...by, action: "fiscal_profile.changed", target: input.rfc, details: changed });
  });
  return (await readFiscalProfile(store))!;
}
