import { expect, test } from "../support/api-test";
import { intentBody, json, keyHeaders } from "../support/api";

test.describe("errors are the envelope, the HTTP status equals code", () => {
  test("malformed JSON → 400 invalid_json", async ({ request }) => {
    for (const body of ["{", "", "nul", '{"payment": "qr_present",}', "\u0000"]) {
      const response = await request.post("/api/payment/intent", { headers: { ...keyHeaders(), "content-type": "application/json" }, data: Buffer.from(body) });
      expect(response.status()).toBe(400);
      expect((await json(response)).message, JSON.stringify(body)).toBe("invalid_json");
    }
  });

  test("wrong or missing content type → 415 naming what is accepted", async ({ request }) => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const response = await request.post("/api/payment/intent", {
        headers: { ...keyHeaders(), "content-type": type },
        data: JSON.stringify(intentBody("qr_present")),
      });
      expect(response.status()).toBe(415);
      expect(await response.json()).toEqual({ code: 415, message: "unsupported_media_type", data: { accepted: ["application/json"] } });
    }
    const charset = await request.post("/api/payment/intent", {
      headers: { ...keyHeaders(), "content-type": "application/json; charset=utf-8" },
      data: JSON.stringify(intentBody("qr_present")),
    });
    expect(charset.status()).toBe(200);
  });

  test("a body over 64 KiB → 413 payload_too_large", async ({ request }) => {
    const body = intentBody("qr_present", { data: { ...intentBody("qr_present").data, concept: "x".repeat(70_000) } });
    const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: body });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ code: 413, message: "payload_too_large", data: { maxBytes: 65536 } });
  });

  test("unknown /api path → 404 not_found; wrong method → 405 method_not_allowed with Allow", async ({ request }) => {
    const unknown = await request.get("/api/payments/whatever", { headers: keyHeaders() });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, message: "not_found", data: {} });
    const wrong = await request.delete("/api/payment/intent", { headers: keyHeaders() });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()["allow"]).toBe("POST, OPTIONS");
    expect(await wrong.json()).toEqual({ code: 405, message: "method_not_allowed", data: { allowed: ["POST", "OPTIONS"] } });
  });

  test("a path id that cannot exist → 404 intent_not_found, not a 5xx", async ({ request }) => {
    for (const id of ["x", "qp_", "qp_%00", "qp_" + "a".repeat(300), "%E2%82%AC", "..%2F..%2Fetc"]) {
      const response = await request.get(`/api/payment/${id}/status`, { headers: keyHeaders() });
      expect(response.status(), id).toBe(404);
    }
  });
});
