import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { keyHeaders } from "../support/api";
import { saveScreenshot } from "../support/screenshot";

test.use({ storageState: ".tmp/auth/cashier.json" });

async function keyIn(page: Page, digits: string) {
  for (const digit of digits) await page.getByRole("group", { name: "Amount keypad" }).getByRole("button", { name: digit, exact: true }).click();
}

async function charge(page: Page, digits: string) {
  await page.goto("/checkout");
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
  await keyIn(page, digits);
  await page.getByRole("button", { name: /^Charge/ }).click();
  const qr = page.getByTestId("checkout-qr");
  await expect(qr).toBeVisible();
  return (await qr.getAttribute("data-intent"))!;
}

/** Reads the QR code back from a screenshot of the page with a real decoder. */
async function decodeQr(page: Page): Promise<unknown> {
  const png = PNG.sync.read(await page.getByTestId("qr-code").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "a QR code is readable in the screenshot").not.toBeNull();
  return JSON.parse(code!.data);
}

test.describe("the till", () => {
  test("happy path: amount on the keypad, a QR that decodes to the API's qr object, live status, full-screen success, fresh keypad", async ({ page, request }) => {
    const intent = await charge(page, "12550");
    await expect(page.getByTestId("checkout-qr")).toContainText("$125.50");
    const detail = await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json();
    expect(await decodeQr(page)).toEqual(detail.data.qr);
    expect(detail.data).toMatchObject({ payment: "qr_present", amount: 125.5 });
    await expect(page.getByTestId("checkout-status")).toHaveText(/Waiting for the customer to scan/);
    await saveScreenshot(page, "checkout-qr");

    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_scanned" } });
    await expect(page.getByTestId("checkout-status")).toHaveText(/Scanned/);
    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_progress" } });
    await expect(page.getByTestId("checkout-status")).toHaveText(/Processing/);
    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } });
    await expect(page.getByTestId("checkout-paid")).toBeVisible();
    await expect(page.getByTestId("checkout-paid")).toContainText("$125.50");
    await saveScreenshot(page, "checkout-paid");
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(page.getByTestId("checkout-amount")).toHaveText("$0.00");
  });

  test("decline: a clear failure with the reason, and 'Try again' makes a new QR for the same amount", async ({ page }) => {
    const first = await charge(page, "4500");
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByTestId("checkout-failed")).toContainText("The payment failed");
    await expect(page.getByTestId("checkout-failed")).toContainText("declined_by_customer");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("checkout-qr")).toBeVisible();
    const second = await page.getByTestId("checkout-qr").getAttribute("data-intent");
    expect(second).not.toBe(first);
    await expect(page.getByTestId("checkout-qr")).toContainText("$45.00");
  });

  test("expiry: the QR expires and the till says so", async ({ page }) => {
    await charge(page, "999");
    await page.getByRole("button", { name: "Expire" }).click();
    await expect(page.getByTestId("checkout-failed")).toContainText("The QR code expired");
  });

  test("the tablet sleeps (offline) while the customer pays, and catches up when it wakes", async ({ page, request, context }) => {
    const intent = await charge(page, "2000");
    await context.setOffline(true);
    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } });
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await context.setOffline(false);
    await expect(page.getByTestId("checkout-paid")).toBeVisible({ timeout: 15_000 });
  });

  for (const [name, viewport] of [
    ["landscape", { width: 1280, height: 800 }],
    ["portrait", { width: 800, height: 1280 }],
  ] as const) {
    test(`on a 10-inch tablet (${name}) the keypad is finger-sized and the QR fills the screen without scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/checkout");
      const key = await page.getByRole("button", { name: "7", exact: true }).boundingBox();
      expect(key!.height).toBeGreaterThanOrEqual(64);
      await keyIn(page, "1000");
      await page.getByRole("button", { name: /^Charge/ }).click();
      const box = await page.getByTestId("qr-code").boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) * 0.55);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByTestId("checkout-status")).toBeInViewport();
    });
  }

  test("support may not use the till", async ({ browser }) => {
    const context = await browser.newContext({ storageState: ".tmp/auth/support.json" });
    const page = await context.newPage();
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/forbidden/);
    await context.close();
  });
});
