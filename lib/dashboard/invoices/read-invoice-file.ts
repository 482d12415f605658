import { renderCfdiPdf } from "../../cfdi/pdf";
import type { Store } from "../../db/store";

/** An issued CFDI's file: its stamped XML as kept, or the PDF made from it (the printed representation). Null for an unknown or unstamped one. */
export async function readInvoiceFile(store: Store, id: string, format: "xml" | "pdf", locale: "es" | "en" = "es"): Promise<{ filename: string; contentType: string; body: Buffer } | null> {
  const row = await store.prisma.dashboardInvoice.findUnique({ where: { id }, select: { xml: true, uuid: true, series: true, folio: true } });
  if (!row?.xml || !row.uuid) return null;
  const name = `${row.series}-${row.folio}_${row.uuid}`;
  if (format === "xml") return { filename: `${name}.xml`, contentType: "application/xml; charset=utf-8", body: Buffer.from(row.xml, "utf8") };
  return { filename: `${name}.pdf`, contentType: "application/pdf", body: await renderCfdiPdf(row.xml, { locale }) };
}
