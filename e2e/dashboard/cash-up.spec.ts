import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { advance, createIntent, detail, intentBody, type PaymentType } from "../support/api";
import { chooseLocale } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";

test.use({ storageState: ".tmp/auth/owner.json", viewport: { width: 1280, height: 800 } });

const ZONE = "America/Mexico_City"; // the dashboard's DASHBOARD_TIME_ZONE in these tests

/** An amount as the dashboard shows it in English (these servers' default language): with its currency's code. */
const mxn = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(amount);

/** [branch, terminal, type, amount, the status to drive it to (null: left as created), reason] */
type Plan = Array<[string, string, PaymentType, number, string | null, string?]>;

const INITIAL: Record<PaymentType, string> = { qr_present: "qr_created", ec_remote: "ec_created", card_present: "cp_created" };

/** Creates the payments through the API, drives them with the sandbox, and waits until the dashboard has each (its branch known, in its last status). */
async function pay(page: Page, request: APIRequestContext, plan: Plan): Promise<string[]> {
  const made: string[] = [];
  for (const [branch, terminal, payment, amount, to, reason] of plan) {
    const base = intentBody(payment, { amount });
    const { intent } = await createIntent(request, payment, { body: { ...base, data: { ...base.data, branch, terminal } } });
    if (to) expect((await advance(request, intent, to, reason ? { reason } : {})).status()).toBe(200);
    made.push(intent);
  }
  const expected = Object.fromEntries(plan.map(([branch, , payment, , to], i) => [made[i]!, `${branch} ${to ?? INITIAL[payment]}`]));
  await expect
    .poll(async () => {
      const seen: Record<string, string> = {};
      for (const branch of new Set(plan.map(([b]) => b))) {
        const body = (await (await page.request.get(`/api/dashboard/intents?${new URLSearchParams({ branch })}`)).json()) as { data: { rows: Array<{ id: string; status: string; branch: string }> } };
        for (const row of body.data.rows) seen[row.id] = `${row.branch} ${row.status}`;
      }
      return seen;
    }, { timeout: 15_000 })
    .toEqual(expected);
  return made;
}

/** The day an intent was created on, in the merchant's time zone (a run across midnight still checks the right day). */
async function dayOf(request: APIRequestContext, intent: string): Promise<string> {
  const { data } = await detail(request, intent);
  const created = (data as unknown as { created: string }).created;
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(created));
}

const rowOf = (page: Page, table: "sales" | "status", level: "till" | "branch", branch: string, terminal?: string): Locator =>
  page.getByTestId(`cash-up-${table}`).locator(`tr[data-level="${level}"][data-branch="${branch}"]${terminal ? `[data-terminal="${terminal}"]` : ""}`);

async function expectFigure(row: Locator, figure: string, count: number, text: string) {
  const link = row.locator(`[data-figure="${figure}"]`);
  await expect(link).toHaveAttribute("data-count", String(count));
  await expect(link).toHaveText(text);
}

