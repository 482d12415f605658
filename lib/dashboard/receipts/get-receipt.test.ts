import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDLERS } from "../../gateway/api/handlers";
import { createApiRouter } from "../../gateway/api/router";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { applyIntentUpdate } from "../apply-intent-update";
import { paymentApi, type PaymentApi } from "../payment-api";
import { findReceiptPath } from "./find-receipt-path";
import { getReceipt } from "./get-receipt";
import { receiptPath } from "./receipt-url";

/**
 * The receipt on the in-memory database, with the payment API served over real HTTP from the same
 * process: intents are created and moved through the API, as a point of sale would, so the
 * dashboard's copy is filled the way it is in production.
 */
let m: MemoryDatabase;
let server: Server;
let base: string;
const config = { masterKey: Buffer.alloc(32, 9), merchantName: "Panadería La Espiga", currency: "MXN" };

/** The dashboard's API client, counting its reads of an intent. */
function countingApi(baseUrl = base): Pick<PaymentApi, "detail"> & { reads: number } {
  const api = paymentApi({ apiBaseUrl: baseUrl, apiKey: m.merchant.apiKey });
  const counted = { reads: 0, detail: (intent: string) => ((counted.reads += 1), api.detail(intent)) };
  return counted;
}

async function call(method: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method, headers: { "x-api-key": m.merchant.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; data: { intent: string } };
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
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
  const app = createApiRouter(HANDLERS);
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await m?.close();
});

