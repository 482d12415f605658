import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { recordAudit, type AuditBy } from "../audit/record-audit";

/**
 * Sets a branch's place of issue (its postal code, the CFDI's LugarExpedicion) and series (`branch`
 * "" is for sales without a branch). The folio goes on from where it was; a series another branch
 * uses is refused (`invoices.setup.seriesTaken`), so (series, folio) names one CFDI.
 */
export async function saveInvoiceSeries(store: Store, input: { branch: string; zip: string; series: string }, by: AuditBy): Promise<void> {
  await store.transaction(async (tx) => {
    const taken = await tx.prisma.dashboardInvoiceSeries.findUnique({ where: { series: input.series } });
    if (taken && taken.branch !== input.branch) throw AppError.invalid([{ field: "series", message: "invoices.setup.seriesTaken" }]);
    await tx.prisma.dashboardInvoiceSeries.upsert({
      where: { branch: input.branch },
      create: { branch: input.branch, zip: input.zip, series: input.series },
      update: { zip: input.zip, series: input.series },
    });
    await recordAudit(tx, { ...by, action: "invoice_setup.changed", target: input.branch || null, details: { branch: input.branch, zip: input.zip, series: input.series } });
  });
}
