import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/api-test";
import { advance, createIntent, createMerchant, intentBody, json, keyHeaders, type PaymentType } from "../support/api";
import { E2E } from "../support/secrets";

type Payout = { payout: string; amount: number; status: string; failure: string | null; date: string; arrival: string; trackingKey: string; bank: string; clabeLast4: string };
type Transaction = { transaction: string; type: string; amount: number; intent: string | null; payout: string | null; availableOn: string };

const AUTHORIZED = { qr_present: "qr_authorized", ec_remote: "ec_auhtorized", card_present: "cp_authorized" } as const;
// valid CLABEs (Banamex, Mexico City) whose account numbers the simulated bank pays, fails, or leaves pending
const PAID_CLABE = "002180123456789013";
const FAILING_CLABE = "002180000000000025";
const admin = { authorization: `Bearer ${E2E.adminToken}` };

async function paid(request: APIRequestContext, apiKey: string, payment: PaymentType, amount: number): Promise<string> {
  const { intent } = await createIntent(request, payment, { apiKey, body: { ...intentBody(payment), amount } });
  expect((await advance(request, intent, AUTHORIZED[payment], {}, apiKey)).status()).toBe(200);
  return intent;
}
const get = async <T,>(request: APIRequestContext, path: string, apiKey: string) => json<T>(await request.get(`/api${path}`, { headers: keyHeaders(apiKey) }));
const post = (request: APIRequestContext, path: string, apiKey: string, data?: object) => request.post(`/api${path}`, { headers: keyHeaders(apiKey), ...(data ? { data } : {}) });
const setAccount = (request: APIRequestContext, apiKey: string, clabe: string) => request.patch("/api/payout-account", { headers: keyHeaders(apiKey), data: { clabe, holderName: "Tienda La Esquina" } });