describe("getReceipt", () => {
  it("of an authorized intent the dashboard never heard of: read from the API once, then from the dashboard's copy", async () => {
    const intent = await intentAt("qr_authorized");
    const api = countingApi();
    const receipt = await getReceipt(m.db, api, config, intent, macOf(intent));
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
      { sku: "1001", description: "Latte", qty: 2, price: "45.5", total: "91.0000" },
      { sku: "PAN-01", description: "Concha de vainilla con un nombre muy largo que no cabe en una línea", qty: 3, price: "0.3333", total: "0.9999" },
      { sku: null, description: "Bolsa", qty: 1, price: null, total: null },
    ]);
    expect(api.reads).toBe(1);
    const stored = await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent }, include: { events: true } });
    expect(stored.items).toEqual([
      { sku: "1001", price: "45.5", description: "Latte", qty: 2 },
      { sku: "PAN-01", price: "0.3333", description: ITEMS[1]!.description, qty: 3 },
      { description: "Bolsa" },
    ]);
    // the time is the authorization's, at the service
    expect(receipt!.paidAt).toBe(stored.events.find((event) => event.status === "qr_authorized")!.occurredAt.toISOString());

    expect(await getReceipt(m.db, api, config, intent, macOf(intent))).toEqual(receipt);
    expect(api.reads).toBe(1);
  });

  it("is null, without reading anything, for a MAC that is not the intent's", async () => {
    const intent = await intentAt("qr_authorized");
    const other = await intentAt("qr_authorized");
    const api = countingApi();
    for (const mac of [macOf(other), "", "x".repeat(22), macOf(intent).slice(0, 21), receiptPath({ masterKey: Buffer.alloc(32, 1) }, intent).split("/").at(-1)!]) {
      expect(await getReceipt(m.db, api, config, intent, mac), mac).toBeNull();
    }
    expect(await getReceipt(m.db, api, config, "not an intent", macOf("not an intent"))).toBeNull();
    expect(api.reads).toBe(0);
    expect(await m.db.prisma.dashboardIntent.count({ where: { id: intent } })).toBe(0);
  });

  it("is null for an intent the API does not know", async () => {
    const unknown = "qp_0000000000000000000000";
    expect(await getReceipt(m.db, countingApi(), config, unknown, macOf(unknown))).toBeNull();
  });

  it("exists only once the payment is authorized: not while pending, never for a failed or expired one", async () => {
    const pending = await intentAt("qr_scanned");
    const api = countingApi();
    expect(await getReceipt(m.db, api, config, pending, macOf(pending))).toBeNull();
    await call("POST", `/sandbox/${pending}/advance`, { to: "qr_authorized" });
    // the copy was not final, so the API is asked again
    expect(await getReceipt(m.db, api, config, pending, macOf(pending))).toMatchObject({ intent: pending, status: "qr_authorized" });

    for (const to of ["qr_error_x", "qr_expired"]) {
      const intent = await intentAt(to);
      const counted = countingApi();
      expect(await getReceipt(m.db, counted, config, intent, macOf(intent)), to).toBeNull();
      expect(await getReceipt(m.db, counted, config, intent, macOf(intent)), to).toBeNull();
      expect(counted.reads, "a final copy needs one read").toBe(1);
    }
  });

  it("reads the item lines once for an authorized copy that has none yet (known from webhooks, or stored before items were kept)", async () => {
    const intent = await intentAt("qr_authorized");
    await applyIntentUpdate(m.db, { kind: "webhook", intent, status: { status: "qr_authorized", code: 103, seq: 4, reason: null }, webhookId: "msg_1", raw: {} });
    const api = countingApi();
    expect((await getReceipt(m.db, api, config, intent, macOf(intent)))?.items).toHaveLength(3);
    expect(api.reads).toBe(1);
    await m.db.prisma.$executeRaw`UPDATE dashboard_intent SET items = NULL WHERE id = ${intent}`;
    expect((await getReceipt(m.db, api, config, intent, macOf(intent)))?.items).toHaveLength(3);
    expect(api.reads).toBe(2);
  });

  it("the time is the service's authorization, not when its webhook arrived: a copy filled before the webhook is read once more", async () => {
    const intent = await intentAt("qr_authorized");
    const api = countingApi();
    await applyIntentUpdate(m.db, { kind: "webhook", intent, status: { status: "qr_created", code: 100, seq: 1, reason: null }, webhookId: `msg_${intent}_1`, raw: {} });
    // the intent's fields come from the API while the last webhook is still on its way
    await m.db.prisma.$executeRaw`UPDATE dashboard_intent SET detailed = true, final = true, status = 'qr_authorized', code = 103, seq = 4, amount = 1, items = '[]'::jsonb WHERE id = ${intent}`;
    await applyIntentUpdate(m.db, { kind: "webhook", intent, status: { status: "qr_authorized", code: 103, seq: 4, reason: null }, webhookId: `msg_${intent}_4`, raw: {} });
    const authorizedAt = (await api.detail(intent)).events.find((event) => event.status === "qr_authorized")!.at;
    const receipt = await getReceipt(m.db, api, config, intent, macOf(intent));
    expect(receipt?.paidAt).toBe(authorizedAt);
    const reads = api.reads;
    expect((await getReceipt(m.db, api, config, intent, macOf(intent)))?.paidAt).toBe(authorizedAt);
    expect(api.reads, "once corrected, the copy answers alone").toBe(reads);
  });

  it("shows an authorized copy as it is when the API cannot be reached, and fails when there is nothing to show", async () => {
    const intent = await intentAt("qr_authorized", []);
    await getReceipt(m.db, countingApi(), config, intent, macOf(intent));
    await m.db.prisma.$executeRaw`UPDATE dashboard_intent SET items = NULL WHERE id = ${intent}`;
    const down = countingApi("http://127.0.0.1:9/api");
    expect(await getReceipt(m.db, down, config, intent, macOf(intent))).toMatchObject({ intent, amount: "91.99", items: [] });
    const unseen = await intentAt("qr_authorized");
    await expect(getReceipt(m.db, down, config, unseen, macOf(unseen))).rejects.toThrow();
  });
});

describe("findReceiptPath", () => {
  it("answers the receipt path of an authorized intent, and null for a pending or unknown one", async () => {
    const paid = await intentAt("qr_authorized");
    const pending = await intentAt(null);
    expect(await findReceiptPath(m.db, countingApi(), config, paid)).toBe(receiptPath(config, paid));
    expect(await findReceiptPath(m.db, countingApi(), config, pending)).toBeNull();
    expect(await findReceiptPath(m.db, countingApi(), config, "qp_1111111111111111111111")).toBeNull();
  });
});
