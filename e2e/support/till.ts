import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { message, type Locale } from "./locale";

export type TillNames = { branch: string; terminal: string };
export type StoredTill = TillNames & { id: string; series: string };

/** The n-th ticket of a till, as it prints it (its series and the number: A-00001). */
export const ticketOf = (till: Pick<StoredTill, "series">, n: number) => `${till.series}-${String(n).padStart(5, "0")}`;

/** An owner sets a tablet up as a till through the page; answers what the tablet then keeps. */
export async function setUpTillOnPage(page: Page, names: TillNames): Promise<StoredTill> {
  await page.goto("/checkout");
  await page.getByLabel("Branch", { exact: true }).fill(names.branch);
  await page.getByLabel("Terminal", { exact: true }).fill(names.terminal);
  await page.getByRole("button", { name: "Use this till" }).click();
  await expect(page.getByTestId("till-identity")).toContainText(`${names.branch} · ${names.terminal}`);
  return JSON.parse((await page.evaluate(() => window.localStorage.getItem("caja.till")))!) as StoredTill;
}

/**
 * An owner sets the till `names` up through the dashboard's route (`POST /api/dashboard/tills`, the
 * same `setUpTill` as the page's "Use this till"); answers what the page would keep on the tablet.
 * No page is loaded: setting a till up through the page is the subject of till.spec.ts's set-up
 * test, and the other specs only need a till to sell at.
 */
export async function setUpTillByApi(browser: Browser, names: TillNames): Promise<StoredTill> {
  const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  try {
    const response = await owner.request.post("/api/dashboard/tills", { data: names });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: StoredTill }).data;
  } finally {
    await owner.close();
  }
}

/**
 * A browser context signed in as `role` on a tablet already set up as the till `names` (an owner
 * set it up once, as in a shop).
 */
export async function tillTablet(browser: Browser, role: "owner" | "cashier", names: TillNames, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page; till: StoredTill }> {
  const till = await setUpTillByApi(browser, names);
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem("caja.till")) window.localStorage.setItem("caja.till", value);
  }, JSON.stringify(till));
  return { context, page: await context.newPage(), till };
}

/** Keys an amount in on the on-screen keypad (its name in the page's language; English by default, as the e2e servers speak). */
export async function keyIn(page: Page, digits: string, locale: Locale = "en") {
  for (const digit of digits) await page.getByRole("group", { name: message(locale, "till.keypad") }).getByRole("button", { name: digit, exact: true }).click();
}

/** Keys an amount in and charges it; answers the intent on screen. */
export async function chargeAtTill(page: Page, digits: string, concept?: string, locale: Locale = "en"): Promise<string> {
  await keyIn(page, digits, locale);
  if (concept) await page.getByLabel(message(locale, "till.concept")).fill(concept);
  await page.getByRole("button", { name: new RegExp(`^${message(locale, "till.charge").replace(/\s*\{amount\}.*$/, "")}`) }).click();
  const qr = page.getByTestId("checkout-qr");
  await expect(qr).toBeVisible();
  return (await qr.getAttribute("data-intent"))!;
}

/** Reads a QR code back from a screenshot of the element with a real decoder. */
export async function decodeQrText(page: Page, testId: string): Promise<string> {
  let text: string | null = null;
  // a screenshot taken while a dialog opened after a reload is still being laid out may catch it
  // half painted: read again until a whole QR code is there (a QR that never decodes still fails)
  await expect
    .poll(
      async () => {
        const png = PNG.sync.read(await page.getByTestId(testId).screenshot());
        text = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
        return text !== null;
      },
      { message: "a QR code is readable in the screenshot" },
    )
    .toBe(true);
  return text!;
}
