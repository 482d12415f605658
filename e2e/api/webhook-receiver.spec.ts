import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { createIntent } from "../support/api";
import { E2E } from "../support/secrets";
import { signInApi } from "../support/session";

/** Sends a webhook to the dashboard's receiver as the payment service would, signed with `secret`. */
async function deliver(request: APIRequestContext, body: object, seq: number, options: { id?: string; secret?: string; at?: Date; reason?: string } = {}) {
  const id = options.id ?? `evt_${Math.random().toString(36).slice(2).padEnd(22, "0").slice(0, 22)}`;
  const payload = JSON.stringify(body);
  const at = options.at ?? new Date();
  const signature = new Webhook(options.secret ?? E2E.webhookSecret).sign(id, at, payload);
  return request.post("/api/webhooks/payment", {
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
      "caja-sequence": String(seq),
      ...(options.reason ? { "caja-status-reason": options.reason } : {}),
    },
    data: Buffer.from(payload),
  });
}

async function view(request: APIRequestContext, intent: string) {
  const response = await request.get(`/api/dashboard/intents/${intent}`);
  return (await response.json()) as { code: number; data: { status: string; seq: number; detailed: boolean; payment: string | null; events: Array<{ seq: number; status: string; receipts: number; source: string }> } };
}

const fakeId = () => `qp_${Array.from({ length: 22 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)]).join("")}`;

test.describe("the dashboard's webhook receiver", () => {
  test.beforeEach(async ({ request }) => signInApi(request, "support"));

  test("refuses a bad signature and a stale timestamp, and stores nothing", async ({ request }) => {
    const intent = fakeId();
    const forged = await deliver(request, { intent, status: "qr_created", code: 100 }, 1, { secret: "whsec_" + Buffer.from("not the secret").toString("base64") });
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: "webhook_signature_invalid", data: {} });
    const stale = await deliver(request, { intent, status: "qr_created", code: 100 }, 1, { at: new Date(Date.now() - 10 * 60 * 1000) });
    expect(stale.status()).toBe(401);
    expect((await stale.json()).message).toBe("webhook_timestamp_stale");
    const unsigned = await request.post("/api/webhooks/payment", { data: { intent, status: "qr_created", code: 100 } });
    expect(unsigned.status()).toBe(400);
    expect((await view(request, intent)).code).toBe(404);
  });

  test("is idempotent by webhook-id: a repeated delivery counts a receipt, changes nothing", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    const first = await deliver(request, { intent, status: "qr_scanned", code: 101 }, 2, { id: "evt_dupdupdupdupdupdupdup1" });
    expect(await first.json()).toMatchObject({ code: 200, data: { duplicate: false } });
    const again = await deliver(request, { intent, status: "qr_scanned", code: 101 }, 2, { id: "evt_dupdupdupdupdupdupdup1" });
    expect(await again.json()).toMatchObject({ code: 200, data: { duplicate: true, applied: false } });
    await expect.poll(async () => (await view(request, intent)).data.events.find((e) => e.seq === 2)?.receipts).toBeGreaterThanOrEqual(2);
  });

  test("is out-of-order safe: an older event never overwrites a newer status", async ({ request }) => {
    const intent = fakeId();
    expect((await deliver(request, { intent, status: "qr_progress", code: 102 }, 3)).status()).toBe(200);
    const older = await deliver(request, { intent, status: "qr_scanned", code: 101 }, 2);
    expect(await older.json()).toMatchObject({ code: 200, data: { applied: false } });
    const stored = await view(request, intent);
    expect(stored.data.status).toBe("qr_progress");
    expect(stored.data.seq).toBe(3);
    expect(stored.data.events.map((e) => e.seq)).toEqual([2, 3]); // both in the history
  });

  test("records an intent it never heard of and fills it in from the API", async ({ request }) => {
    const { intent } = await createIntent(request, "card_present"); // as a POS would, straight on the API
    await deliver(request, { intent, status: "cp_created", code: 120 }, 1);
    await expect.poll(async () => (await view(request, intent)).data.detailed, { timeout: 10_000 }).toBe(true);
    const stored = await view(request, intent);
    expect(stored.data.payment).toBe("card_present");
    expect(stored.data.status).toBe("cp_created");
  });

  test("answers within a second for an unknown intent and records it before reading the API", async ({ request }) => {
    const intent = fakeId(); // unknown to the API as well: the later fill-in fails
    const started = Date.now();
    const response = await deliver(request, { intent, status: "qr_created", code: 100 }, 1);
    expect(response.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const stored = await view(request, intent);
    expect(stored.data).toMatchObject({ status: "qr_created", seq: 1, detailed: false });
  });
});
