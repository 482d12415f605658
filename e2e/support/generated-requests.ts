import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { advance, createIntent, createMerchant, json, type PaymentType } from "./api";
import { jsonBytes, type CheckedAnswer, type CheckedFetch } from "./checked-fetch";
import { E2E } from "./secrets";

/**
 * Requests for every operation of the served document, generated from it as an integrator's tools
 * read it: its paths, parameters and body members. Three kinds:
 * - `invalid`: parameters and members generated near their kind and beyond it (dates at the edges
 *   of the range, years 0000 and 10000, offsets of ±23:59, numbers at the edges of doubles, text
 *   with NUL, lone surrogates, SQL and 10 000 characters, wrong types), real ids beside junk ones;
 * - `valid`: what the document accepts, typical values, real ids, every required member;
 * - `edge`: what the document accepts at its limits (the longest text once trimmed, with white
 *   space around it, the first and last instants, the bounds of numbers and lists).
 * The no-5xx spec sends the invalid ones; the Prism spec sends all three through Prism.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  contains?: Schema;
  not?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  "x-minimum"?: string;
  "x-maximum"?: string;
};
export type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema: Schema };
export type Operation = { security?: Array<Record<string, unknown>>; parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> } };
export type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
export type Kind = "valid" | "edge" | "invalid";
/** One request, its URL relative to the API's root (`/payment/…`, without `/api`). */
export type GeneratedRequest = { kind: Kind; method: string; url: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> };

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
const [INSTANT_FIRST, INSTANT_LAST] = ["0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"];
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

/** Whether a string is one the schema's patterns accept (read as JSON Schema reads them: Unicode). */
const matchesAll = (patterns: string[]) => {
  const compiled = patterns.map((pattern) => new RegExp(pattern, "u"));
  return (value: string) => compiled.every((re) => re.test(value));
};

/** The instants the document accepts: every date-time with its offset, in x-minimum..x-maximum. */
function instant(schema: Schema, edge: boolean): fc.Arbitrary<string> {
  const min = Date.parse(schema["x-minimum"] ?? INSTANT_FIRST);
  const max = Date.parse(schema["x-maximum"] ?? INSTANT_LAST);
  const offset = fc.record({ sign: fc.constantFrom("+", "-"), h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) });
  // a point in time, written in UTC (…sssZ) or at an offset (the same instant's wall time there)
  const written = (ms: number, at: { sign: string; h: number; m: number } | null) => {
    if (!at) return new Date(ms).toISOString();
    const shift = (at.sign === "+" ? 1 : -1) * (at.h * 60 + at.m) * 60_000;
    return `${new Date(ms + shift).toISOString().slice(0, 23)}${at.sign}${pad(at.h, 2)}:${pad(at.m, 2)}`;
  };
  const typical = fc.tuple(fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2100-01-01T00:00:00Z") }), fc.option(offset)).map(([ms, at]) => written(ms, at));
  const edges = fc.oneof(
    fc.tuple(fc.constantFrom(min, max, min + 1, max - 1), fc.option(offset)).map(([ms, at]) => written(ms, at)),
    fc.constantFrom(new Date(min).toISOString().replace(".000Z", "Z"), "0001-01-01T23:59:00+23:59", "9999-12-31T00:00:00-23:59", "2024-02-29T23:59:59.999Z"),
  );
  const inRange = (value: string) => Date.parse(value) >= min && Date.parse(value) <= max;
  return (edge ? edges : typical).filter((value) => inRange(value) && (!schema.pattern || matchesAll([schema.pattern])(value)));
}

const URL_BASE = "https://hooks.example.test/";

/** Text the document accepts: generated from its anchored patterns, kept when every pattern and length bound accepts it. */
function string(schema: Schema, patterns: string[], edge: boolean): fc.Arbitrary<string> {
  const accepted = matchesAll(patterns);
  const long = (s: string) => [...s].length >= (schema.minLength ?? 0) && [...s].length <= (schema.maxLength ?? Infinity);
  const anchored = patterns.filter((p) => p.startsWith("^"));
  const generated = anchored.length
    ? fc.oneof(...anchored.map((p) => fc.stringMatching(new RegExp(p, "u"))))
    : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  const typical = fc.constantFrom("a", "Sucursal 1", "caja-07", "http://127.0.0.1:9/caja", `${URL_BASE}caja?x=1`);
  // at the limits: white space around, characters outside the BMP, a combining accent, the longest once trimmed
  const limits = ["x", " x", "x ", "\tx\n", " x x ", "😀", " é ", `HTTPS://hooks.example.test:65535/`, URL_BASE + "a".repeat(2048 - URL_BASE.length)];
  const bound = patterns.map((p) => /\{0,(\d+)\}\\S\)\?\)\?\\s\*\$$/.exec(p)).find(Boolean);
  if (bound) {
    const most = Number(bound[1]) + 2;
    limits.push(` ${"a".repeat(most)}\n`, "😀".repeat(most), "e\u0301".repeat(Math.floor(most / 2)));
  }
  return (edge ? fc.oneof(fc.constantFrom(...limits), generated) : fc.oneof(typical, generated)).filter((s) => accepted(s) && long(s));
}

