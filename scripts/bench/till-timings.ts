/**
 * The till's two waits, as a cashier sees them, in Chromium on a 1280×800 tablet: from the tap on
 * "Charge" to the QR code on screen, and from the moment the payment API committed the customer's
 * payment to the "Paid" screen. CHARGES (default 50) charges on one till, after 3 warm-ups; times
 * are taken inside the page (performance.now(): the tap, the first frame showing the QR or the
 * paid screen, the answer of the payment), so no test-runner polling is counted. Starts this
 * checkout's built server (`npm run build` first) on a fresh embedded database, or on
 * DATABASE_URL when set:
 *   npx tsx scripts/bench/till-timings.ts
 */
import { chromium } from "@playwright/test";
import { spawnApp, tempDataDir, waitForHealth } from "../../e2e/support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";

const CHARGES = Number(process.env.CHARGES ?? 50);
const WARM_UP = 3;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const log = (...args: unknown[]) => console.error("[till-timings]", ...args);

declare global {
  interface Window {
    __till: { click?: number; qr?: number | null; paid?: number | null; committed?: number };
  }
}

async function main() {
  const app = await spawnApp({ ...SERVER_SECRETS_ENV, LOG_LEVEL: "error", DATA_DIR: tempDataDir(), DATABASE_URL: process.env.DATABASE_URL ?? "" });
  try {
    await waitForHealth(app);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    const page = await browser.newPage({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
    await page.goto("/login");
    await page.getByLabel("Email").fill("owner@caja.test");
    await page.getByLabel("Password").fill("caja-demo-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/intents/);
    await page.goto("/checkout");
    await page.getByLabel("Branch").fill("Centro");
    await page.getByLabel("Terminal").fill("Caja bench");
    await page.getByRole("button", { name: "Use this till" }).click();
    await page.getByTestId("live-indicator").and(page.locator("[data-connected=true]")).waitFor();
    // As a string: the TypeScript runner would wrap functions passed to the page with a helper the page lacks.
    await page.evaluate(`
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
    `);
    const toQr: number[] = [];
    const toPaid: number[] = [];
    for (let i = 0; i < CHARGES + WARM_UP; i++) {
      await page.evaluate("window.__till = {}");
      for (const digit of String(100 + i)) await page.getByRole("group", { name: "Amount keypad" }).getByRole("button", { name: digit, exact: true }).click();
      await page.getByRole("button", { name: /^Charge/ }).click();
      await page.getByTestId("qr-code").waitFor();
      const intent = (await page.getByTestId("checkout-qr").getAttribute("data-intent"))!;
      await page.waitForFunction("typeof window.__till.qr === 'number'");
      const status = await page.evaluate(`fetch("/api/sandbox/${intent}/advance", { method: "POST", headers: { "X-Api-Key": "${E2E.apiKey}", "content-type": "application/json" }, body: '{"to":"qr_authorized"}' })
        .then((response) => { window.__till.committed = performance.now(); return response.status; })`);
      if (status !== 200) throw new Error(`advance answered ${String(status)}`);
      await page.getByTestId("checkout-paid").waitFor();
      await page.waitForFunction("typeof window.__till.paid === 'number'");
      const t = (await page.evaluate("window.__till")) as Window["__till"];
      if (i >= WARM_UP) {
        toQr.push(t.qr! - t.click!);
        toPaid.push(t.paid! - t.committed!);
      }
      await page.getByRole("button", { name: "New sale" }).click();
      await page.getByTestId("checkout-amount").filter({ hasText: "0.00" }).waitFor();
    }
    const row = (name: string, values: number[]) => `| ${name} | ${values.length} | ${pct(values, 50).toFixed(0)} | ${pct(values, 95).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
    console.log(`Till timings, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"} database, Chromium 1280×800, ms`);
    console.log("| wait | n | p50 | p95 | min | max |\n|---|---|---|---|---|---|");
    console.log(row("Charge tapped → QR on screen", toQr));
    console.log(row("payment committed → Paid on screen", toPaid));
    await browser.close();
  } finally {
    await app.kill("SIGKILL");
  }
}

main().catch((error) => {
  log(error);
  process.exitCode = 1;
});
