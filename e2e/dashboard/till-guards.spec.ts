import { expect, test, type Browser } from "@playwright/test";
import { keyHeaders } from "../support/api";
import { chooseLocale } from "../support/locale";
import { chooseMethod, es, mxn, openDrawer, pressCharge } from "../support/shop-day";
import { keyIn, tillTablet } from "../support/till";

/**
 * The till's guards against a cashier's slips, in Spanish on a 10-inch tablet (800×1280, touch):
 * each says in words what is wrong instead of charging, refusing silently or losing what was typed.
 */
const TABLET = { width: 800, height: 1280 };

async function till(browser: Browser, baseURL: string, role: "owner" | "cashier" = "cashier") {
  const tablet = await tillTablet(browser, role, { branch: "Guardas", terminal: `Caja ${test.info().testId.slice(-8)}` }, TABLET);
  await chooseLocale(tablet.context, baseURL, "es-MX");
  await tablet.page.goto("/checkout");
  await expect(tablet.page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
  return tablet;
}

test.describe("the till's guards (Spanish, tablet 800×1280)", () => {
  test("a charge above the shop's threshold is said back in full before anything is sent; correcting it sends nothing", async ({ browser, baseURL }) => {
    const { context, page } = await till(browser, baseURL!);
    let charges = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/checkout") && request.postData()?.includes('"amount":"1250000.00"')) charges++;
    });
    await keyIn(page, "125000000", "es-MX");
    await pressCharge(page, "1,250,000.00");
    const ask = page.getByTestId("confirm-large");
    await expect(ask).toContainText(mxn("1,250,000.00"));
    await expect(ask.getByRole("button", { name: es("till.large.no") })).toBeFocused();
    await ask.getByRole("button", { name: es("till.large.no") }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId("checkout-amount")).toHaveText(mxn("1,250,000.00"));
    expect(charges, "nothing was sent").toBe(0);
    // under the threshold: no question
    await page.keyboard.press("Escape");
    await keyIn(page, "12550", "es-MX");
    await pressCharge(page, "125.50");
    await expect(page.getByTestId("checkout-qr")).toBeVisible();
    await context.close();
  });

  test("a tip that cannot be charged says why, and a large one is pointed out before charging", async ({ browser, baseURL }) => {
    const { context, page } = await till(browser, baseURL!);
    await keyIn(page, "10000", "es-MX");
    const tips = page.getByRole("radiogroup", { name: es("till.tip.label") });
    await tips.getByRole("radio", { name: es("till.tip.custom") }).click();
    const tip = page.getByLabel(es("till.tip.customLabel"));
    await tip.fill("100");
    await expect(page.getByTestId("tip-problem")).toHaveText(es("till.tip.tooBig", { sale: mxn("100.00") }));
    // the button says what to do instead of a total that cannot be charged
    await expect(page.getByRole("button", { name: es("till.tip.fixFirst") })).toBeDisabled();
    await tip.fill("diez");
    await expect(page.getByTestId("tip-problem")).toHaveText(es("till.tip.notAmount"));
    await tip.fill("40");
    await expect(page.getByTestId("tip-problem")).toHaveAttribute("data-kind", "large");
    await expect(page.getByTestId("tip-problem")).toHaveText(es("till.tip.large", { tip: mxn("40.00"), percent: 40 }));
    await expect(page.getByRole("button", { name: es("till.charge", { amount: mxn("140.00") }) })).toBeEnabled();
    await tip.fill("15");
    await expect(page.getByTestId("tip-problem")).toHaveCount(0);
    await context.close();
  });

  test("the cash screen comes back after a reload with the same sale and what was typed, and letters in Recibido are said, not read as nothing", async ({ browser, baseURL }) => {
    const { context, page } = await till(browser, baseURL!);
    await openDrawer(page, "100");
    await keyIn(page, "8730", "es-MX");
    await chooseMethod(page, "cash");
    await pressCharge(page, "87.30");
    const cash = page.getByTestId("checkout-cash");
    await cash.getByLabel(es("till.cash.received")).fill("1OO");
    await expect(cash.getByTestId("cash-received-error")).toHaveText(es("till.cash.receivedInvalid"));
    await expect(cash.getByRole("button", { name: es("till.cash.record") })).toBeDisabled();
    await cash.getByLabel(es("till.cash.received")).fill("100");
    await expect(cash.getByTestId("cash-change")).toHaveText(es("till.cash.changeDue", { change: mxn("12.70") }));
    await page.reload();
    const again = page.getByTestId("checkout-cash");
    await expect(again.getByTestId("cash-total")).toHaveText(mxn("87.30"));
    await expect(again.getByLabel(es("till.cash.received"))).toHaveValue("100");
    await again.getByRole("button", { name: es("till.cash.record") }).click();
    await expect(page.getByTestId("paid-change")).toHaveText(es("till.cash.changeDue", { change: mxn("12.70") }));
    await context.close();
  });

  test("the paid screen shows the receipt even when its first request was lost on the way (a Wi-Fi drop while the QR waited)", async ({ browser, baseURL, request }) => {
    const { context, page } = await till(browser, baseURL!);
    // the first request for the receipt's link is lost, as on a tablet whose Wi-Fi just came back
    let lost = 0;
    await page.route("**/checkout", async (route) => {
      const sent = route.request();
      const body = sent.postData() ?? "";
      // the receipt's link: an action sent only the intent (a tap, a cancel or a simulation send more)
      if (lost === 0 && sent.method() === "POST" && (await sent.headerValue("next-action")) && body.includes('"intent":"qp_') && !/"(via|amount|to|sealedKeys|card)"/.test(body)) {
        lost++;
        return route.abort("internetdisconnected");
      }
      return route.fallback();
    });
    await keyIn(page, "5000", "es-MX");
    await pressCharge(page, "50.00");
    const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
    expect((await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200);
    await expect(page.getByTestId("checkout-paid")).toBeVisible();
    await expect.poll(() => lost, { message: "the first request for the receipt was lost" }).toBe(1);
    await expect(page.getByTestId("paid-receipt")).toBeVisible();
    await expect(page.getByTestId("paid-whatsapp")).toBeVisible();
    await context.close();
  });

  test("a refund over what remains says how much remains, before anything is sent", async ({ browser, baseURL, request }) => {
    const { context, page } = await till(browser, baseURL!, "owner");
    await keyIn(page, "20000", "es-MX");
    await pressCharge(page, "200.00");
    const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
    expect((await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200);
    await page.getByRole("button", { name: es("till.paid.newSale") }).click();
    await page.getByTestId("recent-sales").locator(`li[data-intent="${intent}"]`).getByTestId("sale-refund").click();
    const dialog = page.getByTestId("till-refund");
    await expect(dialog.getByTestId("refund-sale")).toContainText(mxn("200.00"));
    await dialog.getByRole("button", { name: es("intent.refund.open") }).click();
    await dialog.getByLabel(es("intent.refund.amount")).fill("250");
    await dialog.getByRole("button", { name: es("intent.refund.review") }).click();
    await expect(dialog.getByRole("alert")).toHaveText(es("intent.refund.overRemaining", { remaining: mxn("200.00") }));
    await expect(dialog.getByTestId("refund-confirm")).toHaveCount(0);
    await context.close();
  });
});
