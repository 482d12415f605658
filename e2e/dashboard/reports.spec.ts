import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { createPostgresDatabase } from "../../lib/testing/databases";
import { advance, createIntent, intentBody } from "../support/api";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { expectNoHorizontalScroll, LOCALES, message, useLocale as chooseLocale, viewportOf, WIDTHS, type Locale } from "../support/locale";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";
import { parseCsv } from "../../lib/testing/parse-csv";

/**
 * The reports on a server of their own (PostgreSQL), seeded with payments created on chosen days
 * (straight into the dashboard's table, as the service could not create them in the past), so
 * every figure is known exactly; then live payments through the API.
 */

const ZONE = "America/Mexico_City"; // the dashboard's DASHBOARD_TIME_ZONE (UTC−6 all year)

test.describe.configure({ mode: "default" }); // one server for the file: its tests in order, in one worker

const apps = appsForSpec(SERVER_SECRETS_ENV);
let app: AppProcess;
let dropDatabase: () => Promise<void>;
let ownerState: string;

// ---- days, independently of the app's own date code --------------------------------------------

const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** An instant at a local wall-clock time of a day in Mexico City (no daylight saving time there). */
const at = (day: string, clock: string) => new Date(Date.parse(`${day}T${clock}:00Z`) + 6 * 3600_000).toISOString();

type Seed = {
  id: string;
  payment: "qr_present" | "card_present" | "ec_remote";
  amount: number;
  branch: string;
  terminal: string;
  status: string;
  code: number;
  reason?: string;
  day: string;
  clock: string;
  /** when the dashboard first heard of it, if not at its creation */
  heard?: string;
  concept?: string;
  items?: Array<{ sku: string; qty?: number }>;
};

const id = (n: number) => `qp_report${String(n).padStart(16, "0")}`;
const SEEDS: Seed[] = [
  { id: id(1), payment: "qr_present", amount: 100.5, branch: "Centro", terminal: "Caja 1", status: "qr_authorized", code: 103, day: today, clock: "09:05", concept: 'Café "grande", con leche\nñandú', items: [{ sku: "A", qty: 2 }, { sku: "B" }] },
  { id: id(2), payment: "card_present", amount: 200.25, branch: "Centro", terminal: "Caja 1", status: "cp_authorized", code: 122, day: today, clock: "09:40", concept: "=HYPERLINK(\"x\")" },
  { id: id(3), payment: "qr_present", amount: 30, branch: "Centro", terminal: "Caja 1", status: "qr_error_x", code: 402, reason: "insufficient_funds", day: today, clock: "11:00" },
  { id: id(4), payment: "qr_present", amount: 12, branch: "Centro", terminal: "Caja 2", status: "qr_scanned", code: 101, day: today, clock: "12:00" },
  { id: id(5), payment: "ec_remote", amount: 55.55, branch: "Norte", terminal: "Web", status: "ec_auhtorized", code: 115, day: today, clock: "13:00" },
  { id: id(6), payment: "qr_present", amount: 40, branch: "Norte", terminal: "Caja 1", status: "qr_expired", code: 104, reason: "expired", day: today, clock: "13:10" },
  { id: id(7), payment: "qr_present", amount: 60, branch: "Norte", terminal: "Caja 1", status: "qr_expired", code: 104, reason: "canceled", day: today, clock: "13:20" },
  // created at 23:59 yesterday, its webhook heard after midnight: yesterday's
  { id: id(8), payment: "ec_remote", amount: 500, branch: "Centro", terminal: "Web", status: "ec_auhtorized", code: 115, day: addDays(today, -1), clock: "23:59", heard: at(today, "00:01") },
  { id: id(9), payment: "qr_present", amount: 50, branch: "Centro", terminal: "Caja 1", status: "qr_authorized", code: 103, day: addDays(today, -1), clock: "08:00" },
  { id: id(10), payment: "card_present", amount: 1000, branch: "Centro", terminal: "Caja 2", status: "cp_authorized", code: 122, day: addDays(today, -3), clock: "12:00" },
  { id: id(11), payment: "qr_present", amount: 7, branch: "Norte", terminal: "Caja 1", status: "qr_authorized", code: 103, day: addDays(today, -20), clock: "12:00" },
  { id: id(12), payment: "qr_present", amount: 999, branch: "Norte", terminal: "Caja 1", status: "qr_authorized", code: 103, day: addDays(today, -40), clock: "12:00" },
];

