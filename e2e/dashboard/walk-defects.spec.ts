import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { advance, createIntent, detail, intentBody } from "../support/api";
import { appsForSpec, freePort, tempDataDir } from "../support/app-process";
import { LOCALES, chooseLocale, message, viewportOf, type Locale } from "../support/locale";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS, type RoleName } from "../support/session";
import { tillTablet } from "../support/till";

// What a shop owner found walking through the dashboard, each defect as the owner met it.

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

const unique = (what: string) => `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, baseURL: string, role: RoleName, locale: Locale, viewport = viewportOf(1280), options: { hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport, ...options });
  await chooseLocale(context, baseURL, locale);
  return { context, page: await context.newPage() };
}

/** Signs in on the login page at `origin` (no saved session: the saved ones are for the tests' own origin). */
async function signInAt(page: Page, origin: string, locale: Locale, role: RoleName) {
  await page.goto(`${origin}/login`);
  await page.getByLabel(message(locale, "auth.email")).fill(USERS[role]);
  await page.getByLabel(message(locale, "auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message(locale, "auth.signIn") }).click();
  await expect(page).toHaveURL(`${origin}/intents`);
}

/** A paid payment of `amount` at this branch and terminal, made through the API and the sandbox. */
async function paidPayment(request: APIRequestContext, amount: number, branch: string, terminal = "Caja 1"): Promise<string> {
  const base = intentBody("qr_present", { amount });
  const { intent } = await createIntent(request, "qr_present", { body: { ...base, data: { ...base.data, branch, terminal } } });
  expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);
  return intent;
}

/** Waits until the dashboard's copy has the intent authorized and its branch (the webhook and the sync both came). */
async function untilDashboardHas(page: Page, intent: string, branch: string, origin = "") {
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`${origin}/api/dashboard/intents?${new URLSearchParams({ branch })}`)).json()) as { data: { rows: Array<{ id: string; status: string }> } };
      return body.data.rows.find((row) => row.id === intent)?.status ?? null;
    }, { timeout: 15_000 })
    .toBe("qr_authorized");
}

test.describe("walk defects", () => {
  // 1
  test("the sign-in page tells an anonymous visitor the service is ready, not the kind of database nor how many migrations it has", async ({ browser, baseURL }) => {
    for (const locale of LOCALES) {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      await chooseLocale(context, baseURL!, locale);
      const page = await context.newPage();
      await page.goto("/login");
      const health = page.getByTestId("health");
      await expect(health).toHaveText(message(locale, "auth.health.ready"));
      const text = (await health.textContent())!;
      expect(text, locale).not.toMatch(/pglite|postgres|base de datos|database/i);
      expect(text, locale).not.toMatch(/\d|migra/i);
      await context.close();
    }
  });

  // 2
  test("Settings reached as localhost while webhooks arrive says the service delivers here, with no warning and no fix to apply", async ({ browser, baseURL, request }) => {
    const origin = baseURL!.replace("127.0.0.1", "localhost");
    for (const locale of LOCALES) {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      await chooseLocale(context, origin, locale);
      const page = await context.newPage();
      await signInAt(page, origin, locale, "owner");
      // A webhook arrives now (the service delivers to 127.0.0.1, this browser uses localhost).
      const branch = unique("WH");
      const intent = await paidPayment(request, 12, branch);
      await untilDashboardHas(page, intent, branch, origin);
      await page.goto(`${origin}/settings`);
      await expect(page.getByTestId("receiver-url")).toHaveText(`${origin}/api/webhooks/payment`);
      await expect(page.getByTestId("endpoint-url")).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/payment$/);
      await expect(page.getByTestId("endpoint-points")).toHaveAttribute("data-here", "true");
      await expect(page.getByTestId("endpoint-points")).not.toContainText(message(locale, "settings.webhooks.pointsElsewhere").split(":")[0]!);
      await expect(page.getByRole("button", { name: message(locale, "settings.webhooks.useReceiver") })).toHaveCount(0);
      await context.close();
    }
  });

  test("a dashboard that no webhook has reached yet says so in neutral words, and offers to deliver here (asking first)", async ({ browser }) => {
    // A server of its own whose service delivers to a port nobody listens on, before any payment.
    const app = await apps.start({ DATA_DIR: tempDataDir(), SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks` });
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await chooseLocale(context, app.url, "es-MX");
    const page = await context.newPage();
    await signInAt(page, app.url, "es-MX", "owner");
    await page.goto(`${app.url}/settings`);
    const points = page.getByTestId("endpoint-points");
    await expect(points).toHaveAttribute("data-here", "false");
    await expect(points).toHaveText(message("es-MX", "settings.webhooks.noneYet"));
    await page.getByRole("button", { name: message("es-MX", "settings.webhooks.useReceiver") }).click();
    const ask = page.getByRole("dialog", { name: message("es-MX", "settings.webhooks.confirmUseReceiver.title") });
    await expect(ask).toContainText(message("es-MX", "settings.webhooks.confirmUseReceiver.body"));
    await ask.getByRole("button", { name: message("es-MX", "common.cancel") }).click();
    await expect(ask).toHaveCount(0);
    await context.close();
  });

  // 3
  test("the activity log's actions are chosen by touch on a tablet (checkboxes, no Ctrl or ⌘), into the same URL parameters", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "owner", "en", { width: 800, height: 1280 }, { hasTouch: true });
    await page.goto("/settings/activity");
    const filters = page.getByRole("search", { name: "Filter the activity" });
    await filters.getByRole("checkbox", { name: "Changed a user's role", exact: true }).tap();
    await filters.getByRole("checkbox", { name: "Disabled a user", exact: true }).tap();
    await expect(filters.getByRole("checkbox", { name: "Changed a user's role", exact: true })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: "Disabled a user", exact: true })).toBeChecked();
    await filters.getByRole("button", { name: "Apply" }).tap();
    await expect(page).toHaveURL(/\?action=user\.role_changed&action=user\.disabled(&|$)/);
    for (const row of await page.getByTestId("audit-row").all()) expect(await row.getAttribute("data-audit-action")).toMatch(/^user\.(role_changed|disabled)$/);
    // What the URL chose is shown chosen; a tap takes one out again.
    await expect(filters.getByRole("checkbox", { name: "Changed a user's role", exact: true })).toBeChecked();
    await filters.getByRole("checkbox", { name: "Disabled a user", exact: true }).tap();
    await filters.getByRole("button", { name: "Apply" }).tap();
    await expect(page).toHaveURL(/\?action=user\.role_changed(&|$)/);
    await expect(page.getByText(/Ctrl|⌘/)).toHaveCount(0);
    await context.close();
  });

  test("the payments list's status choices read as merchants' words: the API's raw codes (ec_auhtorized…) are only the values", async ({ browser, baseURL }) => {
    for (const locale of LOCALES) {
      const { context, page } = await signedIn(browser, baseURL!, "cashier", locale);
      await page.goto("/intents");
      const picker = page.getByTestId("status-picker");
      await picker.locator("summary").click();
      const values = await picker.locator('input[name="status"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(values).toContain("ec_auhtorized");
      const shown = (await picker.innerText()).split("\n");
      for (const code of values) {
        expect(shown.join(" "), `${locale}: ${code} shown`).not.toContain(code);
        const box = picker.locator(`input[value="${code}"]`);
        await expect(box, `${locale}: ${code}`).toHaveAccessibleName(new RegExp(`^${message(locale, `statuses.status.${code}`)} · `));
      }
      await context.close();
    }
  });

  // 4
  test("one name per place: the menu and the page say Reports, the till is Charge (Cobrar), Caja stays the product's name and Corte de caja's", async ({ browser, baseURL }) => {
    const words = { "es-MX": { reports: "Reportes", till: "Cobrar", cashUp: "Corte de caja" }, en: { reports: "Reports", till: "Charge", cashUp: "Cash-up" } } as const;
    for (const locale of LOCALES) {
      const { context, page } = await signedIn(browser, baseURL!, "owner", locale);
      await page.goto("/overview");
      const nav = page.getByRole("navigation", { name: message(locale, "nav.main") });
      await expect(nav.locator('a[href="/overview"]')).toHaveText(words[locale].reports);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[locale].reports);
      await expect(nav.locator('a[href="/checkout"]')).toHaveText(words[locale].till);
      await expect(nav.locator('a[href="/cash-up"]')).toHaveText(words[locale].cashUp);
      await nav.locator('a[href="/checkout"]').click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[locale].till);
      await expect(page).toHaveTitle(`${words[locale].till} · Caja`);
      await expect(page.locator("header").getByRole("link", { name: /^Caja\b/ })).toBeVisible(); // the product (and "sandbox" beside it here)
      await expect(nav.getByRole("link", { name: "Caja", exact: true })).toHaveCount(0);
      await context.close();
    }
  });

  // 5
  test("New payment invents no branch nor terminal: empty with a hint on a device that is no till, the till's own names on a tablet set up as one", async ({ browser, baseURL, request }) => {
    const { context, page } = await signedIn(browser, baseURL!, "cashier", "es-MX");
    await page.goto("/intents/new");
    const branch = page.getByLabel(message("es-MX", "newPayment.branch"));
    const terminal = page.getByLabel(message("es-MX", "newPayment.same.terminal"));
    await expect(branch).toHaveValue("");
    await expect(terminal).toHaveValue("");
    await expect(branch).toHaveAttribute("placeholder", message("es-MX", "newPayment.branchPlaceholder"));
    await expect(terminal).toHaveAttribute("placeholder", message("es-MX", "newPayment.terminalPlaceholder"));
    await context.close();

    const names = { branch: unique("Sucursal"), terminal: "Mostrador 2" };
    const tablet = await tillTablet(browser, "cashier", names);
    await tablet.page.goto("/intents/new");
    await expect(tablet.page.getByLabel("Branch")).toHaveValue(names.branch);
    await expect(tablet.page.getByLabel("Terminal")).toHaveValue(names.terminal);
    await tablet.page.getByLabel("Amount").fill("25");
    await tablet.page.getByRole("button", { name: "Create payment: QR code (CoDi)" }).click();
    const intent = (await tablet.page.getByTestId("payment-created").getAttribute("data-intent"))!;
    expect((await detail(request, intent)).data.data).toMatchObject({ branch: names.branch, terminal: names.terminal });
    await tablet.context.close();
  });

  // 6
  test("the payments list exports CSV for Excel (with a BOM) as the reports do, of the same filters", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "owner", "en");
    await page.goto("/intents?group=authorized&branch=Nowhere-walk");
    const excel = page.getByRole("link", { name: "Excel (UTF-8 with BOM)" });
    await expect(excel).toHaveAttribute("href", "/api/dashboard/intents/export?group=authorized&branch=Nowhere-walk&bom=1");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/dashboard/intents/export?group=authorized&branch=Nowhere-walk");
    const [download] = await Promise.all([page.waitForEvent("download"), excel.click()]);
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await context.close();
  });

  // 7
  test("on load, the orange Reconnecting badge never appears before the live stream first opens", async ({ browser, baseURL }) => {
    for (const locale of LOCALES) {
      const { context, page } = await signedIn(browser, baseURL!, "owner", locale);
      const reconnecting = message(locale, "live.reconnecting");
      await page.addInitScript((word) => {
        const w = window as unknown as { __reconnectingSeen: string[] };
        w.__reconnectingSeen = [];
        const look = () => {
          for (const badge of document.querySelectorAll('[data-testid="live-indicator"], [data-testid="report-live"]')) {
            if (badge.textContent?.includes(word) || badge.querySelector(".bg-amber-500")) w.__reconnectingSeen.push(`${performance.now().toFixed(0)} ms: ${badge.textContent}`);
          }
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      }, reconnecting);
      for (const path of ["/intents", "/overview", "/cash-up"]) {
        await page.goto(path);
        await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
        expect(await page.evaluate(() => (window as unknown as { __reconnectingSeen: string[] }).__reconnectingSeen), `${locale} ${path}`).toEqual([]);
      }
      await context.close();
    }
  });

  // 8
  test("at 390 px the activity log wraps an email only after @ . - _ , never inside a word", async ({ browser, baseURL }) => {
    const { context, page } = await signedIn(browser, baseURL!, "owner", "en", viewportOf(390));
    const email = `${unique("walk")}-a-rather-long-mailbox@tienda-de-ejemplo.test`;
    await page.goto("/settings");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Create user" }) });
    await form.getByLabel("Name").fill("Wrap Test");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Initial password").fill("a-long-enough-password");
    await form.getByRole("button", { name: "Create user" }).click();
    await expect(form.getByRole("status")).toContainText(email);
    await page.goto(`/settings/activity?target=${encodeURIComponent(email)}`);
    const target = page.getByTestId("audit-target").first();
    await expect(target).toHaveText(email);
    /** Where the text's lines start (the index of each line's first character). */
    const lineStarts = (el: Locator) =>
      el.evaluate((node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        const tops: Array<{ char: string; top: number }> = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (let i = 0; i < text.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            tops.push({ char: text.textContent![i]!, top: range.getBoundingClientRect().top });
          }
        }
        return { text: tops.map((t) => t.char).join(""), starts: tops.flatMap((t, i) => (i > 0 && t.top > tops[i - 1]!.top + 1 ? [i] : [])) };
      });
    const { text, starts } = await lineStarts(target);
    expect(text).toBe(email);
    expect(starts.length, "the email is long enough to wrap at 390 px").toBeGreaterThan(0);
    for (const start of starts) expect(`${text.slice(0, start)}|${text.slice(start)}`, "a line ends after @ . - or _").toMatch(/[@._-]\|/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  // 9
  test("on a phone (390×844) the payments search placeholder fits its box, in both languages", async ({ browser, baseURL }) => {
    for (const locale of LOCALES) {
      const { context, page } = await signedIn(browser, baseURL!, "cashier", locale, { width: 390, height: 844 });
      await page.goto("/intents");
      const search = page.getByRole("searchbox", { name: message(locale, "payments.search.label") });
      await expect(search).toHaveAttribute("placeholder", message(locale, "payments.search.placeholder"));
      const fit = await search.evaluate((input) => {
        const el = input as HTMLInputElement;
        const style = getComputedStyle(el);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: Math.ceil(context.measureText(el.placeholder).width), room };
      });
      expect(fit.text, `${locale}: the placeholder (${fit.text} px) in a ${fit.room} px box`).toBeLessThanOrEqual(fit.room);
      await context.close();
    }
  });

  // 10
  test("the cash-up open on screen updates its total when a payment is paid, without a reload", async ({ browser, baseURL, request }) => {
    const { context, page } = await signedIn(browser, baseURL!, "owner", "en");
    const branch = unique("CU-live");
    const first = await paidPayment(request, 10, branch);
    await untilDashboardHas(page, first, branch);
    const created = (await detail(request, first)).data as unknown as { created: string };
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(created.created));
    await page.goto(`/cash-up?${new URLSearchParams({ day, branch })}`);
    const collected = page.getByTestId("summary-collected");
    await expect(collected).toHaveText("MXN 10.00");
    // the page is listening before the sale happens (else a sale before the stream connects waits for the poll)
    await expect(page.getByTestId("report-live")).toHaveAttribute("data-connected", "true");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await paidPayment(request, 25, branch);
    await expect(collected).toHaveText("MXN 35.00", { timeout: 10_000 });
    await expect(page.getByTestId("summary-sales")).toHaveText("2");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no reload").toBe(true);
    await context.close();
  });
});

