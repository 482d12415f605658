import { expect, test, type Browser, type BrowserContext, type Request } from "@playwright/test";
import { keyHeaders } from "../support/api";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { chooseLocale, message } from "../support/locale";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { signInApi, type RoleName } from "../support/session";
import { keyIn } from "../support/till";

// A server of its own per test: the trade name and the tips are shop-wide, and the shared servers'
// till specs expect the 10/15/20 % presets of DASHBOARD_TIPS=on (set here too, as the default an
// owner's choice replaces). Nothing to restore: the server and its data go with the test.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

/** A message of the Spanish catalogue with its arguments filled in. */
const es = (key: string, values: Record<string, string | number> = {}) => Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), message("es-MX", key));

const VIEWPORTS = { tablet: { width: 800, height: 1280 }, desktop: { width: 1440, height: 900 } } as const;

/** A browser context on `app`, in Spanish, signed in as `role` (none: a customer). */
async function spanish(browser: Browser, app: AppProcess, viewport: { width: number; height: number }, role?: RoleName): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: app.url, viewport });
  await chooseLocale(context, app.url, "es-MX");
  if (role) await signInApi(context.request, role);
  return context;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`an owner sets the trade name, the tips (10/15/18 %) and régimen 626 in Settings; the till offers those tips, the receipt prints the name and the régimen's name; a cashier can change neither (${device} ${viewport.width}×${viewport.height})`, async ({ browser }) => {
    // a server of its own starts in 10-30 s; the flow alone takes about 55 s, twice that beside the other viewport's
    test.setTimeout(180_000);
    const app = await apps.start({ DATA_DIR: tempDataDir(), DASHBOARD_TIPS: "on" });
    const owner = await spanish(browser, app, viewport, "owner");
    const settings = await owner.newPage();
    await settings.goto("/settings");
    const card = settings.locator("section", { has: settings.getByRole("heading", { name: es("settings.shop.heading") }) });
    // nothing saved yet: the server's configuration (sandbox name, 10/15/20 %)
    await expect(card.getByTestId("shop-name-source")).toHaveText(es("settings.shop.fromServer"));
    await expect(card.getByLabel(es("settings.shop.tradeName"))).toHaveValue("Caja Sandbox");

    const name = card.locator("form", { has: settings.getByRole("button", { name: es("settings.shop.saveName") }) });
    await name.getByLabel(es("settings.shop.tradeName")).fill("  Panadería La Espiga  ");
    await name.getByRole("button", { name: es("settings.shop.saveName") }).click();
    await expect(name.getByRole("status")).toHaveText(es("settings.shop.nameSaved", { name: "Panadería La Espiga" }));

    const tips = card.locator("form", { has: settings.getByRole("button", { name: es("settings.shop.saveTips") }) });
    await expect(tips.getByLabel(es("settings.shop.tipsEnabled"))).toBeChecked();
    await tips.getByLabel(es("settings.shop.preset", { n: 3 })).fill("18");
    await tips.getByLabel(es("settings.shop.preset", { n: 4 })).fill("60");
    await tips.getByRole("button", { name: es("settings.shop.saveTips") }).click();
    // refused in the reader's language, next to the field
    await expect(tips.locator("#preset4-error")).toHaveText(es("settings.shop.presetInvalid"));
    await tips.getByRole("textbox", { name: new RegExp(`^${es("settings.shop.preset", { n: 4 }).replace(/[()%]/g, "\\$&")}`) }).fill("");
    const saveTips = settings.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
    await tips.getByRole("button", { name: es("settings.shop.saveTips") }).click();
    const tipsRequest: Request = await saveTips;
    await expect(tips.getByRole("status")).toHaveText(es("settings.shop.tipsSaved", { presets: "10 %, 15 %, 18 %" }));

    const fiscal = settings.locator("section", { has: settings.getByRole("heading", { name: es("settings.fiscal.heading") }) });
    await fiscal.getByLabel(es("settings.fiscal.legalName")).fill("Guadalupe Pérez López");
    await fiscal.getByRole("textbox", { name: new RegExp(`^${es("settings.fiscal.rfc")}`) }).fill("PELG800101AB1");
    await fiscal.getByLabel(es("settings.fiscal.address")).fill("Av. Juárez 10, Col. Centro, 06000 Ciudad de México");
    await fiscal.getByLabel(es("settings.fiscal.invoiceContact")).fill("facturas@laespiga.mx");
    await fiscal.getByLabel(es("settings.fiscal.taxRegime")).selectOption("626");
    await fiscal.getByRole("button", { name: es("settings.fiscal.save") }).click();
    await expect(fiscal.getByRole("status")).toHaveText(es("settings.fiscal.saved"));

    // saved: the card says so after a reload, and the activity trail has both changes in words
    await settings.reload();
    await expect(card.getByTestId("shop-name-source")).toBeHidden();
    await expect(card.getByLabel(es("settings.shop.tradeName"))).toHaveValue("Panadería La Espiga");
    await settings.goto("/settings/activity?action=shop.updated");
    await expect(settings.getByTestId("audit-row").filter({ hasText: es("activity.actions.shop.updated") })).toHaveCount(2);

    // The owner sets this tablet up as a till once; the cashier works it.
    await settings.goto("/checkout");
    await settings.getByLabel(es("till.setup.branch"), { exact: true }).fill("Centro");
    await settings.getByLabel(es("till.same.terminal"), { exact: true }).fill("Mostrador");
    await settings.getByRole("button", { name: es("till.setup.use") }).click();
    await expect(settings.getByTestId("till-identity")).toContainText("Centro · Mostrador");
    const till = (await settings.evaluate(() => window.localStorage.getItem("caja.till")))!;

    const cashier = await spanish(browser, app, viewport, "cashier");
    await cashier.addInitScript((value) => window.localStorage.setItem("caja.till", value), till);
    const page = await cashier.newPage();
    await page.goto("/checkout");
    const offered = page.getByRole("radiogroup", { name: es("till.tip.label") }).getByRole("radio");
    await expect(offered).toHaveText([es("till.tip.none"), "10 %", "15 %", "18 %", es("till.tip.custom")]);
    // a QR sale of MXN 100.00 with the 18 % tip, paid (the sandbox's customer), and its receipt's link
    await keyIn(page, "10000", "es-MX");
    await page.getByRole("radiogroup", { name: es("till.tip.label") }).getByRole("radio", { name: /^18 %/ }).click();
    await page.getByRole("button", { name: es("till.charge", { amount: "MXN 118.00" }) }).click();
    const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
    expect((await cashier.request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } })).status()).toBe(200);
    await expect(page.getByTestId("checkout-paid")).toContainText("MXN 118.00");
    const receiptQr = page.getByTestId("paid-receipt").getByTestId("receipt-qr");
    await expect(receiptQr).toHaveAttribute("data-url", /\/r\//);
    const receipt = new URL((await receiptQr.getAttribute("data-url"))!).pathname;

    // a cashier cannot change them: no Settings page, and the owner's save replayed is refused
    expect((await page.goto("/settings"))!.url()).toMatch(/\/forbidden/);
    await expect(page.getByRole("heading", { name: es("settings.shop.heading") })).toHaveCount(0);
    const { cookie: _cookie, "content-length": _length, ...headers } = await tipsRequest.allHeaders();
    // the same form with 25 % for 18 %
    const original = tipsRequest.postData()!;
    const body = original.replace(/(name="[^"]*preset3"\r\n\r\n)18/, (_all, field: string) => `${field}25`);
    expect(body).not.toBe(original);
    const replay = await cashier.request.post(tipsRequest.url(), { headers, data: body });
    expect(await replay.text()).toContain(es("actions.ownerOnly"));
    await page.goto("/checkout");
    await expect(offered).toHaveText([es("till.tip.none"), "10 %", "15 %", "18 %", es("till.tip.custom")]);
    await cashier.close();
    await owner.close();

    // The customer's receipt: the trade name at the top, the régimen with its SAT name.
    const customer = await spanish(browser, app, { width: 390, height: 844 });
    const slip = await customer.newPage();
    await slip.goto(receipt);
    await expect(slip.getByTestId("receipt-merchant")).toHaveText("Panadería La Espiga");
    await expect(slip.getByTestId("receipt-regime")).toHaveText(es("receipt.regime", { regime: "626 Régimen Simplificado de Confianza" }));
    await expect(slip.getByTestId("receipt-regime")).toHaveText(es("receipt.regime", { regime: es("fiscal.regimes.626") }));
    await customer.close();
  });
}
