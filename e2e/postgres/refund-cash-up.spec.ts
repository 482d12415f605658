import { expect, test } from "@playwright/test";
import pg from "pg";
import { advance, createIntent, intentBody, json, keyHeaders } from "../support/api";
import { signInPage } from "../support/session";

const ZONE = "America/Mexico_City"; // the dashboard's DASHBOARD_TIME_ZONE in these tests
const mxn = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(amount);
const localDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/**
 * A sale one day, a refund of it the next, in Chromium against the PostgreSQL deployment: the
 * sale's day is left as it was, the refund counts on the day it was made, and the books (the
 * dashboard's net against the service's) balance on both days. The sale is moved to yesterday in
 * both the service's and the dashboard's tables (the one way to make a payment yesterday in a test
 * that runs today), before the refund is made.
 */
test("the cash-up nets a refund on the day it was made: the sale's day unchanged, the next day refunded and net, the books balanced on both", async ({ page, request }) => {
  const branch = `Devoluciones ${Date.now().toString(36)}`;
  const base = intentBody("qr_present", { amount: 100 });
  const { intent } = await createIntent(request, "qr_present", { body: { ...base, data: { ...base.data, branch, terminal: "Caja 1" } } });
  expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);
  await signInPage(page, "owner");
  // the dashboard has the payment (its page reads it through the sync)
  await page.goto(`/intents/${intent}`);
  await expect(page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "qr_authorized");

  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("UPDATE payment_intent SET created_at = created_at - interval '1 day', requested_at = requested_at - interval '1 day' WHERE id = $1", [intent]);
    await db.query("UPDATE intent_status_event SET created_at = created_at - interval '1 day' WHERE intent_id = $1", [intent]);
    await db.query("UPDATE dashboard_intent SET created_at = created_at - interval '1 day' WHERE id = $1", [intent]);
  } finally {
    await db.end();
  }
  const refund = await json<{ status: string }>(await request.post(`/api/payment/${intent}/refund`, { headers: keyHeaders(), data: { amount: 40, reason: "requested_by_customer" } }));
  expect(refund.data.status).toBe("refund_succeeded");
  await expect(async () => {
    await page.goto(`/intents/${intent}`);
    await expect(page.getByTestId("refund")).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  const today = localDay(new Date());
  const yesterday = localDay(new Date(Date.now() - 86_400_000));
  await page.goto(`/cash-up?day=${yesterday}&branch=${encodeURIComponent(branch)}`);
  await expect(page.getByTestId("summary-collected")).toHaveText(mxn(100));
  await expect(page.getByTestId("summary-refunded")).toHaveText(mxn(0));
  await expect(page.getByTestId("summary-net")).toHaveText(mxn(100));
  await expect(page.getByTestId("books-balance")).toHaveAttribute("data-state", "balanced", { timeout: 20_000 });
  await expect(page.getByTestId("cash-up-net")).toHaveCount(0); // a day without refunds looks as it always did

  await page.goto(`/cash-up?day=${today}&branch=${encodeURIComponent(branch)}`);
  await expect(page.getByTestId("summary-collected")).toHaveText(mxn(0));
  await expect(page.getByTestId("summary-refunded")).toHaveText(mxn(40));
  await expect(page.getByTestId("summary-net")).toHaveText(mxn(-40));
  const till = page.getByTestId("cash-up-net").locator(`tr[data-level="till"][data-terminal="Caja 1"]`);
  await expect(till.locator('[data-figure="refunded"]')).toHaveText(mxn(40));
  await expect(till.locator('[data-figure="net"]')).toHaveText(mxn(-40));
  const books = page.getByTestId("books-balance");
  await expect(books).toHaveAttribute("data-state", "balanced", { timeout: 20_000 });
  await expect(books.getByTestId("books-net")).toContainText(mxn(-40));
  // printed on A4 (210 mm less the margins), the refunds' table fits the paper like the others
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 718, height: 1000 });
  const beyond = await page.evaluate(() => [...document.querySelectorAll("main *")].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((e) => e.tagName));
  expect(beyond, "elements beyond the paper's width").toEqual([]);

  const totals = await json<{ net: string; refunds: { succeeded: { amount: string } } }>(
    await request.get(`/api/payment/totals?from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}&branch=${encodeURIComponent(branch)}`, { headers: keyHeaders() }),
  );
  expect(totals.data).toMatchObject({ net: "-40.00", refunds: { succeeded: { amount: "40.00" } } });
});
