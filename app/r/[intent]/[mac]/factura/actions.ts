"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { invoiceDeps } from "@/app/_server/invoice-deps";
import { invoiceFailure } from "@/app/_server/invoice-failure";
import { requestContext } from "@/app/_server/request-context";
import { actionFailure } from "@/app/_server/safe-action";
import type { InvoiceFormState } from "@/components/invoices/invoice-form";
import { getStore } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { fieldErrors } from "@/lib/http/parse";
import { receiverSchema } from "@/lib/dashboard/invoices/invoice-schemas";
import { issueInvoice } from "@/lib/dashboard/invoices/issue-invoice";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { receiptPath, verifyReceiptMac } from "@/lib/dashboard/receipts/receipt-url";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The receipt's "Emitir factura", public as the receipt is: no sign-in, the receipt's MAC (posted
 * with the form) is the permission, checked first; a wrong one answers as an unknown or unpaid sale
 * does (one sentence, never which). The customer's data is parsed with the domain's schema (each
 * problem next to its field), then the ticket's factura is issued (idempotent per ticket: a ticket
 * that has one answers it), recorded as the customer's (no actor). Success re-renders the page,
 * which then shows the factura; a refusal is said in words.
 */
export async function issueReceiptInvoiceAction(_state: InvoiceFormState, form: FormData): Promise<InvoiceFormState> {
  const t = await getTranslations();
  const word = (message: string) => (/^[a-zA-Z]+\.[\w.]+$/.test(message) && t.has(message as never) ? t(message as never) : message);
  const intent = text(form, "intent");
  const mac = text(form, "mac");
  const config = merchantConfig();
  if (intent.length > 100 || mac.length > 100 || !verifyReceiptMac(config, intent, mac)) return { error: t("invoices.public.notFound") };
  const parsed = receiverSchema.safeParse(Object.fromEntries(["rfc", "name", "zip", "regime", "use", "email"].map((name) => [name, text(form, name)])));
  if (!parsed.success) return { error: t("invoices.form.check"), errors: Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.field, word(e.message)])) };
  try {
    await issueInvoice(
      await getStore(),
      config,
      { sale: intent, receiver: parsed.data, by: { actor: { id: null, email: null }, context: await requestContext() }, createdBy: "customer" },
      await invoiceDeps(),
    );
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return { error: t("invoices.public.notFound") };
    const failure = (await invoiceFailure(error, "customer")) ?? actionFailure(error, "issueReceiptInvoice");
    return { error: word(failure.error), ...(failure.errors ? { errors: Object.fromEntries(Object.entries(failure.errors).map(([field, message]) => [field, word(message)])) } : {}) };
  }
  revalidatePath(`${receiptPath(config, intent)}/factura`);
  return { ok: t("invoices.form.issued") };
}
