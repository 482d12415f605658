import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/**
 * Saves a screenshot for the README and docs/: always under .tmp/screenshots, and into docs/screenshots when
 * UPDATE_SCREENSHOTS=1 (so ordinary test runs leave the committed images alone).
 */
export async function saveScreenshot(page: Page, name: string) {
  // A page with a live status is shown live, as it is most of the time (not still connecting).
  const live = page.getByTestId("live-indicator");
  if ((await live.count()) > 0) await expect(live).toHaveAttribute("data-connected", "true", { timeout: 10_000 });
  const file = path.resolve(".tmp/screenshots", `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: false });
  if (process.env.UPDATE_SCREENSHOTS === "1") {
    fs.mkdirSync(path.resolve("docs/screenshots"), { recursive: true });
    fs.copyFileSync(file, path.resolve("docs/screenshots", `${name}.png`));
  }
}
