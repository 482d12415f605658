import { createJsonSchemaValidator, withDocumentRefs } from "../../lib/testing/json-schema-validator";
import { expect, test } from "../support/api-test";
import fc from "fast-check";
import { createIntent, createMerchant, intentBody, json, type Envelope } from "../support/api";
import { checkedFetch, jsonBytes } from "../support/checked-fetch";
import { E2E } from "../support/secrets";

/**
 * The published OpenAPI document and the server agree on what is a valid request: a corpus of
 * accepted and rejected requests (fixed seed, so every run sends the same ones) goes to the server
 * and to an independent validator (ajv, on the generated document); any request one accepts and
 * the other refuses is a disagreement. "The server accepts" = it did not answer 400
 * invalid_request / invalid_json (it may still answer 404 or 409 for the intent's state).
 * Out of the corpus: the two card rules JSON Schema cannot state (Luhn, track 2's PAN = card),
 * which the document gives in words. The decimals of amounts and prices, also given in words, are
 * in it: the test reads them as the document says them (refusedInWords). Ajv runs in its default
 * configuration (Unicode patterns, no multipleOf precision).
 */
type Doc = { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema: object }>; requestBody?: { content: Record<string, { schema: object }> } }>>; components: { schemas: Record<string, object> } };

const SEED = 20261123;
const PER_OPERATION = Number(process.env.CONTRACT_RUNS ?? 150);

/** Values that probe every boundary the schemas draw: types, blanks, lengths, NUL, surrogates, decimals. */
const probe = fc.oneof(
  fc.constantFrom("", " ", "   x  ", "x", "a\u0000b", "\ud800", "lone \udc00 end", "😀", "ñandú café", "x".repeat(64), "x".repeat(65), ` ${"y".repeat(64)} `, "x".repeat(255), "x".repeat(256)),
  fc.constantFrom(0, -1, 1, 0.07, 1.005, 149.5, 12.345, 9_999_999.99, 10_000_000, 1e-7, 1e21, 0.1 + 0.2),
  fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }),
  fc.constantFrom("2026-11-22T10:15:30.123Z", "2026-02-29T00:00:00.000Z", "2028-02-29T00:00:00.000Z", "2026-11-22T10:15:30Z", "2026-11-22T24:00:00.000Z", "2026-11-22T10:15:30.123+01:00"),
  fc.constantFrom("https://example.com/hook", "http://localhost:3000/x", "ftp://example.com", "not a url", "https://exa mple.com", "HTTPS://EXAMPLE.COM/A"),
  fc.constantFrom("5512345678", "551234567", "55123456789", "55-1234567", "qr_scanned", "nope", "ec_auhtorized", "card_declined", "Bad Reason", " snake_case "),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 200_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 20_000_000 }),
);

/** A valid body with one field (at any depth) replaced by a probe, or removed, or an extra field. */
function mutations(valid: Record<string, unknown>, paths: string[][]): fc.Arbitrary<unknown> {
  const set = (value: unknown, path: string[], next: unknown, remove: boolean): unknown => {
    if (path.length === 0) return next;
    const [head, ...rest] = path as [string, ...string[]];
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && remove) delete (copy as Record<string, unknown>)[head];
    else (copy as Record<string, unknown>)[head] = set((value as Record<string, unknown>)[head], rest, next, remove);
    return copy;
  };
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom(...paths), probe).map(([path, value]) => set(valid, path, value, false)), weight: 8 },
    { arbitrary: fc.constantFrom(...paths).map((path) => set(valid, path, undefined, true)), weight: 2 },
    { arbitrary: probe, weight: 1 },
  );
}

/**
 * The rules the document states in words, applied as its reader would: an amount has at most two
 * decimals as written, a price given as a number at most four (no JSON Schema keyword says this
 * exactly: `multipleOf` is a binary remainder in standard validators).
 */
function refusedInWords(c: { operation: string; body: unknown }): boolean {
  if (c.operation !== "createIntent" || typeof c.body !== "object" || c.body === null) return false;
  const tooPrecise = (value: unknown, places: number) => typeof value === "number" && !new RegExp(`^-?\\d+(?:\\.\\d{1,${places}})?$`).test(String(value));
  const body = c.body as { amount?: unknown; data?: { items?: unknown } };
  const items = Array.isArray(body.data?.items) ? (body.data.items as unknown[]) : [];
  return tooPrecise(body.amount, 2) || items.some((item) => typeof item === "object" && item !== null && tooPrecise((item as { price?: unknown }).price, 4));
}

