import { expect, test, type Browser, type Page } from "@playwright/test";
import { advance, createIntent, intentBody } from "../support/api";
import { openIntent } from "../support/intent-page";
import { chooseLocale, message, viewportOf, type Locale } from "../support/locale";
import { DEMO_PASSWORD, USERS, type RoleName } from "../support/session";
import { tillTablet } from "../support/till";

/**
 * What a shop reported, walked through as its people do it, in Spanish (the shop's language) on a
 * tablet or a desktop: each test failed for the shop's reason before its fix.
 */

/** A message of the Spanish catalogue with its simple arguments filled in (rich-text tags dropped). */
const es = (key: string, values: Record<string, string | number> = {}) =>
  message("es-MX", key)
    .replace(/<\/?\w+>/g, "")
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, baseURL: string, role: RoleName, locale: Locale = "es-MX", width = 1280) {
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport: viewportOf(width) });
  await chooseLocale(context, baseURL, locale);
  return { context, page: await context.newPage() };
}

const rows = (page: Page) => page.getByTestId("intent-row").filter({ visible: true });

test.describe("what the shop reported (Spanish)", () => {
  test("1. a search typed with a decimal comma, «125,50», finds the payment of MXN 125.50", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "owner");
    const branch = `Coma ${unique()}`;
    const base = intentBody("qr_present", { amount: 125.5 });
    const { intent } = await createIntent(page.request, "qr_present", { body: { ...base, data: { ...base.data, branch } } });
    await expect(async () => {
      const list = (await (await page.request.get(`/api/dashboard/intents?branch=${encodeURIComponent(branch)}`)).json()) as { data: { rows: unknown[] } };
      expect(list.data.rows).toHaveLength(1);
    }).toPass({ timeout: 15_000 });

    await page.goto(`/intents?branch=${encodeURIComponent(branch)}`);
    await page.getByLabel(es("payments.search.label"), { exact: true }).fill("125,50");
    await page.getByRole("button", { name: es("payments.search.submit"), exact: true }).click();
    await expect(page).toHaveURL(/q=125(,|%2C)50/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute("data-intent", intent);
    await expect(page.getByTestId("intents-empty")).toHaveCount(0);
    // "125.50" finds the same payment, as it always did
    await page.goto(`/intents?branch=${encodeURIComponent(branch)}&q=125.50`);
    await expect(rows(page)).toHaveAttribute("data-intent", intent);
    await context.close();
  });

  test("2. a payment's timeline words where each status came from for people, not «por webhook»; the technical name stays in its title", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "support");
    const { intent } = await createIntent(page.request, "qr_present");
    expect((await advance(page.request, intent, "qr_scanned")).status()).toBe(200);
    expect((await advance(page.request, intent, "qr_authorized")).status()).toBe(200);
    // every status's webhook reaches the dashboard (the sync may have written one first: the webhook then marks it)
    let events = 0;
    await expect(async () => {
      const body = (await (await page.request.get(`/api/dashboard/intents/${intent}`)).json()) as { data: { events: Array<{ source: string; status: string }> } };
      expect(body.data.events.at(-1)?.status).toBe("qr_authorized");
      expect(new Set(body.data.events.map((event) => event.source))).toEqual(new Set(["webhook"]));
      events = body.data.events.length;
    }).toPass({ timeout: 20_000 });
    await openIntent(page, intent);
    const timeline = page.getByTestId("timeline");
    await expect(timeline.locator("li")).toHaveCount(events);
    await expect(timeline).not.toContainText(/webhook/i);
    const notice = es("intent.timeline.webhook");
    await expect(timeline.getByTestId("event-source")).toHaveCount(events);
    for (const source of await timeline.getByTestId("event-source").all()) {
      await expect(source).toHaveText(new RegExp(`^${notice}`));
      await expect(source).toHaveAttribute("title", /^webhook( ×\d+)?$/);
    }
    await context.close();
  });

  for (const locale of ["es-MX", "en"] as const) {
    test(`3. a date typed that does not exist says so, apart from a date typed the wrong way (${locale})`, async ({ browser, baseURL }) => {
      const { context, page } = await signedIn(browser, baseURL!, "owner", locale);
      const say = (key: string, values: Record<string, string | number> = {}) => message(locale, key).replace(/<\/?\w+>/g, "").replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
      const [feb31, wrongWay] = locale === "en" ? ["02/31/2026", "31-02"] : ["31/02/2026", "31-02"];
      await page.goto("/intents");
      const from = page.getByTestId("date-from");
      await from.fill(feb31);
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toHaveAccessibleDescription(locale === "en" ? /^02\/31\/2026 does not exist/ : /^El 31\/02\/2026 no existe/);
      await expect(from).toHaveAccessibleDescription(say("common.dateNoDay", { date: feb31, days: 28 }));
      await from.fill(wrongWay);
      await expect(from).toHaveAccessibleDescription(say("common.dateInvalid", { format: say("common.dateFormat") }));
      await from.fill(locale === "en" ? "02/28/2026" : "28/02/2026");
      await expect(from).not.toHaveAttribute("aria-invalid", "true");

      // A link with a day not on the calendar: said as such, in the language's order, next to the filters
      await page.goto("/intents?from=2026-02-31&to=x");
      const problems = page.getByTestId("filter-problems");
      await expect(problems).toContainText(say("payments.problems.day", { value: feb31 }));
      await expect(problems).toContainText(say("payments.problems.date", { value: "x" }));
      await expect(page.getByTestId("date-from")).toHaveAccessibleDescription(say("payments.problems.dayField"));

      // The reports' date fields read what a link had the same way
      await page.goto("/overview?range=custom&from=2026-02-31&to=2026-03-01");
      await expect(page.getByTestId("date-from")).toHaveAccessibleDescription(say("common.dateNoDay", { date: feb31, days: 28 }));
      await context.close();
    });
  }

  test("4-5. the till's drawer says it was opened «a las HH:MM» today, not «a las 27 nov 2026, 05:57», and a cash-out of nothing as MXN 0.00, never -MXN 0.00", async ({ browser, baseURL }) => {
    const { context, page } = await tillTablet(browser, "cashier", { branch: "Reporte", terminal: `Cajón ${unique()}` });
    await chooseLocale(context, baseURL!, "es-MX");
    await page.goto("/checkout");
    await page.getByTestId("drawer-button").click();
    const dialog = page.getByTestId("drawer-dialog");
    await dialog.getByLabel(es("till.drawer.floatLabel")).fill("500");
    await dialog.getByRole("button", { name: es("till.drawer.open") }).click();
    const figures = dialog.getByTestId("drawer-figures");
    await expect(figures.locator("[data-figure=expected]")).toContainText("MXN 500.00");
    await expect.soft(dialog.getByText(/^Abierto por /)).toHaveText(new RegExp(`^Abierto por ${USERS.cashier} a las? \\d{2}:\\d{2}$`));
    await expect.soft(figures.locator("[data-figure=out]")).toContainText("MXN 0.00");
    await expect.soft(figures.locator("[data-figure=out]")).not.toContainText("-MXN");
    await context.close();
  });

  test("6. the till never flashes «Las actualizaciones en vivo están interrumpidas» while the live stream connects; it says so when the stream is down or never connects", async ({ browser, baseURL }) => {
    test.slow(); // the last part waits out the grace period of a stream that never opens
    const { context, page } = await tillTablet(browser, "cashier", { branch: "Reporte", terminal: `En vivo ${unique()}` });
    await chooseLocale(context, baseURL!, "es-MX");
    const notLive = es("till.warnings.notLive");
    // Watches every change of the document from its first byte: a warning seen even for one frame is recorded.
    await page.addInitScript((words) => {
      const w = window as unknown as { __notLiveSeen: string[] };
      w.__notLiveSeen = [];
      new MutationObserver(() => {
        for (const warning of document.querySelectorAll('[data-testid="till-stale"]')) {
          if (warning.textContent?.includes(words)) w.__notLiveSeen.push(`${performance.now().toFixed(0)} ms: ${warning.textContent}`);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, notLive);
    const seen = () => page.evaluate(() => (window as unknown as { __notLiveSeen: string[] }).__notLiveSeen);
    for (let load = 0; load < 2; load++) {
      await page.goto("/checkout");
      await expect(page.getByRole("group", { name: es("till.keypad") })).toBeVisible();
      await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
      expect(await seen(), `load ${load + 1}`).toEqual([]);
    }

    // The server refuses the stream: interrupted, said at once
    await page.route((url) => url.pathname === "/api/dashboard/live", (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId("till-stale")).toHaveText(notLive);
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-phase", "reconnecting");

    // A stream that neither opens nor fails (held by a proxy): interrupted once the grace period is over
    await page.unrouteAll();
    await page.route((url) => url.pathname === "/api/dashboard/live", () => {});
    await page.reload();
    await expect(page.getByRole("group", { name: es("till.keypad") })).toBeVisible();
    await expect(page.getByTestId("till-stale")).toHaveText(notLive, { timeout: 20_000 });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });

  test("7a. a cashier who signs in lands on the till, and / takes them there; owners and support keep the payments", async ({ browser, baseURL }) => {
    for (const [role, landing] of [["cashier", "/checkout"], ["owner", "/intents"], ["support", "/intents"]] as const) {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: viewportOf(1280) });
      await chooseLocale(context, baseURL!, "es-MX");
      const page = await context.newPage();
      await page.goto("/"); // signed out: to sign-in, then back to "/", which sends each role to its page
      await expect(page).toHaveURL(/\/login/);
      await page.getByLabel(es("auth.email")).fill(USERS[role]);
      await page.getByLabel(es("auth.password")).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: es("auth.signIn") }).click();
      await expect(page, role).toHaveURL(new RegExp(`${landing}$`));
      await page.goto("/login");
      await page.getByLabel(es("auth.email")).fill(USERS[role]);
      await page.getByLabel(es("auth.password")).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: es("auth.signIn") }).click();
      await expect(page, `${role} from /login`).toHaveURL(new RegExp(`${landing}$`));
      await page.goto("/");
      await expect(page, `${role} at /`).toHaveURL(new RegExp(`${landing}$`));
      await context.close();
    }
  });

  test("7b. «Nuevo pago» speaks the shop's words: payment types as people say them, the API's name only as small text a translator leaves", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "cashier", "es-MX", 800);
    await page.goto("/intents/new");
    const types = [
      ["qr_present", /^Código QR \(CoDi\)/],
      ["card_present", /^Tarjeta presente/],
      ["ec_remote", /^Cobro a distancia \(teléfono\)/],
    ] as const;
    for (const [type, words] of types) {
      const radio = page.getByRole("radio", { name: words });
      await expect(radio, type).toHaveCount(1);
      await expect(radio).toHaveAttribute("value", type);
      await expect(radio, type).toHaveAccessibleDescription(es(`newPayment.types.${type}.hint`));
      const option = page.locator("label", { has: radio });
      await expect(option.locator('[translate="no"]')).toHaveText(type);
    }
    // Nothing the API calls things is read out of the form as words: only inside translate="no"
    const text = await page.locator("form").first().evaluate((form) => {
      const copy = form.cloneNode(true) as HTMLElement;
      for (const code of copy.querySelectorAll('[translate="no"]')) code.remove();
      return copy.textContent ?? "";
    });
    expect(text).not.toMatch(/qr_present|card_present|ec_remote|\bdata\./);
    await expect(page.getByLabel(es("newPayment.amount"))).toHaveAccessibleDescription(es("newPayment.hints.amount"));
    await expect(page.getByLabel(es("newPayment.same.ticket"))).toHaveAccessibleDescription(es("newPayment.hints.ticket"));
    await expect(page.getByRole("button", { name: es("newPayment.create", { type: "Código QR (CoDi)" }) })).toBeVisible();
    await context.close();
  });
});
