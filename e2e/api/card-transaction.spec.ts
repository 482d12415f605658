import { execFileSync } from "node:child_process";
import { expect, test } from "../support/api-test";
import type { APIRequestContext } from "@playwright/test";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { advance, createIntent, detail, intentBody, json, keyHeaders, sendTransaction, status } from "../support/api";
import { dirA256GcmJwe, es256Jws } from "../support/node-crypto-jose";

type Keys = { signature: string; encryption: string };
const AMOUNT = 149.5;
const NIP = "7391";

async function cardIntent(request: APIRequestContext) {
  const data = await createIntent(request, "card_present", { body: intentBody("card_present", { amount: AMOUNT }) });
  return { intent: data.intent, keys: data.keys as Keys };
}

function tx(intent: string, keys: Keys, card = "4242424242424242", over: Partial<Parameters<typeof buildCardTransaction>[0]> = {}) {
  return buildCardTransaction({ intent, amount: AMOUNT, keys, card, nip: NIP, track2: sandboxTrack2(card), ...over });
}

test.describe("POST /payment/transaction", () => {
  test("JSON form with the approving test card → 200 txn_success, cp_created → cp_progress → cp_authorized", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const response = await sendTransaction(request, intent, await tx(intent, keys));
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ code: 200, message: "txn_success", data: {} });
    expect((await status(request, intent)).data).toEqual({ intent, status: "cp_authorized", code: 122 });
    expect((await detail(request, intent)).data.events.map((e) => `${e.status}:${e.code}`)).toEqual(["cp_created:120", "cp_progress:121", "cp_authorized:122"]);
  });

  test("compact form (application/jose: a JWE wrapping the signed JWT) is accepted too", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const body = await tx(intent, keys, "4242424242424242", { form: "compact" });
    expect(body.body).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const response = await sendTransaction(request, intent, body);
    expect(await response.json()).toEqual({ code: 200, message: "txn_success", data: {} });
    expect((await status(request, intent)).data.status).toBe("cp_authorized");
  });

  for (const [card, reason] of [
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
    ["4000000000000069", "expired_card"],
    ["4000000000000127", "incorrect_nip"],
    ["5555555555554444", "unknown_test_card"],
  ] as const) {
    test(`test card ${card} → 402 txn_declined (${reason}), status cp_error_x with the reason`, async ({ request }) => {
      const { intent, keys } = await cardIntent(request);
      const response = await sendTransaction(request, intent, await tx(intent, keys, card));
      expect(response.status()).toBe(402);
      expect(await response.json()).toEqual({ code: 402, message: "txn_declined", data: { reason } });
      const check = await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() });
      expect((await check.json()).data).toEqual({ intent, status: "cp_error_x", code: 402 });
      expect(check.headers()["x-status-reason"]).toBe(reason);
    });
  }

  test("issuer timeout test card → 504 issuer_timeout, status cp_error_x (issuer_timeout)", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const response = await sendTransaction(request, intent, await tx(intent, keys, "4000000000000119"));
    expect(response.status()).toBe(504);
    expect(await response.json()).toEqual({ code: 504, message: "issuer_timeout", data: {} });
    const { data } = await detail(request, intent);
    expect([data.status, data.reason]).toEqual(["cp_error_x", "issuer_timeout"]);
  });

  test("bad formats → 400 naming the field, echoing nothing, intent unchanged", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const good = JSON.parse((await tx(intent, keys)).body) as Record<string, string>;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ card: "424242424242424" }, "card"],
      [{ card: "4242424242424241" }, "card"],
      [{ card: 4242424242424242 }, "card"],
      [{ nip: "739" }, "nip"],
      [{ nip: "73a1" }, "nip"],
      [{ track2: "4242424242424242" }, "track2"],
      [{ track2: sandboxTrack2("4000000000000002") }, "track2"],
      [{ JWT: "not-a-token" }, "JWT"],
      [{ JWE: "a.b.c" }, "JWE"],
      [{ nip: undefined }, "nip"],
    ];
    for (const [change, field] of cases) {
      const response = await sendTransaction(request, intent, { contentType: "application/json", body: JSON.stringify({ ...good, ...change }) });
      expect(response.status(), field).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).data.errors.map((e: { field: string }) => e.field)).toContain(field);
      for (const secret of ["4242424242424242", "4242424242424241", NIP, "73a1", good.track2!]) expect(text).not.toContain(secret);
    }
    expect((await detail(request, intent)).data.events).toHaveLength(1);
  });

  test("wrong signing key, wrong encryption key, stale iat, claim mismatches → 4xx each with its own message, intent unchanged", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const other = await cardIntent(request);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[Promise<{ contentType: "application/json" | "application/jose"; body: string }>, number, string, object]> = [
      [tx(intent, { ...keys, signature: other.keys.signature }), 401, "jwt_signature_invalid", {}],
      [tx(intent, { ...keys, encryption: other.keys.encryption }), 401, "jwe_invalid", {}],
      [tx(intent, other.keys, "4242424242424242", { form: "compact" }), 401, "jwe_invalid", {}],
      [tx(intent, keys, "4242424242424242", { iat: now - 600 }), 401, "jwt_stale", {}],
      [tx(intent, keys, "4242424242424242", { iat: now + 600 }), 401, "jwt_stale", {}],
      [tx(other.intent, keys), 422, "jwt_claim_mismatch", { claim: "intent" }],
      [tx(intent, keys, "4242424242424242", { amount: 14.95 }), 422, "jwt_claim_mismatch", { claim: "amount" }],
    ];
    for (const [body, code, message, data] of cases) {
      const response = await sendTransaction(request, intent, await body);
      expect(await response.json(), message).toEqual({ code, message, data });
      expect(response.status()).toBe(code);
    }
    const swapped = JSON.parse((await tx(intent, keys)).body);
    const mismatch = await sendTransaction(request, intent, {
      contentType: "application/json",
      body: JSON.stringify({ ...swapped, card: "4000000000000002", track2: sandboxTrack2("4000000000000002") }),
    });
    expect(await mismatch.json()).toEqual({ code: 422, message: "jwe_payload_mismatch", data: {} });
    expect((await detail(request, intent)).data.events.map((e) => e.status)).toEqual(["cp_created"]);
    expect((await sendTransaction(request, intent, await tx(intent, keys))).status()).toBe(200); // the intent was untouched
  });

  test("a token is accepted once: the same jti again → 409 jwt_replayed", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const body = await tx(intent, keys, "4000000000000002", { jti: "once-only" });
    expect((await sendTransaction(request, intent, body)).status()).toBe(402);
    const again = await sendTransaction(request, intent, body);
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ code: 409, message: "jwt_replayed", data: {} });
  });

  test("only card_present intents, only from cp_created → 409", async ({ request }) => {
    const { intent: qr } = await createIntent(request, "qr_present");
    const { keys } = await cardIntent(request);
    const wrongType = await sendTransaction(request, qr, await tx(qr, keys));
    expect(await wrongType.json()).toEqual({ code: 409, message: "payment_type_not_allowed", data: { payment: "qr_present" } });

    const expired = await cardIntent(request);
    await advance(request, expired.intent, "cp_expired");
    const late = await sendTransaction(request, expired.intent, await tx(expired.intent, expired.keys));
    expect(late.status()).toBe(409);
    expect((await json(late)).message).toBe("intent_final");

    const inFlight = await cardIntent(request);
    await advance(request, inFlight.intent, "cp_progress");
    expect((await json(await sendTransaction(request, inFlight.intent, await tx(inFlight.intent, inFlight.keys)))).message).toBe("transition_not_allowed");
  });

  test("two concurrent transactions on one intent: exactly one proceeds", async ({ request }) => {
    for (let round = 0; round < 3; round++) {
      const { intent, keys } = await cardIntent(request);
      const bodies = await Promise.all(Array.from({ length: 4 }, () => tx(intent, keys)));
      const responses = await Promise.all(bodies.map((body) => sendTransaction(request, intent, body)));
      const codes = responses.map((r) => r.status());
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(3);
      expect((await detail(request, intent)).data.events.map((e) => e.status)).toEqual(["cp_created", "cp_progress", "cp_authorized"]);
    }
  });

  test("missing X-Intent → 400; another content type → 415", async ({ request }) => {
    const { intent, keys } = await cardIntent(request);
    const missing = await sendTransaction(request, null, await tx(intent, keys));
    expect((await json<{ errors: Array<{ field: string }> }>(missing)).data.errors).toEqual([{ field: "X-Intent", message: "header is required" }]);
    const text = await sendTransaction(request, intent, { contentType: "text/plain", body: "x" });
    expect(await text.json()).toEqual({ code: 415, message: "unsupported_media_type", data: { accepted: ["application/json", "application/jose"] } });
  });
});

