import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { keyHeaders } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, useLocale, type Locale } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { chargeAtTill, decodeQrText, ticketOf, tillTablet } from "../support/till";

const advance = (request: APIRequestContext, intent: string, to: string) => request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to } });

async function intentDetail(request: APIRequestContext, intent: string) {
  return (await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json()).data as { status: string; reason: string | null; amount: number; data: { branch: string; terminal: string; ticket: string | null; concept: string | null }; qr: unknown };
}

/** Every element inside `root` a finger can press is at least 44×44 CSS px (WCAG 2.5.5). */
async function smallTargets(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector) ?? document.body;
    return [...scope.querySelectorAll<HTMLElement>("button, a[href], input, [role=button]")]
      .filter((el) => el.offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => [el, el.getBoundingClientRect()] as const)
      .filter(([, box]) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(([el, box]) => `${el.tagName} "${el.textContent?.trim() || el.getAttribute("aria-label")}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  }, root);
}

/** An element's computed background as sRGB bytes (the browser converts Tailwind's lab()/oklch() colours). */
async function backgroundRgb(page: Page, testId: string): Promise<[number, number, number]> {
  return page.getByTestId(testId).evaluate((el) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}

const SIZES = [
  ["landscape", { width: 1280, height: 800 }],
  ["portrait", { width: 800, height: 1280 }],
] as const;

for (const [orientation, viewport] of SIZES) {
  test.describe(`the till on a 10-inch tablet, ${orientation} (${viewport.width}×${viewport.height})`, () => {
    // a retry sets up a till of its own: its tickets start at 1 again
    const names = () => ({ branch: `Mostrador ${orientation}`, terminal: `Caja ${test.info().testId.slice(-8)}${test.info().retry ? ` r${test.info().retry}` : ""}` });

    test("charge → QR with ticket and concept that decodes to the API's qr → paid with a receipt QR and a countdown → listed in recent sales", async ({ browser, request }) => {
      const { context, page, till } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
      const intent = await chargeAtTill(page, "12550", "Dos cafés");
      const qr = page.getByTestId("checkout-qr");
      await expect(qr).toContainText("MXN 125.50");
      await expect(page.getByTestId("checkout-ticket")).toHaveText(`Ticket ${ticketOf(till, 1)}`);
      await expect(page.getByTestId("checkout-concept")).toContainText("Dos cafés");
      const detail = await intentDetail(request, intent);
      expect(JSON.parse(await decodeQrText(page, "qr-code"))).toEqual(detail.qr);
      expect(detail.data).toMatchObject({ branch: names().branch, terminal: names().terminal, ticket: ticketOf(till, 1), concept: "Dos cafés" });
      const box = (await page.getByTestId("qr-code").boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) * 0.55);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await smallTargets(page, "[data-testid=checkout-qr]")).toEqual([]);
      await saveScreenshot(page, `till-qr-${orientation}`);

      await advance(request, intent, "qr_scanned");
      await expect(page.getByTestId("checkout-status")).toHaveText(/Scanned/);
      await advance(request, intent, "qr_authorized");
      const paid = page.getByTestId("checkout-paid");
      await expect(paid).toBeVisible();
      await expect(paid).toContainText("MXN 125.50");
      await expect(paid).toContainText(`Ticket ${ticketOf(till, 1)} · Dos cafés`);
      await expect(page.getByTestId("paid-countdown")).toHaveText(/New sale in \d+ s/);
      await expect(page.getByTestId("paid-receipt")).toBeVisible();
      await saveScreenshot(page, `till-paid-${orientation}`);
      await page.getByRole("button", { name: "New sale" }).click();
      await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 0.00");
      const sale = page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`);
      await expect(sale).toContainText(ticketOf(till, 1));
      await expect(sale.getByTestId("status-badge")).toHaveText(/Authorized/);
      await saveScreenshot(page, `till-${orientation}`);
      await context.close();
    });

    test("charge → cancel (confirmed) → the customer's payment is refused and the till says so", async ({ browser, request }) => {
      const { context, page, till } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      const intent = await chargeAtTill(page, "4000");
      await page.getByRole("button", { name: "Cancel charge" }).click();
      const confirm = page.getByTestId("confirm-cancel");
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByTestId("checkout-qr")).toBeHidden();
      await expect(page.getByTestId("till-notice")).toHaveText(new RegExp(`Charge ${ticketOf(till, 1)} canceled`));
      await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 40.00");
      const pay = await advance(request, intent, "qr_authorized");
      expect(pay.status()).toBe(409);
      expect(await intentDetail(request, intent)).toMatchObject({ status: "qr_expired", reason: "canceled" });
      const sale = page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`);
      await expect(sale.getByTestId("status-badge")).toHaveText(/Canceled/);
      await context.close();
    });

    test("charge → reload → the same QR again → paid", async ({ browser, request }) => {
      const { context, page } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      const intent = await chargeAtTill(page, "7000");
      const before = await decodeQrText(page, "qr-code");
      await page.reload();
      await expect(page.getByTestId("checkout-qr")).toHaveAttribute("data-intent", intent);
      expect(await decodeQrText(page, "qr-code")).toBe(before);
      await advance(request, intent, "qr_authorized");
      await expect(page.getByTestId("checkout-paid")).toContainText("MXN 70.00");
      await context.close();
    });

    test("network drop: the customer pays while the tablet is offline, and the outcome shows when it reconnects", async ({ browser, request }) => {
      const { context, page } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      const intent = await chargeAtTill(page, "2000");
      await context.setOffline(true);
      await expect(page.getByTestId("till-stale")).toHaveText(/This tablet is offline/);
      await advance(request, intent, "qr_authorized");
      await context.setOffline(false);
      await expect(page.getByTestId("checkout-paid")).toContainText("MXN 20.00", { timeout: 15_000 });
      await context.close();
    });

    test("keyboard only: digits and Enter charge, focus stays in the QR, Escape asks to cancel, the amount stays for another try", async ({ browser, request }) => {
      const { context, page } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      await expect(page.getByTestId("till")).toBeVisible();
      await page.keyboard.type("12509");
      await page.keyboard.press("Backspace");
      await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 12.50");
      await page.keyboard.press("Enter");
      const qr = page.getByTestId("checkout-qr");
      await expect(qr).toBeVisible();
      const intent = (await qr.getAttribute("data-intent"))!;
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("[data-testid=checkout-qr]"))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("confirm-cancel")).toBeVisible();
      await expect(page.getByRole("button", { name: "Keep waiting" })).toBeFocused();
      await page.keyboard.press("Enter"); // the safe choice: keeps waiting
      await expect(page.getByTestId("confirm-cancel")).toBeHidden();
      await expect(qr).toBeVisible();
      await page.keyboard.press("Escape");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Yes, cancel it" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(qr).toBeHidden();
      await expect(page.getByTestId("till-notice")).toHaveText(/canceled/);
      await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 12.50");
      // focus goes back where it was before the QR (here the page itself: the charge was keyed, not clicked)
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("[data-testid=till]"))).toBe(true);
      expect(await intentDetail(request, intent)).toMatchObject({ status: "qr_expired", reason: "canceled" });
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 0.00");
      await context.close();
    });

    test("every target is at least 44 px, nothing scrolls sideways, and the keypad fills the screen", async ({ browser }) => {
      const { context, page } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      await expect(page.getByTestId("till")).toBeVisible();
      expect(await smallTargets(page, "[data-testid=till]")).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const keypad = (await page.getByRole("group", { name: "Amount keypad" }).boundingBox())!;
      const charge = (await page.getByRole("button", { name: /^Charge/ }).boundingBox())!;
      expect(charge.y + charge.height, "the Charge button is on screen").toBeLessThanOrEqual(viewport.height);
      expect(keypad.height, "the keypad takes a good part of the screen").toBeGreaterThanOrEqual(viewport.height * 0.35);
      await context.close();
    });

    test("a decline is red with its reason in words; an expired QR is calm; Try again makes a new QR with the next ticket", async ({ browser, request }) => {
      const { context, page, till } = await tillTablet(browser, "cashier", names(), viewport);
      await page.goto("/checkout");
      const first = await chargeAtTill(page, "4500");
      await request.post(`/api/sandbox/${first}/advance`, { headers: keyHeaders(), data: { to: "qr_error_x", reason: "insufficient_funds" } });
      const outcome = page.getByTestId("checkout-outcome");
      await expect(outcome).toHaveAttribute("data-group", "failed");
      await expect(outcome).toContainText("The payment failed");
      await expect(outcome).toContainText("Insufficient funds");
      await expect(outcome).not.toContainText("insufficient_funds");
      const declined = await backgroundRgb(page, "checkout-failed");
      expect(declined[0] - declined[1], "a decline is red").toBeGreaterThan(80);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByTestId("checkout-ticket")).toHaveText(`Ticket ${ticketOf(till, 2)}`);
      const second = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
      expect(second).not.toBe(first);
      await advance(request, second, "qr_expired");
      await expect(outcome).toHaveAttribute("data-group", "expired");
      await expect(outcome).toContainText("The QR code expired");
      const [r, g, b] = await backgroundRgb(page, "checkout-failed");
      expect(Math.max(Math.abs(r - g), Math.abs(g - b)), `a calm grey, not an alarm (${r},${g},${b})`).toBeLessThan(24);
      await context.close();
    });
  });
}

test.describe("the till", () => {
  test("an answer lost on the way back: the charge is sent again after a reload with the same attempt, one intent and one ticket", async ({ browser }) => {
    const { context, page, till } = await tillTablet(browser, "cashier", { branch: "Mostrador", terminal: `Caja ${test.info().testId.slice(-8)}` });
    await page.goto("/checkout");
    await expect(page.getByTestId("till")).toBeVisible();
    let lost = false;
    await page.route("**/checkout", async (route) => {
      if (route.request().method() !== "POST" || lost) return route.fallback();
      lost = true;
      await route.fetch(); // the server charges…
      await route.abort("connectionreset"); // …and the answer never arrives
    });
    await page.keyboard.type("3300");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("till").getByRole("alert")).toContainText("the charge was not confirmed");
    await page.unroute("**/checkout");
    await page.reload();
    const qr = page.getByTestId("checkout-qr");
    await expect(qr).toBeVisible();
    await expect(page.getByTestId("checkout-ticket")).toHaveText(`Ticket ${ticketOf(till, 1)}`);
    const intent = await qr.getAttribute("data-intent");
    await page.getByRole("button", { name: "Cancel charge" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    const sales = page.getByTestId("recent-sales").locator("li");
    await expect(sales).toHaveCount(1);
    await expect(sales.first()).toHaveAttribute("data-intent", intent!);
    await context.close();
  });

  test("the receipt: decoded from the paid screen's QR, public, and printed to PDF at 58 and 80 mm without clipping", async ({ browser, request }) => {
    const { context, page } = await tillTablet(browser, "cashier", { branch: "Mostrador", terminal: `Caja ${test.info().testId.slice(-8)}` });
    await page.goto("/checkout");
    const intent = await chargeAtTill(page, "18990", "Pastel de tres leches");
    await advance(request, intent, "qr_authorized");
    await expect(page.getByTestId("paid-receipt")).toBeVisible();
    const url = await decodeQrText(page, "receipt-qr-code");
    expect(await smallTargets(page, "[data-testid=checkout-paid]")).toEqual([]);
    expect(url).toMatch(/\/r\/qp_\w+\/[\w-]{22}$/);
    await context.close();

    const anonymous = await browser.newContext();
    const receipt = await anonymous.newPage();
    expect((await receipt.goto(url))!.status()).toBe(200);
    await expect(receipt.getByText("MXN 189.90")).toBeVisible();
    await expect(receipt.getByText("Pastel de tres leches")).toBeVisible();
    await receipt.emulateMedia({ media: "print" });
    for (const mm of [58, 80]) {
      const width = Math.floor((mm / 25.4) * 96);
      await receipt.setViewportSize({ width, height: 900 });
      const overflow = await receipt.evaluate(() => {
        const root = document.documentElement;
        const cut = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5).map((el) => el.tagName);
        return { scroll: root.scrollWidth, client: root.clientWidth, cut };
      });
      expect(overflow.scroll, `${mm} mm: nothing wider than the paper`).toBeLessThanOrEqual(overflow.client);
      expect(overflow.cut, `${mm} mm: no element past the right edge`).toEqual([]);
      const pdf = path.resolve(`.tmp/receipt-${mm}mm.pdf`);
      fs.mkdirSync(path.dirname(pdf), { recursive: true });
      await receipt.pdf({ path: pdf, width: `${mm}mm`, height: "297mm", printBackground: true });
      const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
      expect(text).toContain("189.90");
      expect(text).toContain("tres leches");
    }
    await anonymous.close();
  });

  test("a slow read of the recent sales (a busy server) answered after the sale was paid: the sale is listed when the keypad is back", async ({ browser, request }) => {
    const { context, page, till } = await tillTablet(browser, "cashier", { branch: "Mostrador lento", terminal: `Caja ${test.info().testId.slice(-8)}-${test.info().retry}` });
    // every read of the list made before the payment is answered late, with what the server said when asked
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = true;
    await page.route(/\/api\/dashboard\/tills\/[^/]+\/sales/, async (route) => {
      if (!held) return route.continue();
      const response = await route.fetch();
      await released;
      await route.fulfill({ response }).catch(() => undefined); // a read the page gave up on
    });
    await page.goto("/checkout");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    const intent = await chargeAtTill(page, "3300", "Pan dulce");
    await advance(request, intent, "qr_authorized");
    await expect(page.getByTestId("checkout-paid")).toBeVisible();
    held = false;
    release();
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(page.getByTestId("checkout-amount")).toHaveText("MXN 0.00");
    const sale = page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`);
    await expect(sale).toContainText(ticketOf(till, 1));
    await expect(sale.getByTestId("status-badge")).toHaveText(/Authorized/);
    await context.close();
  });

  test("support may not use the till", async ({ browser }) => {
    const context = await browser.newContext({ storageState: ".tmp/auth/support.json" });
    const page = await context.newPage();
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/forbidden/);
    await context.close();
  });

  test("a cashier on a tablet that is not set up is told to ask an owner; an owner sets it up and may change it", async ({ browser }) => {
    const cashier = await browser.newContext({ storageState: ".tmp/auth/cashier.json" });
    const page = await cashier.newPage();
    await page.goto("/checkout");
    await expect(page.getByTestId("till-not-set-up")).toBeVisible();
    await expect(page.getByLabel("Branch", { exact: true })).toHaveCount(0);
    await cashier.close();
    const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/checkout");
    await ownerPage.getByLabel("Branch", { exact: true }).fill("   ");
    await ownerPage.getByLabel("Terminal", { exact: true }).fill("Caja");
    await ownerPage.getByRole("button", { name: "Use this till" }).click();
    await expect(ownerPage.getByText("Branch is required")).toBeVisible();
    await ownerPage.getByLabel("Branch", { exact: true }).fill("Norte");
    await ownerPage.getByLabel("Terminal", { exact: true }).fill(`Caja ${test.info().testId.slice(-8)}`);
    await ownerPage.getByRole("button", { name: "Use this till" }).click();
    await expect(ownerPage.getByTestId("till-identity")).toContainText("Norte · Caja");
    await ownerPage.reload();
    await expect(ownerPage.getByTestId("till-identity")).toContainText("Norte · Caja");
    await ownerPage.getByRole("button", { name: "Change till" }).click();
    await ownerPage.getByLabel("Terminal", { exact: true }).fill("Caja 2");
    await ownerPage.getByRole("button", { name: "Use this till" }).click();
    await expect(ownerPage.getByTestId("till-identity")).toContainText("Norte · Caja 2");
    await owner.close();
  });
});

