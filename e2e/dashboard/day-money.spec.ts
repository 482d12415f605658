import { expect, test, type Browser, type Page } from "@playwright/test";
import { advance, createIntent, intentBody, keyHeaders } from "../support/api";
import { openIntent } from "../support/intent-page";
import { chooseLocale, expectNoHorizontalScroll } from "../support/locale";
import { csvRows, drawerDialog, es, mxn, openDrawer, saveShopFiscal, sell } from "../support/shop-day";
import { tillTablet } from "../support/till";

/**
 * The day's money on every screen that shows it, in Spanish on a 10-inch tablet (800×1280, touch):
 * the receipt, the till, the drawer's corte, the cash-up, the overview, the payments list and its
 * CSV say the same figures, to the cent, whatever mix of QR, card and cash, tips and refunds made
 * them.
 */

const TABLET = { width: 800, height: 1280 };

/** A cashier's (or owner's) tablet at a till of its own branch, in Spanish, on the till. */
async function tillOf(browser: Browser, baseURL: string, role: "owner" | "cashier", branch: string) {
  const names = { branch: `${branch} ${test.info().testId.slice(-8)}`, terminal: "Caja 1" };
  const tablet = await tillTablet(browser, role, names, TABLET);
  await chooseLocale(tablet.context, baseURL, "es-MX");
  await tablet.page.goto("/checkout");
  await expect(tablet.page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
  return { ...tablet, names };
}

/** The total a receipt says was paid, as "123.45". */
async function receiptTotal(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const total = (await page.getByTestId("receipt").getByTestId("receipt-total").textContent())!;
  return /([\d,]+\.\d{2})/.exec(total)![1]!.replace(/,/g, "");
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => (value / 100).toFixed(2);

test.describe("the day's money (Spanish, tablet 800×1280)", () => {
  test("a tip is not taxed: 100.00 with a 15 % tip by QR, and 100.00 with another tip of 15.00 in cash, each print the sale (86.21 + IVA 13.79 = 100.00), Propina 15.00 and the total 115.00; the CSV keeps the tip apart from the taxable amount", async ({ browser, baseURL, request }) => {
    await saveShopFiscal(browser, baseURL!);
    const { context, page, names } = await tillOf(browser, baseURL!, "cashier", "Propinas");
    await openDrawer(page, "0");
    const byQr = await sell(page, request, { digits: "10000", total: "115.00", method: "qr", tip: { percent: 15 } });
    const inCash = await sell(page, request, { digits: "10000", total: "115.00", method: "cash", tip: { pesos: "15" } });

    for (const sale of [byQr, inCash]) {
      await page.goto(sale.receipt);
      const receipt = page.getByTestId("receipt");
      await expect(receipt.getByTestId("receipt-vat-base"), sale.id).toContainText(mxn("86.21"));
      await expect(receipt.getByTestId("receipt-vat-amount"), sale.id).toContainText(mxn("13.79"));
      await expect(receipt.getByTestId("receipt-sale"), sale.id).toContainText(mxn("100.00"));
      await expect(receipt.getByTestId("receipt-tip"), sale.id).toContainText(es("receipt.tip"));
      await expect(receipt.getByTestId("receipt-tip"), sale.id).toContainText(mxn("15.00"));
      await expect(receipt.getByTestId("receipt-total"), sale.id).toContainText(mxn("115.00"));
    }

    // the owner's export (a cashier does not read reports)
    const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
    const csv = csvRows(await (await owner.request.get(`/api/dashboard/intents/export?${new URLSearchParams(names)}`)).text());
    await owner.close();
    expect(csv).toHaveLength(2);
    for (const row of csv) expect(row, row.id).toMatchObject({ amount: "115.00", tip: "15.00", sale_amount: "100.00", vat: "13.79" });
    await context.close();
  });

  test("a day of card, QR and cash: Cobrado, tickets, the average and the first–last sale on the cash-up and the overview include cash, with its own line by payment type, and equal the sum of the receipts", async ({ browser, baseURL, request }) => {
    test.slow(); // four sales, four receipts, two report pages
    const { context, page, names } = await tillOf(browser, baseURL!, "owner", "Día completo");
    await openDrawer(page, "200");
    // 675.50 by card and QR in three tickets, and 87.30 in cash: 762.80 in four
    const receipts = [
      (await sell(page, request, { digits: "30000", total: "300.00", method: "card" })).receipt,
      (await sell(page, request, { digits: "20000", total: "200.00", method: "qr" })).receipt,
      (await sell(page, request, { digits: "17550", total: "175.50", method: "qr" })).receipt,
      (await sell(page, request, { digits: "8730", total: "87.30", method: "cash" })).receipt,
    ];
    let sum = 0;
    for (const receipt of receipts) sum += cents(await receiptTotal(page, receipt));
    expect(money(sum)).toBe("762.80");

    const where = new URLSearchParams({ branch: names.branch });
    await page.goto(`/cash-up?${where}`);
    const cashUp = page.getByTestId("cash-up-summary");
    await expect(cashUp.getByTestId("summary-collected")).toHaveText(mxn(money(sum)));
    await expect(cashUp.getByTestId("summary-sales")).toHaveText("4");
    await expect(cashUp.getByTestId("summary-average")).toHaveText(mxn("190.70"));
    await expect(cashUp.getByTestId("summary-hours")).not.toContainText("—");
    const total = page.getByTestId("cash-up-sales").locator("tfoot tr");
    await expect(total.locator("[data-figure=collected]")).toHaveText(mxn("762.80"));
    await expect(total.locator("[data-figure=cash]")).toContainText(mxn("87.30"));
    // the figure that must be the service's alone says so
    await expect(page.getByTestId("books-balance")).toContainText(es("reports.books.serviceOnly"));
    await expectNoHorizontalScroll(page);

    await page.goto(`/overview?${where}`);
    const overview = page.getByTestId("report-summary");
    await expect(overview.getByTestId("summary-collected")).toHaveText(mxn("762.80"));
    await expect(overview.getByTestId("summary-sales")).toHaveText("4");
    await expect(overview.getByTestId("summary-average")).toHaveText(mxn("190.70"));
    const cashLine = page.getByTestId("by-payment").locator('tr[data-row="cash"]');
    await expect(cashLine).toContainText(es("statuses.payment.cash"));
    await expect(cashLine.locator("[data-figure=collected]")).toContainText(mxn("87.30"));
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  test("a cash sale refunded in part: the money leaves the open drawer, a refund receipt is given, and it nets in the corte, the cash-up, the overview and the CSV", async ({ browser, baseURL, request }) => {
    test.slow(); // a sale, its refund and receipt, then every screen that shows the day's money
    const { context, page, names } = await tillOf(browser, baseURL!, "owner", "Reembolso efectivo");
    await openDrawer(page, "200");
    const sale = await sell(page, request, { digits: "15000", total: "150.00", method: "cash", concept: "Pastel de tres leches" });
    await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.open", { expected: mxn("350.00") }));

    // the recent sale offers a refund like a card or QR one; the dialog says which sale it is
    const row = page.getByTestId("recent-sales").locator("li[data-method=cash]");
    await row.getByTestId("sale-refund").click();
    const dialog = page.getByTestId("till-refund");
    await expect(dialog.getByTestId("refund-sale")).toContainText(mxn("150.00"));
    await expect(dialog.getByTestId("refund-sale")).toContainText("Pastel de tres leches");
    await expect(dialog.getByTestId("refund-sale")).toContainText(es("statuses.payment.cash"));
    await dialog.getByRole("button", { name: es("intent.refund.open") }).click();
    await dialog.getByLabel(es("intent.refund.amount")).fill("50");
    await dialog.getByRole("button", { name: es("intent.refund.review") }).click();
    await expect(dialog.getByTestId("refund-destination")).toHaveText(es("intent.refund.toCash", { amount: mxn("50.00") }));
    await dialog.getByRole("button", { name: es("intent.refund.yes") }).click();
    await expect(dialog.getByTestId("refund-outcome")).toContainText(mxn("50.00"));
    const refundReceipt = dialog.getByTestId("till-refund-receipt").getByTestId("receipt-qr");
    await expect(refundReceipt).toHaveAttribute("data-url", /\?refund=/);
    const refundUrl = (await refundReceipt.getAttribute("data-url"))!;
    await dialog.getByRole("button", { name: es("till.refund.close") }).click();
    // paid from the drawer: it now should hold 200 + 150 - 50
    await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.open", { expected: mxn("300.00") }));

    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await chooseLocale(customer, baseURL!, "es-MX");
    const slip = await customer.newPage();
    await slip.goto(refundUrl);
    await expect(slip.getByTestId("receipt").getByTestId("receipt-total")).toContainText(mxn("50.00"));
    await expect(slip.getByTestId("receipt").getByTestId("receipt-returned-to")).toContainText(es("receipt.cashBack"));
    await customer.close();

    // the drawer's corte: the refund is a movement of the drawer, and the pieces add up
    const drawer = await drawerDialog(page);
    await expect(drawer.getByTestId("drawer-figures").locator("[data-figure=cash-refunds]")).toContainText(mxn("50.00"));
    const corte = (await drawer.getByRole("link", { name: es("till.drawer.printCorteSoFar") }).getAttribute("href"))!;
    await page.goto(corte);
    const printed = page.getByTestId("drawer-slip");
    await expect(printed.getByTestId("slip-cash-sales")).toContainText(mxn("150.00"));
    await expect(printed.getByTestId("slip-cash-refunds")).toContainText(`-${mxn("50.00")}`);
    await expect(printed.getByTestId("slip-expected")).toContainText(mxn("300.00"));

    const where = new URLSearchParams({ branch: names.branch });
    await page.goto(`/cash-up?${where}`);
    const summary = page.getByTestId("cash-up-summary");
    await expect(summary.getByTestId("summary-collected")).toHaveText(mxn("150.00"));
    await expect(summary.getByTestId("summary-refunded")).toHaveText(mxn("50.00"));
    await expect(summary.getByTestId("summary-net")).toHaveText(mxn("100.00"));
    await expect(page.getByTestId("cash-up-drawers").locator("tbody tr [data-figure=expected]")).toContainText(mxn("300.00"));

    await page.goto(`/overview?${where}`);
    await expect(page.getByTestId("report-summary").getByTestId("summary-net")).toHaveText(mxn("100.00"));

    const [line] = csvRows(await (await context.request.get(`/api/dashboard/intents/export?${where}`)).text());
    expect(line).toMatchObject({ id: sale.id, payment: "cash", amount: "150.00", refunded: "50.00", net: "100.00" });
    await context.close();
  });

  test("a drawer will not close with nothing counted without confirming, counts take whole pieces only, and the cashier may type the total instead", async ({ browser, baseURL }) => {
    const { context, page } = await tillOf(browser, baseURL!, "cashier", "Cierre");
    await openDrawer(page, "200");
    const dialog = await drawerDialog(page);
    await dialog.getByRole("button", { name: es("till.drawer.startClose") }).click();

    // nothing counted: closing asks first, and going back leaves the drawer open
    await dialog.getByRole("button", { name: es("till.drawer.confirmClose") }).click();
    const ask = page.getByTestId("drawer-close-confirm");
    await expect(ask).toContainText(es("till.drawer.nothingCounted", { counted: mxn("0.00") }));
    await ask.getByRole("button", { name: es("till.drawer.keepCounting") }).click();
    await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "true");

    // "1.5" notes is not 15 notes
    const notes = dialog.getByLabel(es("till.drawer.piecesOfNote", { value: mxn("100.00") }), { exact: true });
    await notes.fill("1.5");
    await expect(dialog.getByTestId("drawer-count-error")).toHaveText(es("till.drawer.countInvalid"));
    await expect(dialog.getByTestId("drawer-counted")).not.toHaveText(mxn("1,500.00"));
    await notes.fill("");

    // the total typed instead of counting piece by piece
    await dialog.getByRole("radio", { name: es("till.drawer.countByTotal") }).click();
    await dialog.getByLabel(es("till.drawer.totalLabel")).fill("200");
    await expect(dialog.getByTestId("drawer-difference")).toHaveText(es("till.drawer.balanced"));
    await dialog.getByRole("button", { name: es("till.drawer.confirmClose") }).click();
    await expect(dialog.getByTestId("drawer-closed-difference")).toHaveText(es("till.drawer.balanced"));
    await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "false");
    await context.close();
  });

  test("a fully refunded payment reads Reembolsado on its page, in the list (and its filter), on its receipt and in the till's recent sales, with no refund button and no factura invitation; a partial one reads Reembolso parcial", async ({ browser, baseURL, request }) => {
    await saveShopFiscal(browser, baseURL!);
    const { context, page, names } = await tillOf(browser, baseURL!, "owner", "Reembolsado");
    const full = await sell(page, request, { digits: "10300", total: "103.00", method: "qr" });
    const part = await sell(page, request, { digits: "20000", total: "200.00", method: "card" });
    for (const [intent, amount] of [
      [full.id, 103],
      [part.id, 50],
    ] as const) {
      const refund = await request.post(`/api/payment/${intent}/refund`, { headers: { ...keyHeaders(), "Idempotency-Key": `full-${intent}` }, data: { amount, reason: "requested_by_customer" } });
      expect(refund.status()).toBe(200);
    }

    // the badge says the money's state; the API's name stays beside it, for support
    await openIntent(page, full.id);
    await expect(page.getByTestId("status-badge").first()).toContainText(es("statuses.refund.full"));
    await expect(page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "qr_authorized");
    await openIntent(page, part.id);
    await expect(page.getByTestId("status-badge").first()).toContainText(es("statuses.refund.partial"));

    await page.goto(`/intents?${new URLSearchParams(names)}`);
    await expect(page.locator(`[data-intent="${full.id}"]`).getByTestId("status-badge")).toHaveText(es("statuses.refund.full"));
    await expect(page.locator(`[data-intent="${part.id}"]`).getByTestId("status-badge")).toHaveText(es("statuses.refund.partial"));
    await page.goto(`/intents?${new URLSearchParams({ ...names, refunded: "full" })}`);
    await expect(page.getByTestId("intent-row")).toHaveCount(1);
    await expect(page.getByTestId("intent-row")).toHaveAttribute("data-intent", full.id);

    await page.goto(full.receipt);
    await expect(page.getByTestId("receipt-status")).toContainText(es("statuses.refund.full"));
    await expect(page.getByTestId("receipt-invoice")).toHaveCount(0);
    await page.goto(part.receipt);
    await expect(page.getByTestId("receipt-status")).toContainText(es("statuses.refund.partial"));

    await page.goto("/checkout");
    const recent = page.getByTestId("recent-sales");
    const fullRow = recent.locator(`li[data-intent="${full.id}"]`);
    await expect(fullRow.getByTestId("status-badge")).toHaveText(es("statuses.refund.full"));
    await expect(fullRow.getByTestId("sale-refund")).toHaveCount(0);
    await expect(recent.locator(`li[data-intent="${part.id}"]`).getByTestId("status-badge")).toHaveText(es("statuses.refund.partial"));
    await context.close();
  });

  test("a refund is an event of the payment's history, in words, and the service's deliveries name it a refund, not a second authorization", async ({ browser, baseURL, request }) => {
    const { intent } = await createIntent(request, "qr_present", { body: { ...intentBody("qr_present"), amount: 103 } });
    expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);
    const refund = await request.post(`/api/payment/${intent}/refund`, { headers: { ...keyHeaders(), "Idempotency-Key": `history-${intent}` }, data: { amount: 103, reason: "duplicate" } });
    expect(refund.status()).toBe(200);
    const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json", viewport: TABLET, hasTouch: true });
    await chooseLocale(owner, baseURL!, "es-MX");
    const page = await owner.newPage();
    await openIntent(page, intent);
    const history = page.getByTestId("timeline");
    await expect(history.getByTestId("timeline-refund")).toContainText(es("intent.timeline.refund", { amount: mxn("103.00") }));
    await expect(history.getByTestId("timeline-refund")).toContainText(es("intent.refund.statuses.refund_succeeded"));
    await expect(history.getByTestId("timeline-refund")).toContainText(es("intent.refund.reasons.duplicate"));
    const delivered = page.getByTestId("service-deliveries").getByTestId("delivery-event").last();
    await expect(delivered).toContainText(es("intent.deliveries.refundEvent", { amount: mxn("103.00") }));
    await expect(delivered.getByTestId("status-badge")).toHaveCount(0);
    await owner.close();
  });
});
