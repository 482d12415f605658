import type { CancelMotivo } from "../../cfdi/pac/pac-adapter";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import { cancelAtPac } from "./cancel-at-pac";
import type { InvoiceView } from "./invoice-view";
import type { InvoiceDeps } from "./issue-invoice";
import { readInvoice } from "./read-invoice";

/**
 * Cancels a mistaken factura (an owner, in Facturas) with SAT's motivo: 01 with errors, replaced by
 * the factura `replacement` (its UUID, which must be one of the shop's issued facturas), 02 with
 * errors and no replacement, 03 the operation did not happen, 04 a nominative operation in a global.
 * A ticket's factura cancelled with 02 or 03 frees its ticket (it can be invoiced again or go into a
 * global); with 01 the replacement holds it. Recorded in the audit trail.
 */
export async function cancelInvoice(
  store: Store,
  config: Pick<MerchantConfig, "masterKey">,
  input: { id: string; motivo: CancelMotivo; replacement?: string; by: AuditBy },
  deps: Pick<InvoiceDeps, "pac" | "now">,
): Promise<InvoiceView> {
  const row = await store.prisma.dashboardInvoice.findUnique({ where: { id: input.id } });
  if (!row) throw new AppError("invoice_not_found");
  if (input.replacement) {
    const replacement = await store.prisma.dashboardInvoice.findUnique({ where: { uuid: input.replacement } });
    if (!replacement || replacement.status !== "issued" || replacement.id === row.id) throw AppError.invalid([{ field: "replacement", message: "invoices.cancel.replacementUnknown" }]);
  }
  const status = await cancelAtPac(store, config, deps, input.id, { motivo: input.motivo, replacement: input.replacement });
  if (status === "canceled" && row.kind !== "credit") await store.prisma.dashboardInvoiceSale.updateMany({ where: { invoiceId: row.id }, data: { active: false } });
  await recordAudit(store, { ...input.by, action: "invoice.canceled", target: row.id, details: { uuid: row.uuid, motivo: input.motivo, replacement: input.replacement ?? null } });
  return (await readInvoice(store, row.id))!;
}
