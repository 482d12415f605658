import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { keyHeaders } from "./api";
import { chooseLocale, message } from "./locale";
import { keyIn } from "./till";

/**
 * A shop's day at the till in Spanish, as a cashier works it: the till's own words (the es-MX
 * catalogue), amounts as the page writes them ("MXN 125.50").
 */

/** A message of the Spanish catalogue with its arguments filled in. */
export const es = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), message("es-MX", key));

export const mxn = (amount: string) => `MXN ${amount}`;

export async function chooseMethod(page: Page, method: "qr" | "card" | "cash") {
  await page.getByRole("radiogroup", { name: es("till.method.label") }).getByRole("radio", { name: es(`till.method.${method}`) }).click();
}

export async function pressCharge(page: Page, total: string) {
  await page.getByRole("button", { name: es("till.charge", { amount: mxn(total) }) }).click();
}

/** The till's drawer dialog, opened. */
export async function drawerDialog(page: Page) {
  await page.getByTestId("drawer-button").click();
  const dialog = page.getByTestId("drawer-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the till's drawer with a float and goes back to the keypad. */
export async function openDrawer(page: Page, float: string) {
  const dialog = await drawerDialog(page);
  await dialog.getByLabel(es("till.drawer.floatLabel")).fill(float);
  await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
  await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** The receipt link the paid screen shows (its path), then back to a new sale. */
async function receiptOfPaidScreen(page: Page): Promise<string> {
  const receipt = page.getByTestId("paid-receipt").getByTestId("receipt-qr");
  await expect(receipt).toHaveAttribute("data-url", /\/r\//);
  const url = new URL((await receipt.getAttribute("data-url"))!);
  await page.getByRole("button", { name: es("till.paid.newSale") }).click();
  await expect(page.getByTestId("checkout-paid")).toBeHidden();
  return url.pathname + url.search;
}

/** A tip chosen before charging: a preset percentage ("15 %") or another amount in pesos. */
export type Tip = { percent: number } | { pesos: string };

async function chooseTip(page: Page, tip: Tip | undefined) {
  if (!tip) return;
  const tips = page.getByRole("radiogroup", { name: es("till.tip.label") });
  if ("percent" in tip) return tips.getByRole("radio", { name: new RegExp(`^${tip.percent} %`) }).click();
  await tips.getByRole("radio", { name: es("till.tip.custom") }).click();
  await page.getByLabel(es("till.tip.customLabel")).fill(tip.pesos);
}

/**
 * A sale at the till, paid: `digits` keyed in (cents), an optional tip, then QR (the customer's
 * bank authorizes it through the sandbox), card (the approving test card tapped) or cash (the exact
 * amount handed over; the drawer must be open). Answers the sale's id (an intent, or cash_…) and
 * its receipt's path.
 */
export async function sell(page: Page, request: APIRequestContext, sale: { digits: string; total: string; method: "qr" | "card" | "cash"; tip?: Tip; concept?: string }): Promise<{ id: string; receipt: string }> {
  await keyIn(page, sale.digits, "es-MX");
  if (sale.concept) await page.getByLabel(es("till.concept")).fill(sale.concept);
  await chooseMethod(page, sale.method);
  await chooseTip(page, sale.tip);
  await pressCharge(page, sale.total);
  if (sale.method === "cash") {
    const cash = page.getByTestId("checkout-cash");
    await expect(cash.getByTestId("cash-total")).toHaveText(mxn(sale.total));
    await cash.getByRole("button", { name: es("till.cash.exact") }).click();
    await cash.getByRole("button", { name: es("till.cash.record") }).click();
    await expect(page.getByTestId("paid-change")).toBeVisible();
    const receipt = await receiptOfPaidScreen(page);
    return { id: receipt.split("/")[2]!, receipt };
  }
  if (sale.method === "card") {
    const card = page.getByTestId("checkout-card");
    const id = (await card.getAttribute("data-intent"))!;
    await card.getByRole("button", { name: es("till.card.tap.approves") }).click();
    await expect(page.getByTestId("checkout-paid")).toContainText(mxn(sale.total));
    return { id, receipt: await receiptOfPaidScreen(page) };
  }
  const qr = page.getByTestId("checkout-qr");
  await expect(qr).toContainText(mxn(sale.total));
  const id = (await qr.getAttribute("data-intent"))!;
  expect((await request.post(`/api/sandbox/${id}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200);
  await expect(page.getByTestId("checkout-paid")).toContainText(mxn(sale.total));
  return { id, receipt: await receiptOfPaidScreen(page) };
}

/** The shop's fiscal identity as an owner keeps it in Settings (every receipt prints it, with IVA at 16 %). */
export const SHOP_FISCAL = {
  legalName: "Tacos El Güero SA de CV",
  rfc: "TEG850101AB1",
  address: "Av. Juárez 10, Col. Centro, 06000 Ciudad de México",
  invoiceContact: "facturas@tacoselguero.mx",
  taxRegime: "601",
} as const;

/** An owner saves the shop's fiscal identity (the same one every spec uses, so specs running side by side agree). */
export async function saveShopFiscal(browser: Browser, baseURL: string) {
  const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  await chooseLocale(owner, baseURL, "es-MX");
  const settings = await owner.newPage();
  await settings.goto("/settings");
  const card = settings.locator("section", { has: settings.getByRole("heading", { name: es("settings.fiscal.heading") }) });
  await card.getByLabel(es("settings.fiscal.legalName")).fill(SHOP_FISCAL.legalName);
  await card.getByRole("textbox", { name: new RegExp(`^${es("settings.fiscal.rfc")}`) }).fill(SHOP_FISCAL.rfc);
  await card.getByLabel(es("settings.fiscal.address")).fill(SHOP_FISCAL.address);
  await card.getByLabel(es("settings.fiscal.invoiceContact")).fill(SHOP_FISCAL.invoiceContact);
  await card.getByLabel(es("settings.fiscal.taxRegime")).selectOption(SHOP_FISCAL.taxRegime);
  await card.getByRole("button", { name: es("settings.fiscal.save") }).click();
  await expect(card.getByRole("status")).toHaveText(es("settings.fiscal.saved"));
  await owner.close();
}

/** The rows of a CSV export (the es-MX file: BOM, then a header line), each as {column: value}. */
export function csvRows(text: string): Array<Record<string, string>> {
  const lines = text.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  const split = (line: string) => {
    const cells: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i]!;
      if (quoted && char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = !quoted;
      else if (char === "," && !quoted) {
        cells.push(cell);
        cell = "";
      } else cell += char;
    }
    return [...cells, cell];
  };
  const [head, ...rows] = lines;
  const names = split(head ?? "");
  return rows.map((line) => Object.fromEntries(split(line).map((value, i) => [names[i] ?? String(i), value])));
}