/** A message with its ICU arguments filled in (a plain "{name}" replaced by its value). */
const say = (locale: Locale, path: string, values: Record<string, string | number> = {}) => message(locale, path).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const money = (amount: string) => new RegExp(`MXN\\s${amount.replace(".", "\\.")}`);

/** The tablet sizes the till is made for, and a phone (a cashier may charge from one). */
const TILL_SIZES = [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
] as const;

for (const locale of LOCALES) {
  test(`the till in ${locale} on a landscape and a portrait tablet and a phone: charge → QR → paid, a cancel, a decline in words, offline, no sideways scroll`, async ({ browser, request, baseURL }) => {
    test.slow(); // three sizes, each a whole sale
    const { context, page, till } = await tillTablet(browser, "cashier", { branch: "Centro", terminal: `Caja ${locale} ${test.info().testId.slice(-8)}` });
    await useLocale(context, baseURL!, locale);
    await page.goto("/checkout");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByTestId("live-indicator")).toHaveText(say(locale, "live.live"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(locale, "till.title"));
    let ticket = 0;
    for (const viewport of TILL_SIZES) {
      await page.setViewportSize(viewport);
      await expect(page.getByTestId("checkout-amount")).toHaveText(money("0.00"));
      await expectNoHorizontalScroll(page);
      expect(await smallTargets(page, "[data-testid=till]"), `${viewport.width}: every target at least 44 px`).toEqual([]);
      const chargeButton = (await page.getByRole("button", { name: new RegExp(`^${say(locale, "till.charge", { amount: "" }).trim()}`) }).boundingBox())!;
      expect(chargeButton.y + chargeButton.height, `${viewport.width}: the Charge button is on screen`).toBeLessThanOrEqual(viewport.height);

      const intent = await chargeAtTill(page, "12550", "Dos cafés", locale);
      ticket += 1;
      const tk = ticketOf(till, ticket);
      const qr = page.getByTestId("checkout-qr");
      await expect(qr).toContainText(money("125.50"));
      await expect(page.getByTestId("checkout-ticket")).toHaveText(say(locale, "till.same.ticket", { ticket: tk }));
      await expect(page.getByTestId("checkout-status")).toHaveText(say(locale, "till.qr.waiting.qr_created"));
      const box = (await page.getByTestId("qr-code").boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, `${viewport.width}: the whole QR code is on screen`).toBe(true);
      await expectNoHorizontalScroll(page);
      expect(await smallTargets(page, "[data-testid=checkout-qr]")).toEqual([]);
      await advance(request, intent, "qr_scanned");
      await expect(page.getByTestId("checkout-status")).toHaveText(say(locale, "till.qr.waiting.qr_scanned"));
      await advance(request, intent, "qr_authorized");
      const paid = page.getByTestId("checkout-paid");
      await expect(paid.getByRole("heading", { level: 1 })).toHaveText(say(locale, "till.paid.title"));
      await expect(paid).toContainText(money("125.50"));
      await expect(paid).toContainText(`${say(locale, "till.same.ticket", { ticket: tk })} · Dos cafés`);
      await expect(page.getByTestId("paid-countdown")).toHaveText(new RegExp(say(locale, "till.paid.countdown", { seconds: "\\d+" })));
      await expect(page.getByTestId("paid-receipt")).toContainText(say(locale, "receipt.scan"));
      await expectNoHorizontalScroll(page);
      if (viewport.width === 390) await saveScreenshot(page, `till-paid-phone-${locale}`);
      await page.getByRole("button", { name: say(locale, "till.paid.newSale") }).click();
      const sale = page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`);
      await expect(sale.getByTestId("status-badge")).toHaveText(say(locale, "statuses.status.qr_authorized"));
    }

    // Portrait tablet: a cancel, asked and confirmed, said in the till's language.
    await page.setViewportSize(TILL_SIZES[1]);
    await chargeAtTill(page, "4000", undefined, locale);
    ticket += 1;
    await page.getByRole("button", { name: say(locale, "till.qr.cancel") }).click();
    const confirm = page.getByTestId("confirm-cancel");
    await expect(confirm).toContainText(say(locale, "till.confirmCancel.body"));
    await confirm.getByRole("button", { name: say(locale, "till.confirmCancel.confirm") }).click();
    await expect(page.getByTestId("till-notice")).toHaveText(say(locale, "till.canceledNotice", { ticket: ticketOf(till, ticket) }));

    // Phone: the tablet goes offline with a QR on screen, then the bank declines: the reason in words.
    await page.setViewportSize(TILL_SIZES[2]);
    await page.keyboard.press("Escape");
    const declined = await chargeAtTill(page, "4500", undefined, locale);
    await context.setOffline(true);
    await expect(page.getByTestId("till-stale")).toHaveText(say(locale, "till.warnings.offline"));
    await context.setOffline(false);
    await request.post(`/api/sandbox/${declined}/advance`, { headers: keyHeaders(), data: { to: "qr_error_x", reason: "insufficient_funds" } });
    const outcome = page.getByTestId("checkout-outcome");
    await expect(outcome).toHaveAttribute("data-group", "failed", { timeout: 15_000 });
    await expect(outcome.getByRole("heading", { level: 1 })).toHaveText(say(locale, "till.unpaid.failed"));
    await expect(outcome).toContainText(say(locale, "reasons.insufficient_funds"));
    await expect(outcome).toContainText(money("45.00"));
    await expect(outcome).not.toContainText("insufficient_funds");
    await expectNoHorizontalScroll(page);
    expect(await smallTargets(page, "[data-testid=checkout-failed]")).toEqual([]);
    await page.getByRole("button", { name: say(locale, "till.unpaid.newSale") }).click();
    await expect(page.getByTestId("checkout-amount")).toHaveText(money("0.00"));
    await context.close();
  });
}

