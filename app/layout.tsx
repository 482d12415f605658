import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { FormatProvider } from "@/components/format-provider";
import { displayPrefs } from "./_server/locale";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: "Caja", template: "%s · Caja" }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page, the not-found and forbidden pages too, is rendered for its request: Next.js puts the
// request's CSP nonce (proxy.ts) on its scripts only when it renders; a prerendered page would
// carry none, and its scripts would be refused.
export const dynamic = "force-dynamic";

/** The page in the request's language (lib/i18n): `lang` for screen readers and hyphenation, the catalogue and display preferences for client components. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const prefs = await displayPrefs();
  return (
    <html lang={prefs.locale}>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <NextIntlClientProvider>
          <FormatProvider prefs={prefs}>{children}</FormatProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
