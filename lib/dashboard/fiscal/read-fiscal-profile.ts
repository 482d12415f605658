import type { Store } from "../../db/store";
import type { VatChoice } from "./vat";

export type FiscalProfile = { legalName: string; rfc: string; taxRegime: string; address: string; invoiceContact: string; vat: VatChoice; updatedAt: string; updatedBy: string | null };

/** The shop's fiscal profile, or null while no owner has filled it in. */
export async function readFiscalProfile(store: Store): Promise<FiscalProfile | null> {
  const row = await store.prisma.dashboardFiscalProfile.findUnique({ where: { id: "shop" } });
  if (!row) return null;
  return { legalName: row.legalName, rfc: row.rfc, taxRegime: row.taxRegime, address: row.address, invoiceContact: row.invoiceContact, vat: row.vat as VatChoice, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
}
