import { expect, test, type Browser, type Page } from "@playwright/test";
import { formatMoney } from "../../lib/dashboard/format";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { advance, createIntent, intentBody, sendTransaction } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, useLocale as chooseLocale, viewportOf, WIDTHS, type Locale } from "../support/locale";
import { decodeQrText } from "../support/till";

/** A message with its ICU arguments filled in (simple `{name}` ones). */
function words(locale: Locale, path: string, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), message(locale, path));
}

const money = (locale: Locale, amount: number | string) => formatMoney(amount, { locale, currency: "MXN", timeZone: "America/Mexico_City" });

/** A signed-in browser in `locale` (the language cookie, as the language switch sets it). */
async function openBrowser(browser: Browser, baseURL: string, locale: Locale, options: { role?: "owner" | "support" | "cashier"; width?: number; clipboard?: boolean } = {}) {
  const context = await browser.newContext({ storageState: `.tmp/auth/${options.role ?? "support"}.json`, viewport: viewportOf(options.width ?? 1280) });
  await chooseLocale(context, baseURL, locale);
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  return { context, page: await context.newPage() };
}

/** The intent's page; the dashboard finds it even before its first webhook (it asks the payment API). */
async function openIntent(page: Page, intent: string) {
  const response = await page.goto(`/intents/${intent}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: intent })).toBeVisible();
}

const copyButton = (page: Page, locale: Locale, what: string) => page.getByRole("button", { name: words(locale, "intent.copy.copyWhat", { what: message(locale, `intent.copy.what.${what}`) }) });

test.describe("the intent page, for support", () => {
  test("items with quantities, unit prices and line totals, the concept, ticket, branch and amount with its currency; in both languages, with no horizontal scroll at any width", async ({ browser, request, baseURL }) => {
    const body = intentBody("qr_present", {});
    const concept = "Café de olla y conchas para la oficina del tercer piso, pedido de la mañana";
    body.data = { ...body.data, concept, items: [...body.data.items, { sku: "SKU-WITH-A-VERY-LONG-CODE-0000000000000000000000000000000000", price: "12.3456", description: "Servilletas", qty: 3 }] };
    const { intent } = await createIntent(request, "qr_present", { body });
    for (const locale of LOCALES) {
      const { context, page } = await openBrowser(browser, baseURL!, locale);
      await openIntent(page, intent);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByText(message(locale, "intent.heading"), { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("status-badge").first()).toContainText(message(locale, "statuses.status.qr_created"));
      await expect(page.getByTestId("status-badge").first()).toContainText("qr_created");

      const items = page.getByTestId("item");
      await expect(items).toHaveCount(3);
      await expect(page.getByRole("heading", { name: new RegExp(message(locale, "intent.items.heading")) })).toBeVisible();
      await expect(items.nth(0)).toContainText("Latte");
      await expect(items.nth(0).getByTestId("item-qty")).toContainText("2");
      await expect(items.nth(0).getByTestId("item-price")).toContainText(money(locale, 45.5));
      await expect(items.nth(0).getByTestId("item-total")).toContainText(money(locale, 91));
      await expect(items.nth(1).getByTestId("item-total")).toContainText(money(locale, 58.5));
      await expect(items.nth(2).getByTestId("item-total")).toContainText(money(locale, 37.04)); // 3 × 12.3456 = 37.0368
      await expect(page.getByTestId("items-sum")).toHaveText(money(locale, 186.54));

      await expect(page.getByTestId("fact-concept")).toContainText(concept);
      await expect(page.getByTestId("fact-concept")).toContainText(message(locale, "intent.facts.concept"));
      await expect(page.getByTestId("fact-ticket")).toContainText(body.data.ticket);
      await expect(page.getByTestId("fact-branch")).toContainText("branch-001");
      await expect(page.getByTestId("fact-terminal")).toContainText("pos-07");
      await expect(page.getByTestId("fact-amount")).toContainText(money(locale, 149.5));
      await expect(page.getByTestId("fact-amount")).toContainText("MXN");
      await expect(page.getByTestId("fact-type")).toContainText("qr_present");

      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        await expectNoHorizontalScroll(page);
        if (width === 390) {
          for (const control of [copyButton(page, locale, "id"), page.getByRole("button", { name: message(locale, "intent.refresh") })]) {
            expect((await control.boundingBox())!.height, `${locale} ${width}`).toBeGreaterThanOrEqual(44);
          }
        }
      }
      await context.close();
    }
  });

  test("an open QR intent counts down to its expiry and shows its QR again; once paid, neither", async ({ browser, request, baseURL }) => {
    for (const locale of LOCALES) {
      const created = await createIntent(request, "qr_present");
      const { context, page } = await openBrowser(browser, baseURL!, locale, { width: 390 });
      await openIntent(page, created.intent);
      const countdown = page.getByTestId("countdown");
      const prefix = message(locale, "intent.expiry.in").replace("{left}", "");
      await expect(countdown).toHaveText(new RegExp(`^${prefix}\\d+:\\d\\d$`));
      const first = await countdown.textContent();
      await expect(countdown).not.toHaveText(first!, { timeout: 3000 }); // it ticks
      // the QR intent expires after QR_EXPIRY_SECONDS (600): between 9:00 and 10:00 left
      expect(first!.slice(prefix.length)).toMatch(/^(9|10):\d\d$/);

      const decoded = await decodeQrText(page, "intent-qr-code");
      expect(JSON.parse(decoded)).toEqual(created.qr);
      await expect(page.getByTestId("intent-qr-code").locator("title")).toHaveText(words(locale, "intent.qr.title", { amount: money(locale, 149.5) }));
      await expectNoHorizontalScroll(page);

      expect((await advance(request, created.intent, "qr_authorized")).status()).toBe(200);
      await expect(page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "qr_authorized");
      await expect(page.getByTestId("intent-qr")).toHaveCount(0);
      await expect(page.getByTestId("pay-now")).toHaveCount(0);
      await context.close();
    }
  });

  test("copy buttons copy the payment id, the ticket and the QR text, say Copied and announce what was copied", async ({ browser, request, baseURL }) => {
    for (const locale of LOCALES) {
      const created = await createIntent(request, "qr_present");
      const { context, page } = await openBrowser(browser, baseURL!, locale, { clipboard: true });
      await openIntent(page, created.intent);
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

      const id = copyButton(page, locale, "id");
      await id.click();
      expect(await clipboard()).toBe(created.intent);
      await expect(id).toHaveText(new RegExp(message(locale, "common.copied")));
      await expect(page.getByRole("status").filter({ hasText: words(locale, "intent.copy.copiedWhat", { what: message(locale, "intent.copy.what.id") }) })).toHaveCount(1);
      await expect(id).toHaveText(new RegExp(`^${message(locale, "common.copy")}`), { timeout: 5000 }); // back to "Copy"

      await copyButton(page, locale, "ticket").click();
      expect(await clipboard()).toMatch(/^T-/);

      await copyButton(page, locale, "qr").click();
      expect(JSON.parse(await clipboard())).toEqual(created.qr);
      await context.close();
    }
  });

  test("a declined card: the reason in words with its code beside it, and the card's last 4", async ({ browser, request, baseURL }) => {
    const card = await createIntent(request, "card_present");
    const tx = await buildCardTransaction({ intent: card.intent, amount: 149.5, keys: card.keys!, card: "4000000000009995", nip: "1234", track2: sandboxTrack2("4000000000009995") });
    expect((await sendTransaction(request, card.intent, tx)).status()).toBe(402);
    for (const locale of LOCALES) {
      const { context, page } = await openBrowser(browser, baseURL!, locale);
      await openIntent(page, card.intent);
      const reason = page.getByTestId("reason").first();
      await expect(reason).toHaveAttribute("data-reason", "insufficient_funds");
      await expect(reason).toHaveText(`${message(locale, "reasons.insufficient_funds")} (insufficient_funds)`);
      await expect(page.getByTestId("status-badge").first()).toContainText(message(locale, "statuses.status.cp_error_x"));
      await expect(page.getByTestId("timeline").locator("li").last()).toContainText(message(locale, "reasons.insufficient_funds"));
      await expect(page.getByTestId("fact-card")).toContainText("9995");
      await expect(page.getByTestId("countdown")).toHaveCount(0);
      await context.close();
    }
  });

  test("the webhooks received: each with its headers one per line (signature cut short) and its body pretty-printed, not double-encoded", async ({ browser, request, baseURL }) => {
    const { intent } = await createIntent(request, "qr_present");
    for (const locale of LOCALES) {
      const { context, page } = await openBrowser(browser, baseURL!, locale, { width: 390 });
      await openIntent(page, intent);
      const webhook = page.getByTestId("webhook");
      await expect(webhook).toHaveCount(1, { timeout: 10_000 }); // arrives live if the page was first
      await webhook.locator("summary").click();
      const bodyText = await webhook.getByTestId("webhook-body").textContent();
      expect(bodyText).toBe(JSON.stringify({ intent, status: "qr_created", code: 100 }, null, 2));
      expect(bodyText).not.toContain('\\"');
      const headers = (await webhook.getByTestId("webhook-headers").textContent())!.split("\n");
      expect(headers).toContain("caja-sequence: 1");
      expect(headers).toContainEqual(expect.stringMatching(/^webhook-id: evt_[0-9A-Za-z]+$/));
      expect(headers).toContainEqual(expect.stringMatching(/^webhook-timestamp: \d+$/));
      // one signature per secret in force: several while a rotated secret overlaps its successor (other specs rotate on this server)
      expect(headers).toContainEqual(expect.stringMatching(/^webhook-signature: v1,[A-Za-z0-9+/=]{8}…( v1,[A-Za-z0-9+/=]{8}…)*$/));
      await expect(page.getByRole("heading", { name: message(locale, "intent.webhooks.headers") })).toBeVisible();
      await expect(page.getByRole("heading", { name: message(locale, "intent.webhooks.body") })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await context.close();
    }
  });

  test("the payment service's delivery attempts for the intent: when, to which server, its answer and how long it took", async ({ browser, request, baseURL }) => {
    const { intent } = await createIntent(request, "qr_present");
    expect((await advance(request, intent, "qr_scanned")).status()).toBe(200);
    const host = new URL(baseURL!).host;
    for (const locale of LOCALES) {
      const { context, page } = await openBrowser(browser, baseURL!, locale);
      await openIntent(page, intent);
      const section = page.getByTestId("service-deliveries");
      await expect(section.getByRole("heading", { name: message(locale, "intent.deliveries.heading") })).toBeVisible();
      const events = section.getByTestId("delivery-event");
      await expect(events).toHaveCount(2);
      for (const [index, status] of ["qr_created", "qr_scanned"].entries()) {
        const event = events.nth(index);
        await expect(event).toHaveAttribute("data-state", "delivered", { timeout: 10_000 });
        await expect(event.getByTestId("delivery-state")).toHaveText(message(locale, "intent.deliveries.state.delivered"));
        await expect(event).toContainText(status);
        const attempt = event.getByTestId("delivery-attempt").first();
        await expect(attempt).toHaveAttribute("data-http-status", "200");
        await expect(attempt).toContainText(words(locale, "intent.deliveries.attempt", { n: 1 }));
        await expect(attempt).toContainText(host);
        await expect(attempt).toContainText("HTTP 200");
        await expect(attempt).toContainText(/\d+ ms/);
      }
      await context.close();
    }
  });

  test("an id nobody knows is a 'no such payment' page (404) in the user's language, with a search and the way back", async ({ browser, baseURL }) => {
    const unknown = `qp_${"Zz9".repeat(7)}x`;
    for (const locale of LOCALES) {
      const { context, page } = await openBrowser(browser, baseURL!, locale, { width: 390 });
      for (const id of [unknown, "not-a-payment"]) {
        const response = await page.goto(`/intents/${id}`);
        expect(response?.status(), id).toBe(404);
        await expect(page.getByTestId("intent-not-found")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "intent.notFound.title"));
        await expect(page.getByRole("banner")).toBeVisible(); // inside the dashboard's frame (its header; the links fold into the menu on a phone)
        await expectNoHorizontalScroll(page);
      }
      await expect(page.getByRole("link", { name: message(locale, "intent.notFound.back") })).toHaveAttribute("href", "/intents");
      await page.getByLabel(message(locale, "intent.notFound.searchLabel")).fill("T-100");
      await page.getByRole("button", { name: message(locale, "intent.notFound.search"), exact: true }).click();
      await expect(page).toHaveURL(/\/intents\?q=T-100$/);
      await context.close();
    }
  });
});
