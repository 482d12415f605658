import { expect, test } from "../support/api-test";
import { advance, createIntent, detail, init, json, keyHeaders, status } from "../support/api";

test.describe("state machines, driven through POST /sandbox/{intent}/advance", () => {
  test("QR: created → authorized enters scanned and progress in order, each recorded with its code", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    const response = await advance(request, intent, "qr_authorized");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ code: 200, message: "advance_success", data: { intent, status: "qr_authorized", code: 103 } });
    const { data } = await detail(request, intent);
    expect(data.events.map((e) => [e.seq, e.status, e.code])).toEqual([
      [1, "qr_created", 100],
      [2, "qr_scanned", 101],
      [3, "qr_progress", 102],
      [4, "qr_authorized", 103],
    ]);
    expect((await status(request, intent)).data).toEqual({ intent, status: "qr_authorized", code: 103 });
  });

  test("EC: the spec's exact identifiers, through init and every intermediate status", async ({ request }) => {
    const { intent } = await createIntent(request, "ec_remote");
    await init(request, intent, "5512345678");
    await advance(request, intent, "ec_conecting");
    expect((await status(request, intent)).data).toEqual({ intent, status: "ec_conecting", code: 112 });
    await advance(request, intent, "ec_auhtorized");
    const { data } = await detail(request, intent);
    expect(data.events.map((e) => `${e.status}:${e.code}`)).toEqual([
      "ec_created:109",
      "ec_inited:110",
      "ec_validating:111",
      "ec_conecting:112",
      "ec_conected:113",
      "ec_progress:114",
      "ec_auhtorized:115",
    ]);
  });

  test("failure: *_error_x with code 402 from any non-final status, the reason carried beside the status record", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await advance(request, intent, "qr_scanned");
    const failed = await advance(request, intent, "qr_error_x", { reason: "insufficient_funds" });
    expect((await json(failed)).data).toEqual({ intent, status: "qr_error_x", code: 402 });
    const response = await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() });
    expect(await response.json()).toEqual({ code: 200, message: "check_success", data: { intent, status: "qr_error_x", code: 402 } });
    expect(response.headers()["x-status-reason"]).toBe("insufficient_funds");
    const { data } = await detail(request, intent);
    expect(data.reason).toBe("insufficient_funds");
    expect(data.events.at(-1)).toMatchObject({ status: "qr_error_x", code: 402, reason: "insufficient_funds" });

    const { intent: ec } = await createIntent(request, "ec_remote");
    await advance(request, ec, "ec_error_x");
    expect((await status(request, ec)).data).toEqual({ intent: ec, status: "ec_error_x", code: 402 });
    expect((await detail(request, ec)).data.reason).toBe("sandbox_declined");
  });

  test("final statuses are final: every move out of authorized, expired or error → 409 intent_final", async ({ request }) => {
    for (const [payment, final, tries] of [
      ["qr_present", "qr_authorized", ["qr_error_x", "qr_expired", "qr_scanned"]],
      ["qr_present", "qr_expired", ["qr_authorized", "qr_error_x"]],
      ["ec_remote", "ec_error_x", ["ec_auhtorized", "ec_expired"]],
    ] as const) {
      const { intent } = await createIntent(request, payment);
      expect((await advance(request, intent, final)).status()).toBe(200);
      for (const to of tries) {
        const response = await advance(request, intent, to);
        expect(response.status()).toBe(409);
        expect((await json(response)).message).toBe("intent_final");
      }
      expect((await detail(request, intent)).data.status).toBe(final);
    }
  });

  test("backwards, to itself or to another family's status → 409 transition_not_allowed; unknown name → 400", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    await advance(request, intent, "qr_progress");
    for (const to of ["qr_scanned", "qr_progress", "ec_auhtorized", "cp_authorized"]) {
      const response = await advance(request, intent, to);
      expect(response.status(), to).toBe(409);
      expect((await json(response)).message).toBe("transition_not_allowed");
    }
    const unknown = await advance(request, intent, "ec_authorized"); // correctly spelt = not a status of ours
    expect(unknown.status()).toBe(400);
    expect((await json<{ errors: Array<{ field: string }> }>(unknown)).data.errors[0]!.field).toBe("to");
    expect((await detail(request, intent)).data.events).toHaveLength(3);
  });

  test("two concurrent changes from one status: exactly one wins, no status lost or duplicated", async ({ request }) => {
    for (let round = 0; round < 5; round++) {
      const { intent } = await createIntent(request, "qr_present");
      const responses = await Promise.all([
        advance(request, intent, "qr_authorized"),
        advance(request, intent, "qr_error_x"),
        advance(request, intent, "qr_expired"),
      ]);
      const codes = responses.map((r) => r.status()).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const { data } = await detail(request, intent);
      expect(data.events.map((e) => e.seq)).toEqual(data.events.map((_, i) => i + 1));
      expect(new Set(data.events.map((e) => e.status)).size).toBe(data.events.length);
    }
  });
});
