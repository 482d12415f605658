import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { FormatProvider } from "@/components/format-provider";
import { pickMessages } from "@/lib/i18n/client-namespaces";
import type { Messages } from "@/lib/i18n/messages";
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

/**
 * The page in the request's language (lib/i18n): `lang` for screen readers and hyphenation, display
 * preferences and the shared part of the catalogue for client components (each page adds its own
 * area's with ClientMessages).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [prefs, messages] = await Promise.all([displayPrefs(), getMessages()]);
  return (
    <html lang={prefs.locale}>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <NextIntlClientProvider messages={pickMessages(messages as Messages, [])}>
          <FormatProvider prefs={prefs}>{children}</FormatProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
