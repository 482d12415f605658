import { createTranslator } from "use-intl/core";
import type { Translate } from "./create-format";
import type { Locale } from "./locales";
import { messagesFor } from "./messages";

/** next-intl's own translator over a catalogue, outside React: for tests and scripts. */
export function createIntlTranslator(locale: Locale): Translate {
  return createTranslator({ locale, messages: messagesFor(locale) }) as unknown as Translate;
}
