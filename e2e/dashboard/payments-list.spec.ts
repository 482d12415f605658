import { expect, test, type Browser, type Page } from "@playwright/test";
import { advance, cancel, createIntent, init, intentBody, type PaymentType } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, chooseLocale, viewportOf, WIDTHS, type Locale } from "../support/locale";

/** A message with its simple arguments filled in ({q}, {value}); plurals are not used here. */
const say = (locale: Locale, path: string, values: Record<string, string> = {}) =>
  message(locale, path)
    .replace(/<\/?\w+>/g, "")
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** A word no other payment has: searches and filters of a test see only its own payments. */
const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);

type Seed = { payment: PaymentType; concept: string; amount?: number; ticket?: string; to?: string; canceled?: boolean; phone?: string };

/** Payments created through the API (and moved on through the sandbox), as a point of sale would. */
async function seed(page: Page, seeds: Seed[]): Promise<string[]> {
  const made: string[] = [];
  for (const s of seeds) {
    const base = intentBody(s.payment, { amount: s.amount ?? 149.5 });
    const { intent } = await createIntent(page.request, s.payment, { body: { ...base, data: { ...base.data, concept: s.concept, ticket: s.ticket ?? base.data.ticket } } });
    if (s.payment === "ec_remote" && s.phone) expect((await init(page.request, intent, s.phone)).status()).toBe(200);
    if (s.to) expect((await advance(page.request, intent, s.to)).status()).toBe(200);
    if (s.canceled) expect((await cancel(page.request, intent)).status()).toBe(200);
    made.push(intent);
  }
  return made;
}

type ListBody = { data: { rows: Array<{ id: string }>; nextCursor: string | null } };

/** Waits until the dashboard's list answers as expected (its copy fills from webhooks and API reads). */
async function waitForList(page: Page, query: string, ready: number | ((body: ListBody["data"]) => boolean)) {
  await expect(async () => {
    const body = (await (await page.request.get(`/api/dashboard/intents?${query}`)).json()) as ListBody;
    if (typeof ready === "number") expect(body.data.rows).toHaveLength(ready);
    else expect(ready(body.data)).toBe(true);
  }).toPass({ timeout: 15_000 });
}

async function openPage(browser: Browser, baseURL: string, locale: Locale, width = 1440) {
  const context = await browser.newContext({ storageState: ".tmp/auth/owner.json", viewport: viewportOf(width) });
  await chooseLocale(context, baseURL, locale);
  return { context, page: await context.newPage() };
}

/** The rows the list shows at this width (the table's on wide screens, the blocks' on narrow ones). */
const rows = (page: Page) => page.getByTestId("intent-row").filter({ visible: true });

