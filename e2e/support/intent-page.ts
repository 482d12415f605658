import { expect, type Page } from "@playwright/test";

/** The intent's page, once the dashboard has heard of the intent (its first webhook). */
export async function openIntent(page: Page, intent: string) {
  await expect(async () => {
    await page.goto(`/intents/${intent}`);
    await expect(page.getByRole("heading", { name: intent })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
