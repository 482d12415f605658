/**
 * The till's two waits, as a cashier sees them, in Chromium on a 1280×800 tablet: from the tap on
 * "Charge" to the QR code on screen, and from the moment the payment API committed the customer's
 * payment to the "Paid" screen. CHARGES (default 50) charges on one till, after 3 warm-ups; times
 * are taken inside the page (performance.now(): the tap, the first frame showing the QR or the
 * paid screen, the answer of the payment), so no test-runner polling is counted. Starts this
 * checkout's built server (`npm run build` first) on a fresh embedded database, or on
 * DATABASE_URL when set. With BENCH_COMPARE_DIR (another checkout, built) its till is measured
 * too, in blocks of 10 charges alternating with this one, so both meet the same machine:
 *   BENCH_COMPARE_DIR=../previous npx tsx scripts/bench/till-timings.ts
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../../e2e/support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";

const CHARGES = Number(process.env.CHARGES ?? 50);
const WARM_UP = 3;
const BLOCK = 10;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const log = (...args: unknown[]) => console.error("[till-timings]", ...args);

type Till = { label: string; app: AppProcess; page: Page; toQr: number[]; toPaid: number[]; charged: number };
type Marks = { click?: number; qr?: number | null; paid?: number | null; committed?: number };

// As strings: the TypeScript runner would wrap functions passed to the page with a helper the page lacks.
const OBSERVE = `
  window.__till = {};
  document.addEventListener("click", (event) => {
    if (event.target.closest("button")?.textContent?.startsWith("Charge")) window.__till.click = performance.now();
  }, true);
  new MutationObserver(() => {
    for (const [key, selector] of [["qr", "[data-testid=qr-code]"], ["paid", "[data-testid=checkout-paid]"]]) {
      if (window.__till[key] === undefined && document.querySelector(selector)) {
        window.__till[key] = null;
        requestAnimationFrame(() => (window.__till[key] = performance.now()));
      }
    }
  }).observe(document.body, { subtree: true, childList: true });
`;

async function openTill(browser: Browser, label: string, checkout?: string): Promise<Till> {
  // in English: the steps below find the till's controls by their English names (the till is as fast in either language)
  const app = await spawnApp({ ...SERVER_SECRETS_ENV, LOG_LEVEL: "error", DATA_DIR: tempDataDir(), DATABASE_URL: process.env.DATABASE_URL ?? "", DASHBOARD_LOCALE: "en" }, checkout);
  await waitForHealth(app);
  // bypassCSP: the measuring code runs as page script (the pages themselves allow no eval)
  const page = await browser.newPage({ baseURL: app.url, viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await page.goto("/login");
  await page.getByLabel("Email").fill("owner@caja.test");
  await page.getByLabel("Password").fill("caja-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/intents/);
  await page.goto("/checkout");
  await page.getByTestId("live-indicator").and(page.locator("[data-connected=true]")).waitFor();
  if (await page.getByLabel("Branch").count()) {
    // a till is set up once per tablet (tills older than that had none)
    await page.getByLabel("Branch").fill("Centro");
    await page.getByLabel("Terminal").fill("Caja bench");
    await page.getByRole("button", { name: "Use this till" }).click();
  }
  await page.getByRole("group", { name: "Amount keypad" }).waitFor();
  await page.evaluate(OBSERVE);
  return { label, app, page, toQr: [], toPaid: [], charged: 0 };
}

/** One charge, paid: the two waits, in ms. */
async function chargeOnce(till: Till): Promise<[number, number]> {
  const { page } = till;
  await page.evaluate("window.__till = {}");
  for (const digit of String(100 + till.charged++)) await page.getByRole("group", { name: "Amount keypad" }).getByRole("button", { name: digit, exact: true }).click();
  await page.getByRole("button", { name: /^Charge/ }).click();
  await page.getByTestId("qr-code").waitFor();
  const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
  await page.waitForFunction("typeof window.__till.qr === 'number'");
  const status = await page.evaluate(`fetch("/api/sandbox/${intent}/advance", { method: "POST", headers: { "X-Api-Key": "${E2E.apiKey}", "content-type": "application/json" }, body: '{"to":"qr_authorized"}' })
    .then((response) => { window.__till.committed = performance.now(); return response.status; })`);
  if (status !== 200) throw new Error(`advance answered ${String(status)}`);
  await page.getByTestId("checkout-paid").waitFor();
  await page.waitForFunction("typeof window.__till.paid === 'number'");
  const t = (await page.evaluate("window.__till")) as Marks;
  await page.getByRole("button", { name: "New sale" }).click();
  await page.getByTestId("checkout-amount").filter({ hasText: "0.00" }).waitFor();
  return [t.qr! - t.click!, t.paid! - t.committed!];
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const tills: Till[] = [];
  try {
    tills.push(await openTill(browser, "this checkout"));
    if (process.env.BENCH_COMPARE_DIR) tills.push(await openTill(browser, `compared (${process.env.BENCH_COMPARE_DIR})`, process.env.BENCH_COMPARE_DIR));
    for (const till of tills) for (let i = 0; i < WARM_UP; i++) await chargeOnce(till);
    while (tills.some((till) => till.toQr.length < CHARGES)) {
      for (const till of tills) {
        for (let i = 0; i < BLOCK && till.toQr.length < CHARGES; i++) {
          const [toQr, toPaid] = await chargeOnce(till);
          till.toQr.push(toQr);
          till.toPaid.push(toPaid);
        }
      }
      log(tills.map((till) => `${till.label}: ${till.toQr.length}`).join(", "));
    }
    const cell = (values: number[]) => `${pct(values, 50).toFixed(0)} / ${pct(values, 95).toFixed(0)}`;
    console.log(`Till timings, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"} database, Chromium 1280×800, ${CHARGES} charges each, p50 / p95 ms`);
    console.log("| till | Charge tapped → QR on screen | payment committed → Paid on screen |\n|---|---|---|");
    for (const till of tills) console.log(`| ${till.label} | ${cell(till.toQr)} | ${cell(till.toPaid)} |`);
    if (tills.length === 2) {
      const [now, before] = tills as [Till, Till];
      const ratio = (a: number[], b: number[]) => `${(pct(a, 50) / pct(b, 50)).toFixed(2)} / ${(pct(a, 95) / pct(b, 95)).toFixed(2)}`;
      console.log(`| ratio (this / compared) | ${ratio(now.toQr, before.toQr)} | ${ratio(now.toPaid, before.toPaid)} |`);
    }
  } finally {
    await browser.close();
    for (const till of tills) await till.app.kill("SIGKILL");
  }
}

main().catch((error) => {
  log(error);
  process.exitCode = 1;
});
