import { getRequestConfig } from "next-intl/server";
import { messagesFor } from "@/lib/i18n/messages";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { requestLocale } from "./locale";

/**
 * next-intl's configuration for each request (named in next.config.mjs): no locale in the URL (a
 * user's language is a choice of theirs, not an address), the catalogue of that language, and the
 * merchant's time zone for every date the library formats.
 */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: messagesFor(locale), timeZone: merchantConfig().timeZone };
});
