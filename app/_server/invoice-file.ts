import "server-only";
import { getTranslations } from "next-intl/server";
import { getStore } from "@/lib/db/client";
import { readInvoiceFile } from "@/lib/dashboard/invoices/read-invoice-file";
import { readSaleInvoices } from "@/lib/dashboard/invoices/read-sale-invoices";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { verifyReceiptMac } from "@/lib/dashboard/receipts/receipt-url";
import { requestLocale } from "./locale";

export type InvoiceFile = { filename: string; contentType: string; body: Buffer };

/** The PDF's language: the reader's. */
export async function invoicePdfLocale(): Promise<"es" | "en"> {
  return (await requestLocale()) === "en" ? "en" : "es";
}

/** A CFDI's file as a download (attachment, named as readInvoiceFile names it), never cached by anyone else. */
export function invoiceFileResponse(file: InvoiceFile): Response {
  const filename = file.filename.replace(/[^\w.-]/g, "_");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * The receipt's factura as a download, public as the receipt is (the MAC in the URL is the
 * permission): the ticket's own factura that holds it now, its stamped XML or its PDF. A wrong MAC,
 * a sale without a factura of its own or one not stamped yet: the same 404.
 */
export async function receiptInvoiceFile({ intent, mac }: { intent: string; mac: string }, format: "xml" | "pdf"): Promise<Response> {
  const config = merchantConfig();
  if (intent.length <= 100 && mac.length <= 100 && verifyReceiptMac(config, intent, mac)) {
    const store = await getStore();
    const { current } = await readSaleInvoices(store, intent);
    const file = current?.kind === "ticket" ? await readInvoiceFile(store, current.id, format, format === "pdf" ? await invoicePdfLocale() : "es") : null;
    if (file) return invoiceFileResponse(file);
  }
  const t = await getTranslations({ locale: await requestLocale(), namespace: "invoices.public" });
  return new Response(t("notFound"), { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