for (const locale of LOCALES) {
  test.describe(`payments list (${locale})`, () => {
    test("every width: blocks with amount, status, time and short id at 390 and 800 px, the table at 1280 and 1440; filters fold into a counted disclosure on narrow screens; no sideways scroll", async ({ browser, baseURL }) => {
      const { context, page } = await openPage(browser, baseURL!, locale, 390);
      const word = uniqueWord();
      const [intent] = await seed(page, [{ payment: "qr_present", concept: `Pan ${word}`, amount: 1234.5, ticket: `T-${Date.now()}`, to: "qr_authorized" }]);
      await waitForList(page, `q=${word}`, 1);
      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        await page.goto(`/intents?q=${word}&group=authorized&from=2020-01-01`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "payments.title"));
        const row = rows(page);
        await expect(row).toHaveCount(1);
        await expect(row).toHaveAttribute("data-intent", intent!);
        await expect(row.getByTestId("status-badge")).toHaveText(message(locale, "statuses.group.authorized"));
        await expect(row).toContainText(locale === "en" ? "MXN 1,234.50" : "MXN 1,234.50");
        if (width < 1280) {
          // A block: amount and status, then time, then the id (cut short, whole in its title)
          await expect(row).toHaveCSS("display", "grid");
          await expect(page.locator("thead")).toHaveCSS("position", "absolute"); // for screen readers only
          await expect(row.locator("time")).toBeVisible();
          await expect(row.getByTitle(intent!)).toBeVisible();
          const [amount, badge, time] = await Promise.all([row.getByText("MXN").boundingBox(), row.getByTestId("status-badge").boundingBox(), row.locator("time").boundingBox()]);
          expect(Math.abs(amount!.y + amount!.height / 2 - (badge!.y + badge!.height / 2))).toBeLessThan(8);
          expect(time!.y).toBeGreaterThan(amount!.y + amount!.height - 1);
          // The filters fold, with how many are on (the status groups and the start date).
          const toggle = page.getByTestId("filters-toggle");
          await expect(toggle).toHaveText(locale === "en" ? "Filters (2 active)" : "Filtros (2 activos)");
          await expect(page.getByTestId("filters-panel")).toBeHidden();
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
          await page.getByTestId("status-picker").locator("summary").click();
          await expect(page.getByRole("checkbox", { name: message(locale, "statuses.group.failed"), exact: true })).toBeVisible();
        } else {
          await expect(row).toHaveCSS("display", "table-row");
          await expect(page.getByTestId("filters-toggle")).toBeHidden();
          await expect(page.getByTestId("filters-panel")).toBeVisible();
          await expect(page.getByRole("columnheader", { name: message(locale, "payments.table.amount") })).toBeVisible();
          await expect(page.locator("thead")).toHaveCSS("position", "static");
        }
        await expectNoHorizontalScroll(page);
      }
      await context.close();
    });

    test("status groups and exact statuses are multi-selects; the URL keeps them as comma lists", async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const { context, page } = await openPage(browser, baseURL!, locale);
      const word = uniqueWord();
      const [authorized, failed, expired, canceled] = await seed(page, [
        { payment: "qr_present", concept: `Jugo ${word}`, to: "qr_authorized" },
        { payment: "qr_present", concept: `Jugo ${word}`, to: "qr_error_x" },
        { payment: "ec_remote", concept: `Jugo ${word}`, to: "ec_expired" },
        { payment: "qr_present", concept: `Jugo ${word}`, canceled: true },
        { payment: "card_present", concept: `Jugo ${word}` },
      ]);
      await waitForList(page, `q=${word}&group=authorized,failed,expired,canceled`, 4);
      await waitForList(page, `q=${word}`, 5);
      await page.goto(`/intents?q=${word}`);
      await expect(rows(page)).toHaveCount(5);

      // Two groups
      const picker = page.getByTestId("status-picker");
      await picker.locator("summary").click();
      await page.getByRole("checkbox", { name: message(locale, "statuses.group.authorized"), exact: true }).check();
      await page.getByRole("checkbox", { name: message(locale, "statuses.group.failed"), exact: true }).check();
      // A chosen group includes its exact statuses: shown chosen, not sent on their own
      await expect(picker.locator('input[value="qr_authorized"]')).toBeChecked();
      await expect(picker.locator('input[value="qr_authorized"]')).toBeDisabled();
      // Escape closes the list (it covers what is below it on a wide screen), then Apply
      await page.keyboard.press("Escape");
      await expect(picker).not.toHaveAttribute("open");
      await expect(picker.locator("summary")).toBeFocused();
      await page.getByRole("button", { name: message(locale, "payments.filters.apply") }).click();
      await expect(page).toHaveURL(/group=authorized,failed(&|$)/, { timeout: 15_000 });
      await expect(rows(page)).toHaveCount(2);
      expect(await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-intent")).sort())).toEqual([authorized, failed].sort());
      await expect(picker.locator("summary")).toContainText(`${message(locale, "statuses.group.authorized")} +1`);

      // Canceled and expired are told apart
      await page.goto(`/intents?q=${word}&group=canceled`);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toHaveAttribute("data-intent", canceled!);
      await expect(rows(page).getByTestId("status-badge")).toHaveText(message(locale, "statuses.group.canceled"));
      await page.goto(`/intents?q=${word}&group=expired`);
      await expect(rows(page)).toHaveAttribute("data-intent", expired!);

      // Exact statuses, grouped under their group, in words that name the type (the API's name is only the value)
      await page.goto(`/intents?q=${word}`);
      await picker.locator("summary").click();
      const ecExpired = page.getByRole("checkbox", { name: `${message(locale, "statuses.status.ec_expired")} · ${message(locale, "statuses.payment.ec_remote")}`, exact: true });
      await expect(ecExpired).toBeVisible();
      await expect(ecExpired).toHaveAttribute("value", "ec_expired");
      await ecExpired.check();
      await picker.locator('input[value="qr_error_x"]').check();
      // A click elsewhere closes it too
      await page.getByRole("heading", { level: 1 }).click();
      await expect(picker).not.toHaveAttribute("open");
      await page.getByRole("button", { name: message(locale, "payments.filters.apply") }).click();
      await expect(page).toHaveURL(/status=qr_error_x,ec_expired|status=ec_expired,qr_error_x/, { timeout: 15_000 });
      await expect(rows(page)).toHaveCount(2);
      expect(await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-intent")).sort())).toEqual([failed, expired].sort());

      // Old single values still work, and types are several too
      await page.goto(`/intents?q=${word}&status=qr_error_x`);
      await expect(rows(page)).toHaveCount(1);
      await page.goto(`/intents?q=${word}&payment=ec_remote,card_present`);
      await expect(rows(page)).toHaveCount(2);
      await expect(page.getByTestId("type-picker").locator("summary")).toContainText(`${message(locale, "statuses.payment.card_present")} +1`);
      await context.close();
    });

    test("search: any case, the start of an id or a ticket, a ticket's number, an exact amount, the words of the concept without accents, the last 4 of the phone", async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const { context, page } = await openPage(browser, baseURL!, locale, 390);
      const word = uniqueWord();
      const number = String(Date.now()).slice(-8);
      const cents = (Date.now() % 90) + 10;
      const amount = 5000 + (Date.now() % 4000) + cents / 100;
      const phone = `55${String(Date.now()).slice(-8)}`;
      const [intent] = await seed(page, [
        { payment: "ec_remote", concept: `Café de olla ${word}`, ticket: `T-${number}`, amount, phone },
        { payment: "qr_present", concept: `Café americano ${word}`, to: "qr_authorized" },
      ]);
      await waitForList(page, `q=${phone.slice(-4)}&payment=ec_remote`, (list) => list.rows.some((row) => row.id === intent));
      await waitForList(page, `q=${word}`, 2);
      const money = `${Math.floor(amount).toLocaleString("en-US")}.${String(cents)}`;

      // Typed in the box, as a person does
      await page.goto("/intents");
      await page.getByLabel(message(locale, "payments.search.label"), { exact: true }).fill(`t-${number}`);
      await page.getByLabel(message(locale, "payments.search.label"), { exact: true }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`q=t-${number}`), { timeout: 15_000 });
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toHaveAttribute("data-intent", intent!);

      const finds: Array<[string, number]> = [
        [`T-${number}`, 1],
        [number, 1],
        [`T-${number.slice(0, 6)}`, 1],
        [intent!, 1],
        [intent!.slice(0, 12).toLowerCase(), 1],
        [money.replace(/,/g, ""), 1],
        [`$${money}`, 1],
        [`CAFE OLLA ${word}`, 1],
        [`cafe ${word}`, 2],
        [`${word} americano`, 1],
        [`olla americano ${word}`, 0],
      ];
      for (const [q, count] of finds) {
        await page.goto(`/intents?q=${encodeURIComponent(q)}`);
        await expect(rows(page), q).toHaveCount(count);
        if (count === 1 && !q.includes("americano")) await expect(rows(page)).toHaveAttribute("data-intent", intent!);
      }
      // The last 4 of the phone (4 digits may also be a ticket or an amount elsewhere: the payment is among the matches)
      await page.goto(`/intents?q=${phone.slice(-4)}&payment=ec_remote`);
      await expect(page.locator(`[data-intent="${intent}"]`).filter({ visible: true })).toBeVisible();

      // Nothing found: said with what was searched, and a way back; not "take a payment at the till"
      await page.goto(`/intents?q=${word}x&payment=qr_present`);
      await expect(page.getByTestId("intents-empty")).toContainText(say(locale, "payments.noMatch.title", { q: `${word}x` }));
      await expect(page.getByTestId("intents-empty")).not.toContainText(message(locale, "payments.empty.body"));
      await page.getByRole("link", { name: message(locale, "payments.search.clear") }).click();
      await expect(page).toHaveURL(/\/intents\?payment=qr_present$/, { timeout: 15_000 });
      await expect(page.getByLabel(message(locale, "payments.search.label"), { exact: true })).toHaveValue("");
      await context.close();
    });

    test("filter values the list cannot apply are said in words next to the filters, and the fields show what was typed", async ({ browser, baseURL }) => {
      const { context, page } = await openPage(browser, baseURL!, locale, 390);
      await page.goto("/intents?from=x&to=2026-02-30&group=paid,authorized&status=qr_refunded");
      const problems = page.getByTestId("filter-problems");
      await expect(problems).toContainText(message(locale, "payments.problems.title"));
      await expect(problems).toContainText(say(locale, "payments.problems.date", { value: "x" }));
      // a day written right that is not on the calendar is said as such, in the order the reader types days in
      await expect(problems).toContainText(say(locale, "payments.problems.day", { value: locale === "en" ? "02/30/2026" : "30/02/2026" }));
      await expect(problems).not.toContainText(say(locale, "payments.problems.date", { value: "2026-02-30" }));
      await expect(problems).toContainText(say(locale, "payments.problems.group", { value: "paid" }));
      await expect(problems).toContainText(say(locale, "payments.problems.status", { value: "qr_refunded" }));
      // The panel opens by itself on a phone to show the fields; the date fields show what the link had
      await expect(page.getByTestId("filters-panel")).toBeVisible();
      await expect(page.getByTestId("date-from")).toHaveValue("x");
      await expect(page.getByTestId("date-from")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("date-to")).toHaveValue(locale === "en" ? "02/30/2026" : "30/02/2026");
      // What could be applied is: the authorized group, shown chosen
      await expect(page.getByTestId("filters-toggle")).toHaveText(locale === "en" ? "Filters (1 active)" : "Filtros (1 activo)");
      await expect(page.getByTestId("status-picker").locator("summary")).toContainText(message(locale, "statuses.group.authorized"));
      // Applying again sends only what is valid: the problems go, the typed dates are cleared
      await page.getByRole("button", { name: message(locale, "payments.filters.apply") }).click();
      await expect(page).toHaveURL(/\/intents\?group=authorized$/, { timeout: 15_000 });
      await expect(problems).toBeHidden();
      await expect(page.getByTestId("date-from")).toHaveValue("");
      // A range the wrong way round
      await page.goto("/intents?from=2026-11-30&to=2026-11-01");
      await expect(problems).toContainText(locale === "en" ? "“From” (Nov 30, 2026) is after “To” (Nov 1, 2026); both dates were ignored." : "«Desde» (30 nov 2026) es posterior a «Hasta» (1 nov 2026); se ignoraron las dos fechas.");
      await expectNoHorizontalScroll(page);
      await context.close();
    });

    test("a poll or a further page that fails keeps the rows shown, with a notice and a retry", async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const { context, page } = await openPage(browser, baseURL!, locale);
      const word = uniqueWord();
      await seed(page, Array.from({ length: 26 }, (_, i): Seed => ({ payment: "qr_present", concept: `Elote ${word}`, amount: 10 + i })));
      await waitForList(page, `q=${word}`, (list) => list.rows.length === 25 && list.nextCursor !== null);
      // No live stream for this page (other tests' payments would refetch its list at any moment): it polls every 5 s.
      await page.route((url) => url.pathname === "/api/dashboard/live", (route) => route.abort());
      let failing = false;
      await page.route(
        (url) => url.pathname === "/api/dashboard/intents",
        (route) => (failing ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: 503, message: "database_unavailable", data: {} }) }) : route.fallback()),
      );
      await page.goto(`/intents?q=${word}`);
      await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "false");
      await expect(rows(page)).toHaveCount(25);

      // The poll fails: the rows stay, with a notice saying since when they are not refreshed
      failing = true;
      const stale = page.getByTestId("intents-stale");
      await expect(stale).toContainText(message(locale, "common.staleNotice").split(":")[0]!, { timeout: 20_000 });
      await expect(rows(page)).toHaveCount(25);
      await expect(page.getByTestId("intents-empty")).toHaveCount(0);

      // A further page fails: the rows stay, the notice is where the button was
      await page.getByRole("button", { name: message(locale, "payments.loadMore") }).click();
      const more = page.getByTestId("intents-more-failed");
      await expect(more).toContainText(message(locale, "payments.moreFailed"), { timeout: 15_000 });
      await expect(rows(page)).toHaveCount(25);

      // Back: the retry loads the page, the notices go
      failing = false;
      await more.getByRole("button", { name: message(locale, "common.retry") }).click();
      await expect(rows(page)).toHaveCount(26);
      await expect(more).toHaveCount(0);
      await expect(stale).toHaveCount(0);
      await context.close();
    });
  });
}
