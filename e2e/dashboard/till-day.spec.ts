import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { keyHeaders } from "../support/api";
import { expectNoHorizontalScroll, message, useLocale } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { USERS } from "../support/session";
import { keyIn, ticketOf, tillTablet } from "../support/till";

/** A message of the Spanish catalogue with its arguments filled in. */
const es = (key: string, values: Record<string, string | number> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message("es-MX", key));
const mxn = (amount: string) => `MXN ${amount}`;

async function intentOf(request: APIRequestContext, intent: string) {
  return (await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json()).data as { status: string; reason: string | null; amount: number; data: { ticket: string } };
}

async function chooseMethod(page: Page, method: "qr" | "card" | "cash") {
  await page.getByRole("radiogroup", { name: es("till.method.label") }).getByRole("radio", { name: es(`till.method.${method}`) }).click();
}

async function pressCharge(page: Page, total: string) {
  await page.getByRole("button", { name: es("till.charge", { amount: mxn(total) }) }).click();
}

/** Opens the till's drawer with a float, then sells for cash the exact amount (no change). */
async function openDrawerAndSellExact(page: Page, float: string, digits: string, total: string) {
  const dialog = await drawer(page);
  await dialog.getByLabel(es("till.drawer.floatLabel")).fill(float);
  await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
  // the drawer is open once the server says so: "Listo" before that closed nothing under load
  await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "true");
  await dialog.getByRole("button", { name: es("till.drawer.done"), exact: true }).click();
  await expect(dialog).toBeHidden();
  await keyIn(page, digits, "es-MX");
  await chooseMethod(page, "cash");
  await pressCharge(page, total);
  await page.getByTestId("checkout-cash").getByRole("button", { name: es("till.cash.exact") }).click();
  await page.getByTestId("checkout-cash").getByRole("button", { name: es("till.cash.record") }).click();
}

