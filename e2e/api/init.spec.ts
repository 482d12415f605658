import { expect, test } from "../support/api-test";
import { advance, createIntent, detail, init, json, keyHeaders, status } from "../support/api";

test.describe("POST /payment/init", () => {
  test("initializes an ec_remote intent: 200 ec_inited with empty data, status ec_inited 110, phone's last 4 kept", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    const response = await init(request, intent, "5512345678");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ code: 200, message: "ec_inited", data: {} });
    expect((await status(request, intent)).data).toEqual({ intent, status: "ec_inited", code: 110 });
    const { data } = await detail(request, intent);
    expect(data.phoneLast4).toBe("5678");
    expect(JSON.stringify(data)).not.toContain("5512345678");
    expect(data.events.map((e) => e.status)).toEqual(["ec_created", "ec_inited"]);
  });

  test("a second init → 409 intent_already_initialized, nothing recorded", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    await init(request, intent, "5512345678");
    const again = await init(request, intent, "5598765432");
    expect(again.status()).toBe(409);
    expect((await json(again)).message).toBe("intent_already_initialized");
    const { data } = await detail(request, intent);
    expect(data.events).toHaveLength(2);
    expect(data.phoneLast4).toBe("5678");
  });

  test("init on qr_present or card_present → 409 payment_type_not_allowed", async ({ request }) => {
    for (const payment of ["qr_present", "card_present"] as const) {
      const { intent } = await createIntent(request, payment);
      const response = await init(request, intent, "5512345678");
      expect(response.status()).toBe(409);
      expect(await response.json()).toEqual({ code: 409, message: "payment_type_not_allowed", data: { payment } });
    }
  });

  test("init after the intent failed or expired → 409 intent_final", async ({ request }) => {
    for (const to of ["ec_error_x", "ec_expired"]) {
      const { intent } = await createIntent(request, "ec_remote");
      await advance(request, intent, to);
      const response = await init(request, intent, "5512345678");
      expect(response.status()).toBe(409);
      expect((await json(response)).message).toBe("intent_final");
    }
  });

  test("missing X-Intent → 400 naming the header; unknown intent → 404", async ({ request }) => {
    const missing = await init(request, null, "5512345678");
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ code: 400, message: "invalid_request", data: { errors: [{ field: "X-Intent", message: "header is required" }] } });
    const unknown = await init(request, `ec_${"a".repeat(22)}`, "5512345678");
    expect(unknown.status()).toBe(404);
    expect((await json(unknown)).message).toBe("intent_not_found");
  });

  test("phone must be exactly 10 digits, as a string", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    for (const phone of ["551234567", "55123456789", "55-1234-567", "abcdefghij", 5512345678, null, undefined, " 5512345678"]) {
      const response = await init(request, intent, phone);
      expect(response.status(), `phone ${JSON.stringify(phone)}`).toBe(400);
      const body = await json<{ errors: Array<{ field: string }> }>(response);
      expect(body.data.errors.map((e) => e.field)).toEqual(["phone"]);
    }
    expect((await status(request, intent)).data.status).toBe("ec_created");
  });

  test("wrong content type → 415, body too large → 413", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    const form = await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, form: { phone: "5512345678" } });
    expect(form.status()).toBe(415);
    expect((await json(form)).message).toBe("unsupported_media_type");
    const large = await request.post("/api/payment/init", {
      headers: { ...keyHeaders(), "X-Intent": intent, "content-type": "application/json" },
      data: JSON.stringify({ phone: "5512345678", pad: "x".repeat(70_000) }),
    });
    expect(large.status()).toBe(413);
    expect((await json(large)).message).toBe("payload_too_large");
  });
});