const GROUP_OF: Record<string, string> = { qr_authorized: "authorized", cp_authorized: "authorized", ec_auhtorized: "authorized", qr_error_x: "failed", qr_scanned: "in_progress", qr_expired: "expired" };
const groupOf = (seed: Seed) => (seed.reason === "canceled" ? "canceled" : GROUP_OF[seed.status]!);

const PRESETS = {
  today: { from: today, to: today },
  yesterday: { from: addDays(today, -1), to: addDays(today, -1) },
  "7d": { from: addDays(today, -6), to: today },
  month: { from: `${today.slice(0, 8)}01`, to: today },
} as const;

/** What a report of [from, to] must show, added up here from the seeds. */
function expected(from: string, to: string, extra: Seed[] = []) {
  const inRange = [...SEEDS, ...extra].filter((seed) => seed.day >= from && seed.day <= to);
  const sales = inRange.filter((seed) => groupOf(seed) === "authorized");
  const finished = inRange.filter((seed) => groupOf(seed) !== "in_progress");
  const collected = sales.reduce((sum, seed) => sum + Math.round(seed.amount * 100), 0) / 100;
  const groups = Object.fromEntries(["authorized", "in_progress", "failed", "expired", "canceled"].map((group) => [group, inRange.filter((seed) => groupOf(seed) === group).length]));
  return { payments: inRange.length, sales: sales.length, finished: finished.length, collected, average: sales.length ? Math.round((collected / sales.length) * 100) / 100 : null, groups, seeds: inRange };
}