async function drawer(page: Page) {
  await page.getByTestId("drawer-button").click();
  const dialog = page.getByTestId("drawer-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

const SIZES = [
  ["landscape", { width: 1280, height: 800 }],
  ["portrait", { width: 800, height: 1280 }],
] as const;

for (const [orientation, viewport] of SIZES) {
  test(`a day at one till in Spanish, ${orientation} ${viewport.width}×${viewport.height}: float, cash with change, card (and a decline), QR with a tip, a cash-out, a close MXN 20 short; the corte shows every figure and prints on 58 and 80 mm`, async ({ browser, request, baseURL }) => {
    test.slow(); // a whole shift: five sales, a drawer, a corte, two PDFs
    const names = { branch: `Día ${orientation}`, terminal: `Mostrador ${test.info().testId.slice(-8)}` };
    const { context, page, till } = await tillTablet(browser, "cashier", names, viewport);
    await useLocale(context, baseURL!, "es-MX");
    await page.goto("/checkout");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");

    // cash needs an open drawer: the till says so, and the Charge button opens the drawer
    await keyIn(page, "12550", "es-MX");
    await chooseMethod(page, "cash");
    await expect(page.getByTestId("cash-hint")).toHaveText(es("till.cash.needsDrawer"));
    await pressCharge(page, "125.50");
    let dialog = page.getByTestId("drawer-dialog");
    await dialog.getByLabel(es("till.drawer.floatLabel")).fill("500");
    await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
    await expect(dialog.getByTestId("drawer-figures").locator("[data-figure=expected]")).toContainText(mxn("500.00"));
    await dialog.getByRole("button", { name: es("till.drawer.done"), exact: true }).click();
    await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.open", { expected: mxn("500.00") }));

    // 1. cash: 125.50, the customer hands over 200, change 74.50
    await pressCharge(page, "125.50");
    const cash = page.getByTestId("checkout-cash");
    await expect(cash.getByTestId("cash-total")).toHaveText(mxn("125.50"));
    await cash.getByRole("button", { name: mxn("200.00") }).click();
    await expect(cash.getByTestId("cash-change")).toHaveText(es("till.cash.changeDue", { change: mxn("74.50") }));
    await cash.getByRole("button", { name: es("till.cash.record") }).click();
    await expect(page.getByTestId("paid-change")).toHaveText(es("till.cash.changeDue", { change: mxn("74.50") }));
    await expect(page.getByTestId("checkout-paid")).toContainText(es("till.same.ticket", { ticket: ticketOf(till, 1) }));
    await page.getByRole("button", { name: es("till.paid.newSale") }).click();

    // 2. card: 300.00 tapped with the approving test card
    await keyIn(page, "30000", "es-MX");
    await chooseMethod(page, "card");
    await pressCharge(page, "300.00");
    const card = page.getByTestId("checkout-card");
    await expect(card.getByTestId("card-reader")).toContainText(es("till.card.present"));
    await expect(page.getByTestId("checkout-status")).toHaveText(es("till.qr.waiting.cp_created"));
    const cardIntent = (await card.getAttribute("data-intent"))!;
    if (orientation === "landscape") await saveScreenshot(page, "till-card-tap-es-MX");
    await card.getByRole("button", { name: es("till.card.tap.approves") }).click();
    await expect(page.getByTestId("checkout-paid")).toContainText(mxn("300.00"));
    await expect(page.getByTestId("paid-receipt")).toBeVisible();
    expect(await intentOf(request, cardIntent)).toMatchObject({ status: "cp_authorized", amount: 300, data: { ticket: ticketOf(till, 2) } });
    await page.getByRole("button", { name: es("till.paid.newSale") }).click();

    // 3. a declined card: red, in words, nothing charged
    await keyIn(page, "5000", "es-MX");
    await chooseMethod(page, "card");
    await pressCharge(page, "50.00");
    await page.getByTestId("checkout-card").getByRole("button", { name: es("till.card.tap.noFunds") }).click();
    const failed = page.getByTestId("checkout-failed");
    await expect(failed).toContainText(es("till.unpaid.failed"));
    await expect(failed).toContainText(message("es-MX", "reasons.insufficient_funds"));
    await failed.getByRole("button", { name: es("till.unpaid.newSale") }).click();

    // 4. QR: 100.00 with a 15 % tip, charged 115.00
    await keyIn(page, "10000", "es-MX");
    await chooseMethod(page, "qr");
    await page.getByRole("radiogroup", { name: es("till.tip.label") }).getByRole("radio", { name: /^15 %/ }).click();
    await pressCharge(page, "115.00");
    const qr = page.getByTestId("checkout-qr");
    await expect(qr).toContainText(mxn("115.00"));
    const qrIntent = (await qr.getAttribute("data-intent"))!;
    await request.post(`/api/sandbox/${qrIntent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } });
    await expect(page.getByTestId("checkout-paid")).toContainText(mxn("115.00"));
    await expect(page.getByTestId("paid-receipt")).toBeVisible();
    expect((await intentOf(request, qrIntent)).amount).toBe(115);
    await page.getByRole("button", { name: es("till.paid.newSale") }).click();
    const sales = page.getByTestId("recent-sales");
    await expect(sales.locator("li")).toHaveCount(4);

    // 5. a cash-out for an expense, then the close: expected 500 + 125.50 - 80 = 545.50, counted 525.50
    dialog = await drawer(page);
    await dialog.getByRole("radio", { name: es("till.drawer.kindOut") }).click();
    await dialog.getByLabel(es("till.drawer.amount")).fill("80");
    await dialog.getByLabel(es("till.drawer.reason")).fill("Garrafones de agua");
    await dialog.getByRole("button", { name: es("till.drawer.recordOut") }).click();
    await expect(dialog.getByTestId("drawer-figures").locator("[data-figure=expected]")).toContainText(mxn("545.50"));
    await expect(dialog.getByTestId("drawer-entries")).toContainText("Garrafones de agua");
    await dialog.getByRole("button", { name: es("till.drawer.startClose") }).click();
    for (const [label, pieces] of [
      [es("till.drawer.piecesOfNote", { value: mxn("500.00") }), "1"],
      [es("till.drawer.piecesOfNote", { value: mxn("20.00") }), "1"],
      [es("till.drawer.piecesOfCoin", { value: mxn("5.00") }), "1"],
      [es("till.drawer.piecesOfCoin", { value: mxn("0.50") }), "1"],
    ] as const)
      await dialog.getByLabel(label, { exact: true }).fill(pieces);
    await expect(dialog.getByTestId("drawer-counted")).toHaveText(mxn("525.50"));
    await expect(dialog.getByTestId("drawer-difference")).toHaveText(es("till.drawer.short", { amount: mxn("20.00") }));
    await dialog.getByRole("button", { name: es("till.drawer.confirmClose") }).click();
    await expect(dialog.getByTestId("drawer-closed-difference")).toHaveText(es("till.drawer.short", { amount: mxn("20.00") }));
    await dialog.getByRole("link", { name: es("till.drawer.printCorte") }).click();

    // the drawer's corte: each figure, then printed on 58 and 80 mm with nothing clipped
    const slip = page.getByTestId("drawer-slip");
    await expect(slip).toBeVisible();
    for (const [id, text] of [
      ["slip-float", mxn("500.00")],
      ["slip-cash-sales", mxn("125.50")],
      ["slip-cash-out", `-${mxn("80.00")}`],
      ["slip-expected", mxn("545.50")],
      ["slip-counted", mxn("525.50")],
      ["slip-difference", es("cashUp.drawers.short", { amount: mxn("20.00") })],
    ] as const)
      await expect(slip.getByTestId(id)).toContainText(text);
    await expect(slip.getByTestId("slip-movements")).toContainText("Garrafones de agua");
    if (orientation === "landscape") await saveScreenshot(page, "corte-de-caja-es-MX");
    const slipUrl = new URL(page.url());
    for (const mm of [58, 80]) {
      // the paper chosen as a printed link keeps it (?paper=), then laid out for print at the roll's width
      slipUrl.searchParams.set("paper", String(mm));
      await page.emulateMedia({ media: "screen" });
      await page.goto(slipUrl.href);
      await expect(page.getByTestId("drawer-slip")).toBeVisible();
      await page.emulateMedia({ media: "print" });
      const width = Math.floor((mm / 25.4) * 96);
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const cut = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > root.clientWidth + 0.5).map((el) => el.tagName);
        return { scroll: root.scrollWidth, client: root.clientWidth, cut };
      });
      expect(overflow.scroll, `${mm} mm: nothing wider than the paper`).toBeLessThanOrEqual(overflow.client);
      expect(overflow.cut, `${mm} mm: no element past the right edge`).toEqual([]);
      const pdf = path.resolve(`.tmp/corte-${orientation}-${mm}mm.pdf`);
      fs.mkdirSync(path.dirname(pdf), { recursive: true });
      await page.pdf({ path: pdf, width: `${mm}mm`, height: "297mm", printBackground: true });
      const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
      for (const figure of ["500.00", "125.50", "545.50", "525.50", "20.00", "Garrafones"]) expect(text, `${mm} mm: ${figure} printed`).toContain(figure);
    }
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize(viewport);

    // the day's corte de caja lists the drawer with each figure and the difference
    await page.goto(`/cash-up?branch=${encodeURIComponent(names.branch)}`);
    const row = page.getByTestId("cash-up-drawers").locator("tbody tr");
    await expect(row).toHaveCount(1);
    for (const [figure, text] of [
      ["float", mxn("500.00")],
      ["cash-sales", mxn("125.50")],
      ["cash-out", mxn("80.00")],
      ["expected", mxn("545.50")],
      ["counted", mxn("525.50")],
      ["difference", es("cashUp.drawers.short", { amount: mxn("20.00") })],
    ] as const)
      await expect(row.locator(`[data-figure=${figure}]`)).toContainText(text);
    await expectNoHorizontalScroll(page);

    // the payments list: the day's sales, the cash one typed Efectivo, the QR one with its tip apart
    await page.goto(`/intents?${new URLSearchParams(names)}`);
    const listed = page.getByTestId("intent-row");
    await expect(listed.filter({ has: page.locator('[data-status="cash_paid"]') })).toContainText(mxn("125.50"));
    await expect(page.locator(`[data-intent="${qrIntent}"]`).getByTestId("intent-tip")).toHaveText(es("payments.table.tip", { tip: mxn("15.00") }));
    await expectNoHorizontalScroll(page);
    await context.close();
  });
}

test("on a slow network, the drawer dialog cannot be left while the drawer is being opened, so a cash charge right after goes to the cash screen (not back to the drawer)", async ({ browser, baseURL }) => {
  const { context, page } = await tillTablet(browser, "cashier", { branch: "Efectivo lento", terminal: `Lento ${test.info().testId.slice(-8)}` });
  await useLocale(context, baseURL!, "es-MX");
  await page.goto("/checkout");
  const dialog = await drawer(page);
  await dialog.getByLabel(es("till.drawer.floatLabel")).fill("100");
  // the opening server action answers only when the test lets it (a shop's slow connection)
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/checkout", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
  const done = dialog.getByRole("button", { name: es("till.drawer.done"), exact: true });
  await expect(done).toBeDisabled();
  release();
  await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "true");
  await done.click();
  await expect(dialog).toBeHidden();
  await keyIn(page, "2500", "es-MX");
  await chooseMethod(page, "cash");
  await pressCharge(page, "25.00");
  await expect(page.getByTestId("checkout-cash")).toBeVisible();
  await expect(dialog).toBeHidden();
  await context.close();
});

test("a cash sale of the exact amount (change MXN 0.00) is in the till's sales and the drawer, and the payment service never hears of it", async ({ browser, request, baseURL }) => {
  const from = new Date(Date.now() - 60_000).toISOString();
  const { context, page, till } = await tillTablet(browser, "cashier", { branch: "Efectivo", terminal: `Solo ${test.info().testId.slice(-8)}` });
  await useLocale(context, baseURL!, "es-MX");
  await page.goto("/checkout");
  await openDrawerAndSellExact(page, "0", "4000", "40.00");
  await expect(page.getByTestId("paid-change")).toHaveText(es("till.cash.changeDue", { change: mxn("0.00") }));
  await page.getByRole("button", { name: es("till.paid.newSale") }).click();
  await expect(page.getByTestId("recent-sales").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.open", { expected: mxn("40.00") }));
  // the service has no intent of this till: cash lives in the dashboard's books only
  const to = new Date(Date.now() + 60_000).toISOString();
  const list = await request.get(`/api/payment/intents?${new URLSearchParams({ from, to, terminal: till.terminal })}`, { headers: keyHeaders() });
  expect(list.status()).toBe(200);
  expect((await list.json()).data.data).toEqual([]);
  await context.close();
});

test("a cash sale is a row of the payments list (Efectivo, Pagado en efectivo), of its CSV and behind the reports' Efectivo card, and the books still balance with the service", async ({ browser, baseURL }) => {
  const names = { branch: "Efectivo lista", terminal: `Lista ${test.info().testId.slice(-8)}` };
  const { context, page, till } = await tillTablet(browser, "owner", names);
  await useLocale(context, baseURL!, "es-MX");
  const where = new URLSearchParams({ branch: names.branch, terminal: names.terminal });
  // the corte open on another screen: it follows the drawer and the cash sale live, no reload
  const corte = await context.newPage();
  await corte.goto(`/cash-up?${where}`);
  await expect(corte.getByTestId("report-live")).toHaveAttribute("data-connected", "true");
  await page.goto("/checkout");
  await openDrawerAndSellExact(page, "100", "7350", "73.50");
  await expect(page.getByTestId("paid-change")).toBeVisible();
  // a cash sale has its receipt too: the paid screen shows its QR and link
  await expect(page.getByTestId("paid-receipt")).toBeVisible();
  await expect(corte.getByTestId("summary-cash")).toContainText(mxn("73.50"));
  await expect(corte.getByTestId("cash-up-drawers").locator("tbody tr [data-figure=expected]")).toContainText(mxn("173.50"));
  await corte.close();

  // the payments list: the sale in its place, typed cash, paid; the type filter "Efectivo" lists it alone
  await page.goto(`/intents?${where}`);
  const row = page.getByTestId("intent-row");
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute("data-intent"))!;
  expect(id).toMatch(/^cash_/);
  await expect(row).toContainText(es("statuses.payment.cash"));
  await expect(row).toContainText(mxn("73.50"));
  await expect(row).toContainText(ticketOf(till, 1));
  await expect(row.getByTestId("status-badge")).toHaveText(es("statuses.status.cash_paid"));
  await page.goto(`/intents?${where}&payment=cash`);
  await expect(page.getByTestId("intent-row")).toHaveCount(1);
  // its page, in the dashboard's frame: what was sold, paid in cash, received and change, and its receipt
  await page.getByTestId("intent-row").getByRole("link", { name: id }).click();
  await expect(page.getByRole("heading", { name: id })).toBeVisible();
  await expect(page.getByTestId("status-badge").first()).toContainText(es("statuses.status.cash_paid"));
  await expect(page.getByTestId("fact-received")).toContainText(mxn("73.50"));
  await expect(page.getByTestId("fact-change")).toContainText(mxn("0.00"));
  await expect(page.getByRole("link", { name: `← ${es("intent.back")}` })).toBeVisible();
  const receiptUrl = (await page.getByTestId("receipt-qr").getAttribute("data-url"))!;
  await page.goto(receiptUrl);
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toHaveAttribute("data-intent", id);
  await expect(receipt.getByTestId("receipt-total")).toContainText(mxn("73.50"));
  await expect(receipt.getByTestId("receipt-paid-with")).toContainText(es("statuses.payment.cash"));
  await expect(receipt.getByTestId("receipt-cash-change")).toContainText(mxn("0.00"));
  await expect(receipt.getByTestId("receipt-folio")).toContainText(ticketOf(till, 1));
  // a cash sale is paid: the Authorized group lists it (the reports count it among the sales), the service's exact statuses do not
  await page.goto(`/intents?${where}&group=authorized`);
  await expect(page.getByTestId("intent-row")).toHaveCount(1);
  await page.goto(`/intents?${where}&status=qr_authorized`);
  await expect(page.getByTestId("intents-empty")).toBeVisible();
  await expectNoHorizontalScroll(page);

  // its CSV: a line typed cash, paid, its net the amount
  const csv = await (await context.request.get(`/api/dashboard/intents/export?${where}`)).text();
  const [head, ...lines] = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  expect(lines).toHaveLength(1);
  const line = Object.fromEntries(lines[0]!.split(",").map((value, i) => [head!.split(",")[i], value]));
  expect(line).toMatchObject({ id, payment: "cash", status: "cash_paid", amount: "73.50", net: "73.50", refunded: "0.00", branch: names.branch, terminal: names.terminal });

  // the cash-up: the Efectivo card opens the list of exactly its sales; the books balance with cash present
  await page.goto(`/cash-up?${where}`);
  const card = page.getByTestId("cash-up-summary").locator('a[href*="payment=cash"]');
  await expect(card).toContainText(mxn("73.50"));
  await card.click();
  await expect(page).toHaveURL(/payment=cash/);
  await expect(page.getByTestId("intent-row")).toHaveCount(1);
  await page.goto(`/cash-up?${where}`);
  await expect(page.getByTestId("books-balance")).toHaveAttribute("data-state", "balanced", { timeout: 20_000 });
  await context.close();
});

test("a declined card whose tap answer comes after the live decline: Nueva venta stays a new sale (the late answer does not bring the red screen back)", async ({ browser, baseURL }) => {
  const { context, page } = await tillTablet(browser, "cashier", { branch: "Tarjeta tarde", terminal: `Tarde ${test.info().testId.slice(-8)}` });
  await useLocale(context, baseURL!, "es-MX");
  // the tap's own answer is held until the cashier has moved on (a slow network back to the tablet)
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route("**/checkout", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !(await request.headerValue("next-action")) || !request.postData()?.includes("4000000000009995")) return route.fallback();
    const response = await route.fetch();
    held = true;
    await released;
    await route.fulfill({ response });
  });
  await page.goto("/checkout");
  await keyIn(page, "5000", "es-MX");
  await chooseMethod(page, "card");
  await pressCharge(page, "50.00");
  await page.getByTestId("checkout-card").getByRole("button", { name: es("till.card.tap.noFunds") }).click();
  const failed = page.getByTestId("checkout-failed");
  // the decline reaches the screen live (the service's webhook), before the tap's answer
  await expect(failed).toContainText(message("es-MX", "reasons.insufficient_funds"));
  await expect.poll(() => held).toBe(true);
  await failed.getByRole("button", { name: es("till.unpaid.newSale") }).click();
  await expect(failed).toBeHidden();
  release();
  await page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/checkout"));
  await keyIn(page, "100", "es-MX");
  await expect(page.getByRole("button", { name: new RegExp(mxn("1.00").replace(".", "\\.")) })).toBeEnabled();
  await expect(failed).toBeHidden();
  await context.close();
});

test("receipts for Mexico: the owner's fiscal details (a wrong RFC refused in words) on every receipt, IVA lines that add up to the total, the folio, how to ask for a factura, and a WhatsApp share from the paid screen", async ({ browser, request, baseURL }) => {
  const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  await useLocale(owner, baseURL!, "es-MX");
  const settings = await owner.newPage();
  await settings.goto("/settings");
  const card = settings.locator("section", { has: settings.getByRole("heading", { name: es("settings.fiscal.heading") }) });
  await card.getByLabel(es("settings.fiscal.legalName")).fill("Tacos El Güero SA de CV");
  await card.getByLabel(es("settings.fiscal.rfc"), { exact: true }).fill("TEG12345");
  await card.getByLabel(es("settings.fiscal.address")).fill("Av. Juárez 10, Col. Centro, 06000 Ciudad de México");
  await card.getByLabel(es("settings.fiscal.invoiceContact")).fill("facturas@tacoselguero.mx");
  await card.getByLabel(es("settings.fiscal.taxRegime")).selectOption("601");
  await card.getByRole("button", { name: es("settings.fiscal.save") }).click();
  await expect(card).toContainText(es("settings.fiscal.rfcInvalid"));
  // the field's name now carries its error too (the message is inside its label)
  await card.getByRole("textbox", { name: new RegExp(`^${es("settings.fiscal.rfc")}`) }).fill("teg850101ab1");
  await card.getByRole("button", { name: es("settings.fiscal.save") }).click();
  await expect(card.getByRole("status")).toHaveText(es("settings.fiscal.saved"));
  await owner.close();

  const { context, page, till } = await tillTablet(browser, "cashier", { branch: "Tickets", terminal: `Fiscal ${test.info().testId.slice(-8)}` });
  await useLocale(context, baseURL!, "es-MX");
  await page.goto("/checkout");
  await keyIn(page, "12550", "es-MX");
  await pressCharge(page, "125.50");
  const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
  await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } });
  const share = page.getByTestId("paid-whatsapp");
  await expect(share).toHaveText(es("till.paid.whatsapp"));
  const href = new URL((await share.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const receiptUrl = href.searchParams.get("text")!.match(/https?:\/\/\S+/)![0];
  expect(receiptUrl).toMatch(/\/r\/qp_\w+\/[\w-]{22}$/);
  await context.close();

  const customer = await browser.newContext();
  await useLocale(customer, baseURL!, "es-MX");
  const receipt = await customer.newPage();
  await receipt.goto(receiptUrl);
  await expect(receipt.getByTestId("receipt-fiscal")).toContainText("Tacos El Güero SA de CV");
  await expect(receipt.getByTestId("receipt-rfc")).toHaveText("RFC TEG850101AB1");
  await expect(receipt.getByTestId("receipt-address")).toHaveText("Av. Juárez 10, Col. Centro, 06000 Ciudad de México");
  await expect(receipt.getByTestId("receipt-folio")).toContainText(ticketOf(till, 1));
  // 125.50 with 16 % IVA included: 108.19 + 17.31
  await expect(receipt.getByTestId("receipt-vat-base")).toContainText(mxn("108.19"));
  await expect(receipt.getByTestId("receipt-vat-amount")).toContainText(mxn("17.31"));
  await expect(receipt.getByTestId("receipt-total")).toContainText(mxn("125.50"));
  await expect(receipt.getByTestId("receipt-invoice")).toContainText(es("receipt.invoice.title"));
  await expect(receipt.getByTestId("receipt-invoice-code")).toContainText(`${ticketOf(till, 1)}-${intent.slice(-6).toUpperCase()}`);
  await expect(receipt.getByTestId("receipt-invoice-contact")).toContainText("facturas@tacoselguero.mx");
  await customer.close();
});

test("a closed drawer is locked: the till asks to open a new one for cash, and only an owner's correction (with its reason) changes its count", async ({ browser, baseURL }) => {
  const { context, page } = await tillTablet(browser, "cashier", { branch: "Corte", terminal: `Corrección ${test.info().testId.slice(-8)}` });
  await useLocale(context, baseURL!, "es-MX");
  await page.goto("/checkout");
  const dialog = await drawer(page);
  await dialog.getByLabel(es("till.drawer.floatLabel")).fill("100");
  await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
  await dialog.getByRole("button", { name: es("till.drawer.startClose") }).click();
  await dialog.getByLabel(es("till.drawer.piecesOfNote", { value: mxn("100.00") }), { exact: true }).fill("1");
  await expect(dialog.getByTestId("drawer-difference")).toHaveText(es("till.drawer.balanced"));
  await dialog.getByRole("button", { name: es("till.drawer.confirmClose") }).click();
  await expect(dialog.getByTestId("drawer-closed-difference")).toHaveText(es("till.drawer.balanced"));
  const slipPath = (await dialog.getByRole("link", { name: es("till.drawer.printCorte") }).getAttribute("href"))!;
  await dialog.getByRole("button", { name: es("till.drawer.done"), exact: true }).click();
  // nothing more goes into the closed drawer: cash asks for a new one
  await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.closed"));
  await keyIn(page, "1000", "es-MX");
  await chooseMethod(page, "cash");
  await expect(page.getByTestId("cash-hint")).toHaveText(es("till.cash.needsDrawer"));
  // a second shift: a new drawer for the same till
  const second = await drawer(page);
  await second.getByLabel(es("till.drawer.floatLabel")).fill("50");
  await second.getByRole("button", { name: es("till.drawer.open") }).click();
  await expect(page.getByTestId("drawer-button")).toHaveAttribute("data-open", "true");
  await second.getByRole("button", { name: es("till.drawer.done"), exact: true }).click();
  await expect(page.getByTestId("drawer-button")).toHaveText(es("till.drawerButton.open", { expected: mxn("50.00") }));
  // a cashier reads the corte but may not correct it
  await page.goto(slipPath);
  await expect(page.getByTestId("drawer-slip")).toBeVisible();
  await expect(page.getByRole("heading", { name: es("cashUp.drawers.correctTitle") })).toHaveCount(0);
  await context.close();

  const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  await useLocale(owner, baseURL!, "es-MX");
  const slip = await owner.newPage();
  await slip.goto(slipPath);
  const form = slip.locator("section", { has: slip.getByRole("heading", { name: es("cashUp.drawers.correctTitle") }) });
  await form.getByLabel(es("cashUp.drawers.correctCounted")).fill("120");
  await form.getByLabel(es("cashUp.drawers.correctReason")).fill("Un billete de 20 estaba bajo la charola");
  await form.getByRole("button", { name: es("cashUp.drawers.correctSubmit") }).click();
  await expect(form.getByRole("status")).toHaveText(es("cashUp.drawers.corrected"));
  await expect(slip.getByTestId("slip-counted")).toContainText(mxn("120.00"));
  await expect(slip.getByTestId("slip-difference")).toContainText(es("cashUp.drawers.over", { amount: mxn("20.00") }));
  await expect(slip.getByTestId("slip-movements")).toContainText("Un billete de 20 estaba bajo la charola");
  // the corte per cashier: both drawers are the cashier's; the closed one's count, corrected, is MXN 20 over
  await slip.goto(`/cash-up?${new URLSearchParams({ branch: "Corte", terminal: `Corrección ${test.info().testId.slice(-8)}` })}`);
  const cashier = slip.getByTestId("cash-up-cashiers").locator(`tr[data-cashier="${USERS.cashier}"]`);
  await expect(cashier).toContainText("2 (1 abierto)");
  await expect(cashier.locator("[data-figure=expected]")).toHaveText(mxn("100.00"));
  await expect(cashier.locator("[data-figure=counted]")).toHaveText(mxn("120.00"));
  await expect(cashier.locator("[data-figure=difference]")).toHaveText(es("cashUp.drawers.over", { amount: mxn("20.00") }));
  await owner.close();
});
