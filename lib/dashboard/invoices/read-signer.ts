import { decryptSecret } from "../../crypto";
import { readCsd, type Csd } from "../../cfdi/csd";
import type { Store } from "../../db/store";
import type { MerchantConfig } from "../merchant-config";

/** The additional data the sealed .key and password are bound to (a row's secrets cannot be swapped for another's). */
export const CSD_AAD = { key: "dashboard_csd.key", password: "dashboard_csd.password" } as const;

/** The shop's CSD as uploaded, opened (the .key decrypted with its password), or null while none is. */
export async function readSigner(store: Store, config: Pick<MerchantConfig, "masterKey">): Promise<{ csd: Csd; key: Buffer; password: string } | null> {
  const row = await store.prisma.dashboardCsd.findUnique({ where: { id: "shop" } });
  if (!row) return null;
  const key = decryptSecret(config.masterKey, row.keySealed, CSD_AAD.key);
  const password = decryptSecret(config.masterKey, row.passwordSealed, CSD_AAD.password).toString("utf8");
  return { csd: readCsd({ cer: Buffer.from(row.certificate, "base64"), key, password }), key, password };
}
