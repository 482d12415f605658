import { describe, expect, it } from "vitest";
import { presentWebhook } from "./present-webhook";

describe("presentWebhook", () => {
  const headers = {
    "webhook-id": "evt_0123456789abcdefABCDEF",
    "webhook-timestamp": "1795000000",
    "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4= v1,Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg=",
    "caja-sequence": "2",
  };

  it("parses a body stored as the raw JSON text once and prints it with indentation (not as an escaped string)", () => {
    const shown = presentWebhook({ headers, body: '{"intent":"qp_1","status":"qr_scanned","code":101}' })!;
    expect(shown.json).toBe(true);
    expect(shown.body).toBe('{\n  "intent": "qp_1",\n  "status": "qr_scanned",\n  "code": 101\n}');
    expect(shown.body).not.toContain('\\"');
  });

  it("shows a body that is not JSON as it came, and one stored as an object pretty too", () => {
    expect(presentWebhook({ headers, body: "not json" })).toMatchObject({ body: "not json", json: false });
    expect(presentWebhook({ headers, body: { a: 1 } })).toMatchObject({ body: '{\n  "a": 1\n}', json: true });
  });

  it("keeps every header in order, and cuts each signature to its first 8 characters", () => {
    const shown = presentWebhook({ headers, body: "{}" })!;
    expect(Object.keys(shown.headers)).toEqual(Object.keys(headers));
    expect(shown.headers["webhook-signature"]).toBe("v1,K5oZfzN9… v1,Zm9vYmFy…");
    expect(JSON.stringify(shown)).not.toContain("K5oZfzN95Z9UVu1Esf");
  });

  it("has nothing to show for a status known from the API only", () => {
    expect(presentWebhook(null)).toBeNull();
  });
});