type Case = { operation: string; path: string; method: "post" | "patch"; template: string; headers: Record<string, string>; body: unknown };

test("the OpenAPI document and the server accept and refuse the same requests", async ({ request, baseURL, openapiCheck }) => {
  test.setTimeout(300_000);
  const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
  const ajv = createJsonSchemaValidator({ document: doc });

  const merchant = await createMerchant(request, "Contract shop");
  const key = { "X-Api-Key": merchant.apiKey };
  const admin = { authorization: `Bearer ${E2E.adminToken}` };
  const { intent: ec } = await createIntent(request, "ec_remote", { apiKey: merchant.apiKey });
  const { intent: qr } = await createIntent(request, "qr_present", { apiKey: merchant.apiKey });
  const { intent: cancelable } = await createIntent(request, "qr_present", { apiKey: merchant.apiKey });
  // Disabled, at a port that refuses at once: the shop's events (the corpus's creates) never hold the
  // shared server's delivery slots. The corpus's own endpoints come after every request that makes an event.
  const endpoint = (await json<{ id: string }>(await request.post("/api/webhook-endpoints", { headers: key, data: { url: "http://127.0.0.1:9/first", enabled: false } }))).data.id;
  const validCreate = intentBody("qr_present") as unknown as Record<string, unknown>;
  const item = ["data", "items", "0"];

  const sample = (arbitrary: fc.Arbitrary<unknown>, runs = PER_OPERATION) => fc.sample(arbitrary, { seed: SEED, numRuns: runs });
  const corpus: Case[] = [
    ...sample(
      mutations(validCreate, [["payment"], ["amount"], ["data"], ["data", "branch"], ["data", "terminal"], ["data", "time"], ["data", "concept"], ["data", "ticket"], ["data", "items"], [...item, "sku"], [...item, "price"], [...item, "description"], [...item, "qty"], ["extra"]]),
      PER_OPERATION * 3,
    ).map((body) => ({ operation: "createIntent", path: "/payment/intent", method: "post" as const, template: "/payment/intent", headers: key, body })),
    ...sample(mutations({ phone: "5512345678" }, [["phone"], ["extra"]])).map((body) => ({ operation: "initEcPayment", path: "/payment/init", method: "post" as const, template: "/payment/init", headers: { ...key, "X-Intent": ec }, body })),
    ...sample(mutations({ to: "qr_scanned", reason: "card_declined" }, [["to"], ["reason"]])).map((body) => ({ operation: "advanceIntent", path: `/sandbox/${qr}/advance`, method: "post" as const, template: "/sandbox/{intent}/advance", headers: key, body })),
    ...sample(mutations({}, [["extra"]]), 40).map((body) => ({ operation: "cancelIntent", path: `/payment/${cancelable}/cancel`, method: "post" as const, template: "/payment/{intent}/cancel", headers: key, body })),
    ...sample(mutations({ since: "2026-01-01T00:00:00Z" }, [["since"]])).map((body) => ({ operation: "redeliverFailedEvents", path: "/deliveries/redeliver", method: "post" as const, template: "/deliveries/redeliver", headers: key, body })),
    ...sample(mutations({ url: "http://127.0.0.1:9/hooks", events: ["intent.status_changed", "refund.failed"], description: "Contabilidad", enabled: false }, [["url"], ["events"], ["events", "0"], ["description"], ["enabled"], ["extra"]])).map((body) => ({ operation: "createWebhookEndpoint", path: "/webhook-endpoints", method: "post" as const, template: "/webhook-endpoints", headers: key, body })),
    ...sample(mutations({ url: "http://127.0.0.1:9/hooks", events: ["*"], description: "", enabled: false }, [["url"], ["events"], ["events", "1"], ["description"], ["enabled"], ["extra"]])).map((body) => ({ operation: "changeWebhookEndpoint", path: `/webhook-endpoints/${endpoint}`, method: "patch" as const, template: "/webhook-endpoints/{endpoint}", headers: key, body })),
    ...sample(mutations({ overlapSeconds: 60 }, [["overlapSeconds"]])).map((body) => ({ operation: "rotateWebhookSecret", path: "/webhook-endpoint/rotate-secret", method: "post" as const, template: "/webhook-endpoint/rotate-secret", headers: key, body })),
    ...sample(mutations({ url: "https://example.com/hook", enabled: true }, [["url"], ["enabled"]])).map((body) => ({ operation: "updateWebhookEndpoint", path: "/webhook-endpoint", method: "patch" as const, template: "/webhook-endpoint", headers: key, body })),
    ...sample(mutations({ name: "Tienda", webhookUrl: null }, [["name"], ["webhookUrl"]]), 60).map((body) => ({ operation: "createMerchant", path: "/admin/merchants", method: "post" as const, template: "/admin/merchants", headers: admin, body })),
    ...sample(mutations({ name: "Tienda", webhookUrl: "https://example.com/hook" }, [["name"], ["webhookUrl"]])).map((body) => ({ operation: "updateMerchant", path: `/admin/merchants/${merchant.id}`, method: "patch" as const, template: "/admin/merchants/{merchant}", headers: admin, body })),
  ];

  // Headers: the Idempotency-Key and X-Intent formats (sent on otherwise valid requests).
  const headerValues = fc.sample(fc.oneof(fc.constantFrom("k", "order-1", "x".repeat(255), "x".repeat(256), "a b", "tab\tkey", "~!{}"), fc.stringMatching(/^[\x20-\x7e]{0,12}$/)), { seed: SEED, numRuns: 60 });
  for (const value of headerValues) {
    corpus.push({ operation: "createIntent", path: "/payment/intent", method: "post", template: "/payment/intent", headers: { ...key, "Idempotency-Key": value }, body: validCreate });
    corpus.push({ operation: "initEcPayment", path: "/payment/init", method: "post", template: "/payment/init", headers: { ...key, "X-Intent": value }, body: { phone: "5512345678" } });
  }

  const send = checkedFetch(baseURL!, openapiCheck);
  const disagreements: string[] = [];
  for (const c of corpus) {
    const operation = doc.paths[c.template]![c.method]!;
    const schema = withDocumentRefs(operation.requestBody!.content["application/json"]!.schema);
    let documentAccepts = c.body !== undefined && ajv.validate(schema, c.body) && !refusedInWords(c);
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== "header") continue;
      // As the server receives it: HTTP drops white space around a field value (RFC 9110, 5.5).
      const value = Object.entries(c.headers).find(([name]) => name.toLowerCase() === parameter.name.toLowerCase())?.[1]?.trim();
      if (value !== undefined && !ajv.validate(withDocumentRefs(parameter.schema), value)) documentAccepts = false;
    }
    // checkedFetch, not `request`: a Playwright step per request made this loop quadratic
    const answer = await send(c.method.toUpperCase(), `/api${c.path}`, { headers: { ...c.headers, "content-type": "application/json" }, body: jsonBytes(c.body) });
    if (answer.status >= 500) throw new Error(`${c.operation} ${JSON.stringify(c.body)} answered ${answer.status}: ${answer.text}`);
    const body = JSON.parse(answer.text) as Envelope;
    const serverAccepts = !(answer.status === 400 && ["invalid_request", "invalid_json"].includes(body.message));
    if (serverAccepts !== documentAccepts) {
      disagreements.push(`${c.operation} ${JSON.stringify(c.headers["Idempotency-Key"] ?? c.headers["X-Intent"] ?? "")} ${JSON.stringify(c.body)}: server ${serverAccepts ? "accepts" : `refuses (${JSON.stringify(body.data)})`}, document ${documentAccepts ? "accepts" : "refuses"}`);
    }
  }
  const accepted = corpus.length - disagreements.length;
  test.info().annotations.push({ type: "corpus", description: `${corpus.length} requests, ${disagreements.length} disagreements` });
  console.log(`contract corpus: ${corpus.length} requests, ${disagreements.length} disagreements (${accepted} agree)`);
  expect(disagreements).toEqual([]);
});