type Generators = {
  /** A value for a member or parameter of this schema: often of its kind (an enum's value, a date), sometimes anything. */
  valueOf(schema: Schema, depth?: number): fc.Arbitrary<unknown>;
  /** An object with some of the schema's members (each generated), and now and then one it does not name. */
  objectOf(schema: Schema, depth?: number): fc.Arbitrary<Record<string, unknown>>;
  /** A value the schema accepts: typical (`edge` false) or at its limits. */
  validOf(schema: Schema, edge: boolean, depth?: number): fc.Arbitrary<unknown>;
};

/** The generators over a document's schemas (its named ones seen through a $ref). */
function generatorsOf(components: Record<string, Schema>): Generators {
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(components[schema.$ref.split("/").pop()!] ?? {}) : schema);

  function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    if (schema.$ref) return valueOf(resolve(schema), depth + 1);
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

  function objectOf(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
    const members = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, valueOf(member, depth)]));
    return fc.tuple(fc.record(members, { requiredKeys: [] }), rarely(fc.tuple(fc.string({ maxLength: 10 }), anyValue))).map(([object, extra]) => (extra ? { ...object, [extra[0]]: extra[1] } : object));
  }

  function validOf(given: Schema, edge: boolean, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(given);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = [schema.type ?? []].flat();
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches?.length && !types.length) return fc.oneof(...branches.map((branch) => validOf(branch, edge, depth + 1)));
    if (types.includes("string") || schema.format === "date-time") {
      if (schema.format === "date-time") return instant(schema, edge);
      return string(schema, [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => !!p), edge);
    }
    if (types.includes("integer") || types.includes("number")) {
      // hundredths of the unit, so that "two decimals as written" (a rule in words) holds too
      const scale = types.includes("integer") ? 1 : 100;
      const low = Math.max(-1e12, Math.ceil((schema.exclusiveMinimum ?? schema.minimum ?? -1e6) * scale) + (schema.exclusiveMinimum !== undefined ? 1 : 0));
      const high = Math.min(1e12, Math.floor((schema.exclusiveMaximum ?? schema.maximum ?? 1e6) * scale) - (schema.exclusiveMaximum !== undefined ? 1 : 0));
      const units = edge ? fc.constantFrom(low, high, Math.min(low + 1, high), Math.max(high - 1, low)) : fc.integer({ min: low, max: Math.min(high, low + 100_000) });
      return units.map((n) => n / scale);
    }
    if (types.includes("boolean")) return fc.boolean();
    if (types.includes("null")) return fc.constant(null);
    if (types.includes("array") && schema.items) {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, edge ? (schema.maxItems ?? 5) : 3, minLength + 5);
      const item = validOf(schema.items, edge, depth + 1);
      const lists = schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
      // "not (n items or more, one of them this)": the one form of `not` the document uses
      const not = schema.not;
      return not?.contains ? lists.filter((list) => list.length < (not.minItems ?? 0) || !list.includes(not.contains!.const)) : lists;
    }
    if (types.includes("object") || schema.properties) {
      const properties = schema.properties ?? {};
      // "one of these must be given" (anyOf of required lists) joins the required members
      const oneRequired = branches?.length ? fc.constantFrom(...branches.map((branch) => resolve(branch).required ?? [])) : fc.constant<string[]>([]);
      const members = Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, validOf(member, edge, depth + 1)]));
      return fc.tuple(fc.record(members, { requiredKeys: [] }), fc.record(members), oneRequired).map(([some, all, also]) => {
        const required = new Set([...(schema.required ?? []), ...also]);
        return Object.fromEntries(Object.entries(all).filter(([name]) => required.has(name) || name in some));
      });
    }
    return fc.constant({});
  }

  return { valueOf, objectOf, validOf };
}

