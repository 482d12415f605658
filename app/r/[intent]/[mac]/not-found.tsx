import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("receipt.notFound"))("metaTitle") };
}

/** The one answer for a receipt URL that shows nothing: a wrong MAC, an unknown intent, a payment not authorized (never which). */
export default async function ReceiptNotFound() {
  const t = await getTranslations();
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-3 px-6 text-center" data-testid="receipt-not-found">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">{t("common.appName")}</p>
      <h1 className="text-2xl font-semibold">{t("receipt.notFound.title")}</h1>
      <p className="text-slate-600">{t("receipt.notFound.body")}</p>
    </main>
  );
}
