import "server-only";
import { getTranslations } from "next-intl/server";
import { isAppError } from "@/lib/errors";
import { missingWords } from "./invoice-readiness";
import type { ActionFailure } from "./safe-action";

/** The refusals of the invoice functions people can act on, worded by the `errors` catalogue as they are. */
const AS_WORDED = new Set(["invoice_busy", "pac_unavailable", "sale_not_invoiceable", "invoice_not_found", "invoice_not_cancelable", "not_found"]);

/**
 * An invoice function's refusal (lib/dashboard/invoices: issueInvoice, issueGlobalInvoice,
 * cancelInvoice) as an action's answer, in the reader's words: the PAC's own words after
 * pac_refused; what is not set up yet after invoicing_not_ready (to staff; a customer is told to
 * ask at the shop); the others as the `errors` catalogue says them. Null for anything else (field
 * errors and the unforeseen are the caller's).
 */
export async function invoiceFailure(error: unknown, audience: "customer" | "staff"): Promise<ActionFailure | null> {
  if (!isAppError(error)) return null;
  const t = await getTranslations();
  if (error.code === "pac_refused") {
    const detail = typeof error.data.detail === "string" ? error.data.detail.trim() : "";
    return { error: detail ? t("invoices.errors.pacRefused", { detail }) : t("errors.pac_refused") };
  }
  if (error.code === "invoicing_not_ready") {
    if (audience === "customer") return { error: t("invoices.errors.notReadyCustomer") };
    const missing = Array.isArray(error.data.missing) ? error.data.missing.map(String) : [];
    return { error: missing.length > 0 ? t("invoices.errors.notReady", { missing: await missingWords(missing) }) : t("errors.invoicing_not_ready") };
  }
  if (AS_WORDED.has(error.code)) return { error: t(`errors.${error.code}` as "errors.invoice_busy") };
  return null;
}