/**
 * Real things for the path parameters and X-Intent beside generated ones, made through the API: a
 * merchant with two intents of each type, an authorized one with a pending refund, its events, a
 * webhook endpoint; and spare things for the operations that end what they name (intents to
 * cancel, endpoints to delete, another merchant with keys to revoke), so that the rest still reach
 * live ones and no request revokes the key the rest is sent with.
 */
export type RealThings = { apiKey: string; intents: string[]; ids: Record<string, string[]>; spare: Record<string, string[]> };

export async function createRealThings(request: APIRequestContext, name: string): Promise<RealThings> {
  const admin = { authorization: `Bearer ${E2E.adminToken}` };
  const [merchant, other] = await Promise.all([createMerchant(request, name), createMerchant(request, `${name} (spare)`)]);
  const key = { "X-Api-Key": merchant.apiKey };
  const types = ["qr_present", "card_present", "ec_remote", "qr_present", "card_present", "ec_remote"] as const;
  const create = (some: readonly PaymentType[]) => Promise.all(some.map(async (type) => (await createIntent(request, type, { apiKey: merchant.apiKey })).intent));
  const [intents, spareIntents] = await Promise.all([create(types), create(types.slice(0, 3))]);
  await advance(request, intents[0]!, "qr_authorized", {}, merchant.apiKey);
  // .14: the sandbox keeps it pending until it is settled (lib/gateway/refunds/sandbox-refunds.ts)
  const refund = await json<{ refund: string }>(await request.post(`/api/payment/${intents[0]}/refund`, { headers: key, data: { amount: 1.14 } }));
  const endpoints = await Promise.all(
    ["kept", "spare-1", "spare-2"].map(async (label) => (await json<{ id: string }>(await request.post("/api/webhook-endpoints", { headers: key, data: { url: `https://hooks.example.test/${label}`, enabled: false } }))).data.id),
  );
  const keys = await Promise.all([1, 2].map(async () => (await json<{ id: string }>(await request.post(`/api/admin/merchants/${other.id}/keys`, { headers: admin }))).data.id));
  const deliveries = await json<{ data: Array<{ event: string }> }>(await request.get(`/api/payment/${intents[0]}/deliveries`, { headers: key }));
  // a payout the simulated bank leaves pending (account number 00000000003), of the authorized intent
  await request.patch("/api/payout-account", { headers: key, data: { clabe: "002180000000000038", holderName: "Real things" } });
  const ledger = await json<{ data: Array<{ availableOn: string }> }>(await request.get("/api/balance/transactions", { headers: key }));
  const payouts = await json<{ data: Array<{ payout: string }> }>(await request.post("/api/sandbox/payouts/run", { headers: key, data: { date: ledger.data.data[0]?.availableOn } }));
  const ids = {
    intent: intents,
    refund: [refund.data.refund],
    endpoint: [endpoints[0]!],
    event: deliveries.data.data.map((e) => e.event).slice(0, 2),
    merchant: [merchant.id, other.id],
    payout: payouts.data.data.map((p) => p.payout),
  };
  const missing = Object.entries(ids).filter(([, list]) => list.length === 0 || list.some((id) => typeof id !== "string"));
  if (missing.length) throw new Error(`no real id of ${missing.map(([what]) => what).join(", ")}`);
  return { apiKey: merchant.apiKey, intents, ids, spare: { intent: spareIntents, endpoint: endpoints.slice(1), merchant: [other.id], key: keys } };
}

