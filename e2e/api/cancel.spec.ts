import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { advance, cancel, createIntent, createMerchant, detail, init, intentBody, json, keyHeaders, sendTransaction, status, type PaymentType } from "../support/api";
import { signInApi } from "../support/session";

const EXPIRED = { qr_present: ["qr_expired", 104], ec_remote: ["ec_expired", 116], card_present: ["cp_expired", 123] } as const;

/** An intent of `payment` in `at`: ec_inited through POST /payment/init, other statuses through the sandbox. */
async function intentAt(request: APIRequestContext, payment: PaymentType, at: string, apiKey?: string): Promise<string> {
  const { intent } = await createIntent(request, payment, { apiKey });
  if (at === "ec_inited") expect((await init(request, intent, "5512345678", apiKey)).status()).toBe(200);
  else if (!["qr_created", "ec_created", "cp_created"].includes(at)) expect((await advance(request, intent, at, {}, apiKey)).status()).toBe(200);
  return intent;
}

test.describe("POST /payment/{intent}/cancel", () => {
  for (const [payment, from] of [
    ["qr_present", "qr_created"],
    ["qr_present", "qr_scanned"],
    ["ec_remote", "ec_created"],
    ["ec_remote", "ec_inited"],
    ["card_present", "cp_created"],
  ] as const) {
    test(`${payment} from ${from} → 200 cancel_success, ${EXPIRED[payment][0]} with reason canceled`, async ({ request }) => {
      const intent = await intentAt(request, payment, from);
      const [expired, code] = EXPIRED[payment];
      const response = await cancel(request, intent);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ code: 200, message: "cancel_success", data: { intent, status: expired, code } });
      expect(response.headers()["x-status-reason"]).toBe("canceled");

      const query = await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() });
      expect(await query.json()).toEqual({ code: 200, message: "check_success", data: { intent, status: expired, code } });
      expect(query.headers()["x-status-reason"]).toBe("canceled");
      const history = (await detail(request, intent)).data;
      expect(history).toMatchObject({ status: expired, reason: "canceled" });
      expect(history.events.at(-1)).toMatchObject({ status: expired, code, reason: "canceled" });
    });
  }

  test("a body is optional: none, {} and an object with members are accepted; null, a list and another media type are not", async ({ request }) => {
    const ok = [
      await request.post(`/api/payment/${(await createIntent(request, "qr_present")).intent}/cancel`, { headers: keyHeaders() }),
      await request.post(`/api/payment/${(await createIntent(request, "qr_present")).intent}/cancel`, { headers: keyHeaders(), data: {} }),
      await request.post(`/api/payment/${(await createIntent(request, "qr_present")).intent}/cancel`, { headers: keyHeaders(), data: { why: "customer left" } }),
    ];
    for (const response of ok) expect(response.status()).toBe(200);

    const { intent } = await createIntent(request, "qr_present");
    const asJson = (body: string) => request.post(`/api/payment/${intent}/cancel`, { headers: { ...keyHeaders(), "content-type": "application/json" }, data: Buffer.from(body) });
    expect(await (await asJson("null")).json()).toEqual({ code: 400, message: "invalid_request", data: { errors: [{ field: "(body)", message: "must be a JSON object" }] } });
    expect((await (await asJson("[]")).json()).message).toBe("invalid_request");
    expect((await (await asJson("{")).json()).message).toBe("invalid_json");
    const text = await request.post(`/api/payment/${intent}/cancel`, { headers: { ...keyHeaders(), "content-type": "text/plain" }, data: Buffer.from("cancel") });
    expect(text.status()).toBe(415);
    expect((await status(request, intent)).data.status).toBe("qr_created");
  });

  for (const [payment, at] of [
    ["qr_present", "qr_progress"],
    ["ec_remote", "ec_validating"],
    ["ec_remote", "ec_conecting"],
    ["ec_remote", "ec_conected"],
    ["ec_remote", "ec_progress"],
    ["card_present", "cp_progress"],
  ] as const) {
    test(`${payment} in ${at}: 409 authorization_in_progress, the intent unchanged`, async ({ request }) => {
      const intent = await intentAt(request, payment, at);
      const events = (await detail(request, intent)).data.events.length;
      const response = await cancel(request, intent);
      expect(response.status()).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "authorization_in_progress", data: { status: at } });
      const after = (await detail(request, intent)).data;
      expect(after.status).toBe(at);
      expect(after.events).toHaveLength(events);
    });
  }

  test("canceling again answers 200 with the same data and records nothing more", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    const first = await cancel(request, intent);
    const events = (await detail(request, intent)).data.events;
    const again = await cancel(request, intent);
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers()["x-status-reason"]).toBe("canceled");
    expect((await detail(request, intent)).data.events).toEqual(events);
  });

  for (const [what, to, reason] of [
    ["authorized", "qr_authorized", undefined],
    ["failed", "qr_error_x", "insufficient_funds"],
    ["expired by time", "qr_expired", "expired"],
  ] as const) {
    test(`a ${what} intent: 409 intent_final with its status`, async ({ request }) => {
      const { intent } = await createIntent(request, "qr_present");
      expect((await advance(request, intent, to, reason ? { reason } : {})).status()).toBe(200);
      const response = await cancel(request, intent);
      expect(response.status()).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "intent_final", data: { status: to } });
    });
  }

  test("after a cancel the QR cannot be scanned or paid, nor the card charged: 409 intent_final", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    expect((await cancel(request, intent)).status()).toBe(200);
    for (const to of ["qr_scanned", "qr_authorized"]) {
      const response = await advance(request, intent, to);
      expect(response.status(), to).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "intent_final", data: { status: "qr_expired" } });
    }
    const card = await createIntent(request, "card_present", { body: intentBody("card_present", { amount: 149.5 }) });
    expect((await cancel(request, card.intent)).status()).toBe(200);
    const tx = await buildCardTransaction({ intent: card.intent, amount: 149.5, keys: card.keys!, card: "4242424242424242", nip: "7391", track2: sandboxTrack2("4242424242424242") });
    const charged = await sendTransaction(request, card.intent, tx);
    expect(charged.status()).toBe(409);
    expect((await json(charged)).message).toBe("intent_final");
    expect((await status(request, card.intent)).data.status).toBe("cp_expired");
  });

  test("the webhook the dashboard receives says expired, with caja-status-reason canceled, the spec's body exactly", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    expect((await cancel(request, intent)).status()).toBe(200);
    await signInApi(request, "support");
    type View = { status: string; reason: string | null; events: Array<{ seq: number; status: string; webhook: { headers: Record<string, string>; body: string } | null }> };
    const view = async () => ((await (await request.get(`/api/dashboard/intents/${intent}`)).json()) as { data?: View }).data;
    await expect.poll(async () => (await view())?.events.find((event) => event.seq === 2)?.webhook?.headers["caja-status-reason"] ?? null, { timeout: 15_000 }).toBe("canceled");
    const received = (await view())!;
    const event = received.events.find((e) => e.seq === 2)!;
    expect(event.status).toBe("qr_expired");
    expect(JSON.parse(event.webhook!.body)).toEqual({ intent, status: "qr_expired", code: 104 });
    expect(event.webhook!.headers["caja-sequence"]).toBe("2");
    expect(received).toMatchObject({ status: "qr_expired", reason: "canceled" });
  });

  test("50 parallel races of a cancel and a QR authorization: exactly one wins each time", async ({ request }) => {
    test.setTimeout(120_000);
    const merchant = await createMerchant(request, "Cancel race shop");
    const intents = await Promise.all(Array.from({ length: 50 }, async () => (await createIntent(request, "qr_present", { apiKey: merchant.apiKey })).intent));
    const outcomes = await Promise.all(
      intents.map(async (intent) => {
        const [canceled, authorized] = await Promise.all([cancel(request, intent, merchant.apiKey), advance(request, intent, "qr_authorized", {}, merchant.apiKey)]);
        return { intent, canceled: canceled.status(), authorized: authorized.status(), loser: (await json(canceled.status() === 200 ? authorized : canceled)).message };
      }),
    );
    for (const outcome of outcomes) {
      expect([outcome.canceled, outcome.authorized].sort(), JSON.stringify(outcome)).toEqual([200, 409]);
      expect(["intent_final", "intent_state_changed"], JSON.stringify(outcome)).toContain(outcome.loser);
      const history = (await detail(request, outcome.intent, merchant.apiKey)).data;
      const statuses = history.events.map((event) => event.status);
      if (outcome.canceled === 200) {
        expect(history).toMatchObject({ status: "qr_expired", reason: "canceled" });
        expect(statuses).not.toContain("qr_authorized");
      } else {
        expect(history).toMatchObject({ status: "qr_authorized", reason: null });
        expect(statuses).not.toContain("qr_expired");
      }
    }
    test.info().annotations.push({ type: "races", description: `cancel won ${outcomes.filter((o) => o.canceled === 200).length} of 50` });
  });

  test("20 parallel races of a cancel and a card transaction: exactly one wins each time", async ({ request }) => {
    test.setTimeout(120_000);
    const merchant = await createMerchant(request, "Cancel card race shop");
    const cards = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const data = await createIntent(request, "card_present", { apiKey: merchant.apiKey, body: intentBody("card_present", { amount: 149.5 }) });
        const tx = await buildCardTransaction({ intent: data.intent, amount: 149.5, keys: data.keys!, card: "4242424242424242", nip: "7391", track2: sandboxTrack2("4242424242424242") });
        return { intent: data.intent, tx };
      }),
    );
    const outcomes = await Promise.all(
      cards.map(async ({ intent, tx }) => {
        const [canceled, charged] = await Promise.all([cancel(request, intent, merchant.apiKey), sendTransaction(request, intent, tx, merchant.apiKey)]);
        return { intent, canceled: canceled.status(), charged: charged.status(), loser: (await json(canceled.status() === 200 ? charged : canceled)).message };
      }),
    );
    for (const outcome of outcomes) {
      expect([outcome.canceled, outcome.charged].sort(), JSON.stringify(outcome)).toEqual([200, 409]);
      expect(["intent_final", "intent_state_changed", "authorization_in_progress"], JSON.stringify(outcome)).toContain(outcome.loser);
      const history = (await detail(request, outcome.intent, merchant.apiKey)).data;
      expect(history.status).toBe(outcome.canceled === 200 ? "cp_expired" : "cp_authorized");
      expect(history.events.map((event) => event.status)).toEqual(outcome.canceled === 200 ? ["cp_created", "cp_expired"] : ["cp_created", "cp_progress", "cp_authorized"]);
    }
  });

  test("an unknown intent and another merchant's intent are both 404 intent_not_found, byte for byte", async ({ request }) => {
    const unknown = await cancel(request, `qp_${"z".repeat(22)}`);
    expect(unknown.status()).toBe(404);
    const unknownBody = await unknown.text();
    expect(JSON.parse(unknownBody)).toEqual({ code: 404, message: "intent_not_found", data: {} });
    const malformed = await cancel(request, "not-an-intent");
    expect(await malformed.text()).toBe(unknownBody);

    const other = await createMerchant(request, "Cancel neighbour");
    const { intent } = await createIntent(request, "qr_present");
    const foreign = await cancel(request, intent, other.apiKey);
    expect(foreign.status()).toBe(404);
    expect(await foreign.text()).toBe(unknownBody);
    expect((await status(request, intent)).data.status).toBe("qr_created");
  });

  test("with an Idempotency-Key a repeat is replayed (Idempotent-Replayed), X-Status-Reason included", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    const key = { "Idempotency-Key": `cancel-${intent}` };
    const first = await cancel(request, intent, undefined, key);
    const replay = await cancel(request, intent, undefined, key);
    expect(await replay.json()).toEqual(await first.json());
    expect(replay.headers()["idempotent-replayed"]).toBe("true");
    expect(replay.headers()["x-status-reason"]).toBe("canceled");
  });
});
