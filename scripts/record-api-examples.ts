/**
 * Writes lib/contract/api-examples.json: a real request and its real answer for every operation of
 * the API, and every webhook's headers and body as a receiver gets them, recorded from a merchant's
 * day played against the API served over HTTP on a throwaway database. The OpenAPI document shows
 * them as its examples, so they are what the server says, not what someone typed; the contract
 * tests check each against its schema. Run after a change to an answer's shape:
 *
 *   npm run api:examples
 */
import fs from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildCardTransaction, sandboxTrack2 } from "../lib/pos/build-card-transaction";
import { OPERATIONS } from "../lib/contract/operations";
import { WEBHOOK_EVENT_TYPES } from "../lib/contract/webhook-events";
import { redactSecrets, type ApiExamples, type RecordedExample } from "../lib/contract/api-examples";
import { readiness } from "../lib/readiness";
import { openMemoryDatabase, TEST_SECRETS } from "../lib/testing/memory-database";
import { serveApi } from "../lib/testing/serve-api";

const OUT = path.resolve("lib/contract/api-examples.json");

type Call = { name?: string; params?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; raw?: { type: string; text: string } };

async function main() {
  const m = await openMemoryDatabase();
  const api = await serveApi();
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/caja`;

  const operations: ApiExamples["operations"] = {};
  const byId = new Map(OPERATIONS.map((op) => [op.id as string, op]));

  /** Calls one operation as a client would and keeps the request and the answer under its id. */
  async function call<T = Record<string, unknown>>(id: string, input: Call = {}): Promise<{ status: number; data: T }> {
    const op = byId.get(id);
    if (!op) throw new Error(`no operation ${id}`);
    const url = new URL(api.base + op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? "")));
    for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, value);
    const auth: Record<string, string> = op.auth === "apiKey" ? { "x-api-key": m.merchant.apiKey } : op.auth === "admin" ? { authorization: `Bearer ${TEST_SECRETS.ADMIN_API_TOKEN}` } : {};
    const body = input.raw ? input.raw.text : input.body === undefined ? undefined : JSON.stringify(input.body);
    const contentType = input.raw?.type ?? (body === undefined ? undefined : "application/json");
    const answer = await fetch(url, { method: op.method, headers: { ...auth, ...(contentType ? { "content-type": contentType } : {}), ...input.headers }, body });
    const envelope = (await answer.json()) as { code: number; data: T };
    const example: RecordedExample = {
      ...(input.params ? { params: input.params } : {}),
      ...(input.query ? { query: input.query } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
      ...(input.raw ? { request: input.raw.text } : input.body === undefined ? {} : { request: input.body }),
      status: answer.status,
      // keys and signing secrets are answered once: an example shows where they come, not their value
      answer: redactSecrets(envelope),
    };
    ((operations[id] ??= {})[input.name ?? String(answer.status)] = example);
    return { status: answer.status, data: envelope.data };
  }
  const now = () => new Date().toISOString();
  const purchase = (ticket: string, items: unknown[] = [{ sku: "CAF-001", description: "Café americano", price: 45, qty: 2 }, { sku: "PAN-014", description: "Concha", price: 59.5, qty: 1 }]) => ({
    branch: "sucursal-centro",
    terminal: "caja-02",
    time: now(),
    concept: "Consumo en tienda",
    ticket,
    items,
  });

  try {
    await call("checkHealth");
    await call("checkReadiness", { name: "starting" });
    readiness.set("ready");
    await call("checkReadiness");

    // one intent of each payment type; the QR is paid and partly refunded, the card approved and declined
    const qr = (await call<{ intent: string }>("createIntent", { name: "qr_present", body: { payment: "qr_present", amount: 149.5, data: purchase("T-1001") } })).data.intent;
    const card = (await call<{ intent: string; keys: { signature: string; encryption: string } }>("createIntent", { name: "card_present", body: { payment: "card_present", amount: 149.5, data: purchase("T-1002") } })).data;
    const ec = (await call<{ intent: string }>("createIntent", { name: "ec_remote", body: { payment: "ec_remote", amount: 320, data: purchase("T-1003", [{ sku: 7501000111206, description: "Envío a domicilio", price: 320, qty: 1 }]) } })).data.intent;
    await call("getIntentStatus", { params: { intent: qr } });
    await call("initEcPayment", { headers: { "x-intent": ec }, body: { phone: "5512345678" } });

    const approved = "4242424242424242";
    const tx = await buildCardTransaction({ intent: card.intent, amount: 149.5, keys: card.keys, card: approved, nip: "1234", track2: sandboxTrack2(approved) });
    await call("submitCardTransaction", { name: "approved", headers: { "x-intent": card.intent }, body: JSON.parse(tx.body) });
    const declinedCard = (await call<{ intent: string; keys: { signature: string; encryption: string } }>("createIntent", { name: "card_declined", body: { payment: "card_present", amount: 89, data: purchase("T-1004") } })).data;
    delete operations.createIntent!.card_declined;
    const declined = "4000000000000002";
    const compact = await buildCardTransaction({ intent: declinedCard.intent, amount: 89, keys: declinedCard.keys, card: declined, nip: "1234", track2: sandboxTrack2(declined), form: "compact" });
    await call("submitCardTransaction", { name: "declined", headers: { "x-intent": declinedCard.intent }, raw: { type: compact.contentType, text: compact.body } });

    const slowCard = (await call<{ intent: string; keys: { signature: string; encryption: string } }>("createIntent", { name: "card_slow", body: { payment: "card_present", amount: 12.5, data: purchase("T-1006", []) } })).data;
    delete operations.createIntent!.card_slow;
    const slow = "4000000000000119";
    const late = await buildCardTransaction({ intent: slowCard.intent, amount: 12.5, keys: slowCard.keys, card: slow, nip: "1234", track2: sandboxTrack2(slow) });
    await call("submitCardTransaction", { name: "issuer_timeout", headers: { "x-intent": slowCard.intent }, body: JSON.parse(late.body) });

    await call("advanceIntent", { params: { intent: qr }, body: { to: "qr_authorized" } });
    await call("createRefund", { name: "succeeded", params: { intent: qr }, body: { amount: 45, reason: "requested_by_customer", note: "Devolución de un americano" } });
    const pending = (await call<{ refund: string }>("createRefund", { name: "pending", params: { intent: qr }, body: { amount: 10.14, reason: "duplicate" } })).data.refund;
    await call("settleRefund", { params: { refund: pending }, body: { to: "refund_succeeded" } });
    await call("listRefunds", { params: { intent: qr } });

    const toCancel = (await call<{ intent: string }>("createIntent", { name: "to_cancel", body: { payment: "qr_present", amount: 75, data: purchase("T-1005", []) } })).data.intent;
    delete operations.createIntent!.to_cancel;
    await call("cancelIntent", { params: { intent: toCancel }, body: {} });
    await call("getIntentDetail", { params: { intent: qr } });
    // a ticket with the item tax extension (docs/api-reference.md, "Item tax data (extension)"): 2 × 12.50 at
    // 16 % (25.00), 0.750 kg × 89.90 at 0 % (67.43) less 5.00, and a 5.00 tip: 92.43
    const lines = [
      { sku: "7501055300075", description: "Agua mineral 600 ml", price: "12.50", qty: 2, iva: "16", product_key: "50202301", unit_key: "H87" },
      { sku: "QSO-OAX", description: "Queso Oaxaca", price: "89.90", quantity: "0.750", discount: "5.00", iva: "0", product_key: "50131800", unit_key: "KGM" },
    ];
    const ticket = (await call<{ intent: string }>("createIntent", { name: "ticket_with_tax_data", body: { payment: "qr_present", amount: 92.43, data: { ...purchase("T-1007", lines), tip: 5 } } })).data.intent;
    await call("getIntentDetail", { name: "ticket_with_tax_data", params: { intent: ticket } });

    const day = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    const feed = await call<{ data: Array<{ event: string }> }>("listEvents", { query: { limit: "3" } });
    await call("getTotals", { query: day });
    await call("listIntents", { query: { ...day, limit: "2" } });
    await call("listDeliveries", { params: { intent: qr } });

    await call("getWebhookEndpoint");
    await call("updateWebhookEndpoint", { body: { url: hook } });
    await call("rotateWebhookSecret", { body: { overlapSeconds: 3600 } });
    const endpoint = (await call<{ id: string }>("createWebhookEndpoint", { body: { url: `${hook}/refunds`, events: ["refund.succeeded", "refund.failed"], description: "Contabilidad" } })).data.id;
    await call("listWebhookEndpoints");
    await call("getWebhookEndpointById", { params: { endpoint } });
    await call("changeWebhookEndpoint", { params: { endpoint }, body: { description: "Contabilidad (devoluciones)" } });
    await call("rotateWebhookEndpointSecret", { params: { endpoint }, body: { overlapSeconds: 86_400 } });
    await call("testWebhookEndpoint", { params: { endpoint }, body: { type: "refund.succeeded" } });
    for (const type of WEBHOOK_EVENT_TYPES) await call("testWebhookUrl", { name: type, body: { url: hook, type } });
    await call("listEndpointDeliveries", { params: { endpoint }, query: { limit: "2" } });
    await call("recoverWebhookEndpoint", { params: { endpoint }, body: { since: day.from } });
    await call("redeliverEvent", { params: { event: feed.data.data[0]!.event } });
    await call("redeliverFailedEvents", { body: { since: day.from } });
    await call("deleteWebhookEndpoint", { params: { endpoint } });

    // the money: a bank account, the day's cut-off, the balance and the ledger, a payout left pending then paid
    await call("getPayoutAccount", { name: "none" });
    await call("setPayoutAccount", { body: { clabe: "002180000000000038", holderName: "Tienda La Esquina SA de CV" } });
    await call("getPayoutAccount");
    await call("getBalance", { name: "before" });
    const transactions = await call<{ data: Array<{ availableOn: string }> }>("listBalanceTransactions", { query: { limit: "3" } });
    const payouts = await call<{ data: Array<{ payout: string }> }>("runPayouts", { body: { date: transactions.data.data[0]!.availableOn } });
    const payout = payouts.data.data[0]!.payout;
    await call("settlePayout", { params: { payout }, body: { outcome: "paid" } });
    await call("listPayouts");
    await call("getPayout", { params: { payout } });
    await call("getBalance");

    const merchant = (await call<{ id: string }>("createMerchant", { body: { name: "Panadería La Esperanza", webhookUrl: "https://pos.la-esperanza.mx/webhooks/caja" } })).data.id;
    await call("listMerchants");
    await call("updateMerchant", { params: { merchant }, body: { name: "Panadería La Esperanza (Centro)" } });
    await call("getPricing", { params: { merchant } });
    await call("setPricing", { params: { merchant }, body: { payment: "card_present", percent: 2.9, fixed: 2.5, ivaRate: 0.16 } });
    const key = (await call<{ id: string }>("issueApiKey", { params: { merchant } })).data.id;
    await call("revokeApiKey", { params: { merchant, key } });

    const missing = OPERATIONS.map((op) => op.id as string).filter((id) => !operations[id]);
    if (missing.length > 0) throw new Error(`no example recorded for ${missing.join(", ")}`);
    // the samples the test operations sent, one per event type, as the receiver got them
    const webhooks: ApiExamples["webhooks"] = {};
    for (const { headers, body } of received) {
      const type = String(headers["caja-event-type"]);
      if (webhooks[type]) continue;
      const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith("webhook-") || (name.startsWith("caja-") && name !== "caja-test")));
      webhooks[type] = { headers: kept as Record<string, string>, body: JSON.parse(body) as unknown };
    }
    fs.writeFileSync(OUT, JSON.stringify({ operations, webhooks } satisfies ApiExamples, null, 2) + "\n");
    console.log(`${Object.keys(operations).length} operations, ${Object.values(operations).reduce((n, o) => n + Object.keys(o).length, 0)} examples, ${Object.keys(webhooks).length} webhooks → ${path.relative(process.cwd(), OUT)}`);
  } finally {
    receiver.close();
    await api.close();
    await m.close();
  }
}

await main();
