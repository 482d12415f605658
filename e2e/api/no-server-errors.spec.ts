import fc from "fast-check";
import { checkedFetch, jsonBytes, type CheckedAnswer } from "../support/checked-fetch";
import { advance, createIntent, createMerchant, json } from "../support/api";
import { expect, test } from "../support/api-test";
import { E2E } from "../support/secrets";

/**
 * Property: no input gets a 5xx from any operation. Every operation of the served document (its
 * paths, parameters and body members, read from /api/openapi.json as an integrator's tools read
 * them) gets requests whose parameters and members are generated: dates at the edges of the range
 * (years 0000, 0001, 9999, 10000, offsets of ±23:59), numbers at the edges of doubles, text with
 * NUL, lone surrogates, SQL and 10 000 characters, wrong types, and real values beside them. Each
 * answer must be below 500, in the envelope, and valid against the document (the OpenAPI check of
 * every HTTP spec); the project runs it on both databases.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 40);

type Schema = { $ref?: string; type?: string | string[]; format?: string; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
type Parameter = { name: string; in: "path" | "query" | "header"; schema: Schema };
type Operation = { security?: Array<Record<string, unknown>>; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
/** The document's named schemas, for the generators to see through a $ref. */
let components: Record<string, Schema> = {};

const EDGE_DATES = [
  "0000-01-01T00:00:00Z",
  "0000-12-31T23:59:59.999Z",
  "0001-01-01T00:00:00+23:59",
  "0001-01-01T00:00:00Z",
  "0001-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
  "9999-12-31T23:59:59.999-23:59",
  "9999-12-31T23:59:59-23:59",
  "+010000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "2026-02-29T00:00:00Z",
  "2024-02-29T12:00:00.000Z",
  "2026-11-25T00:00:00.123456789Z",
  "2026-11-25T00:00:00+15:59",
  "2026-11-25T00:00:00-16:00",
  "2026-11-25T24:00:00Z",
  "2026-11-25",
  "1970-01-01T00:00:00Z",
];
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const date = fc.oneof(
  fc.constantFrom(...EDGE_DATES),
  fc
    .record({
      y: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 9996, max: 9999 }), fc.integer({ min: 1900, max: 2100 })),
      mo: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
      h: fc.integer({ min: 0, max: 23 }),
      mi: fc.integer({ min: 0, max: 59 }),
      ms: fc.option(fc.integer({ min: 0, max: 999 })),
      offset: fc.constantFrom("Z", "+23:59", "-23:59", "+00:00", "+14:00", "-12:00", "+16:00"),
    })
    .map(({ y, mo, d, h, mi, ms, offset }) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:00${ms === null ? "" : `.${pad(ms, 3)}`}${offset}`),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.001, 0.1 + 0.2, 1e308, -1e308, 2 ** 53 + 1, 9_999_999.99, 10_000_000, 65_536, 70_000, 2 ** 31),
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "\ud800", "'; DROP TABLE payment_intent; --", "%", "_", "\\", "*", "null", "qp_x", `cp_${"A".repeat(22)}`, "x".repeat(10_000), "😀".repeat(65)),
  date,
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }));

/** A value for a member or parameter of this schema: often of its kind (an enum's value, a date), sometimes anything. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueOf(components[schema.$ref.split("/").pop()!] ?? {}, depth + 1);
  // a date-time is a date nearly always, so that a range's two ends both reach the database often
  if (schema.format === "date-time") return fc.oneof({ arbitrary: date, weight: 8 }, { arbitrary: anyValue, weight: 1 });
  const options: Array<fc.Arbitrary<unknown>> = [anyValue];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && depth < 4) options.push(...alternatives.map((s) => valueOf(s, depth + 1)));
  if (schema.enum) options.push(fc.constantFrom(...schema.enum), fc.constantFrom(...schema.enum), fc.array(fc.constantFrom(...schema.enum), { maxLength: 3 }));
  const types = [schema.type ?? []].flat();
  if (types.includes("number") || types.includes("integer")) options.push(number, number);
  if (types.includes("string")) options.push(text);
  if (types.includes("array") && schema.items && depth < 4) options.push(fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 }));
  if (types.includes("object") && schema.properties && depth < 4) options.push(objectOf(schema, depth + 1), objectOf(schema, depth + 1));
  return fc.oneof(...options);
}

/** An object with some of the schema's members (each generated), and now and then one it does not name. */
function objectOf(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const members = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, valueOf(member, depth)]));
  return fc.tuple(fc.record(members, { requiredKeys: [] }), rarely(fc.tuple(fc.string({ maxLength: 10 }), anyValue))).map(([object, extra]) => (extra ? { ...object, [extra[0]]: extra[1] } : object));
}

/** null most of the time, a value one time in seven. */
function rarely<T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: value, weight: 1 });
}

/** A header value fetch can send (Latin-1 without control characters). */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, "?").trim() || "x";
const asParameter = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).toWellFormed();
/** A path segment: generated text percent-encoded, or bytes no UTF-8 text encodes to (a lone surrogate's, 0xFF, NUL, a slash). */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(asParameter(value)) || "x"),
  fc.constantFrom("%ED%A0%80", "%FF", "%00", "%2F", "..%2F..", "%25", "%C0%AF"),
);

test.describe("no input gets a 5xx", () => {
  test.setTimeout(240_000);

  test(`every operation of the document, ${RUNS_PER_OPERATION} generated requests each (dates at the edges of the range, numbers, text, wrong types): below 500, in the envelope, valid against the document`, async ({ request, baseURL, openapiCheck }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
    components = doc.components.schemas;
    const send = checkedFetch(baseURL!, openapiCheck);

    // Real things for the path parameters and X-Intent beside generated ones: a merchant with an
    // intent of each type, an authorized one with a refund, its events, a webhook endpoint.
    const merchant = await createMerchant(request, "No 5xx shop");
    const key = { "X-Api-Key": merchant.apiKey };
    const intents = await Promise.all((["qr_present", "card_present", "ec_remote"] as const).map(async (type) => (await createIntent(request, type, { apiKey: merchant.apiKey })).intent));
    await advance(request, intents[0]!, "qr_authorized", {}, merchant.apiKey);
    const refund = await json<{ refund: string }>(await request.post(`/api/payment/${intents[0]}/refund`, { headers: key, data: { amount: 1 } }));
    const endpoint = await json<{ id: string }>(await request.post("/api/webhook-endpoints", { headers: key, data: { url: "https://hooks.example.test/no-5xx", enabled: false } }));
    const deliveries = await json<{ data: Array<{ event: string }> }>(await request.get(`/api/payment/${intents[0]}/deliveries`, { headers: key }));
    const real: Record<string, string[]> = {
      intent: intents,
      refund: [refund.data.refund],
      endpoint: [endpoint.data.id],
      event: deliveries.data.data.map((e) => e.event).slice(0, 2),
      merchant: [merchant.id],
      key: [],
    };
    expect(Object.entries(real).filter(([name, ids]) => name !== "key" && ids.length === 0), "a real id of each kind").toEqual([]);

    const statuses = new Map<number, number>();
    const byOperation: Record<string, Record<number, number>> = {};
    let operations = 0;
    const answer = async (method: string, path: string, headers: Record<string, string>, body?: Uint8Array<ArrayBuffer>): Promise<CheckedAnswer> => {
      for (let attempt = 0; ; attempt++) {
        const answered = await send(method, path, { headers, body });
        // a client waits as it is told when throttled: the point is to reach the handlers
        if (answered.status === 429 && attempt < 5) {
          const { retryAfter } = (JSON.parse(answered.text) as { data: { retryAfter?: number } }).data;
          await new Promise((resolve) => setTimeout(resolve, (retryAfter ?? 1) * 1000));
          continue;
        }
        return answered;
      }
    };

    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${template}`;
        // Revoking a key or deleting the endpoint by their real ids would only turn the rest into 401s and 404s.
        const destructive = method === "delete";
        const admin = (operation.security ?? [{ ApiKey: [] }]).some((s) => "AdminToken" in s);
        const open = (operation.security ?? [{ ApiKey: [] }]).length === 0;
        const parameters = operation.parameters ?? [];
        const pathParameters = parameters.filter((p) => p.in === "path");
        const queryParameters = parameters.filter((p) => p.in === "query");
        const json = operation.requestBody?.content["application/json"]?.schema;
        const request = fc.record({
          path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, destructive || !real[p.name]?.length ? segment : fc.oneof(fc.constantFrom(...real[p.name]!), segment)]))),
          query: fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, valueOf(p.schema)])), { requiredKeys: [] }),
          unknownQuery: rarely(fc.constantFrom("limt", "expand", "from[]", "__proto__")),
          intentHeader: fc.oneof(fc.constantFrom(...intents), text),
          // a GET carries no body (fetch cannot send one); an operation without one gets none, {} or junk
          body: method === "get" ? fc.constant(null) : json ? fc.oneof(objectOf(json), objectOf(json), objectOf(json), anyValue) : fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: fc.constant({}), weight: 1 }, { arbitrary: anyValue, weight: 1 }),
        });
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            const path = template.replace(/\{(\w+)\}/g, (_, name: string) => r.path[name] as string);
            const query = new URLSearchParams(Object.entries(r.query).map(([name, value]) => [name, asParameter(value)]));
            if (r.unknownQuery) query.append(r.unknownQuery, "1");
            const headers: Record<string, string> = open ? {} : admin ? { authorization: `Bearer ${E2E.adminToken}` } : { ...key };
            if (parameters.some((p) => p.in === "header" && p.name === "X-Intent")) headers["X-Intent"] = headerSafe(r.intentHeader);
            const body = r.body === null ? undefined : jsonBytes(r.body);
            if (body) headers["content-type"] = "application/json";
            const url = `/api${path}${query.size > 0 ? `?${query}` : ""}`;
            const answered = await answer(method.toUpperCase(), url, headers, body);
            statuses.set(answered.status, (statuses.get(answered.status) ?? 0) + 1);
            const counts = (byOperation[where] ??= {});
            counts[answered.status] = (counts[answered.status] ?? 0) + 1;
            if (answered.status >= 500) throw new Error(`${where}: ${method.toUpperCase()} ${url} answered ${answered.status}: ${answered.text.slice(0, 300)}`);
            const envelope = JSON.parse(answered.text) as { code: unknown; message: unknown };
            if (envelope.code !== answered.status || typeof envelope.message !== "string") throw new Error(`${where}: not the envelope: ${answered.text.slice(0, 300)}`);
          }),
          { numRuns: RUNS_PER_OPERATION },
        );
        operations++;
      }
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`[no-5xx] ${operations} operations, ${total} requests: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(byOperation, null, 1));
    expect(operations).toBe(Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0));
    // most requests reached a handler's checks, not the throttle
    expect(statuses.get(429) ?? 0).toBeLessThan(total / 20);
  });
});
