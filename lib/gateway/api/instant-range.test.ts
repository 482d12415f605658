import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { HANDLERS } from "./handlers";
import { createApiRouter } from "./router";

/**
 * Every date the API takes is bounded to years 0001-9999 once its offset is applied: PostgreSQL has
 * no year 0 and answered these with a 500 ("date/time field value out of range"), and an instant in
 * year 10000 was echoed back in a form the document refuses. Each is now a 400 naming its field.
 */
describe("dates outside years 0001-9999 (after their offset) are a 400 naming the field, never a 500", () => {
  let m: MemoryDatabase;
  let endpoint: string;
  const app = createApiRouter(HANDLERS);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(`/api${path}`, {
      method,
      headers: { "x-api-key": m.merchant.apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; message: string; data: { errors?: Array<{ field: string; message: string }>; since?: string; until?: string } } };
  };
  const refusedAt = (field: string) => ({ status: 400, body: { code: 400, message: "invalid_request", data: { errors: [expect.objectContaining({ field, message: expect.stringMatching(/^must be from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z/) })] } } });

  beforeAll(async () => {
    m = await openMemoryDatabase();
    const created = await call("POST", "/webhook-endpoints", { url: "https://hooks.example.test/caja" });
    endpoint = (created.body.data as unknown as { id: string }).id;
  });
  afterAll(async () => m?.close());

  it("data.time of a new intent in year 0000", async () => {
    const body = { payment: "qr_present", amount: 10, data: { branch: "b1", terminal: "t1", time: "0000-01-01T00:00:00.000Z", items: [] } };
    expect(await call("POST", "/payment/intent", body)).toMatchObject(refusedAt("data.time"));
    expect((await call("POST", "/payment/intent", { ...body, data: { ...body.data, time: "0001-01-01T00:00:00.000Z" } })).status).toBe(200);
  });

  it("from and to of the totals and the intents list", async () => {
    const good = "2026-11-25T00:00:00Z";
    for (const path of ["/payment/totals", "/payment/intents"]) {
      for (const from of ["0000-01-01T00:00:00Z", "0000-12-31T23:59:59.999Z", "0001-01-01T00:00:00+23:59"]) {
        expect(await call("GET", `${path}?from=${encodeURIComponent(from)}&to=${good}`), `${path} from=${from}`).toMatchObject(refusedAt("from"));
      }
      expect(await call("GET", `${path}?from=${good}&to=${encodeURIComponent("9999-12-31T23:59:59.999-23:59")}`), path).toMatchObject(refusedAt("to"));
      // any offset JSON Schema's date-time allows (PostgreSQL reads up to ±15:59 only: this was a 500 too)
      expect((await call("GET", `${path}?from=${encodeURIComponent("2026-11-25T00:00:00+23:59")}&to=${encodeURIComponent("2026-11-25T00:00:00-23:59")}`)).status, path).toBe(200);
      // a list cursor carries a time too: one crafted in year 0000 is refused like a date given outright
      if (path === "/payment/intents") {
        const crafted = Buffer.from(`0000-06-01T00:00:00.000Z qp_${"z".repeat(22)}`).toString("base64url");
        expect(await call("GET", `${path}?from=${good}&to=2026-11-26T00:00:00Z&after=${crafted}`)).toMatchObject({ status: 400, body: { data: { errors: [{ field: "after" }] } } });
      }
      // the very edges are in range
      expect((await call("GET", `${path}?from=${encodeURIComponent("0001-01-01T00:00:00Z")}&to=${encodeURIComponent("9999-12-31T23:59:59.999Z")}`)).status, path).toBe(200);
      expect((await call("GET", `${path}?from=${encodeURIComponent("0001-01-01T23:59:00+23:59")}&to=${encodeURIComponent("9999-12-31T00:00:00-23:59")}`)).status, path).toBe(200);
    }
  });

  it("since (and until) of redelivery and recovery; nothing echoed outside the range", async () => {
    for (const since of ["0000-06-01T00:00:00Z", "0001-01-01T00:00:00+23:59"]) {
      expect(await call("POST", "/deliveries/redeliver", { since }), since).toMatchObject(refusedAt("since"));
      expect(await call("POST", `/webhook-endpoints/${endpoint}/recover`, { since }), since).toMatchObject(refusedAt("since"));
    }
    expect(await call("POST", `/webhook-endpoints/${endpoint}/recover`, { since: "2026-11-01T00:00:00Z", until: "9999-12-31T23:59:59-23:59" })).toMatchObject(refusedAt("until"));
    const edge = await call("POST", `/webhook-endpoints/${endpoint}/recover`, { since: "0001-01-01T00:00:00Z", until: "9999-12-31T23:59:59.999Z" });
    expect(edge).toMatchObject({ status: 200, body: { data: { since: "0001-01-01T00:00:00.000Z", until: "9999-12-31T23:59:59.999Z" } } });
    const bulk = await call("POST", "/deliveries/redeliver", { since: "0001-01-01T00:00:00Z" });
    expect(bulk).toMatchObject({ status: 200, body: { data: { since: "0001-01-01T00:00:00.000Z" } } });
  });
});