const money = (locale: Locale, amount: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(amount);
const percent = (locale: Locale, rate: number) => new Intl.NumberFormat(locale, { style: "percent" }).format(rate);
/** A text as a pattern: its characters as they are, any run of spaces as any whitespace (amounts carry a no-break space). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase(process.env.E2E_DATABASE_URL!);
  dropDatabase = database.drop;
  app = await apps.start({ DATABASE_URL: database.url, DATA_DIR: tempDataDir() });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  for (const seed of SEEDS) {
    const created = at(seed.day, seed.clock);
    await db.query(
      `INSERT INTO dashboard_intent (id, payment, amount, branch, terminal, ticket, concept, status, code, seq, reason, final, created_at, first_seen_at, updated_at, detailed, items)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 2, $10, $11, $12, $13, now(), true, $14)`,
      [seed.id, seed.payment, seed.amount, seed.branch, seed.terminal, `T-${seed.id.slice(-3)}`, seed.concept ?? null, seed.status, seed.code, seed.reason ?? null, seed.status !== "qr_scanned", created, seed.heard ?? created, seed.items ? JSON.stringify(seed.items) : null],
    );
    await db.query(`INSERT INTO dashboard_intent_event (intent_id, seq, status, code, reason, source, occurred_at) VALUES ($1, 2, $2, $3, $4, 'api', $5)`, [
      seed.id,
      seed.status,
      seed.code,
      seed.reason ?? null,
      new Date(Date.parse(created) + 90_000).toISOString(),
    ]);
  }
  await db.end();
  const context = await browser.newContext({ baseURL: app.url });
  await signInPage(await context.newPage(), "owner");
  ownerState = test.info().outputPath("owner.json");
  await context.storageState({ path: ownerState });
  await context.close();
});

test.afterAll(async () => {
  await apps.stopAll();
  await dropDatabase?.();
});

async function ownerContext(browser: Browser, locale: Locale, options: { width?: number; hasTouch?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: app.url, storageState: ownerState, viewport: viewportOf(options.width ?? 1280), hasTouch: options.hasTouch ?? false });
  await chooseLocale(context, app.url, locale); // the cookie the language switch sets
  return context;
}

async function expectReport(page: Page, locale: Locale, want: ReturnType<typeof expected>) {
  await expect(page.getByTestId("summary-collected")).toHaveText(money(locale, want.collected));
  await expect(page.getByTestId("summary-sales")).toHaveText(String(want.sales));
  await expect(page.getByTestId("summary-success")).toHaveText(want.finished ? percent(locale, want.sales / want.finished) : "—");
  await expect(page.getByTestId("summary-average")).toHaveText(want.average === null ? "—" : money(locale, want.average));
  for (const [group, count] of Object.entries(want.groups)) await expect(page.locator(`[data-testid="report-groups"] li[data-group="${group}"]`)).toHaveAttribute("data-count", String(count));
  await expect(page.locator('[data-testid="report-groups"] li[data-group="all"]')).toHaveAttribute("data-count", String(want.payments));
}

test.describe("reports", () => {
  test("each range in both languages: totals, success rate, average ticket and groups; the 23:59 sale heard after midnight counts on its day", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const locale of LOCALES) {
      const context = await ownerContext(browser, locale);
      const page = await context.newPage();
      await page.goto("/overview");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "reports.title"));
      await expect(page.getByTestId("report-quick").locator('[aria-current="page"]')).toHaveText(message(locale, "reports.range.today"));
      for (const [range, days] of Object.entries(PRESETS)) {
        await page.getByTestId("report-quick").getByRole("link", { name: message(locale, `reports.range.${range}`) }).click();
        await expect(page).toHaveURL(new RegExp(`range=${range}`));
        await expect(page.getByTestId("report-period")).toHaveAttribute("data-from", days.from);
        await expect(page.getByTestId("report-period")).toHaveAttribute("data-to", days.to);
        await expectReport(page, locale, expected(days.from, days.to));
      }
      // yesterday holds the sale created at 23:59 (heard of at 00:01 today); today does not
      expect(expected(PRESETS.yesterday.from, PRESETS.yesterday.to).seeds.map((s) => s.id)).toContain(id(8));
      // chosen dates through the form, in the locale's own date order
      const from = addDays(today, -40);
      const [y, m, d] = from.split("-");
      await page.getByTestId("date-from").fill(locale === "en" ? `${m}/${d}/${y}` : `${d}/${m}/${y}`);
      await page.getByRole("button", { name: message(locale, "reports.filters.show") }).click();
      await expect(page).toHaveURL(new RegExp(`range=custom&from=${from}&to=${today}`));
      await expectReport(page, locale, expected(from, today));
      await context.close();
    }
  });

  test("by branch, by till and by payment type; narrowed to a branch, a preset stays a preset", async ({ browser }) => {
    for (const locale of LOCALES) {
      const context = await ownerContext(browser, locale);
      const page = await context.newPage();
      await page.goto("/overview?range=7d");
      const want = expected(PRESETS["7d"].from, PRESETS["7d"].to);
      const row = (table: string, key: string) => page.getByTestId(table).locator(`tr[data-row="${key}"]`);
      for (const branch of ["Centro", "Norte"]) {
        const seeds = want.seeds.filter((s) => s.branch === branch);
        const sales = seeds.filter((s) => groupOf(s) === "authorized");
        await expect(row("by-branch", branch).locator('[data-figure="payments"]')).toHaveAttribute("data-count", String(seeds.length));
        await expect(row("by-branch", branch).locator('[data-figure="collected"]')).toHaveText(money(locale, sales.reduce((sum, s) => sum + s.amount, 0)));
      }
      await expect(row("by-terminal", "Centro|Caja 1").locator('[data-figure="sales"]')).toHaveAttribute("data-count", "3");
      await expect(row("by-terminal", "Centro|Web").locator('[data-figure="collected"]')).toHaveText(money(locale, 500));
      await expect(row("by-payment", "card_present").locator("th")).toHaveText(message(locale, "statuses.payment.card_present"));
      await expect(row("by-payment", "card_present").locator('[data-figure="collected"]')).toHaveText(money(locale, 1200.25));
      await expect(row("by-payment", "ec_remote").locator('[data-figure="average"]')).toHaveText(money(locale, 277.78)); // (55.55 + 500) / 2

      // only Norte, still the last 7 days
      await page.locator("select[name=branch]").selectOption("Norte");
      await page.getByRole("button", { name: message(locale, "reports.filters.show") }).click();
      await expect(page).toHaveURL(/\?range=7d&branch=Norte$/);
      await expect(page.getByTestId("report-period")).toContainText(`${message(locale, "reports.filters.branch")} Norte`);
      await expect(page.getByTestId("summary-collected")).toHaveText(money(locale, 55.55));
      await expect(page.getByTestId("by-branch").locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("select[name=branch] option")).toHaveText([message(locale, "reports.filters.allBranches"), "Centro", "Norte"]);
      await context.close();
    }
  });

  test("every group opens the payments list filtered to exactly what it counts", async ({ browser }) => {
    const context = await ownerContext(browser, "es-MX");
    const page = await context.newPage();
    await page.goto("/overview?range=7d");
    const links = await page.locator('[data-testid="report-groups"] a[href^="/intents"], main a[data-figure][href^="/intents"]').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, count: Number(a.closest("[data-count]")?.getAttribute("data-count")) })));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(link.href).toContain(`from=${PRESETS["7d"].from}&to=${today}`);
      const body = (await (await context.request.get(`/api/dashboard/intents?${link.href.split("?")[1]}`)).json()) as { data: { rows: unknown[]; invalid: string[] } };
      expect(body.data.invalid, link.href).toEqual([]);
      expect(body.data.rows.length, link.href).toBe(link.count);
    }
    // Canceled apart from Expired, each a tap away
    await expect(page.getByTestId("group-canceled")).toContainText("Cancelado");
    await expect(page.getByTestId("group-expired")).toContainText("Vencido");
    await page.getByTestId("group-canceled").click();
    await expect(page).toHaveURL(new RegExp(`/intents\\?group=canceled&from=${PRESETS["7d"].from}&to=${today}$`));
    // the exact API statuses are secondary detail, under their group
    await page.goBack();
    await expect(page.getByTestId("group-authorized-statuses")).toBeHidden();
    await page.locator('li[data-group="authorized"] summary').click();
    await expect(page.getByTestId("group-authorized-statuses")).toContainText("ec_auhtorized");
    await context.close();
  });

  test("the chart names its axes and shows values without hovering: labels on bars, a read-out, a table; a tap on a phone shows a bar's value", async ({ browser }) => {
    for (const locale of LOCALES) {
      const desktop = await ownerContext(browser, locale);
      const page = await desktop.newPage();
      await page.goto("/overview");
      const chart = page.getByTestId("report-chart");
      await expect(chart.getByTestId("chart-y-axis")).toHaveText(message(locale, "reports.chart.yAxis").replace("{currency}", "MXN"));
      await expect(chart.getByTestId("chart-x-axis")).toContainText(message(locale, "reports.chart.xHour").split(" (")[0]!);
      await expect(chart.getByTestId("chart-x-labels").locator("span > span")).toHaveCount(24);
      await expect(chart.getByTestId("chart-tick")).toHaveText([money(locale, 500), money(locale, 250), money(locale, 0)]);
      // the hour 09:00 has two sales (100.50 + 200.25): its value is written on the bar, no hover needed
      const nine = chart.locator('[data-bucket="9"]');
      await expect(nine.getByTestId("chart-value")).toBeVisible();
      await expect(nine.getByTestId("chart-value")).toHaveText(money(locale, 300.75));
      // the read-out starts on the latest hour with sales, 13:00
      await expect(chart.getByTestId("chart-readout")).toHaveText(new RegExp(`^13:00–14:00: ${literal(money(locale, 55.55))}`));
      await chart.getByRole("button", { name: message(locale, "reports.chart.previous") }).click();
      await expect(chart.getByTestId("chart-readout")).toContainText("12:00–13:00");
      await chart.locator("summary").click();
      await expect(chart.getByTestId("chart-table").locator("tbody tr")).toHaveCount(24);
      await expect(chart.getByTestId("chart-table").locator("tbody tr").nth(9)).toContainText(money(locale, 300.75));
      // a range of days has a bar per day
      await page.goto("/overview?range=7d");
      await expect(chart).toHaveAttribute("data-unit", "day");
      await expect(chart.locator("[data-bucket]")).toHaveCount(7);
      await expect(chart.getByTestId("chart-x-axis")).toHaveText(message(locale, "reports.chart.xDay"));
      await desktop.close();

      const phone = await ownerContext(browser, locale, { width: 390, hasTouch: true });
      const small = await phone.newPage();
      await small.goto("/overview");
      const bars = small.getByTestId("report-chart");
      await bars.locator('[data-bucket="9"]').tap();
      await expect(bars.getByTestId("chart-readout")).toHaveText(new RegExp(`^09:00–10:00: ${literal(money(locale, 300.75))}, 2\\s`));
      await phone.close();
    }
  });

  test("the CSV: every row has the header's columns, the times with their offset, concept, reason, items and last change; a BOM only for Excel", async ({ browser }) => {
    for (const locale of LOCALES) {
      const context = await ownerContext(browser, locale);
      const page = await context.newPage();
      await page.goto("/overview?range=month");
      const csvLink = page.getByTestId("report-export").getByRole("link", { name: message(locale, "common.export.csv") });
      const excelLink = page.getByTestId("report-export").getByRole("link", { name: message(locale, "common.export.excel") });
      await expect(excelLink).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
      const plain = Buffer.concat(await (await download.createReadStream()).toArray());
      const excel = Buffer.from(await (await context.request.get((await excelLink.getAttribute("href"))!)).body());
      expect([...plain.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
      expect([...excel.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const days = PRESETS.month.from === today ? today : `${PRESETS.month.from}_${today}`;
      expect(download.suggestedFilename()).toBe(`caja-payments-${days}.csv`);

      const records = parseCsv(plain.toString());
      const header = records[0]!;
      expect(header).toEqual(["id", "created_at", "updated_at", "status", "code", "status_group", "reason", "payment", "amount", "refunded", "net", "tip", "sale_amount", "vat", "currency", "concept", "ticket", "branch", "terminal", "cashier", "item_count", "phone_last4", "card_last4"]);
      // the Excel file: the reader's words for the columns and the file, local times Excel reads as dates, the same values
      const excelResponse = await context.request.get((await excelLink.getAttribute("href"))!);
      expect(excelResponse.headers()["content-disposition"]).toBe(`attachment; filename="${message(locale, "common.export.fileName")}-${days}.csv"`);
      const excelRecords = parseCsv(excel.subarray(3).toString());
      expect(excelRecords[0]![8]).toBe(message(locale, "common.export.columns.amount"));
      expect(excelRecords).toHaveLength(records.length);
      const excelRow = excelRecords.find((r) => r[0] === id(1))!;
      expect(excelRow.slice(1, 3)).toEqual([`${today} 09:05:00`, `${today} 09:06:30`]);
      expect(excelRow.slice(3)).toEqual(records.find((r) => r[0] === id(1))!.slice(3));
      const want = expected(PRESETS.month.from, today).seeds;
      expect(records).toHaveLength(1 + want.length);
      for (const record of records) expect(record, record.join("|")).toHaveLength(header.length);
      const row = (n: number) => Object.fromEntries(header.map((column, i) => [column, records.find((r) => r[0] === id(n))![i]]));
      expect(row(1)).toMatchObject({ created_at: `${today}T09:05:00.000-06:00`, updated_at: `${today}T09:06:30.000-06:00`, status: "qr_authorized", status_group: "authorized", amount: "100.50", refunded: "0.00", net: "100.50", sale_amount: "100.50", currency: "MXN", concept: 'Café "grande", con leche\nñandú', item_count: "3", branch: "Centro", terminal: "Caja 1" });
      expect(row(2)).toMatchObject({ concept: "'=HYPERLINK(\"x\")", item_count: "" });
      expect(row(3)).toMatchObject({ status: "qr_error_x", status_group: "failed", reason: "insufficient_funds" });
      expect(row(7)).toMatchObject({ status: "qr_expired", status_group: "canceled", reason: "canceled" });
      if (want.some((s) => s.id === id(8))) expect(row(8)).toMatchObject({ created_at: `${addDays(today, -1)}T23:59:00.000-06:00` });
      await context.close();
    }
    const context = await ownerContext(browser, "en");
    expect((await context.request.get("/api/dashboard/intents/export?group=lost")).status()).toBe(400);
    expect((await context.request.get("/api/dashboard/intents/export?bom=yes")).status()).toBe(400);
    expect((await context.request.get("/api/dashboard/intents/export?tz=Mars/Olympus")).status()).toBe(400);
    await context.close();
  });

  test("an invalid range is reported in words, not applied", async ({ browser }) => {
    for (const locale of LOCALES) {
      const context = await ownerContext(browser, locale);
      const page = await context.newPage();
      await page.goto("/overview?range=week");
      await expect(page.getByTestId("report-errors")).toContainText(`${message(locale, "reports.field.range")}: ${message(locale, "reports.invalid.range")}`);
      await expect(page.getByTestId("report-summary")).toHaveCount(0);
      await page.goto(`/overview?range=custom&from=${today}&to=${addDays(today, -2)}`);
      await expect(page.getByTestId("report-errors")).toContainText(`${message(locale, "reports.field.to")}: ${message(locale, "reports.invalid.fromAfterTo")}`);
      await expect(page.getByTestId("report-chart")).toHaveCount(0);
      await context.close();
    }
  });

  test("no horizontal scroll at 390, 800, 1280 and 1440 px, in both languages, on the reports and the cash-up; touch targets of 44 px", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const locale of LOCALES) {
      const context = await ownerContext(browser, locale);
      const page = await context.newPage();
      // each page loaded once, on the phone, then widened to the tablet, laptop and desktop: these
      // pages answer the width with CSS alone (no script of theirs reads it), so a wider window is
      // what a load at that width shows; 6 loads, not 24
      for (const path of ["/overview?range=7d", `/overview?range=today&branch=Centro`, `/cash-up?day=${today}`]) {
        await page.setViewportSize(viewportOf(WIDTHS[0]));
        await page.goto(path);
        await expect(page.getByTestId(path.startsWith("/cash-up") ? "cash-up-summary" : "report-summary")).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize(viewportOf(width));
          await expectNoHorizontalScroll(page);
          if (width === 390) {
            // every control a finger uses (the chart's bars have the ‹ › buttons and the table instead)
            const small = await page.locator("main").locator("a, button, select, summary, input:not([type=hidden])").evaluateAll((elements) =>
              elements
                .filter((e) => !e.closest("[aria-hidden=true]") && e.getAttribute("tabindex") !== "-1" && !e.hasAttribute("data-bucket") && (e as HTMLElement).offsetParent !== null)
                .map((e) => ({ what: `${e.tagName.toLowerCase()} ${(e.textContent ?? "").trim().slice(0, 20)}`, box: e.getBoundingClientRect() }))
                .filter(({ box }) => box.height < 44 || box.width < 44)
                .map(({ what, box }) => `${what} ${Math.round(box.width)}×${Math.round(box.height)}`),
            );
            expect(small, `${path} at ${width} px`).toEqual([]);
          }
        }
      }
      await context.close();
    }
  });

  test("a cashier gets no reports and no export", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await signInPage(page, "cashier");
    await page.goto("/overview");
    await expect(page).toHaveURL(/\/forbidden/);
    expect((await context.request.get("/api/dashboard/intents/export")).status()).toBe(403);
    await context.close();
  });

  test("live while open: a new sale changes the totals within a few seconds on a busy machine (about one on a quiet one), without a reload", async ({ browser }) => {
    const context = await ownerContext(browser, "es-MX");
    const page = await context.newPage();
    await page.goto("/overview");
    await expect(page.getByTestId("report-live")).toHaveAttribute("data-connected", "true");
    const before = expected(today, today);
    await expect(page.getByTestId("summary-collected")).toHaveText(money("es-MX", before.collected));
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const base = intentBody("qr_present", { amount: 123.45 });
    const { intent } = await createIntent(context.request, "qr_present", { body: { ...base, data: { ...base.data, branch: "Sur", terminal: "Caja 9" } } });
    await expect(page.getByTestId("summary-sales")).toHaveText(String(before.sales)); // created, not paid yet
    const paid = Date.now();
    expect((await advance(context.request, intent, "qr_authorized")).status()).toBe(200);
    await expect(page.getByTestId("summary-collected")).toHaveText(money("es-MX", before.collected + 123.45), { timeout: 5_000 });
    const seenAfter = Date.now() - paid;
    await expect(page.getByTestId("summary-sales")).toHaveText(String(before.sales + 1));
    await expect(page.getByTestId("by-branch").locator('tr[data-row="Sur"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), "the page was not reloaded").toBe(marker);
    test.info().annotations.push({ type: "live", description: `sale authorized → totals on screen after ${seenAfter} ms` });
    await context.close();
  });
});

