/**
 * A built dashboard with something to show, for the measurements that look at its pages in a
 * browser (scripts/lighthouse.ts, scripts/bench/js-per-page.ts): a production server on a fresh
 * embedded database with the e2e secrets, a few payments in different states, a signed-in owner and
 * a till set up on the browser. Language-independent: fields are found by name and id, not by label.
 */
import type { Page } from "@playwright/test";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../../e2e/support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../../e2e/support/secrets";
import { receiptPath } from "../../lib/dashboard/receipts/receipt-url";

export const OWNER = { email: "owner@caja.test", password: "caja-demo-2026" };

/** `npm start` of `checkout` (this one by default; built), on a temporary data directory. */
export async function startBuiltServer(checkout?: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const app = await spawnApp({ ...SERVER_SECRETS_ENV, LOG_LEVEL: "error", DATA_DIR: tempDataDir(), DATABASE_URL: "", ...env }, checkout);
  const health = await waitForHealth(app, 90_000);
  if (health.status !== 200) throw new Error(`the server at ${app.url} answered ${health.status}: ${app.output()}`);
  return app;
}

async function api(base: string, path: string, body: unknown): Promise<{ code: number; data: { intent: string } }> {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: { intent: string } };
}

/**
 * Eight payments in the states a shop sees (authorized, declined with a reason, expired, waiting,
 * of each type); answers an authorized one and its receipt's path.
 */
export async function samplePayments(base: string): Promise<{ intent: string; receipt: string }> {
  const plan: Array<[string, string | null, string?]> = [
    ["qr_present", "qr_authorized"],
    ["qr_present", "qr_error_x", "insufficient_funds"],
    ["qr_present", "qr_expired"],
    ["qr_present", null],
    ["card_present", "cp_authorized"],
    ["card_present", "cp_error_x", "card_declined"],
    ["ec_remote", "ec_auhtorized"],
    ["ec_remote", null],
  ];
  let paid: string | null = null;
  for (const [index, [payment, to, reason]] of plan.entries()) {
    const created = await api(base, "/api/payment/intent", {
      payment,
      amount: 100 + index * 37.5,
      data: { branch: "Centro", terminal: "Caja 1", time: new Date().toISOString(), concept: "Desayuno para llevar", ticket: `T-9${String(index).padStart(4, "0")}`, items: [{ sku: "PAN-01", price: "58.50", description: "Concha", qty: 1 }] },
    });
    if (created.code !== 200) throw new Error(`creating a ${payment} payment answered ${created.code}`);
    if (to) {
      const advanced = await api(base, `/api/sandbox/${created.data.intent}/advance`, { to, ...(reason ? { reason } : {}) });
      if (advanced.code !== 200) throw new Error(`advancing to ${to} answered ${advanced.code}`);
    }
    paid ??= to === "qr_authorized" ? created.data.intent : null;
  }
  return { intent: paid!, receipt: receiptPath({ masterKey: Buffer.from(E2E.masterKey, "base64") }, paid!) };
}

/** Signs the owner in through the sign-in page (its form's fields by name: any language). */
export async function signInOwner(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator("input[name=email]").fill(OWNER.email);
  await page.locator("input[name=password]").fill(OWNER.password);
  await page.locator("button[type=submit]").click();
  await page.waitForURL(/\/intents/);
}

/** Sets this browser up as a till (an owner's one-time step); the till's keypad shows afterwards. */
export async function setUpTill(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/checkout`);
  const setup = page.locator("#till-branch");
  await Promise.race([setup.waitFor(), page.getByTestId("till").waitFor()]);
  if (await setup.count()) {
    await setup.fill("Centro");
    await page.locator("#till-terminal").fill("Caja 1");
    await page.locator("[data-testid=till-setup] button[type=submit]").click();
  }
  await page.getByTestId("till").waitFor();
}
