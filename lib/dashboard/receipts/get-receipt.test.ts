import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { serveApi } from "../../testing/serve-api";
import { startTestSync, type TestSync } from "../../testing/test-sync";
import { paymentApi } from "../payment-api";
import { receiveWebhook } from "../receive-webhook";
import { findReceiptPath } from "./find-receipt-path";
import { getReceipt } from "./get-receipt";
import { receiptPath } from "./receipt-url";

/**
 * The receipt on the in-memory database, with the payment API served over real HTTP from the same
 * process: intents are created and moved through the API, as a point of sale would, and the
 * dashboard's copy is filled by the sync from the service's event feed, as in production.
 */
let m: MemoryDatabase;
let api: Awaited<ReturnType<typeof serveApi>>;
let base: string;
let sync: TestSync;
const config = { masterKey: Buffer.alloc(32, 9), merchantName: "Panadería La Espiga", currency: "MXN" };

async function call(method: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method, headers: { "x-api-key": m.merchant.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; data: { intent: string } };
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const SECRET = "whsec_c2VjcmV0LW9mLXRoZS1yZWNlaXB0LXRlc3Q=";
/** A status webhook as the service signs it, received by the dashboard's receiver (it arrives before the sync has read the feed). */
async function webhookArrives(intent: string, status: string, code: number, seq: number) {
  const body = JSON.stringify({ intent, status, code });
  const id = `evt_test_${intent}_${seq}`;
  const timestamp = new Date();
  const signature = new Webhook(SECRET).sign(id, timestamp, body);
  await receiveWebhook(m.db.store, body, { "webhook-id": id, "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)), "webhook-signature": signature, "caja-sequence": String(seq) }, [SECRET]);
}

const ITEMS = [
  { sku: 1001, price: 45.5, description: "Latte", qty: 2 },
  { sku: "PAN-01", price: "0.3333", description: "Concha de vainilla con un nombre muy largo que no cabe en una línea", qty: 3 },
  { description: "Bolsa" },
];

async function intentAt(to: string | null, items: unknown[] = ITEMS) {
  const { intent } = await call("POST", "/payment/intent", {
    payment: "qr_present",
    amount: 91.99,
    data: { branch: "centro", terminal: "caja-2", time: "2026-11-22T10:00:00.000Z", concept: "Desayuno", ticket: "T-77", items },
  });
  if (to) await call("POST", `/sandbox/${intent}/advance`, { to });
  return intent;
}

const macOf = (intent: string) => receiptPath(config, intent).split("/").at(-1)!;

beforeAll(async () => {
  m = await openMemoryDatabase();
  api = await serveApi();
  base = api.base;
  sync = startTestSync(m.db.store, paymentApi({ apiBaseUrl: base, apiKey: m.merchant.apiKey }));
});
afterAll(async () => {
  await sync?.stop();
  await api?.close();
  await m?.close();
});

describe("getReceipt", () => {
  it("of an authorized intent the dashboard never heard of: brought by one pass of the sync, then from the dashboard's copy", async () => {
    const intent = await intentAt("qr_authorized");
    const reads = sync.reads;
    const receipt = await getReceipt(m.db.store, config, intent, macOf(intent));
    expect(receipt).toMatchObject({
      intent,
      merchantName: "Panadería La Espiga",
      payment: "qr_present",
      status: "qr_authorized",
      reason: null,
      amount: "91.99",
      currency: "MXN",
      concept: "Desayuno",
      ticket: "T-77",
      branch: "centro",
      terminal: "caja-2",
      cardLast4: null,
      phoneLast4: null,
    });
    expect(receipt!.items).toEqual([
      // lines sent without the tax extension: no IVA of their own, totals exact as before
      { sku: "1001", description: "Latte", qty: 2, quantity: "2", price: "45.5", discount: null, iva: null, total: "91.0000", productKey: null, unitKey: null },
      { sku: "PAN-01", description: "Concha de vainilla con un nombre muy largo que no cabe en una línea", qty: 3, quantity: "3", price: "0.3333", discount: null, iva: null, total: "0.9999", productKey: null, unitKey: null },
      { sku: null, description: "Bolsa", qty: 1, quantity: "1", price: null, discount: null, iva: null, total: null, productKey: null, unitKey: null },
    ]);
    expect(sync.reads - reads).toBe(1);
    const stored = await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent }, include: { events: true } });
    expect(stored.items).toEqual([
      { sku: "1001", price: "45.5", description: "Latte", qty: 2 },
      { sku: "PAN-01", price: "0.3333", description: ITEMS[1]!.description, qty: 3 },
      { description: "Bolsa" },
    ]);
    // the time is the authorization's, at the service
    const detail = await paymentApi({ apiBaseUrl: base, apiKey: m.merchant.apiKey }).detail(intent);
    expect(receipt!.paidAt).toBe(detail.events.find((event) => event.status === "qr_authorized")!.at);

    expect(await getReceipt(m.db.store, config, intent, macOf(intent))).toEqual(receipt);
    expect(sync.reads - reads, "a complete copy answers alone").toBe(1);
  });

  it("is null, without reading anything, for a MAC that is not the intent's", async () => {
    const intent = await intentAt("qr_authorized");
    const other = await intentAt("qr_authorized");
    const reads = sync.reads;
    for (const mac of [macOf(other), "", "x".repeat(22), macOf(intent).slice(0, 21), receiptPath({ masterKey: Buffer.alloc(32, 1) }, intent).split("/").at(-1)!]) {
      expect(await getReceipt(m.db.store, config, intent, mac), mac).toBeNull();
    }
    expect(await getReceipt(m.db.store, config, "not an intent", macOf("not an intent"))).toBeNull();
    expect(sync.reads).toBe(reads);
    expect(await m.db.prisma.dashboardIntent.count({ where: { id: intent } })).toBe(0);
  });

  it("is null for an intent the service does not know", async () => {
    const unknown = "qp_0000000000000000000000";
    expect(await getReceipt(m.db.store, config, unknown, macOf(unknown))).toBeNull();
  });

  it("exists only once the payment is authorized: not while pending, never for a failed or expired one", async () => {
    const pending = await intentAt("qr_scanned");
    expect(await getReceipt(m.db.store, config, pending, macOf(pending))).toBeNull();
    await call("POST", `/sandbox/${pending}/advance`, { to: "qr_authorized" });
    // the copy was not final, so the sync is asked again
    expect(await getReceipt(m.db.store, config, pending, macOf(pending))).toMatchObject({ intent: pending, status: "qr_authorized" });

    for (const to of ["qr_error_x", "qr_expired"]) {
      const intent = await intentAt(to);
      const reads = sync.reads;
      expect(await getReceipt(m.db.store, config, intent, macOf(intent)), to).toBeNull();
      expect(await getReceipt(m.db.store, config, intent, macOf(intent)), to).toBeNull();
      expect(sync.reads - reads, "a final copy needs one pass").toBe(1);
    }
  });

  it("an authorized copy known from its webhook only (no amount, no items yet) is completed by a pass of the sync", async () => {
    const intent = await intentAt("qr_authorized");
    await webhookArrives(intent, "qr_authorized", 103, 4);
    expect(await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent } })).toMatchObject({ detailed: false, amount: null, items: null });
    const reads = sync.reads;
    expect(await getReceipt(m.db.store, config, intent, macOf(intent))).toMatchObject({ amount: "91.99", items: expect.arrayContaining([expect.objectContaining({ description: "Bolsa" })]) });
    expect(sync.reads - reads).toBe(1);
  });

  it("the time is the service's authorization, not when its webhook arrived: a copy whose last status came by webhook is completed once", async () => {
    const intent = await intentAt(null);
    await getReceipt(m.db.store, config, intent, macOf(intent)); // the copy knows the intent, pending
    await call("POST", `/sandbox/${intent}/advance`, { to: "qr_authorized" });
    await webhookArrives(intent, "qr_authorized", 103, 4); // the webhook comes first: the time it arrived
    const authorizedAt = (await paymentApi({ apiBaseUrl: base, apiKey: m.merchant.apiKey }).detail(intent)).events.find((event) => event.status === "qr_authorized")!.at;
    const receipt = await getReceipt(m.db.store, config, intent, macOf(intent));
    expect(receipt?.paidAt).toBe(authorizedAt);
    const reads = sync.reads;
    expect((await getReceipt(m.db.store, config, intent, macOf(intent)))?.paidAt).toBe(authorizedAt);
    expect(sync.reads, "once corrected, the copy answers alone").toBe(reads);
  });

  it("shows an authorized copy as it is when the service cannot be reached, and fails when there is nothing to show", async () => {
    const intent = await intentAt("qr_authorized", []);
    await getReceipt(m.db.store, config, intent, macOf(intent));
    await m.db.prisma.$executeRaw`UPDATE dashboard_intent SET items = NULL WHERE id = ${intent}`;
    sync.use(paymentApi({ apiBaseUrl: "http://127.0.0.1:9/api", apiKey: m.merchant.apiKey }));
    try {
      expect(await getReceipt(m.db.store, config, intent, macOf(intent))).toMatchObject({ intent, amount: "91.99", items: [] });
      const unseen = await intentAt("qr_authorized");
      await expect(getReceipt(m.db.store, config, unseen, macOf(unseen))).rejects.toThrow();
    } finally {
      sync.use(paymentApi({ apiBaseUrl: base, apiKey: m.merchant.apiKey }));
    }
  });
});

describe("findReceiptPath", () => {
  it("answers the receipt path of an authorized intent, and null for a pending or unknown one", async () => {
    const paid = await intentAt("qr_authorized");
    const pending = await intentAt(null);
    expect(await findReceiptPath(m.db.store, config, paid)).toBe(receiptPath(config, paid));
    expect(await findReceiptPath(m.db.store, config, pending)).toBeNull();
    expect(await findReceiptPath(m.db.store, config, "qp_1111111111111111111111")).toBeNull();
  });
});
