import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ivaByRate, lineTotalCents, moneyOf, type IvaRate, type TicketLine } from "../../lib/contract/ticket-lines";
import { parseCsv } from "../../lib/testing/parse-csv";
import { keyHeaders } from "../support/api";
import { catalogueCsv } from "../support/catalogue-csv";
import { chooseLocale, expectNoHorizontalScroll, message } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { setUpTillByApi } from "../support/till";

/**
 * Products at the till, the acceptance of the catalogue: in Spanish, on a touch tablet in portrait
 * (800×1280), an owner imports a 500-product CSV with 3 bad rows (the report names them; the 497
 * others go in when asked), sells 3 lines from the grid, 2 by scanning (a scanner is a keyboard),
 * one weighed, with a line discount, paid by card; the receipt prints every line and the IVA at
 * 16 % and 0 % that add up to the total; one line is refunded; the sales-by-product report shows
 * units, refunds and IVA by rate to the cent.
 */
const TABLET = { width: 800, height: 1280 };
const BAD_LINES = [7, 250, 499];
const es = (key: string, values: Record<string, string | number> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message("es-MX", key));
const mxn = (amount: string) => `MXN ${amount}`;

type CsvProduct = { line: number; sku: string; barcode: string; name: string; price: string; iva: IvaRate; category: string; byWeight: boolean };

/** The generated file's products, as its lines say them (the bad ones left out). */
function productsOf(csv: string): CsvProduct[] {
  const [, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  return rows
    .map((row, i) => ({ line: i + 2, sku: row[0]!, barcode: row[1]!, name: row[2]!, price: row[3]!, iva: (row[4] === "exento" ? "exempt" : row[4]) as IvaRate, category: row[5]!, byWeight: row[8] === "sí" }))
    .filter((p) => !BAD_LINES.includes(p.line));
}

async function ownerTablet(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ storageState: ".tmp/auth/owner.json", viewport: TABLET, hasTouch: true });
  await chooseLocale(context, baseURL, "es-MX");
  return { context, page: await context.newPage() };
}

async function intentOf(request: APIRequestContext, intent: string) {
  return (await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json()).data as { status: string; amount: number; data: { items: Array<TicketLine & { sku?: string }> } };
}

/** Finds a product on the grid by its SKU (the search box) and taps its tile. */
async function tapProduct(page: Page, product: CsvProduct) {
  await page.getByTestId("product-search").fill(product.sku);
  await page.getByTestId("product-grid").locator(`[data-testid=product-tile][data-sku="${product.sku}"]`).tap();
  await expect(page.getByTestId("ticket-line").filter({ hasText: product.name }).first()).toBeVisible();
  await page.getByTestId("product-search").fill("");
}

