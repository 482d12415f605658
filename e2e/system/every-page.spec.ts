import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { receiptPath } from "../../lib/dashboard/receipts/receipt-url";
import { messagesFor } from "../../lib/i18n/messages";
import { advance, cancel, createIntent, intentBody, keyHeaders } from "../support/api";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { expectNoHorizontalScroll, LOCALES, useLocale, viewportOf, WIDTHS, type Locale } from "../support/locale";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInApi, type RoleName } from "../support/session";

// Every page, as every role sees it, in both languages and at the four widths, on a server of its
// own with the shipped default language (es-MX) and payments in every state: nothing scrolls
// sideways, and no page shows a word of the other language. Text that is not language (ids, codes,
// spec names, people's names, emails, what the merchant typed) is marked translate="no" or is
// code: left out of the language check, as a browser's translator leaves it.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));

/**
 * Phrases that give a language away: each catalogue message's literal fragments (between ICU
 * arguments) of at least three words, when the other language words that message differently.
 */
function telltales(of: Locale, other: Locale): string[] {
  const mine = leaves(messagesFor(of) as unknown as Tree);
  const theirs = new Set(leaves(messagesFor(other) as unknown as Tree).flatMap((m) => fragments(m)));
  return [...new Set(mine.flatMap((m) => fragments(m)))].filter((f) => !theirs.has(f));
}
function fragments(message: string): string[] {
  return message
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "\u0000")
    .split("\u0000")
    .map((f) => f.trim().replace(/[.:…]+$/, ""))
    .filter((f) => f.split(/\s+/).length >= 3);
}

/** Words of one language that are not words of the other (English in Spanish pages, Spanish in English ones). */
const FOREIGN_WORDS: Record<Locale, RegExp> = {
  "es-MX": /\b(the|and|with|your|you|this|from|for|are|not|of|to|is|was|has|have|will|been|please|payment|payments|settings|search|status|amount|today|yesterday|sign|account|export|failed|expired|canceled|authorized|created|loading|back|page)\b/i,
  en: /\b(el|los|las|del|para|una|está|pagos|pago|cuenta|buscar|hoy|ayer|vencido|autorizado|fallido|cancelado|configuración|cerrar|sesión|volver|página)\b/i,
};

/** The page's words a person reads (text, labels, titles, placeholders), without what is not language. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const skip = (el) => el.closest('code, pre, kbd, samp, script, style, noscript, svg, [translate="no"], [aria-hidden="true"], [hidden]');
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || skip(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) if (el.getAttribute(name)) parts.push(el.getAttribute(name));
    }
    parts.push(document.title);
    return parts.join(' \\n ').replace(/\\s+/g, ' ');
  })()`);
}

async function expectOneLanguage(page: Page, locale: Locale, path: string) {
  const other = locale === "en" ? "es-MX" : "en";
  const text = await readableText(page);
  const phrases = telltales(other, locale).filter((phrase) => text.includes(phrase));
  const word = FOREIGN_WORDS[locale].exec(text);
  expect.soft({ path, phrases, word: word ? text.slice(Math.max(0, word.index - 40), word.index + 40) : null }, `${path} in ${locale} shows the other language`).toEqual({ path, phrases: [], word: null });
  expect.soft(await page.locator("html").getAttribute("lang"), `${path}: lang`).toBe(locale);
}

/** Payments in every state a page can show, with Spanish-free, English-free concepts (what a merchant types is not checked). */
async function seed(request: APIRequestContext) {
  const body = (payment: "qr_present" | "ec_remote" | "card_present", concept: string) =>
    intentBody(payment, { data: { ...intentBody(payment).data, concept, time: new Date().toISOString(), branch: "Centro", terminal: "Caja 1" } });
  const open = await createIntent(request, "qr_present", { body: body("qr_present", "Tacos") });
  const paid = await createIntent(request, "qr_present", { body: body("qr_present", "Tortas") });
  await advance(request, paid.intent, "qr_authorized");
  const failed = await createIntent(request, "card_present", { body: body("card_present", "Mole") });
  await advance(request, failed.intent, "cp_error_x", { reason: "insufficient_funds" });
  const canceled = await createIntent(request, "ec_remote", { body: body("ec_remote", "Churros") });
  await cancel(request, canceled.intent);
  const endpoints = (await (await request.get("/api/webhook-endpoints", { headers: keyHeaders() })).json()) as { data: { data: Array<{ id: string }> } };
  return { open: open.intent, paid: paid.intent, failed: failed.intent, canceled: canceled.intent, endpoint: endpoints.data.data[0]!.id };
}

