import { expect, test } from "../support/api-test";
import fc from "fast-check";
import { checkedFetch, jsonBytes, textBytes, type CheckedFetch } from "../support/checked-fetch";
import { ALL_STATUSES } from "../../lib/contract/statuses";
import { createIntent, createMerchant, detail, intentBody, merchantIntentCount } from "../support/api";

/**
 * Property: whatever malformed body or headers arrive, the API answers a 4xx in the envelope
 * (never a 5xx) and the database does not change. The requests go out through `checkedFetch`
 * (every answer validated against the document) and are judged with plain checks, not `expect`:
 * a step per call made this loop quadratic (e2e/support/checked-fetch.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const STATUS_NAMES = new Set<string>(ALL_STATUSES);

type Sender = (method: "GET" | "POST", path: string, headers: Record<string, string>, body?: Uint8Array<ArrayBuffer>) => Promise<void>;

/** Sends one request and throws unless the answer is a 4xx in the error envelope. */
function clientErrorsOnly(send: CheckedFetch): Sender {
  return async (method, path, headers, body) => {
    const answer = await send(method, path, { headers, body });
    const where = `${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
    if (answer.status < 400 || answer.status >= 500) throw new Error(`not a 4xx: ${where}`);
    const envelope = JSON.parse(answer.text) as { code: unknown; message: unknown; data: unknown };
    const fine =
      envelope.code === answer.status && typeof envelope.message === "string" && /^[a-z_]+$/.test(envelope.message) && typeof envelope.data === "object" && envelope.data !== null;
    if (!fine) throw new Error(`not the error envelope: ${where}`);
  };
}

const junkText = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("", "null", "[]", "{}", "0", '"x"', "{\"a\":", "\uFFFF", "{\"payment\":\"qr_present\""));
const contentTypes = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/jose", "multipart/form-data", "", "application/json; charset=latin1", "APPLICATION/JSON");
const notAPhone = fc.oneof(
  fc.string().filter((s) => !/^\d{10}$/.test(s)),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(fc.string()),
  fc.stringMatching(/^\d{1,9}$/),
  fc.stringMatching(/^\d{11,15}$/),
);

/**
 * A creation body broken in at least one field (chosen at random), the rest valid or random. Text
 * limits apply after trimming (the contract's rule), so a "too long" branch must be too long trimmed.
 */
function brokenCreateBody(): fc.Arbitrary<unknown> {
  const base = intentBody("qr_present");
  const bad = {
    payment: fc.oneof(fc.string().filter((s) => !["card_present", "qr_present", "ec_remote"].includes(s)), fc.integer(), fc.constant(null)),
    amount: fc.oneof(fc.double({ max: 0, noNaN: true }), fc.string(), fc.constant(null), fc.double({ min: 10_000_000, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1.005, 0.001, 12.345), fc.boolean()),
    branch: fc.oneof(fc.constant(""), fc.constant("   "), fc.integer(), fc.string({ minLength: 65, maxLength: 200 }).filter((s) => s.trim().length > 64), fc.constant(null)),
    terminal: fc.oneof(fc.constant(""), fc.integer(), fc.object(), fc.constant(null)),
    time: fc.oneof(
      fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(s)),
      fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
      fc.integer(),
      fc.constantFrom("2026-13-01T00:00:00.000Z", "2026-02-29T00:00:00.000Z", "2026-11-22T24:00:00.000Z"),
    ),
    items: fc.oneof(fc.object(), fc.string(), fc.constant(null), fc.array(fc.record({ qty: fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 0.9 }), fc.string()) }), { minLength: 1, maxLength: 3 })),
  };
  return fc.oneof(
    fc.anything(),
    fc.record({ field: fc.constantFrom(...(Object.keys(bad) as Array<keyof typeof bad>)), value: fc.oneof(...Object.values(bad)) }).chain(({ field }) =>
      bad[field].map((value) =>
        field === "payment" || field === "amount" ? { ...base, [field]: value } : { ...base, data: { ...base.data, [field]: value } },
      ),
    ),
  );
}

/** The body as bytes: raw text as it is, anything else JSON-encoded. */
function bytes(body: unknown, raw: boolean) {
  return raw ? textBytes(String(body)) : jsonBytes(body);
}

test.describe("fuzzing the API with malformed input", () => {
  test.setTimeout(240_000);

  test(`${RUNS * 5} malformed requests never get a 5xx and change nothing`, async ({ request, baseURL, openapiCheck }) => {
    const send = clientErrorsOnly(checkedFetch(baseURL!, openapiCheck));
    const merchant = await createMerchant(request, "Fuzz target");
    const key = { "X-Api-Key": merchant.apiKey };
    const { intent: victim } = await createIntent(request, "ec_remote", { apiKey: merchant.apiKey });
    const before = (await detail(request, victim, merchant.apiKey)).data;

    await fc.assert(
      fc.asyncProperty(brokenCreateBody(), contentTypes, fc.option(fc.string({ maxLength: 300 })), fc.boolean(), async (body, type, idem, raw) => {
        const headers: Record<string, string> = { ...key, "content-type": type };
        if (idem) headers["Idempotency-Key"] = idem.replace(/[\r\n\0]/g, "");
        await send("POST", "/api/payment/intent", headers, bytes(raw ? JSON.stringify(body) + "}" : body, raw));
      }),
      { numRuns: RUNS },
    );

    await fc.assert(
      fc.asyncProperty(notAPhone, fc.oneof(fc.constant(victim), fc.string({ maxLength: 80 })), contentTypes, async (phone, xIntent, type) => {
        const headers: Record<string, string> = { ...key, "content-type": type, "X-Intent": xIntent.replace(/[\r\n\0]/g, "") };
        await send("POST", "/api/payment/init", headers, bytes({ phone }, false));
      }),
      { numRuns: RUNS },
    );

    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string().filter((s) => !STATUS_NAMES.has(s)), fc.integer(), fc.constant(null)),
        fc.option(fc.string()),
        junkText,
        fc.boolean(),
        async (to, reason, text, raw) => {
          const headers = { ...key, "content-type": "application/json" };
          await send("POST", `/api/sandbox/${victim}/advance`, headers, bytes(raw ? text + "\u0001" : { to, reason }, raw));
        },
      ),
      { numRuns: RUNS },
    );

    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 120 }), fc.option(fc.string({ maxLength: 80 })), async (id, apiKey) => {
        const headers: Record<string, string> = apiKey === null ? key : { "X-Api-Key": apiKey.replace(/[\r\n\0]/g, "") };
        await send("GET", `/api/payment/${encodeURIComponent(id)}/status`, headers);
      }),
      { numRuns: RUNS },
    );

    const { intent: card } = await createIntent(request, "card_present", { apiKey: merchant.apiKey });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ JWE: fc.string(), JWT: fc.string(), card: fc.oneof(fc.string(), fc.integer()), nip: fc.string(), track2: fc.string() }, { requiredKeys: [] }),
          fc.anything(),
        ),
        fc.constantFrom("application/json", "application/jose"),
        junkText,
        fc.oneof(fc.constant(card), fc.string({ maxLength: 40 })),
        async (body, type, text, xIntent) => {
          const headers = { ...key, "content-type": type, "X-Intent": xIntent.replace(/[\r\n\0]/g, "") };
          await send("POST", "/api/payment/transaction", headers, bytes(type === "application/jose" ? text : body, type === "application/jose"));
        },
      ),
      { numRuns: RUNS },
    );

    const after = (await detail(request, victim, merchant.apiKey)).data;
    expect(after).toEqual(before);
    expect((await detail(request, card, merchant.apiKey)).data.events).toHaveLength(1);
    expect(await merchantIntentCount(request, merchant.id)).toBe(2);
  });
});
