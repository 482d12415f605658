import { PacError, type CancelMotivo } from "../../cfdi/pac/pac-adapter";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { MerchantConfig } from "../merchant-config";
import type { InvoiceDeps } from "./issue-invoice";
import { readSigner } from "./read-signer";

/**
 * Asks the PAC to cancel stamped CFDI `id` (issued, or already `canceling`) with `motivo` (and the
 * replacement's UUID for 01), signed with the shop's CSD: `canceled` when the SAT cancelled it,
 * `canceling` while the receiver must accept (asked again later). The PAC's refusal is
 * pac_refused, its absence pac_unavailable (the factura stays as it was).
 */
export async function cancelAtPac(
  store: Store,
  config: Pick<MerchantConfig, "masterKey">,
  deps: Pick<InvoiceDeps, "pac" | "now">,
  id: string,
  request: { motivo: CancelMotivo; replacement?: string },
): Promise<"canceled" | "canceling"> {
  const row = await store.prisma.dashboardInvoice.findUnique({ where: { id } });
  if (!row) throw new AppError("invoice_not_found");
  if (!row.uuid || (row.status !== "issued" && row.status !== "canceling")) throw new AppError("invoice_not_cancelable");
  const signer = await readSigner(store, config);
  if (!signer) throw new AppError("invoicing_not_ready", { missing: ["csd"] });
  let result;
  try {
    result = await deps.pac.cancel({
      uuid: row.uuid,
      rfcEmisor: signer.csd.rfc,
      rfcReceptor: row.receiverRfc,
      total: row.total.toFixed(2),
      motivo: request.motivo,
      ...(request.replacement ? { folioSustitucion: request.replacement } : {}),
      credentials: { certificateDer: signer.csd.certificateDer, privateKeyPem: signer.csd.privateKeyPem },
    });
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    if (error.code === "unavailable") throw new AppError("pac_unavailable");
    throw new AppError("pac_refused", { detail: `${error.detail?.pacCode ?? error.code}: ${error.detail?.pacMessage ?? error.message}`.slice(0, 500) });
  }
  const status = result.status === "canceled" ? "canceled" : "canceling";
  await store.prisma.dashboardInvoice.update({
    where: { id },
    data: { status, cancelMotivo: request.motivo, replacementUuid: request.replacement ?? null, ...(status === "canceled" ? { canceledAt: deps.now?.() ?? new Date() } : {}) },
  });
  return status;
}