/** A scanner types the code and Enter into whatever has the focus: here, the page itself. */
async function scan(page: Page, code: string) {
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

test.describe("Productos en la caja, en español, en una tableta (800×1280)", () => {
  test("import 500 products with 3 bad rows, sell by grid, scanner and weight with a discount, pay by card, print IVA at 16 % and 0 %, refund a line, read sales by product", async ({ browser, request, baseURL }) => {
    test.slow(); // an import, a sale of six lines, a refund and a report
    const csv = catalogueCsv({ rows: 500, bad: BAD_LINES });
    const products = productsOf(csv);
    expect(products).toHaveLength(497);
    const { context, page } = await ownerTablet(browser, baseURL!);

    // 1. the import: the report names the three bad lines, nothing goes in until asked; then 497 do
    await page.goto("/catalogue");
    await page.getByTestId("import-file").setInputFiles({ name: "catalogo.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByTestId("import-submit").tap();
    const errors = page.getByTestId("import-error-row");
    await expect(errors).toHaveCount(3);
    for (const [i, line] of BAD_LINES.entries()) await expect(errors.nth(i)).toContainText(String(line));
    await page.getByTestId("import-valid-rows").tap();
    await expect(page.getByTestId("import-count")).toHaveAttribute("data-count", "497");
    await page.getByTestId("catalogue-search").fill(products[0]!.sku);
    await page.getByTestId("catalogue-search").press("Enter");
    await expect(page.getByTestId("product-row")).toHaveCount(1);
    await expect(page.getByTestId("product-row")).toContainText(products[0]!.name);
    await expectNoHorizontalScroll(page);

    // 2. the till, on the product screen (the tablet keeps the choice)
    const till = await setUpTillByApi(browser, { branch: "Productos", terminal: `Tableta ${test.info().testId.slice(-6)}-${test.info().retry}` });
    await context.addInitScript((value) => window.localStorage.setItem("caja.till", value), JSON.stringify(till));
    await page.goto("/checkout");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    await page.getByTestId("mode-products").tap();
    await expect(page.getByTestId("product-grid")).toBeVisible();

    const units = products.filter((p) => !p.byWeight);
    const at = (iva: IvaRate, n: number) => units.filter((p) => p.iva === iva)[n]!;
    // three by the grid: two at 16 %, one at 0 %; two scanned (one of each rate); one weighed
    const grid = [at("16", 0), at("16", 1), at("0", 0)];
    const scanned = [at("16", 2), at("0", 1)];
    const weighed = products.find((p) => p.byWeight)!;
    for (const product of grid) await tapProduct(page, product);
    await saveScreenshot(page, "till-products-es-tablet");
    // the first scan right after a tap, the focus left on a button: the scanner's Enter adds the
    // scanned product (it neither presses that button again nor keeps the code for the next scan)
    await page.getByTestId("category-all").tap();
    await page.keyboard.type(scanned[0]!.barcode);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("ticket-line").filter({ hasText: scanned[0]!.name }).first()).toBeVisible();
    await expect(page.getByTestId("code-buffer")).toHaveCount(0);
    await scan(page, scanned[1]!.barcode);
    await expect(page.getByTestId("ticket-line").filter({ hasText: scanned[1]!.name }).first()).toBeVisible();
    await expect(page.getByTestId("ticket-line")).toHaveCount(5);
    // an unknown code is said, with the way to sell it by amount
    await scan(page, "7500000000001");
    await expect(page.getByTestId("scan-notice")).toContainText("7500000000001");
    await expect(page.getByTestId("sell-by-amount")).toBeVisible();
    await page.getByTestId("product-search").fill(weighed.sku);
    await page.locator(`[data-testid=product-tile][data-sku="${weighed.sku}"]`).tap();
    // Enter in the weight's field adds the weighed line (it never charges the ticket without it)
    await page.getByTestId("weight-input").fill("0.750");
    await page.getByTestId("weight-input").press("Enter");
    await expect(page.getByTestId("weight-dialog")).toHaveCount(0);
    await expect(page.getByTestId("checkout-qr")).toHaveCount(0);
    await page.getByTestId("product-search").fill("");
    await expect(page.getByTestId("ticket-line")).toHaveCount(6);

    // a line discount of 10 % on the first line, with its reason
    await page.getByTestId("ticket-line").first().tap();
    const editor = page.getByTestId("line-editor");
    await editor.getByTestId("discount-kind-percent").tap();
    await editor.getByTestId("discount-value").fill("10");
    await editor.getByTestId("discount-reason").selectOption("promotion");
    await editor.getByTestId("line-done").tap();
    await expect(page.getByTestId("line-discount").first()).toBeVisible();

    // what the ticket must come to, line by line (the same rule as the service's)
    const sold: Array<{ product: CsvProduct; line: TicketLine }> = [...grid, ...scanned].map((product, i) => {
      const price = product.price;
      const gross = lineTotalCents({ price });
      return { product, line: { price, qty: 1, iva: product.iva, ...(i === 0 ? { discount: moneyOf((gross * 1000n + 5000n) / 10_000n) } : {}) } };
    });
    sold.push({ product: weighed, line: { price: weighed.price, quantity: "0.750", iva: weighed.iva } });
    const totalCents = sold.reduce((sum, s) => sum + lineTotalCents(s.line), 0n);
    const total = moneyOf(totalCents);
    await expect(page.getByTestId("ticket-total")).toHaveText(mxn(total));

    // 3. paid by card
    await page.getByRole("radiogroup", { name: es("till.method.label") }).getByRole("radio", { name: es("till.method.card") }).tap();
    await page.getByRole("button", { name: es("till.charge", { amount: mxn(total) }) }).tap();
    const card = page.getByTestId("checkout-card");
    const intent = (await card.getAttribute("data-intent"))!;
    await card.getByRole("button", { name: es("till.card.tap.approves") }).tap();
    await expect(page.getByTestId("checkout-paid")).toContainText(mxn(total));
    const atService = await intentOf(request, intent);
    expect(atService.status).toBe("cp_authorized");
    expect(atService.data.items.map((item) => item.sku)).toEqual(sold.map((s) => s.product.sku));
    expect(moneyOf(atService.data.items.reduce((sum, item) => sum + lineTotalCents(item), 0n)), "the lines the service holds add up to the amount").toBe(atService.amount.toFixed(2));

    // 4. the receipt: each line, and IVA at 16 % and 0 % adding up to the total
    const receiptUrl = (await page.getByTestId("receipt-qr").getAttribute("data-url"))!;
    await page.goto(receiptUrl);
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("receipt-item")).toHaveCount(6);
    const desglose = ivaByRate(sold.map((s) => ({ totalCents: lineTotalCents(s.line), iva: s.line.iva! })));
    expect(desglose.map((d) => d.rate)).toEqual(["16", "0"]);
    for (const split of desglose) {
      const row = receipt.getByTestId(`receipt-iva-${split.rate}`);
      await expect(row).toHaveAttribute("data-base", split.base);
      await expect(row).toHaveAttribute("data-iva", split.iva);
      await expect(row).toContainText(mxn(split.base));
    }
    const printed = desglose.reduce((sum, d) => sum + BigInt(Math.round(Number(d.base) * 100)) + BigInt(Math.round(Number(d.iva) * 100)), 0n);
    expect(moneyOf(printed), "base + IVA of every rate is the total").toBe(total);
    await expect(receipt.getByTestId("receipt-total")).toContainText(mxn(total));

    // 5. refund the scanned 16 % line from the payment's page: the amount follows the line
    const refunded = sold[3]!;
    await page.goto(`/intents/${intent}`);
    await page.getByTestId("refund-open").tap();
    await page.getByTestId("refund-line-3").check();
    await expect(page.getByTestId("refund-amount")).toContainText(mxn(moneyOf(lineTotalCents(refunded.line))));
    await page.getByTestId("refund-submit").tap();
    await expect(page.getByTestId("refund-done")).toBeVisible();

    // 6. sales by product: units, refunds and IVA by rate, to the cent, for the products sold
    await page.goto("/overview/products");
    for (const s of sold) {
      const row = page.locator(`[data-testid=product-sales-row][data-sku="${s.product.sku}"]`);
      const gross = moneyOf(lineTotalCents(s.line));
      await expect(row.getByTestId("units")).toContainText(s.line.quantity ?? "1");
      await expect(row.getByTestId("gross")).toContainText(mxn(gross));
      const back = s === refunded ? gross : "0.00";
      await expect(row.getByTestId("refunded")).toContainText(mxn(back));
      await expect(row.getByTestId("net")).toContainText(mxn(moneyOf(lineTotalCents(s.line) - (s === refunded ? lineTotalCents(s.line) : 0n))));
      const [split] = ivaByRate([{ totalCents: lineTotalCents(s.line), iva: s.line.iva! }]);
      await expect(row).toHaveAttribute("data-iva", split!.iva);
    }
    await context.close();
  });
});
