/**
 * The JavaScript each dashboard page ships: every page loaded once in Chromium with the browser's
 * cache off, the script responses summed as transferred (the body as sent, gzip) and uncompressed,
 * and the HTML document beside them (it carries the page's React Server Components payload inline,
 * the message catalogue too). Starts this checkout's built server (`npm run build` first) on a fresh
 * embedded database with a few payments, signs the owner in and sets a till up. With
 * BENCH_COMPARE_DIR (another checkout, built) that one is measured too and the table shows before
 * (the compared checkout) and after (this one):
 *   BENCH_COMPARE_DIR=../previous npx tsx scripts/bench/js-per-page.ts
 * Then lists the chunks that hold next-intl's code (found by strings only its modules contain).
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { LOCALES } from "../../lib/i18n/locales";
import { messagesFor } from "../../lib/i18n/messages";
import { samplePayments, setUpTill, signInOwner, startBuiltServer } from "../lib/sample-dashboard";

const log = (...args: unknown[]) => console.error("[js-per-page]", ...args);
const QUIET_MS = 1_000;

/** Strings only next-intl's client code holds: use-intl's error codes, the ICU message parser's. */
const MARKERS = { "use-intl": "FORMATTING_ERROR", "ICU message parser": "EXPECT_ARGUMENT_CLOSING_BRACE" } as const;

type Script = { url: string; transferred: number; uncompressed: number; markers: string[] };
type PageSize = { name: string; scripts: Script[]; js: { transferred: number; uncompressed: number }; html: { transferred: number; uncompressed: number } };

const PAGES = (intent: string, receipt: string) =>
  [
    ["sign-in", "/login", "anonymous"],
    ["overview", "/overview", "owner"],
    ["payments list", "/intents", "owner"],
    ["intent detail", `/intents/${intent}`, "owner"],
    ["new payment", "/intents/new", "owner"],
    ["till", "/checkout", "owner"],
    ["cash-up", "/cash-up", "owner"],
    ["settings", "/settings", "owner"],
    ["account", "/account", "owner"],
    ["receipt", receipt, "anonymous"],
  ] as const;

/** One page, loaded with the cache off; resolves once no script has arrived for QUIET_MS after `load`. */
async function measure(context: BrowserContext, base: string, name: string, path: string): Promise<PageSize> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts: Array<Promise<Script>> = [];
  let html: Promise<{ transferred: number; uncompressed: number }> | null = null;
  let last = Date.now();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const sized = async () => ({ transferred: (await response.request().sizes()).responseBodySize, body: await response.body() });
    if (type === "script") {
      last = Date.now();
      scripts.push(
        sized().then(({ transferred, body }) => {
          const text = body.toString("utf8");
          return { url: new URL(response.url()).pathname, transferred, uncompressed: body.length, markers: Object.entries(MARKERS).filter(([, marker]) => text.includes(marker)).map(([label]) => label) };
        }),
      );
    } else if (type === "document" && response.request().frame() === page.mainFrame() && response.status() === 200) {
      html = sized().then(({ transferred, body }) => ({ transferred, uncompressed: body.length }));
    }
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
  if (!response || new URL(page.url()).pathname !== path) throw new Error(`${name}: ${path} ended on ${page.url()} (${response?.status()})`);
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(QUIET_MS - (Date.now() - last));
  const all = await Promise.all(scripts);
  await page.close();
  const sum = (key: "transferred" | "uncompressed") => all.reduce((total, script) => total + script[key], 0);
  return { name, scripts: all, js: { transferred: sum("transferred"), uncompressed: sum("uncompressed") }, html: (await html) ?? { transferred: 0, uncompressed: 0 } };
}

async function measureCheckout(browser: Browser, label: string, checkout?: string): Promise<PageSize[]> {
  const app = await startBuiltServer(checkout);
  try {
    const { intent, receipt } = await samplePayments(app.url);
    const owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const setup = await owner.newPage();
    await signInOwner(setup, app.url);
    await setUpTill(setup, app.url);
    await setup.close();
    const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const sizes: PageSize[] = [];
    for (const [name, path, who] of PAGES(intent, receipt)) sizes.push(await measure(who === "owner" ? owner : anonymous, app.url, name, path));
    log(`${label}: ${sizes.length} pages`);
    await owner.close();
    await anonymous.close();
    return sizes;
  } finally {
    await app.kill();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const delta = (after: number, before: number) => `${after >= before ? "+" : "−"}${kb(Math.abs(after - before))}`;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const after = await measureCheckout(browser, "this checkout");
    const compared = process.env.BENCH_COMPARE_DIR;
    const before = compared ? await measureCheckout(browser, compared, compared) : null;
    console.log(`JavaScript shipped per page, KB (transferred gzip / uncompressed), Chromium, cache off; the HTML document (with its inline RSC payload) beside it`);
    if (before) {
      console.log(`before: ${compared}; after: this checkout\n`);
      console.log("| page | JS before | JS after | Δ JS (gzip) | HTML before | HTML after |\n|---|---|---|---|---|---|");
      for (const [index, page] of after.entries()) {
        const old = before[index]!;
        console.log(`| ${page.name} | ${kb(old.js.transferred)} / ${kb(old.js.uncompressed)} | ${kb(page.js.transferred)} / ${kb(page.js.uncompressed)} | ${delta(page.js.transferred, old.js.transferred)} | ${kb(old.html.transferred)} / ${kb(old.html.uncompressed)} | ${kb(page.html.transferred)} / ${kb(page.html.uncompressed)} |`);
      }
    } else {
      console.log("\n| page | scripts | JS | HTML |\n|---|---|---|---|");
      for (const page of after) console.log(`| ${page.name} | ${page.scripts.length} | ${kb(page.js.transferred)} / ${kb(page.js.uncompressed)} | ${kb(page.html.transferred)} / ${kb(page.html.uncompressed)} |`);
    }
    // next-intl's share: the chunks holding its code, and the catalogue every page's HTML carries.
    const chunks = new Map<string, Script & { pages: number }>();
    for (const page of after) for (const script of page.scripts.filter((s) => s.markers.length > 0)) chunks.set(script.url, { ...script, pages: (chunks.get(script.url)?.pages ?? 0) + 1 });
    console.log("\nChunks holding next-intl's client code (this checkout):");
    for (const chunk of chunks.values()) console.log(`- ${chunk.url}: ${kb(chunk.transferred)} / ${kb(chunk.uncompressed)} KB, ${chunk.markers.join(" + ")}, on ${chunk.pages} of ${after.length} pages`);
    for (const locale of LOCALES) {
      const catalogue = JSON.stringify(messagesFor(locale));
      console.log(`The whole ${locale} catalogue (a page's HTML carries the shared namespaces and its own area's): ${kb(gzipSync(catalogue).length)} / ${kb(Buffer.byteLength(catalogue))} KB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  log(error);
  process.exitCode = 1;
});
