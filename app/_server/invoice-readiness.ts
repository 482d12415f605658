import "server-only";
import { getTranslations } from "next-intl/server";
import type { Store } from "@/lib/db/store";
import { getEnv } from "@/lib/env";
import { choosePac } from "@/lib/dashboard/invoices/choose-pac";
import { readFiscalProfile } from "@/lib/dashboard/fiscal/read-fiscal-profile";
import { readInvoiceSetup } from "@/lib/dashboard/invoices/read-invoice-setup";

/** What facturas still need before a branch can issue one (the `invoices.missing.*` catalogue keys). */
export type InvoiceMissing = "fiscal_profile" | "csd" | "csd_expired" | "place" | "pac";

/** Who a branch's facturas come from, as a page shows it (never the CSD's key). */
export type IssuerPreview = { name: string; rfc: string; regime: string; zip: string; series: string };

/**
 * Whether `branch` can issue facturas now, without opening the CSD: the shop's fiscal profile, a
 * CSD in force, the branch's place of issue (or the default one) and a PAC (the same things
 * readIssuer and invoiceDeps refuse without; the pages say so before anyone types their data).
 */
export async function invoiceReadiness(store: Store, branch: string, now = new Date()): Promise<{ issuer: IssuerPreview | null; missing: InvoiceMissing[] }> {
  const [fiscal, { csd, places }] = await Promise.all([readFiscalProfile(store), readInvoiceSetup(store)]);
  const place = places.find((row) => row.branch === branch) ?? places.find((row) => row.branch === "");
  const missing: InvoiceMissing[] = [];
  if (!fiscal) missing.push("fiscal_profile");
  if (!csd) missing.push("csd");
  else if (csd.validTo <= now) missing.push("csd_expired");
  if (!place) missing.push("place");
  if (!choosePac(store, getEnv())) missing.push("pac");
  const issuer = fiscal && place ? { name: fiscal.legalName.toUpperCase(), rfc: fiscal.rfc, regime: fiscal.taxRegime, zip: place.zip, series: place.series } : null;
  return { issuer, missing };
}

/** What is missing, in words in the reader's language ("el CSD…, el PAC…"). */
export async function missingWords(missing: readonly string[]): Promise<string> {
  const t = await getTranslations("invoices.missing");
  return missing.map((key) => (t.has(key as InvoiceMissing) ? t(key as InvoiceMissing) : key)).join(", ");
}
