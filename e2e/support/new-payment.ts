import type { Page } from "@playwright/test";
import { message, type Locale } from "./locale";

/** Types where a payment of New payment is taken (the form invents none: on a device that is no till the fields start empty); a branch of its own, so that no report or cash-up of another spec counts it. */
export async function fillWhere(page: Page, locale: Locale = "en", where = { branch: "E2E nuevo pago", terminal: "Mostrador e2e" }) {
  await page.getByLabel(message(locale, "newPayment.branch")).fill(where.branch);
  await page.getByLabel(message(locale, "newPayment.same.terminal")).fill(where.terminal);
}