test.describe("balance and payouts", () => {
  test("a day's sales, fees and a refund are booked; the cut-off pays the net once, and the payout lists each line to the cent", async ({ request }) => {
    const shop = await createMerchant(request, "Depósitos shop");
    const key = shop.apiKey;
    const card = await paid(request, key, "card_present", 1000); // 3.5 %: 35.00 + IVA 5.60
    const remote = await paid(request, key, "ec_remote", 200); // 3.9 % + 3.00: 10.80 + IVA 1.73
    await paid(request, key, "qr_present", 250.25); // CoDi: no fee
    expect((await post(request, `/payment/${card}/refund`, key, { amount: 100 })).status()).toBe(200);

    const ledger = await get<{ data: Transaction[]; has_more: boolean }>(request, "/balance/transactions?limit=100", key);
    expect(ledger.data.data.map((t) => [t.type, t.amount])).toEqual([
      ["payment", 1000], ["fee", -35], ["fee_tax", -5.6],
      ["payment", 200], ["fee", -10.8], ["fee_tax", -1.73],
      ["payment", 250.25],
      ["refund", -100],
    ]);
    const net = 1000 - 35 - 5.6 + 200 - 10.8 - 1.73 + 250.25 - 100;
    const day = ledger.data.data[0]!.availableOn;
    const balance = await get<{ available: number; pending: number; account: boolean }>(request, "/balance", key);
    expect(balance.data.available + balance.data.pending).toBeCloseTo(net, 2);
    expect(balance.data.account).toBe(false);

    // no account yet: 409; a CLABE with a wrong check digit: 400 on clabe; then the real one, masked when read back
    expect((await json(await post(request, "/sandbox/payouts/run", key, { date: day }))).message).toBe("payout_account_missing");
    const bad = await setAccount(request, key, "002180123456789012");
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("clabe");
    expect((await setAccount(request, key, PAID_CLABE)).status()).toBe(200);
    expect((await get(request, "/payout-account", key)).data).toMatchObject({ clabe: "••••••••••••••9013", bank: "Banco Nacional de México", holderName: "Tienda La Esquina" });
    expect((await post(request, "/sandbox/payouts/run", key, { date: "2020-01-02" })).status()).toBe(400);

    const run = await json<{ data: Payout[] }>(await post(request, "/sandbox/payouts/run", key, { date: day }));
    expect(run.data.data).toHaveLength(1);
    const payout = run.data.data[0]!;
    expect(payout).toMatchObject({ amount: Number(net.toFixed(2)), status: "paid", failure: null, date: day, arrival: day, clabeLast4: "9013" });
    // run again: the day has its payout; nothing is paid twice
    expect((await json<{ data: Payout[] }>(await post(request, "/sandbox/payouts/run", key, { date: day }))).data.data).toEqual([]);

    const detail = await get<Payout & { transactions: Transaction[] }>(request, `/payouts/${payout.payout}`, key);
    expect(detail.data.transactions.map((t) => t.type)).toEqual(["payment", "fee", "fee_tax", "payment", "fee", "fee_tax", "payment", "refund", "payout"]);
    expect(detail.data.transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)).toBe(0);
    expect(detail.data.transactions.find((t) => t.intent === remote && t.type === "payment")).toMatchObject({ amount: 200, payout: payout.payout });
    // one payment's lines (the dashboard's payment page): its gross, fee, IVA and refund, each with the payout that settled it
    const ofCard = await get<{ data: Transaction[] }>(request, `/balance/transactions?intent=${card}`, key);
    expect(ofCard.data.data.map((t) => [t.type, t.amount, t.payout])).toEqual([["payment", 1000, payout.payout], ["fee", -35, payout.payout], ["fee_tax", -5.6, payout.payout], ["refund", -100, payout.payout]]);
    expect((await request.get(`/api/balance/transactions?intent=not-an-intent`, { headers: keyHeaders(key) })).status()).toBe(400);
    expect((await get<{ data: Payout[] }>(request, "/payouts", key)).data.data.map((p) => p.payout)).toEqual([payout.payout]);
    expect((await get<{ available: number; pending: number }>(request, "/balance", key)).data).toMatchObject({ available: 0, pending: 0 });

    // the feed tells the payout's life
    const feed = await get<{ data: Array<{ type: string; payout?: Payout }> }>(request, "/payment/events?limit=500", key);
    expect(feed.data.data.filter((e) => e.type.startsWith("payout.")).map((e) => [e.type, e.payout!.status])).toEqual([["payout.created", "pending"], ["payout.paid", "paid"]]);
    // settled already: 409; another merchant's payout: 404
    expect((await json(await post(request, `/sandbox/payouts/${payout.payout}/settle`, key, { outcome: "paid" }))).message).toBe("payout_not_pending");
    expect((await request.get(`/api/payouts/${payout.payout}`, { headers: keyHeaders() })).status()).toBe(404);
  });

  test("a failed payout returns to the balance and the next cut-off pays it; pricing set by the admin applies to later payments", async ({ request }) => {
    const shop = await createMerchant(request, "Failing payouts shop");
    const key = shop.apiKey;
    const set = await request.patch(`/api/admin/merchants/${shop.id}/pricing`, { headers: admin, data: { payment: "qr_present", percent: 1.5, fixed: 0.5 } });
    expect(set.status()).toBe(200);
    const pricing = await json<{ data: Array<{ payment: string; percent: number; fixed: number; ivaRate: number; default: boolean }> }>(set);
    expect(pricing.data.data.find((p) => p.payment === "qr_present")).toMatchObject({ percent: 1.5, fixed: 0.5, ivaRate: 0.16, default: false });
    expect(pricing.data.data.find((p) => p.payment === "card_present")).toMatchObject({ percent: 3.5, default: true });
    await paid(request, key, "qr_present", 300); // 1.5 % + 0.50 = 5.00; IVA 0.80
    const day = (await get<{ data: Transaction[] }>(request, "/balance/transactions", key)).data.data[0]!.availableOn;
    expect((await setAccount(request, key, FAILING_CLABE)).status()).toBe(200);
    const failed = (await json<{ data: Payout[] }>(await post(request, "/sandbox/payouts/run", key, { date: day }))).data.data[0]!;
    expect(failed).toMatchObject({ amount: 294.2, status: "failed", failure: "account_closed" });
    expect((await get<{ available: number; pending: number }>(request, "/balance", key)).data.available + (await get<{ pending: number }>(request, "/balance", key)).data.pending).toBeCloseTo(294.2, 2);
    expect((await setAccount(request, key, PAID_CLABE)).status()).toBe(200);
    const later = (await get<{ data: Transaction[] }>(request, "/balance/transactions?type=payout_failure", key)).data.data;
    expect(later.map((t) => [t.type, t.amount])).toEqual([["payout_failure", 294.2]]);
    // the next business day's cut-off pays it again
    expect(await runNextBusinessDay(request, key, day)).toMatchObject([{ amount: 294.2, status: "paid" }]);
  });
});

/** The sandbox cut-off of the first business day after `day`: the days after it are tried in turn (a weekend or bank holiday is refused with 400). */
async function runNextBusinessDay(request: APIRequestContext, apiKey: string, day: string): Promise<Payout[]> {
  const at = new Date(`${day}T12:00:00Z`);
  for (let tries = 0; tries < 7; tries++) {
    at.setUTCDate(at.getUTCDate() + 1);
    const response = await post(request, "/sandbox/payouts/run", apiKey, { date: at.toISOString().slice(0, 10) });
    if (response.status() === 400) continue;
    return (await json<{ data: Payout[] }>(response)).data.data;
  }
  throw new Error(`no business day within a week of ${day}`);
}
