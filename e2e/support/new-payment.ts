import type { Page } from "@playwright/test";
import { message, type Locale } from "./locale";

/** Types where a payment of New payment is taken (the form invents none: on a device that is no till the fields start empty). */
export async function fillWhere(page: Page, locale: Locale = "en", where = { branch: "Centro", terminal: "Mostrador 1" }) {
  await page.getByLabel(message(locale, "newPayment.branch"), { exact: true }).fill(where.branch);
  await page.getByLabel(message(locale, "newPayment.same.terminal"), { exact: true }).fill(where.terminal);
}
