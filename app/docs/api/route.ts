import { z } from "zod";
import { requestLocale } from "@/app/_server/locale";
import { renderApiReferencePage } from "@/lib/http/api-reference";
import { readRedocBundle } from "@/lib/http/redoc-bundle";
import { nonceOf } from "@/lib/http/security-headers";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";

// `?lang=en` asks for a language for this page only (a link in the README, an integrator with no
// account); anything else there is ignored.
const query = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });

/**
 * GET /docs/api: the service API's reference (Redoc), public like the document it shows, in the
 * reader's language as every page decides it (lib/i18n), under the policy proxy.ts put on this
 * request (lib/http/api-reference.ts).
 */
export async function GET(request: Request) {
  const { lang } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const locale = lang ?? (await requestLocale());
  const messages = messagesFor(locale);
  const html = renderApiReferencePage({
    nonce: nonceOf(request.headers.get("content-security-policy")),
    locale,
    text: messages.apiReference,
    common: messages.common,
    scriptVersion: readRedocBundle().digest,
  });
  // a nonce of its own on every answer: never stored
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
