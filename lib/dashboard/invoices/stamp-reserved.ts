import { PacError, type PacAdapter } from "../../cfdi/pac/pac-adapter";
import { sealCfdi } from "../../cfdi/seal";
import type { Comprobante } from "../../cfdi/types";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { log } from "../../log";
import type { Issuer } from "./read-issuer";

/**
 * Seals a reserved CFDI (status `stamping`) with the shop's CSD, has the PAC stamp it, and keeps it
 * `issued` with its UUID and stamped XML (the update names the status it expects, so a row another
 * instance settled is not touched). When the PAC refuses it or cannot be reached, the row becomes
 * `failed` with the PAC's words and its tickets are released (their rows made inactive), in one
 * transaction, and the caller gets pac_refused (422, the PAC's words in `data.detail`) or
 * pac_unavailable (503): nothing was issued. Anything else (a bug) also fails the row, then throws.
 */
export async function stampReserved(store: Store, pac: PacAdapter, issuer: Issuer, id: string, comprobante: Comprobante, now = new Date()): Promise<{ uuid: string; xml: string }> {
  try {
    const sealed = sealCfdi(comprobante, issuer.signer.csd);
    const stamped = await pac.stamp(sealed);
    const done = await store.prisma.dashboardInvoice.updateMany({
      where: { id, status: "stamping" },
      data: { status: "issued", uuid: stamped.timbre.uuid.toUpperCase(), xml: stamped.xml, stampedAt: now, error: null },
    });
    if (done.count !== 1) log.warn("dashboard.invoice_settled_elsewhere", { id });
    return { uuid: stamped.timbre.uuid.toUpperCase(), xml: stamped.xml };
  } catch (error) {
    const words = error instanceof PacError ? `${error.detail?.pacCode ?? error.code}: ${error.detail?.pacMessage ?? error.message}` : "internal error";
    await store.transaction(async (tx) => {
      await tx.prisma.dashboardInvoice.updateMany({ where: { id, status: "stamping" }, data: { status: "failed", error: words.slice(0, 2000) } });
      await tx.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: id }, data: { active: false } });
    });
    if (error instanceof PacError) {
      log.warn("dashboard.invoice_stamp_failed", { id, code: error.code, detail: words.slice(0, 500) });
      if (error.code === "unavailable") throw new AppError("pac_unavailable");
      throw new AppError("pac_refused", { detail: words.slice(0, 500) });
    }
    throw error;
  }
}
