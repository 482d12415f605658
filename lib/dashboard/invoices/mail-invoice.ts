import { renderCfdiPdf } from "../../cfdi/pdf";
import { sendInvoiceMail } from "../../mail/send-invoice-mail";
import type { Store } from "../../db/store";
import type { InvoiceView } from "./invoice-view";

/** Where facturas are mailed from (SMTP_URL, MAIL_FROM). */
export type InvoiceMailer = { transport: Parameters<typeof sendInvoiceMail>[0]; from: string };

/**
 * E-mails an issued factura to the address its customer gave: the XML and its PDF attached, a short
 * message in Spanish naming the issuer, the folio and the total.
 */
export async function mailInvoice(store: Store, mailer: InvoiceMailer, invoice: InvoiceView): Promise<void> {
  if (!invoice.email || !invoice.uuid) return;
  const row = await store.prisma.dashboardInvoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { xml: true } });
  const xml = row.xml!;
  const issuer = /<cfdi:Emisor[^>]*\sNombre="([^"]*)"/.exec(xml)?.[1] ?? "";
  const name = `${invoice.series}-${invoice.folio}`;
  await sendInvoiceMail(mailer.transport, {
    from: mailer.from,
    to: invoice.email,
    subject: `Factura ${name} de ${decodeXml(issuer)}`,
    text: `Hola:\n\nTe enviamos tu factura ${name} por MXN ${invoice.total} (folio fiscal ${invoice.uuid}).\nVa adjunta en XML y en PDF.\n\n${decodeXml(issuer)}\n`,
    attachments: [
      { filename: `${name}_${invoice.uuid}.xml`, content: Buffer.from(xml, "utf8"), contentType: "application/xml" },
      { filename: `${name}_${invoice.uuid}.pdf`, content: await renderCfdiPdf(xml), contentType: "application/pdf" },
    ],
  });
}

function decodeXml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
