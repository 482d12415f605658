import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReceiptSlip } from "@/components/receipts/receipt";
import { isPaper } from "@/components/receipts/papers";
import { ReceiptPaper } from "@/components/receipts/receipt-paper";
import { getDb } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { getReceipt } from "@/lib/dashboard/receipts/get-receipt";

export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false } };

type Props = { params: Promise<{ intent: string; mac: string }>; searchParams: Promise<{ paper?: string | string[] }> };

/**
 * A payment's receipt at its public URL: no sign-in (the MAC in the URL is the permission; see
 * lib/dashboard/receipts/receipt-url.ts), no dashboard navigation. A wrong MAC, an unknown intent
 * and a payment that is not authorized all answer the same 404.
 */
export default async function ReceiptPage({ params, searchParams }: Props) {
  const [{ intent, mac }, { paper }] = await Promise.all([params, searchParams]);
  const config = merchantConfig();
  const receipt = await getReceipt(await getDb(), paymentApi(config), config, intent, mac);
  if (!receipt) notFound();
  const { timeZone, locale, currency } = config;
  return (
    <ReceiptPaper initialPaper={isPaper(paper) ? paper : "80"}>
      <ReceiptSlip receipt={receipt} prefs={{ timeZone, locale, currency }} />
    </ReceiptPaper>
  );
}