/** The document's operations, in its order. */
export function operationsOf(doc: Doc): Array<{ where: string; method: string; template: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${template}`, method, template, operation })),
  );
}

/** Requests of the given kinds for one operation of the document, with the real things' ids. */
export function requestsOf(doc: Doc, template: string, method: string, real: RealThings, kinds: Kind[] = ["invalid"]): fc.Arbitrary<GeneratedRequest> {
  const { valueOf, objectOf, validOf } = generatorsOf(doc.components.schemas);
  const operation = doc.paths[template]![method]!;
  // Revoking a key, deleting an endpoint, cancelling an intent: only spare ones, or the rest would be 401s, 404s and 409s.
  const ids = method === "delete" || template.endsWith("/cancel") ? real.spare : real.ids;
  const admin = (operation.security ?? [{ ApiKey: [] }]).some((s) => "AdminToken" in s);
  const open = (operation.security ?? [{ ApiKey: [] }]).length === 0;
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === "path");
  const queryParameters = parameters.filter((p) => p.in === "query");
  const takesIntent = parameters.some((p) => p.in === "header" && p.name === "X-Intent");
  const body = operation.requestBody?.content["application/json"]?.schema;
  const known = (name: string) => (ids[name]?.length ? fc.constantFrom(...ids[name]) : segment);

  const invalid = fc.record({
    path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, ids[p.name]?.length ? fc.oneof(fc.constantFrom(...ids[p.name]!), segment) : segment]))),
    query: fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, valueOf(p.schema)])), { requiredKeys: [] }),
    unknownQuery: rarely(fc.constantFrom("limt", "expand", "from[]", "__proto__")),
    intentHeader: fc.oneof(fc.constantFrom(...real.intents), text),
    idempotencyKey: fc.constant(null),
    // a GET carries no body (fetch cannot send one); an operation without one gets none, {} or junk
    body: method === "get" ? fc.constant(null) : body ? fc.oneof(objectOf(body), objectOf(body), objectOf(body), anyValue) : fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: fc.constant({}), weight: 1 }, { arbitrary: anyValue, weight: 1 }),
  });
  const accepted = (edge: boolean) =>
    fc.record({
      path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, known(p.name)]))),
      query: fc
        .record(Object.fromEntries(queryParameters.map((p) => [p.name, validOf(p.schema, edge)])), { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) })
        .map(inOrder),
      unknownQuery: fc.constant(null),
      intentHeader: fc.constantFrom(...real.intents),
      // a fresh key each (a first request, not a 409 for another's): at the edge, 255 characters of ! to ~
      idempotencyKey: method === "post" ? fc.option(fc.noBias(fc.uuid()).map((key) => (edge ? `${key}!~`.padEnd(255, "~") : key))) : fc.constant(null),
      // an optional body is sometimes left out (then no content type either)
      body: !body ? fc.constant(null) : (operation.requestBody?.required ? validOf(body, edge) : fc.option(validOf(body, edge))).map((value) => (isObject(value) ? inOrder(value) : value)),
    });
  const byKind = { invalid, valid: accepted(false), edge: accepted(true) };

  return fc.oneof(...kinds.map((kind) => byKind[kind].map((r) => ({ kind, ...r })))).map((r) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => r.path[name] as string);
    const query = new URLSearchParams(Object.entries(r.query).map(([name, value]) => [name, asParameter(value)]));
    if (r.unknownQuery) query.append(r.unknownQuery, "1");
    const headers: Record<string, string> = open ? {} : admin ? { authorization: `Bearer ${E2E.adminToken}` } : { "X-Api-Key": real.apiKey };
    if (takesIntent) headers["X-Intent"] = r.kind === "invalid" ? headerSafe(r.intentHeader) : r.intentHeader;
    if (r.idempotencyKey) headers["Idempotency-Key"] = r.idempotencyKey;
    const sent = r.body === null ? undefined : jsonBytes(r.body);
    if (sent) headers["content-type"] = "application/json";
    return { kind: r.kind, method: method.toUpperCase(), url: `${path}${query.size > 0 ? `?${query}` : ""}`, headers, body: sent };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A range's two ends in order (from before to, since before until), as the server requires of
 * them: a rule between two members, which the document states in words (JSON Schema cannot).
 */
function inOrder(members: Record<string, unknown>): Record<string, unknown> {
  for (const [start, end] of [["from", "to"], ["since", "until"]] as const) {
    const [a, b] = [members[start], members[end]];
    if (typeof a !== "string" || typeof b !== "string" || Date.parse(a) < Date.parse(b)) continue;
    if (Date.parse(a) > Date.parse(b)) Object.assign(members, { [start]: b, [end]: a });
    else Object.assign(members, Date.parse(a) === Date.parse(INSTANT_LAST) ? { [start]: INSTANT_FIRST } : { [end]: INSTANT_LAST });
  }
  return members;
}

/** Sends as `send` does, and waits as a throttled client is told to (429 with data.retryAfter), up to five times. */
export function waitingOutThrottle(send: CheckedFetch): CheckedFetch {
  return async (method, path, init) => {
    for (let attempt = 0; ; attempt++) {
      const answered: CheckedAnswer = await send(method, path, init);
      if (answered.status !== 429 || attempt >= 5) return answered;
      const { retryAfter } = (JSON.parse(answered.text) as { data: { retryAfter?: number } }).data;
      await new Promise((resolve) => setTimeout(resolve, (retryAfter ?? 1) * 1000));
    }
  };
}