test.describe("interoperability: tokens built by other JOSE implementations", () => {
  test("hand-made with node:crypto (no JOSE library), both forms", async ({ request }) => {
    for (const form of ["json", "compact"] as const) {
      const { intent, keys } = await cardIntent(request);
      const card = { card: "4242424242424242", nip: NIP, track2: sandboxTrack2("4242424242424242") };
      const claims = { intent, amount: AMOUNT, iat: Math.floor(Date.now() / 1000), jti: `node-${form}` };
      const body =
        form === "json"
          ? { contentType: "application/json", body: JSON.stringify({ JWE: dirA256GcmJwe(JSON.stringify(card), keys.encryption), JWT: es256Jws(claims, keys.signature), ...card }) }
          : { contentType: "application/jose", body: dirA256GcmJwe(es256Jws({ ...claims, ...card }, keys.signature), keys.encryption, { cty: "JWT" }) };
      const response = await sendTransaction(request, intent, body);
      expect(await response.json(), form).toEqual({ code: 200, message: "txn_success", data: {} });
    }
  });

  test("built by Python's jwcrypto (Debian python3-jwcrypto), both forms", async ({ request }) => {
    for (const form of ["json", "compact"] as const) {
      const { intent, keys } = await cardIntent(request);
      const spec = { intent, amount: AMOUNT, keys, card: "4242424242424242", nip: NIP, track2: sandboxTrack2("4242424242424242"), form, iat: Math.floor(Date.now() / 1000), jti: `py-${form}` };
      const out = execFileSync("/usr/bin/python3", ["e2e/support/jwcrypto-build.py"], { input: JSON.stringify(spec), encoding: "utf8" });
      const response = await sendTransaction(request, intent, JSON.parse(out));
      expect(await response.json(), form).toEqual({ code: 200, message: "txn_success", data: {} });
    }
  });
});
