import { encryptSecret } from "../../crypto";
import { checkCsd, CsdError, readCsd } from "../../cfdi/csd";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { readFiscalProfile } from "../fiscal/read-fiscal-profile";
import type { MerchantConfig } from "../merchant-config";
import { CSD_AAD } from "./read-signer";

export type CsdSummary = { rfc: string; noCertificado: string; validFrom: string; validTo: string; uploadedAt: string };

/**
 * Keeps the shop's CSD, uploaded in Settings, after checking it the way a PAC will: the .key opens
 * with the password and is the certificate's key; the certificate is a CSD (a FIEL seals no
 * factura); it is the shop's (its RFC is the fiscal profile's); it is in force today. Each refusal
 * is a field error naming the file or the password (`invoices.csd.*`). The .key and the password are
 * sealed under MASTER_KEY, each bound to its column; the certificate is public. Recorded in the
 * audit trail (the certificate's number, never the key).
 */
export async function saveCsd(
  store: Store,
  config: Pick<MerchantConfig, "masterKey">,
  input: { cer: Buffer; key: Buffer; password: string },
  by: AuditBy,
  now = new Date(),
): Promise<CsdSummary> {
  const fiscal = await readFiscalProfile(store);
  if (!fiscal) throw AppError.invalid([{ field: "cer", message: "invoices.csd.fiscalProfileFirst" }]);
  let csd;
  try {
    csd = readCsd(input);
  } catch (error) {
    if (!(error instanceof CsdError)) throw error;
    const field = error.code === "not_a_certificate" ? "cer" : error.code === "key_unreadable" ? "password" : "key";
    throw AppError.invalid([{ field, message: `invoices.csd.${error.code}` }]);
  }
  const problem = checkCsd(csd, { rfc: fiscal.rfc, now });
  if (problem) throw AppError.invalid([{ field: "cer", message: `invoices.csd.${problem.code}` }]);
  const data = {
    rfc: csd.rfc,
    noCertificado: csd.noCertificado,
    certificate: csd.certificateDer.toString("base64"),
    keySealed: encryptSecret(config.masterKey, input.key, CSD_AAD.key),
    passwordSealed: encryptSecret(config.masterKey, input.password, CSD_AAD.password),
    validFrom: csd.validFrom,
    validTo: csd.validTo,
    uploadedBy: by.actor.email,
    uploadedAt: now,
  };
  const row = await store.transaction(async (tx) => {
    const saved = await tx.prisma.dashboardCsd.upsert({ where: { id: "shop" }, create: { id: "shop", ...data }, update: data });
    await recordAudit(tx, { ...by, action: "invoice_setup.changed", target: csd.noCertificado, details: { csd: csd.noCertificado, validTo: csd.validTo } });
    return saved;
  });
  return { rfc: row.rfc, noCertificado: row.noCertificado, validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString(), uploadedAt: row.uploadedAt.toISOString() };
}
