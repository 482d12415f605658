/**
 * Live dashboard delay: how long from a status change (the API call that makes it) to the new
 * badge in an open Chromium page, over N changes (p50/p95). Against a running sandbox server:
 *   CAJA_URL=http://127.0.0.1:3000 SANDBOX_API_KEY=... npx tsx scripts/bench/live-dashboard.ts [changes]
 */
import { chromium } from "@playwright/test";

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

async function api({ base, key }: { base: string; key: string }, path: string, body: unknown) {
  const response = await fetch(`${base}/api${path}`, { method: "POST", headers: { "X-Api-Key": key, "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: { intent: string } };
}

export async function benchLiveDashboard(target: { base: string; key: string }, count = 100) {
  const { base } = target;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ baseURL: base });
    await page.goto("/login");
    await page.locator("input[name=email]").fill("owner@caja.test");
    await page.locator("input[name=password]").fill("caja-demo-2026");
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(/\/intents/);
    await page.locator('[data-testid="live-indicator"][data-connected="true"]').waitFor();

    const delays: number[] = [];
    const steps = ["qr_scanned", "qr_progress", "qr_authorized"];
    let intent = "";
    for (let i = 0; i < count; i++) {
      const step = i % steps.length;
      if (step === 0) {
        intent = (await api(target, "/payment/intent", { payment: "qr_present", amount: 10, data: { branch: "b", terminal: "t", time: new Date().toISOString(), items: [] } })).data.intent;
        await page.locator(`tr[data-intent="${intent}"] [data-status="qr_created"]`).waitFor({ timeout: 10_000 });
      }
      const status = steps[step]!;
      const started = Date.now();
      await api(target, `/sandbox/${intent}/advance`, { to: status });
      await page.locator(`tr[data-intent="${intent}"] [data-status="${status}"]`).waitFor({ timeout: 10_000 });
      delays.push(Date.now() - started);
    }
    return { changes: delays.length, p50: pct(delays, 50), p95: pct(delays, 95), max: Math.max(...delays) };
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith("live-dashboard.ts")) {
  benchLiveDashboard({ base: process.env.CAJA_URL ?? "http://127.0.0.1:3000", key: process.env.SANDBOX_API_KEY ?? "" }, Number(process.argv[2] ?? 100))
    .then((result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
