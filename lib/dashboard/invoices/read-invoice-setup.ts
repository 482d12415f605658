import type { Store } from "../../db/store";

export type InvoicePlace = { branch: string; zip: string; series: string; nextFolio: number };
export type CsdInfo = { rfc: string; noCertificado: string; validFrom: Date; validTo: Date; uploadedAt: Date; uploadedBy: string | null };

/** The facturas' setup as Settings and the readiness checks show it: the CSD's public facts (never its key) and the places of issue, by branch. */
export async function readInvoiceSetup(store: Store): Promise<{ csd: CsdInfo | null; places: InvoicePlace[] }> {
  const csd = await store.prisma.dashboardCsd.findUnique({ where: { id: "shop" }, select: { rfc: true, noCertificado: true, validFrom: true, validTo: true, uploadedAt: true, uploadedBy: true } });
  const places = await store.prisma.dashboardInvoiceSeries.findMany({ orderBy: { branch: "asc" } });
  return { csd, places: places.map((p) => ({ branch: p.branch, zip: p.zip, series: p.series, nextFolio: p.nextFolio })) };
}
