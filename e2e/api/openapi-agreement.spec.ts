import { createJsonSchemaValidator, withDocumentRefs } from "../../lib/testing/json-schema-validator";
import type { APIRequestContext } from "@playwright/test";
import { ALL_STATUSES } from "../../lib/contract/statuses";
import { E2E } from "../support/secrets";
import { createIntent, createMerchant, intentBody, json, keyHeaders } from "../support/api";
import { expect, test } from "../support/api-test";
import { OpenApiCheck, type Doc as CheckedDoc } from "../support/openapi-check";

/**
 * The published document and the running server agree where they used to differ: amounts with two
 * decimals, text lengths with characters outside the BMP and combining ones, the errors an operation
 * really answers, status names as enums, Idempotent-Replayed, and bodies sent to operations that
 * take none. Validated with Ajv in its default configuration (Unicode patterns) against the
 * document the server serves; every answer here is also checked by e2e/support/api-test.ts.
 */
type Operation = {
  description?: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { headers?: Record<string, { schema: object }>; content: Record<string, { schema: { properties: { message: { const?: string; enum?: string[] }; data: object } } }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

async function documentOf(request: APIRequestContext): Promise<Doc> {
  return (await (await request.get("/api/openapi.json")).json()) as Doc;
}

const messagesOf = (op: Operation, status: string) => {
  const message = op.responses[status]!.content["application/json"]!.schema.properties.message;
  return message.enum ?? [message.const!];
};

const admin = { authorization: `Bearer ${E2E.adminToken}` };

test.describe("the document and the server agree", () => {
  test("amounts: two-decimal amounts that multipleOf 0.01 refused in floating point are accepted by both", async ({ request }) => {
    const doc = await documentOf(request);
    const ajv = createJsonSchemaValidator({ document: doc });
    const validate = ajv.compile(withDocumentRefs(doc.paths["/payment/intent"]!.post!.requestBody!.content["application/json"]!.schema));
    // every cent from 0.01 to 3.00, and amounts known to fail a binary remainder, up to the maximum
    const amounts = [...Array.from({ length: 300 }, (_, i) => JSON.parse(`${Math.floor((i + 1) / 100)}.${String((i + 1) % 100).padStart(2, "0")}`) as number), 142.83, 1234.57, 9999999.99];
    const disagreements: string[] = [];
    for (const amount of amounts) {
      const body = intentBody("qr_present", { amount });
      const server = (await request.post("/api/payment/intent", { headers: keyHeaders(), data: body })).status();
      if (!validate(body) || server !== 200) disagreements.push(`${amount}: document ${validate(body)}, server ${server}`);
    }
    expect(disagreements).toEqual([]);
    for (const amount of [0.001, 142.835]) {
      const body = intentBody("qr_present", { amount });
      expect((await request.post("/api/payment/intent", { headers: keyHeaders(), data: body })).status(), `${amount}`).toBe(400);
    }
  });

  test("text lengths: emoji, combining marks, ZWJ sequences, flags and CJK at and past the limit, to the server and to Ajv", async ({ request }) => {
    const doc = await documentOf(request);
    const ajv = createJsonSchemaValidator({ document: doc });
    const validate = ajv.compile(withDocumentRefs(doc.paths["/payment/intent"]!.post!.requestBody!.content["application/json"]!.schema));
    const units = { emoji: "😀", combining: "e\u0301", zwj: "👨\u200d👩\u200d👧", flag: "🇲🇽", cjk: "漢字", ascii: "x" };
    const textOf = (unit: string, count: number) => unit.repeat(Math.floor(count / [...unit].length)) + "a".repeat(count % [...unit].length);
    const seen: string[] = [];
    for (const [kind, unit] of Object.entries(units)) {
      for (const [field, max] of [["branch", 64], ["concept", 255]] as const) {
        for (const count of [max, max + 1]) {
          const body = intentBody("qr_present", {});
          (body.data as Record<string, unknown>)[field] = ` ${textOf(unit, count)} `;
          const server = (await request.post("/api/payment/intent", { headers: keyHeaders(), data: body })).status();
          seen.push(`${kind} ${field} ${count}: server ${server}, document ${validate(body) ? "valid" : "invalid"}`);
        }
      }
    }
    const expected = Object.keys(units).flatMap((kind) =>
      [["branch", 64], ["concept", 255]].flatMap(([field, max]) => [`${kind} ${field} ${max}: server 200, document valid`, `${kind} ${field} ${Number(max) + 1}: server 400, document invalid`]),
    );
    expect(seen).toEqual(expected);
    // the case of the issue: 33 emoji in a 64-character field
    const body = intentBody("qr_present", {});
    (body.data as Record<string, unknown>).branch = "😀".repeat(33);
    expect((await request.post("/api/payment/intent", { headers: keyHeaders(), data: body })).status()).toBe(200);
    expect(validate(body)).toBe(true);
  });

  test("submitCardTransaction lists 409 transition_not_allowed; revokeApiKey answers merchant_not_found and api_key_not_found as documented", async ({ request }) => {
    const doc = await documentOf(request);
    expect(messagesOf(doc.paths["/payment/transaction"]!.post!, "409")).toContain("transition_not_allowed");
    expect(messagesOf(doc.paths["/admin/merchants/{merchant}/keys/{key}"]!.delete!, "404").sort()).toEqual(["api_key_not_found", "merchant_not_found"]);
    const merchant = await createMerchant(request, "Revoke shop");
    const missingMerchant = await request.delete("/api/admin/merchants/mer_nobody/keys/key_none", { headers: admin });
    expect([missingMerchant.status(), (await json(missingMerchant)).message]).toEqual([404, "merchant_not_found"]);
    const malformedMerchant = await request.delete("/api/admin/merchants/no-such!/keys/key_none", { headers: admin });
    expect([malformedMerchant.status(), (await json(malformedMerchant)).message]).toEqual([404, "merchant_not_found"]);
    const missingKey = await request.delete(`/api/admin/merchants/${merchant.id}/keys/key_none`, { headers: admin });
    expect([missingKey.status(), (await json(missingKey)).message]).toEqual([404, "api_key_not_found"]);
  });

  test("status names and codes are enums in every answer that carries them, misspellings included", async ({ request }) => {
    const served = await documentOf(request);
    const doc = JSON.stringify(served);
    expect(ALL_STATUSES).toEqual(expect.arrayContaining(["ec_conecting", "ec_conected", "ec_auhtorized"]));
    // one named enum, StatusName, referenced by every answer's status; any inline one is the same list
    expect((served.components.schemas.StatusName as { enum: string[] }).enum).toEqual(ALL_STATUSES);
    // StatusRecord, Intent (one schema per payment type) and its history, IntentEvent, IntentPage's rows, IntentDelivery (IntentDeliveries' entries)
    for (const name of ["StatusRecord", "QrPresentIntent", "CardPresentIntent", "EcRemoteIntent", "IntentEvent", "IntentPage", "IntentDelivery"]) expect(JSON.stringify(served.components.schemas[name]), name).toContain('"$ref":"#/components/schemas/StatusName"');
    expect(doc.split('"$ref":"#/components/schemas/StatusName"').length - 1).toBeGreaterThanOrEqual(6);
    const statusEnums = [...doc.matchAll(/"status":\{"type":"string","enum":(\[[^\]]*\])/g)].map((m) => JSON.parse(m[1]!) as string[]);
    // a refund's status and a payout's (pending, paid, failed, canceled) are other lists
    for (const names of statusEnums) if (!names.includes("refund_pending") && !names.includes("paid")) expect(names).toEqual(ALL_STATUSES);
    expect(doc).not.toMatch(/"status":\{"type":"string"(,"description":"[^"]*")?\}/);
  });

  test("every POST that takes an Idempotency-Key declares Idempotent-Replayed on its answers, and a replay carries it", async ({ request }) => {
    const doc = await documentOf(request);
    let declared = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.parameters.some((p) => p.name === "Idempotency-Key")) continue;
        expect(method, path).toBe("post");
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400 || status === "402" || status === "504") {
            expect(response.headers?.["Idempotent-Replayed"], `${path} ${status}`).toBeDefined();
            declared++;
          }
        }
      }
    }
    expect(declared).toBeGreaterThanOrEqual(15);
    const key = `replay-${Date.now()}`;
    const body = intentBody("qr_present");
    const first = await request.post("/api/payment/intent", { headers: { ...keyHeaders(), "Idempotency-Key": key }, data: body });
    const again = await request.post("/api/payment/intent", { headers: { ...keyHeaders(), "Idempotency-Key": key }, data: body });
    expect(first.headers()["idempotent-replayed"]).toBeUndefined();
    expect(again.headers()["idempotent-replayed"]).toBe("true");
  });

  test("an operation without a request body answers with none or with {} (a POST declares {} as its optional body), and refuses anything else (400), as its description says", async ({ request }) => {
    const doc = await documentOf(request);
    const { intent } = await createIntent(request, "qr_present");
    const deliveries = await json<{ data: Array<{ event: string }> }>(await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders() }));
    const event = deliveries.data.data[0]!.event;
    const merchant = await createMerchant(request, "No body shop");
    const cases = [
      { template: "/payment/{intent}/status", method: "get", url: `/api/payment/${intent}/status`, headers: keyHeaders() },
      { template: "/deliveries/{event}/redeliver", method: "post", url: `/api/deliveries/${event}/redeliver`, headers: keyHeaders() },
      { template: "/admin/merchants/{merchant}/keys", method: "post", url: `/api/admin/merchants/${merchant.id}/keys`, headers: admin },
      { template: "/webhook-endpoints", method: "get", url: "/api/webhook-endpoints", headers: keyHeaders() },
      { template: "/health", method: "get", url: "/api/health", headers: {} },
    ];
    for (const c of cases) {
      const op = doc.paths[c.template]![c.method]!;
      if (c.method === "post") expect(op.requestBody, c.template).toEqual({ required: false, content: { "application/json": { schema: { type: "object", maxProperties: 0, description: "Nothing, or {}" } } } });
      else expect(op.requestBody, c.template).toBeUndefined();
      expect(op.description, c.template).toContain("Takes no request body: send none, or an empty JSON object ({})");
      expect(messagesOf(op, "400"), c.template).toContain("invalid_request");
      for (const data of [{ a: 1 }, "x", [], "null"]) {
        const refused = await request.fetch(c.url, { method: c.method, headers: { ...c.headers, "content-type": "application/json" }, data });
        const answer = await json<{ errors: Array<{ field: string }> }>(refused);
        expect([refused.status(), answer.message, answer.data.errors?.[0]?.field], `${c.method} ${c.url} with ${JSON.stringify(data)}`).toEqual([400, "invalid_request", "(body)"]);
      }
      const answered = await request.fetch(c.url, { method: c.method, headers: c.headers });
      expect(answered.status(), `${c.method} ${c.url} without a body`).toBe(200);
      const empty = await request.fetch(c.url, { method: c.method, headers: { ...c.headers, "content-type": "application/json" }, data: " {} " });
      expect(empty.status(), `${c.method} ${c.url} with {}`).toBe(200);
    }
  });

  test("the answers' check catches an answer the document does not describe", async ({ request, playwright, baseURL }) => {
    const served = (await (await request.get("/api/openapi.json")).json()) as CheckedDoc & { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const altered = JSON.parse(JSON.stringify(served)) as typeof served;
    const health = altered.paths["/health"]!.get!.responses as Record<string, { content: { "application/json": { schema: { properties: { message: object } } } } }>;
    health["200"]!.content["application/json"].schema.properties.message = { type: "string", const: "healthy" };
    delete altered.paths["/payment/{intent}/status"]!.get!.responses["404"];
    delete altered.paths["/payment/{intent}/status"]!.get!.responses.default;
    const check = new OpenApiCheck(altered);
    const plain = await playwright.request.newContext({ baseURL });
    await check.check("GET", await plain.get("/api/health"));
    await check.check("GET", await plain.get(`/api/payment/qp_${"z".repeat(22)}/status`, { headers: keyHeaders() }));
    await check.check("OPTIONS", await plain.fetch("/api/health", { method: "OPTIONS" }));
    await plain.dispose();
    expect(check.disagreements.map((d) => [d.method, d.path, d.status, d.problem.split(" ")[0]])).toEqual([
      ["GET", "/health", 200, "data/message"],
      ["GET", "/payment/{intent}/status", 404, "status"],
    ]);
    expect([check.validated, check.notOperations]).toEqual([1, 1]);
  });
});
