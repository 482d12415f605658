/**
 * `npm run a11y`: Lighthouse's accessibility category on the pages people use most, with its mobile
 * and desktop presets: the sign-in page, the till (set up, keypad showing), the payments list
 * (with payments in several states) and a receipt (the page a customer opens). Builds nothing: it starts this checkout's built server (`npm
 * run build` first) on a fresh embedded database, in Spanish unless A11Y_LOCALE says otherwise, and
 * Chromium through chrome-launcher (CHROME_PATH, default /usr/bin/chromium). The owner signs in
 * once in that browser (Playwright over CDP); Lighthouse then keeps the browser's storage (the
 * session cookie, the till set up on the device). Prints a table of scores and every failing audit
 * with its elements; exits 1 when a score is below 100. Not part of `npm test` (about a minute).
 */
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { chromium } from "@playwright/test";
import { toLocale } from "../lib/i18n/locales";
import { samplePayments, setUpTill, signInOwner, startBuiltServer } from "./lib/sample-dashboard";

const LOCALE = toLocale(process.env.A11Y_LOCALE);
const PRESETS = ["mobile", "desktop"] as const;
const log = (...args: unknown[]) => console.error("[a11y]", ...args);

type Failure = { page: string; preset: string; id: string; title: string; elements: string[] };

/** The failing audits of a run, each with the elements it names (selector and snippet). */
function failures(result: Result, page: string, preset: string): Failure[] {
  return result.categories.accessibility!.auditRefs
    .map((ref) => result.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
    .map((audit) => {
      const items = ((audit.details as { items?: Array<{ node?: { selector?: string; snippet?: string; explanation?: string } }> } | undefined)?.items ?? []).filter((item) => item.node);
      return { page, preset, id: audit.id, title: audit.title, elements: items.map(({ node }) => `${node!.selector ?? ""} ${node!.snippet ?? ""}${node!.explanation ? ` — ${node!.explanation.replace(/\s+/g, " ")}` : ""}`.trim()) };
    });
}

async function main() {
  const app = await startBuiltServer(undefined, { DASHBOARD_LOCALE: LOCALE });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["accessibility"], disableStorageReset: true };
    const audit = async (path: string) => {
      const scores: Record<string, number> = {};
      const failed: Failure[] = [];
      for (const preset of PRESETS) {
        const run = await lighthouse(`${app.url}${path}`, flags, preset === "desktop" ? desktopConfig : undefined);
        if (!run) throw new Error(`no Lighthouse result for ${path}`);
        if (run.lhr.runtimeError) throw new Error(`${path}: ${run.lhr.runtimeError.message}`);
        // a page that sent the browser elsewhere (to sign in) was not the page audited
        if (new URL(run.lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} ${preset}: ended on ${run.lhr.finalDisplayedUrl}`);
        scores[preset] = Math.round((run.lhr.categories.accessibility!.score ?? 0) * 100);
        failed.push(...failures(run.lhr, path, preset));
        log(`${path} ${preset}: ${scores[preset]}`);
      }
      return { path, scores, failed };
    };

    // Signed out first: the sign-in page as a person sees it before signing in.
    const results = [await audit("/login")];
    const { receipt } = await samplePayments(app.url);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await signInOwner(page, app.url);
    await setUpTill(page, app.url);
    await page.close();
    await browser.close(); // disconnects; the browser and its storage stay for Lighthouse
    results.push(await audit("/checkout"), await audit("/intents"), await audit(receipt));
    // The till was audited with its keypad showing: the device's storage outlived Lighthouse's runs.
    const after = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const check = await after.contexts()[0]!.newPage();
    await check.goto(`${app.url}/checkout`);
    await check.locator("[data-testid=till] [role=group] button").first().waitFor({ timeout: 10_000 });
    await after.close();

    console.log(`Lighthouse ${(createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version} accessibility, ${LOCALE}, Chromium (headless)`);
    console.log("| page | mobile | desktop |\n|---|---|---|");
    for (const { path, scores } of results) console.log(`| ${path.startsWith("/r/") ? "/r/{intent}/{mac} (receipt)" : path} | ${scores.mobile} | ${scores.desktop} |`);
    const failed = results.flatMap((result) => result.failed);
    if (failed.length === 0) console.log("\nNo failing audits.");
    for (const failure of failed) {
      console.log(`\n${failure.page} (${failure.preset}): ${failure.id} — ${failure.title}`);
      for (const element of failure.elements) console.log(`  - ${element}`);
    }
    if (results.some(({ scores }) => Object.values(scores).some((score) => score < 100))) process.exitCode = 1;
  } finally {
    chrome.kill();
    await app.kill();
  }
}

main().catch((error) => {
  log(error);
  process.exitCode = 1;
});
