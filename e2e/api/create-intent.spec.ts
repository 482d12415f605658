import { createPrivateKey } from "node:crypto";
import { expect, test } from "../support/api-test";
import { createIntent, detail, intentBody, json, keyHeaders, status } from "../support/api";

test.describe("POST /payment/intent", () => {
  test("qr_present answers intent_success with a qp_ id and the qr object's members and types", async ({ request }) => {
    const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: intentBody("qr_present") });
    expect(response.status()).toBe(200);
    const body = await json<{ intent: string; qr: Record<string, unknown> }>(response);
    expect(body).toMatchObject({ code: 200, message: "intent_success" });
    expect(Object.keys(body.data).sort()).toEqual(["intent", "payment", "qr"]);
    expect(body.data.intent).toMatch(/^qp_[0-9A-Za-z]{22}$/);
    expect(body.data.qr).toEqual({
      typ: 19,
      v: { dev: expect.stringMatching(/^[0-9a-f]{20}\/1$/) },
      ic: { idc: body.data.intent, ser: 1, enc: "A256GCM" },
      cry: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
    });
  });

  test("card_present answers a cp_ id with a PKCS#8 P-256 signing key and a 256-bit base64 AES key", async ({ request }) => {
    const data = await createIntent(request, "card_present");
    expect(Object.keys(data).sort()).toEqual(["intent", "keys", "payment"]);
    expect(data.intent).toMatch(/^cp_[0-9A-Za-z]{22}$/);
    const key = createPrivateKey(data.keys!.signature);
    expect(data.keys!.signature).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(key.asymmetricKeyDetails?.namedCurve).toBe("prime256v1");
    expect(Buffer.from(data.keys!.encryption, "base64")).toHaveLength(32);
    expect(data.keys!.encryption).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  test("ec_remote answers only the ec_ id", async ({ request }) => {
    const data = await createIntent(request, "ec_remote");
    expect(data).toEqual({ intent: expect.stringMatching(/^ec_[0-9A-Za-z]{22}$/), payment: "ec_remote" });
  });

  test("each new intent starts in its family's first status, recorded as its first event", async ({ request }) => {
    for (const [payment, first, code] of [
      ["qr_present", "qr_created", 100],
      ["ec_remote", "ec_created", 109],
      ["card_present", "cp_created", 120],
    ] as const) {
      const { intent } = await createIntent(request, payment);
      const record = await status(request, intent);
      expect(record).toEqual({ code: 200, message: "check_success", data: { intent, status: first, code } });
      const history = await detail(request, intent);
      expect(history.data.events).toEqual([{ seq: 1, status: first, code, reason: null, at: expect.any(String) }]);
    }
  });

  test("stores the amount exactly and sku/price sent as numbers as strings", async ({ request }) => {
    for (const amount of [0.01, 19.99, 0.3, 1234567.89, 9999999.99]) {
      const { intent } = await createIntent(request, "qr_present", { body: intentBody("qr_present", { amount }) });
      expect((await detail(request, intent)).data.amount).toBe(amount);
    }
    const { intent } = await createIntent(request, "ec_remote");
    const { data } = await detail(request, intent);
    expect(data.data.items).toEqual([
      { sku: "1001", price: "45.5", description: "Latte", qty: 2 },
      { sku: "PAN-01", price: "58.50", description: "Concha", qty: 1 },
    ]);
    expect(data.data.time).toBe("2026-11-22T10:15:30.123Z");
  });

  test("accepts the optional fields absent and an empty item list", async ({ request }) => {
    const body = { payment: "qr_present", amount: 10, data: { branch: "b", terminal: "t", time: "2026-01-31T23:59:59.999Z", items: [] } };
    const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: body });
    expect((await json(response)).message).toBe("intent_success");
  });

  test("ids are unguessable: 200 creations give 200 distinct random ids", async ({ request }) => {
    const ids = await Promise.all(Array.from({ length: 200 }, () => createIntent(request, "ec_remote").then((d) => d.intent)));
    expect(new Set(ids).size).toBe(200);
    const alphabet = new Set(ids.flatMap((id) => [...id.slice(3)]));
    expect(alphabet.size).toBeGreaterThan(55); // base62 in use, not a counter
  });
});

test.describe("validation of POST /payment/intent (400 invalid_request naming each bad field)", () => {
  const base = intentBody("qr_present");
  const cases: Array<[string, unknown, string]> = [
    ["payment unknown", { ...base, payment: "cash" }, "payment"],
    ["payment missing", { ...base, payment: undefined }, "payment"],
    ["amount zero", { ...base, amount: 0 }, "amount"],
    ["amount negative", { ...base, amount: -5 }, "amount"],
    ["amount 3 decimals", { ...base, amount: 1.005 }, "amount"],
    ["amount as string", { ...base, amount: "10.00" }, "amount"],
    ["amount too large", { ...base, amount: 10_000_000 }, "amount"],
    ["data missing", { ...base, data: undefined }, "data"],
    ["data not an object", { ...base, data: [1] }, "data"],
    ["branch empty", { ...base, data: { ...base.data, branch: "  " } }, "data.branch"],
    ["terminal missing", { ...base, data: { ...base.data, terminal: undefined } }, "data.terminal"],
    ["time without millis", { ...base, data: { ...base.data, time: "2026-11-22T10:15:30Z" } }, "data.time"],
    ["time with offset", { ...base, data: { ...base.data, time: "2026-11-22T10:15:30.123+01:00" } }, "data.time"],
    ["time impossible date", { ...base, data: { ...base.data, time: "2026-02-30T10:15:30.123Z" } }, "data.time"],
    ["items missing", { ...base, data: { ...base.data, items: undefined } }, "data.items"],
    ["items not a list", { ...base, data: { ...base.data, items: {} } }, "data.items"],
    ["qty zero", { ...base, data: { ...base.data, items: [{ qty: 0 }] } }, "data.items[0].qty"],
    ["qty fractional", { ...base, data: { ...base.data, items: [{ qty: 1.5 }] } }, "data.items[0].qty"],
    ["price not a decimal", { ...base, data: { ...base.data, items: [{ price: "ten" }] } }, "data.items[0].price"],
    ["sku an object", { ...base, data: { ...base.data, items: [{ sku: { a: 1 } }] } }, "data.items[0].sku"],
    ["too many items", { ...base, data: { ...base.data, items: Array.from({ length: 101 }, () => ({ qty: 1 })) } }, "data.items"],
    ["concept too long", { ...base, data: { ...base.data, concept: "x".repeat(256) } }, "data.concept"],
    ["body an array", [base], "(body)"],
  ];
  for (const [name, body, field] of cases) {
    test(`${name} → names ${field}`, async ({ request }) => {
      const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: body as object });
      expect(response.status()).toBe(400);
      const envelope = await json<{ errors: Array<{ field: string; message: string }> }>(response);
      expect(envelope.code).toBe(400);
      expect(envelope.message).toBe("invalid_request");
      expect(envelope.data.errors.map((e) => e.field)).toContain(field);
      for (const error of envelope.data.errors) expect(error.message.length).toBeGreaterThan(0);
    });
  }

  test("a missing required field reads 'is required'", async ({ request }) => {
    const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: { amount: 1, data: {} } });
    const envelope = await json<{ errors: Array<{ field: string; message: string }> }>(response);
    expect(envelope.data.errors).toEqual(
      expect.arrayContaining([
        { field: "payment", message: "is required" },
        { field: "data.branch", message: "is required" },
        { field: "data.terminal", message: "is required" },
        { field: "data.time", message: "is required" },
        { field: "data.items", message: "is required" },
      ]),
    );
  });
});
