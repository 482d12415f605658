import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { chooseLocaleAction } from "@/app/_actions/locale";
import { getFormat } from "@/app/_server/format";
import { ReceiptSlip } from "@/components/receipts/receipt";
import { isPaper } from "@/components/receipts/papers";
import { ReceiptPaper } from "@/components/receipts/receipt-paper";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { getReceipt } from "@/lib/dashboard/receipts/get-receipt";
import { receiptPath } from "@/lib/dashboard/receipts/receipt-url";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("receipt"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ intent: string; mac: string }>; searchParams: Promise<{ paper?: string | string[]; refund?: string | string[] }> };

/**
 * A payment's receipt at its public URL: no sign-in (the MAC in the URL is the permission; see
 * lib/dashboard/receipts/receipt-url.ts), no dashboard navigation. A wrong MAC, an unknown intent
 * and a payment that is not authorized all answer the same 404. In the reader's language: their
 * choice (the language cookie, or a signed-in user's own), else the shop's default (es-MX); the
 * reader can switch it on the page. Times are the merchant's, with the zone named. `?refund=rf_…`
 * shows that refund's own receipt (a refund the intent does not have is the same 404).
 */
export default async function ReceiptPage({ params, searchParams }: Props) {
  const [{ intent, mac }, { paper, refund }] = await Promise.all([params, searchParams]);
  const config = merchantConfig();
  if (Array.isArray(refund)) notFound();
  const receipt = await getReceipt(await getStore(), config, intent, mac, refund);
  if (!receipt) notFound();
  return (
    <ClientMessages namespaces={["receipt"]}>
      <ReceiptPaper initialPaper={isPaper(paper) ? paper : "80"} chooseLocale={chooseLocaleAction}>
        <ReceiptSlip receipt={receipt} f={await getFormat()} invoicePath={`${receiptPath(config, intent)}/factura`} />
      </ReceiptPaper>
    </ClientMessages>
  );
}
