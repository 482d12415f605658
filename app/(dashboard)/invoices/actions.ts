"use server";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getFormat } from "@/app/_server/format";
import { invoiceDeps } from "@/app/_server/invoice-deps";
import { invoiceFailure } from "@/app/_server/invoice-failure";
import { invalidAs, safeAction } from "@/app/_server/safe-action";
import type { FormState } from "@/components/settings/action-form";
import { getStore } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { cancelInvoice } from "@/lib/dashboard/invoices/cancel-invoice";
import { cancelSchema, globalSchema, receiverSchema } from "@/lib/dashboard/invoices/invoice-schemas";
import { issueGlobalInvoice } from "@/lib/dashboard/invoices/issue-global-invoice";
import { issueInvoice } from "@/lib/dashboard/invoices/issue-invoice";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { saleIdSchema } from "@/lib/dashboard/payments/refund-schemas";

// Each action answers in words: `{ok}` says what was done, a refusal (`{error}`, field errors)
// why not: the invoice functions' refusals through invoiceFailure (the PAC's own words, what is not
// set up yet), the rest through safeAction. Each revalidates the pages that show what changed.

/** A CFDI's id as the dashboard's routes and forms carry it. */
const invoiceId = invalidAs(z.string().regex(/^inv[0-9A-Za-z]{22}$/), "invoices.cancel.notAnInvoice");

/** An invoice function's refusal in words, or the error again for safeAction (field errors, the unforeseen). */
async function refusal(error: unknown): Promise<FormState> {
  const failure = await invoiceFailure(error, "staff");
  if (failure) return failure;
  throw error;
}

/** Cashiers and owners, on the payment's page: the ticket's factura to the customer whose data they type (recorded as theirs). */
export const issueSaleInvoiceAction = safeAction(
  "invoices:issue",
  z.intersection(z.object({ sale: saleIdSchema }), receiverSchema),
  async ({ sale, ...receiver }, user, by): Promise<FormState> => {
    try {
      await issueInvoice(await getStore(), merchantConfig(), { sale, receiver, by, createdBy: user.email }, await invoiceDeps());
    } catch (error) {
      return refusal(error);
    }
    revalidatePath(`/intents/${sale}`);
    revalidatePath("/invoices");
    return { ok: (await getTranslations("invoices.form"))("issued") };
  },
);

/** Owners: a branch's factura global of a period (the sales in no CFDI yet). */
export const issueGlobalInvoiceAction = safeAction("invoices:manage", globalSchema, async (input, user, by): Promise<FormState> => {
  const t = await getTranslations("invoices.global");
  let invoice;
  try {
    invoice = await issueGlobalInvoice(await getStore(), merchantConfig(), { ...input, by, createdBy: user.email }, await invoiceDeps());
  } catch (error) {
    if (isAppError(error) && error.code === "sale_not_invoiceable") return { error: t("nothing") };
    return refusal(error);
  }
  revalidatePath("/invoices");
  revalidatePath("/intents/[id]", "page");
  const f = await getFormat();
  return { ok: t("issued", { folio: `${invoice.series}-${invoice.folio}`, uuid: invoice.uuid ?? "—", count: invoice.sales.length, total: f.money(invoice.total) }) };
});

/** Owners: a mistaken CFDI cancelled at the SAT (through the PAC) with SAT's motivo, and the replacing UUID for 01. */
export const cancelInvoiceAction = safeAction(
  "invoices:manage",
  z.intersection(z.object({ id: invoiceId }), cancelSchema),
  async ({ id, motivo, replacement }, _user, by): Promise<FormState> => {
    let invoice;
    try {
      invoice = await cancelInvoice(await getStore(), merchantConfig(), { id, motivo, replacement, by }, await invoiceDeps());
    } catch (error) {
      return refusal(error);
    }
    revalidatePath("/invoices");
    revalidatePath("/intents/[id]", "page");
    const t = await getTranslations("invoices");
    return { ok: t("cancel.done", { folio: `${invoice.series}-${invoice.folio}`, status: t(`status.${invoice.status}`) }) };
  },
);
