import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages, type Namespace } from "@/lib/i18n/client-namespaces";
import type { Messages } from "@/lib/i18n/messages";

/**
 * Hands the client components below the shared namespaces and `namespaces` of the reader's
 * catalogue (lib/i18n/client-namespaces.ts), so a page's HTML carries the words its client code
 * can show, not every area's.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: Namespace[]; children: React.ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
