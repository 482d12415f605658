import { expect, test } from "@playwright/test";

/**
 * The payments list streams in after the page's frame (a Suspense boundary). React places streamed
 * parts at the next frame; until then the part waits hidden in the document. A browser too busy to
 * paint (a loaded tablet, a tab in the background) delays that frame while the page is already
 * alive: the live stream opens and says it is live. That news must not reach the waiting list:
 * React would throw the server's list away and render another in the browser, two lists in one
 * document (the strict-mode failure `getByLabel('Buscar')` resolved to 2 elements).
 */
test("a list that streams in while the browser is too busy to paint is placed as the server sent it, not rendered twice, even when the live stream opens meanwhile", async ({ browser }) => {
  const context = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  try {
    await context.addInitScript(() => {
      // Frames come 2 s late; count the search boxes the document ever holds at once.
      const paint = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => window.setTimeout(() => paint(callback), 2_000);
      const w = window as unknown as { searchBoxes: number };
      w.searchBoxes = 0;
      new MutationObserver(() => {
        w.searchBoxes = Math.max(w.searchBoxes, document.querySelectorAll('input[name="q"]').length);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto("/intents");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expect(page.locator('div[hidden][id^="S:"]'), "streamed parts React has not placed").toHaveCount(0);
    expect(await page.evaluate("window.searchBoxes"), "search boxes in the document at once, hidden ones included").toBe(1);
  } finally {
    await context.close();
  }
});
