import type { Csd } from "../../cfdi/csd";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { readFiscalProfile, type FiscalProfile } from "../fiscal/read-fiscal-profile";
import type { MerchantConfig } from "../merchant-config";
import { readSigner } from "./read-signer";

export type Issuer = { fiscal: FiscalProfile; signer: { csd: Csd; key: Buffer; password: string }; place: { branch: string; zip: string; series: string } };

/** The branch's place of issue, else the default one ("": the sales without a branch). */
const PLACE = statement<{ branch: string; zip: string; series: string }>(
  "dash_invoice_place",
  `SELECT branch, zip, series FROM dashboard_invoice_series WHERE branch = $1 OR branch = '' ORDER BY (branch = $1) DESC LIMIT 1`,
);

/**
 * Who issues a branch's facturas: the shop's fiscal profile, its CSD (opened) and the branch's place
 * of issue and series (or the default place). Missing any: invoicing_not_ready, naming what is
 * missing (`fiscal_profile`, `csd`, `place`), which Settings fills in.
 */
export async function readIssuer(store: Store, config: Pick<MerchantConfig, "masterKey">, branch: string): Promise<Issuer> {
  const [fiscal, signer, [place]] = [await readFiscalProfile(store), await readSigner(store, config), await store.sql(PLACE, [branch])];
  const missing = [...(fiscal ? [] : ["fiscal_profile"]), ...(signer ? [] : ["csd"]), ...(place ? [] : ["place"])];
  if (missing.length > 0) throw new AppError("invoicing_not_ready", { missing });
  return { fiscal: fiscal!, signer: signer!, place: place! };
}
