import "server-only";
import { getTranslations } from "next-intl/server";
import { createFormat, type Format, type Translate } from "@/lib/i18n/create-format";
import { displayPrefs } from "./locale";

/** The one formatting layer (lib/i18n/create-format.ts) in a server component or route. */
export async function getFormat(): Promise<Format> {
  const [prefs, t] = await Promise.all([displayPrefs(), getTranslations()]);
  return createFormat(prefs, t as unknown as Translate);
}