test.describe("cash-up", () => {
  test("figures per till and branch; every figure opens exactly the payments it counts", async ({ page, request }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const [b1, b2, t1, t2] = [`CU-${stamp}-Centro`, `CU-${stamp}-Norte`, "Caja 1", "Caja 2"];
    const made = await pay(page, request, [
      [b1, t1, "qr_present", 100.5, "qr_authorized"],
      [b1, t1, "card_present", 200.25, "cp_authorized"],
      [b1, t1, "qr_present", 30, "qr_error_x", "insufficient_funds"],
      [b1, t1, "qr_present", 12, "qr_scanned"],
      [b1, t2, "ec_remote", 55.55, "ec_auhtorized"],
      [b1, t2, "qr_present", 40, "qr_expired"],
      [b1, t2, "qr_present", 60, "qr_expired", "canceled"],
      [b2, t1, "card_present", 10, "cp_authorized"],
    ]);
    const day = await dayOf(request, made[0]!);

    await page.goto(`/cash-up?day=${day}`);
    await expect(page.getByRole("heading", { name: "Cash-up", level: 1 })).toBeVisible();
    const till1 = rowOf(page, "status", "till", b1, t1);
    await expectFigure(till1, "authorized", 2, `2${mxn(300.75)}`);
    await expectFigure(till1, "in_progress", 1, `1${mxn(12)}`);
    await expectFigure(till1, "failed", 1, `1${mxn(30)}`);
    await expectFigure(till1, "expired", 0, `0${mxn(0)}`);
    await expectFigure(till1, "payments", 4, `4${mxn(342.75)}`);
    const till2 = rowOf(page, "status", "till", b1, t2);
    await expectFigure(till2, "authorized", 1, `1${mxn(55.55)}`);
    await expectFigure(till2, "expired", 1, `1${mxn(40)}`);
    await expectFigure(till2, "canceled", 1, `1${mxn(60)}`);
    await expectFigure(rowOf(page, "status", "branch", b1), "payments", 7, `7${mxn(498.30)}`);
    await expectFigure(rowOf(page, "status", "branch", b1), "authorized", 3, `3${mxn(356.30)}`);

    const sales1 = rowOf(page, "sales", "till", b1, t1);
    await expectFigure(sales1, "sales", 2, "2");
    await expectFigure(sales1, "collected", 2, mxn(300.75));
    await expectFigure(sales1, "average", 2, mxn(150.38));
    await expectFigure(sales1, "qr_present", 1, `1${mxn(100.50)}`);
    await expectFigure(sales1, "card_present", 1, `1${mxn(200.25)}`);
    await expectFigure(sales1, "ec_remote", 0, `0${mxn(0)}`);
    await expectFigure(rowOf(page, "sales", "branch", b1), "collected", 3, mxn(356.30));
    await expectFigure(rowOf(page, "sales", "branch", b1), "average", 3, mxn(118.77));
    await expectFigure(rowOf(page, "sales", "till", b2, t1), "collected", 1, mxn(10));

    // one branch: the choosers hold the day's branches and that branch's terminals; the total is the branch's
    await page.locator("select[name=branch]").selectOption(b1);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`branch=${b1}`));
    await expect(page.locator("select[name=branch]").locator("option", { hasText: b2 })).toHaveCount(1);
    await expect(page.locator("select[name=terminal]").locator("option")).toHaveText(["All terminals", t1, t2]);
    await expect(page.getByTestId("summary-collected")).toHaveText(mxn(356.30));
    await expect(page.getByTestId("summary-sales")).toHaveText("3");
    await expectFigure(page.getByTestId("cash-up-status").locator("tfoot tr"), "payments", 7, `7${mxn(498.30)}`);
    await expect(page.getByTestId("cash-up-status").locator("tbody tr")).toHaveCount(3);

    // every figure of the page against the list it links to
    const links = await page.locator("main a[data-figure]").evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, count: Number(a.getAttribute("data-count")), figure: a.getAttribute("data-figure") })));
    expect(links.length).toBe(4 + 4 * 9 + 4 * 6); // the summary; 4 rows (the branch, its 2 tills, the total) of each table (sales: 5 figures and 4 ways of paying, cash included)
    for (const link of links) {
      const query = link.href.replace(/^\/intents\?/, "");
      const body = (await (await page.request.get(`/api/dashboard/intents?${query}`)).json()) as { data: { rows: unknown[]; invalid: string[] } };
      expect(body.data.invalid, link.href).toEqual([]);
      expect(body.data.rows.length, `${link.figure}: ${link.href}`).toBe(link.count);
    }

    // and through the page itself
    await rowOf(page, "status", "till", b1, t2).locator('[data-figure="canceled"]').click();
    await expect(page).toHaveURL(/\/intents\?group=canceled/);
    await page.goBack();
    await rowOf(page, "sales", "till", b1, t1).locator('[data-figure="collected"]').click();
    await expect(page).toHaveURL(/\/intents\?group=authorized/);
  });

  test("a cashier's cash-up of one till prints without the navigation, on A4 and stacked on 80 mm paper", async ({ browser, request }) => {
    const context = await browser.newContext({ storageState: ".tmp/auth/cashier.json", viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const branch = `CU-${Date.now().toString(36)}-Print`;
    const [intent] = await pay(page, request, [
      [branch, "Caja 1", "qr_present", 25, "qr_authorized"],
      [branch, "Caja 1", "card_present", 75, "cp_authorized"],
    ]);
    await page.goto("/intents");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cash-up" }).click();
    await expect(page).toHaveURL(/\/cash-up$/);
    await expect(page.getByTestId("cash-up-day")).toContainText(new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: ZONE }).format(new Date()));
    await page.goto(`/cash-up?${new URLSearchParams({ day: await dayOf(request, intent!), branch, terminal: "Caja 1" })}`);
    await expect(page.getByTestId("summary-collected")).toHaveText(mxn(100));
    await expect(page.getByTestId("summary-average")).toHaveText(mxn(50));
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.getByTestId("summary-collected")).toBeVisible();
    const overflow = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll("main *")].filter((e) => e.getBoundingClientRect().right > width + 0.5);
        return wide.map((e) => `${e.tagName.toLowerCase()}${e.getAttribute("data-testid") ? `[${e.getAttribute("data-testid")}]` : ""}`).slice(0, 5);
      });
    // A4: 210 mm less the margins, the table as a table
    await page.setViewportSize({ width: 718, height: 1000 });
    await expect(page.getByTestId("cash-up-sales").locator("thead")).toBeVisible();
    expect(await overflow(), "elements beyond the paper's width").toEqual([]);
    // 80 mm till paper: every row a block of "label value" lines
    await page.setViewportSize({ width: 280, height: 1000 });
    await expect(page.getByTestId("cash-up-sales").locator("thead")).toBeHidden();
    const stacked = page.getByTestId("cash-up-sales").locator('tfoot td[data-label="Collected"]');
    await expect(stacked).toBeVisible();
    expect(await stacked.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Collected"');
    expect(await overflow(), "elements beyond the paper's width").toEqual([]);
    await context.close();
  });

  test("an invalid day, branch or terminal is reported, not applied", async ({ page }) => {
    await page.goto(`/cash-up?day=2026-02-30&terminal=${"x".repeat(65)}`);
    const errors = page.getByTestId("report-errors");
    await expect(errors).toContainText("Day: is not a day of the calendar");
    await expect(errors).toContainText("These choices are not valid, so nothing is shown");
    await expect(errors).toContainText("Terminal: must be at most 64 characters");
    await expect(page.getByTestId("cash-up-summary")).toHaveCount(0);
    await expect(page.getByTestId("cash-up-sales")).toHaveCount(0);
  });

  test("the cash-up of a branch in Spanish (README screenshot)", async ({ page, request, baseURL }) => {
    await chooseLocale(page.context(), baseURL!, "es-MX");
    const branch = "Centro";
    const plan: Plan = [
      [branch, "Caja 1", "qr_present", 249.9, "qr_authorized"],
      [branch, "Caja 1", "card_present", 1320, "cp_authorized"],
      [branch, "Caja 1", "qr_present", 45, "qr_error_x", "insufficient_funds"],
      [branch, "Caja 1", "qr_present", 89, "qr_authorized"],
      [branch, "Caja 2", "card_present", 560, "cp_authorized"],
      [branch, "Caja 2", "qr_present", 120, "qr_expired", "canceled"],
      [branch, "Caja 2", "qr_present", 35.5, "qr_authorized"],
      [branch, "Web", "ec_remote", 899, "ec_auhtorized"],
      [branch, "Web", "ec_remote", 150, "ec_expired"],
    ];
    const made = await pay(page, request, plan);
    await page.goto(`/cash-up?${new URLSearchParams({ day: await dayOf(request, made[0]!), branch })}`);
    await expect(page.getByTestId("cash-up-sales").locator("tbody tr")).toHaveCount(4);
    await saveScreenshot(page, "cash-up");
  });
});
