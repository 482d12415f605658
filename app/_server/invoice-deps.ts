import "server-only";
import { getStore } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { choosePac } from "@/lib/dashboard/invoices/choose-pac";
import type { InvoiceDeps } from "@/lib/dashboard/invoices/issue-invoice";
import { createMailTransport } from "@/lib/mail/mail-transport";
import { processState } from "@/lib/process-state";

/**
 * What issuing a factura needs from the configuration: the PAC (CFDI_PAC; none in live mode until
 * set: invoicing_not_ready naming `pac`) and the mailer (SMTP_URL and MAIL_FROM; none: nothing is
 * e-mailed).
 */
export async function invoiceDeps(): Promise<InvoiceDeps> {
  const env = getEnv();
  const pac = choosePac(await getStore(), env);
  if (!pac) throw new AppError("invoicing_not_ready", { missing: ["pac"] });
  const mailer = env.SMTP_URL && env.MAIL_FROM ? { transport: processState("mailTransport", () => createMailTransport(env.SMTP_URL!)), from: env.MAIL_FROM } : null;
  return { pac, mailer };
}

/**
 * After a refund: its note of credit when the sale is in a factura (lib/dashboard/invoices/
 * issue-credit-notes.ts). The refund stands whatever happens here: facturas not set up, or the PAC
 * refusing, is logged and tried again on the sale's next refund or factura.
 */
export async function creditRefundedSale(sale: string): Promise<void> {
  try {
    const { issueCreditNotes } = await import("@/lib/dashboard/invoices/issue-credit-notes");
    const { merchantConfig } = await import("@/lib/dashboard/merchant-config");
    await issueCreditNotes(await getStore(), merchantConfig(), { sale }, await invoiceDeps());
  } catch (error) {
    if (error instanceof AppError && error.code === "invoicing_not_ready") return;
    log.warn("dashboard.credit_note_after_refund_failed", { sale, error: String(error) });
  }
}