const PAGES: Record<RoleName, (ids: Awaited<ReturnType<typeof seed>>) => string[]> = {
  owner: (ids) => [
    "/overview",
    "/intents",
    "/intents?q=zzzz",
    `/intents/${ids.open}`,
    `/intents/${ids.paid}`,
    `/intents/${ids.failed}`,
    `/intents/${ids.canceled}`,
    "/intents/new",
    "/checkout",
    "/cash-up",
    "/catalogue",
    "/catalogue/new",
    "/settings",
    "/settings/activity",
    "/settings/webhooks",
    `/settings/webhooks/${ids.endpoint}`,
    "/account",
    "/no-such-page",
  ],
  cashier: (ids) => ["/intents", `/intents/${ids.paid}`, "/intents/new", "/checkout", "/cash-up", "/catalogue", "/account", "/settings"],
  support: (ids) => ["/overview", "/intents", `/intents/${ids.failed}`, "/cash-up", "/catalogue", "/account", "/checkout"],
};

let app: AppProcess;
let ids: Awaited<ReturnType<typeof seed>>;

test.beforeAll(async ({ playwright }) => {
  // The shipped default: the servers of the other specs read English (playwright.config.ts).
  app = await apps.start({ DATA_DIR: tempDataDir(), DASHBOARD_LOCALE: "es-MX" });
  const request = await playwright.request.newContext({ baseURL: app.url });
  ids = await seed(request);
  await request.dispose();
});

const consoleErrors = new WeakMap<Page, string[]>();

/** What a page logs as errors (a missing icon, a failed hydration, an uncaught exception), from now on. */
function errorsOf(page: Page): string[] {
  let errors = consoleErrors.get(page);
  if (!errors) {
    const list: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") list.push(`${entry.text()} (${entry.location().url})`);
    });
    page.on("pageerror", (error) => list.push(error.message));
    consoleErrors.set(page, (errors = list));
  }
  return errors;
}

/** Loads a page and waits until it has settled (no element busy), then checks it at every width and that it logged no errors. */
async function checkPage(page: Page, locale: Locale, path: string) {
  const errors = errorsOf(page);
  errors.length = 0;
  await page.setViewportSize(viewportOf(WIDTHS[0]));
  await page.goto(path);
  await page.waitForLoadState("load");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 10_000 });
  await expectOneLanguage(page, locale, path);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await expectNoHorizontalScroll(page, { soft: true });
  }
  // A 404 or 403 page's own status is the one error the browser may log.
  const own = `(${page.url()})`;
  expect.soft(errors.filter((error) => !(error.startsWith("Failed to load resource") && error.endsWith(own))), `errors logged on ${path}`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`the sign-in page and a receipt speak ${locale} only, fit every width and log no errors`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.url });
    if (locale !== "es-MX") await useLocale(context, app.url, locale);
    const page = await context.newPage();
    await checkPage(page, locale, "/login");
    await checkPage(page, locale, receiptPath({ masterKey: Buffer.from(E2E.masterKey, "base64") }, ids.paid));
    await checkPage(page, locale, "/r/qp_nothing/xxxxxxxxxxxxxxxxxxxxxx");
    await context.close();
  });

  for (const role of ["owner", "cashier", "support"] as const) {
    test(`every page of the ${role} speaks ${locale} only, fits 390, 800, 1280 and 1440 px and logs no errors`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ baseURL: app.url });
      await useLocale(context, app.url, locale);
      await signInApi(context.request, role);
      const page = await context.newPage();
      for (const path of PAGES[role](ids)) await checkPage(page, locale, path);
      await context.close();
    });
  }
}
