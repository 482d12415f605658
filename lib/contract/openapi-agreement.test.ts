import { createJsonSchemaValidator, withDocumentRefs } from "../testing/json-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "./openapi";
import { createIntentSchema, createMerchantSchema, LIMITS, refundRequestSchema, totalsQuerySchema } from "./requests";

/**
 * The OpenAPI document against the server's own parsers (the schemas the router parses with), on
 * real values: a standard validator in its default configuration (Ajv, draft 2020-12, Unicode
 * patterns, ajv-formats) must accept exactly what the server accepts.
 */
type Doc = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>; components: { schemas: Record<string, object> } };
const doc = buildOpenApi() as unknown as Doc;
const ajv = createJsonSchemaValidator({ document: doc });
const requestSchema = (path: string, method: string) => ajv.compile(withDocumentRefs(doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema));

const validateCreate = requestSchema("/payment/intent", "post");
const validateRefund = requestSchema("/payment/{intent}/refund", "post");
const validateMerchant = requestSchema("/admin/merchants", "post");

const body = (amount: number, data: Record<string, unknown> = {}) => ({
  payment: "qr_present",
  amount,
  data: { branch: "b-1", terminal: "pos-1", time: "2026-11-22T10:15:30.123Z", items: [], ...data },
});

/** Every cent of [fromCents, toCents], as a client writes it in JSON ("142.83") and JSON.parse reads it. */
function* cents(fromCents: number, toCents: number): Generator<number> {
  for (let c = fromCents; c <= toCents; c++) yield JSON.parse(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`) as number;
}

describe("amounts: the document (default Ajv) accepts exactly what the server accepts", () => {
  it("every cent from 0.01 to 1000.00, the last 100 000 cents below the maximum, and 20 000 amounts between", () => {
    const table = [...cents(1, 100_000), ...cents(999_900_000, 999_999_999)];
    // a fixed walk through the rest of the range (no randomness: the same table every run)
    for (let i = 0, c = 100_001; i < 20_000; i++, c += 49_994_491) table.push(...cents(100_001 + (c % 999_799_999), 100_001 + (c % 999_799_999)));
    const disagreements: Array<{ amount: number; document: boolean; server: boolean }> = [];
    let serverRefused = 0;
    for (const amount of table) {
      const document = validateCreate(body(amount));
      const server = createIntentSchema.safeParse(body(amount)).success;
      const refund = validateRefund({ amount }) === refundRequestSchema.safeParse({ amount }).success;
      if (!server) serverRefused++;
      if (document !== server || !refund) disagreements.push({ amount, document, server });
    }
    expect(table.length).toBe(220_000);
    expect(serverRefused).toBe(0);
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(disagreements.length).toBe(0);
  });

  it("the amounts that multipleOf 0.01 fails in floating point are valid to both", () => {
    for (const amount of [0.07, 142.83, 0.29, 1.13, 9999999.99, LIMITS.amountMax]) {
      expect(validateCreate(body(amount)), `${amount}: ${JSON.stringify(validateCreate.errors)}`).toBe(true);
      expect(createIntentSchema.safeParse(body(amount)).success).toBe(true);
    }
  });

  it("out of range is refused by both; more than two decimals by both, the document by its x-decimals extension and in words", () => {
    for (const amount of [0, -0.01, -5, 10_000_000, 9_999_999.991 + 0.01]) {
      expect(validateCreate(body(amount)), String(amount)).toBe(false);
      expect(createIntentSchema.safeParse(body(amount)).success, String(amount)).toBe(false);
    }
    for (const amount of [0.001, 142.835, 1e-7, 0.1 + 0.2]) {
      expect(createIntentSchema.safeParse(body(amount)).success, String(amount)).toBe(false);
      // a validator that knows x-decimals (the suites' does) refuses them; one that does not reads the description's sentence
      expect(validateCreate(body(amount)), String(amount)).toBe(false);
    }
    const described = JSON.stringify(doc.paths["/payment/intent"]!.post!.requestBody);
    expect(described).not.toContain('"multipleOf"');
    expect(described).toContain("at most two decimals");
    expect(described).toContain('"x-decimals":2');
  });
});

/** Text built of `unit` up to exactly `count` code points (padded with "a" when `unit` is longer than one). */
function textOf(unit: string, count: number): string {
  const size = [...unit].length;
  return unit.repeat(Math.floor(count / size)) + "a".repeat(count % size);
}

export const TEXT_UNITS = {
  emoji: "😀", // 1 code point, 2 UTF-16 units
  combining: "e\u0301", // é as e + combining acute: 2 code points, 1 grapheme
  zwj: "👨\u200d👩\u200d👧", // a family: 5 code points, 8 UTF-16 units, 1 grapheme
  flag: "🇲🇽", // 2 regional indicators
  cjk: "漢字", // 1 unit each
  ascii: "x",
} as const;

describe("text lengths: both count code points (trimmed)", () => {
  const fields: Array<{ name: string; max: number; document: (v: string) => boolean; server: (v: string) => boolean }> = [
    { name: "data.branch", max: LIMITS.idLength, document: (v) => validateCreate(body(10, { branch: v })), server: (v) => createIntentSchema.safeParse(body(10, { branch: v })).success },
    { name: "data.concept", max: LIMITS.conceptLength, document: (v) => validateCreate(body(10, { concept: v })), server: (v) => createIntentSchema.safeParse(body(10, { concept: v })).success },
    { name: "items[].description", max: LIMITS.descriptionLength, document: (v) => validateCreate(body(10, { items: [{ description: v }] })), server: (v) => createIntentSchema.safeParse(body(10, { items: [{ description: v }] })).success },
    { name: "name (merchant)", max: LIMITS.nameLength, document: (v) => validateMerchant({ name: v }), server: (v) => createMerchantSchema.safeParse({ name: v }).success },
  ];
  for (const field of fields) {
    for (const [kind, unit] of Object.entries(TEXT_UNITS)) {
      it(`${field.name}: ${kind} at ${field.max} code points passes both, at ${field.max + 1} neither (trimmed white space not counted)`, () => {
        const at = textOf(unit, field.max);
        const past = textOf(unit, field.max + 1);
        expect([field.document(at), field.server(at)]).toEqual([true, true]);
        expect([field.document(`  ${at}\n`), field.server(`  ${at}\n`)]).toEqual([true, true]);
        expect([field.document(past), field.server(past)]).toEqual([false, false]);
      });
    }
  }
  it("33 emoji in a 64-character field (66 UTF-16 units) pass both", () => {
    const emoji = "😀".repeat(33);
    expect(validateCreate(body(10, { branch: emoji }))).toBe(true);
    expect(createIntentSchema.safeParse(body(10, { branch: emoji })).success).toBe(true);
  });
  it("an unpaired surrogate is refused by both", () => {
    expect(validateCreate(body(10, { branch: "a\ud800b" }))).toBe(false);
    expect(createIntentSchema.safeParse(body(10, { branch: "a\ud800b" })).success).toBe(false);
  });
});

describe("instants: the document (with its x-minimum/x-maximum range) accepts exactly what the server accepts", () => {
  const totals = (buildOpenApi() as unknown as { paths: Record<string, Record<string, { parameters: Array<{ name: string; schema: object }> }>> }).paths["/payment/totals"]!.get!;
  const validateFrom = ajv.compile(withDocumentRefs(totals.parameters.find((p) => p.name === "from")!.schema));
  const serverFrom = (from: string) => totalsQuerySchema.safeParse({ from, to: "9999-12-31T23:59:59.999Z" }).success;
  it("years 0001 to 9999 once the offset is applied, any offset the date-time format allows", () => {
    const cases: Array<[string, boolean]> = [
      ["0000-01-01T00:00:00Z", false],
      ["0000-12-31T23:59:59.999Z", false],
      ["0001-01-01T00:00:00+23:59", false],
      ["0001-01-01T00:00:00Z", true],
      ["0001-01-01T23:59:00+23:59", true],
      ["2026-11-25T00:00:00+23:59", true],
      ["2026-11-25T00:00:00-23:59", true],
      ["9999-12-31T00:00:00-23:59", true],
      ["9999-12-31T00:01:00-23:59", false],
    ];
    for (const [from, valid] of cases) {
      expect(validateFrom(from), `document: ${from}`).toBe(valid);
      expect(serverFrom(from), `server: ${from}`).toBe(valid);
    }
    const time = (t: string) => ({ payment: "qr_present", amount: 1, data: { branch: "b", terminal: "t", time: t, items: [] } });
    expect(validateCreate(time("0000-01-01T00:00:00.000Z"))).toBe(false);
    expect(createIntentSchema.safeParse(time("0000-01-01T00:00:00.000Z")).success).toBe(false);
    expect(validateCreate(time("0001-01-01T00:00:00.000Z"))).toBe(true);
    expect(createIntentSchema.safeParse(time("0001-01-01T00:00:00.000Z")).success).toBe(true);
  });
});

describe("item tax data (extension): the document accepts exactly what the server accepts, but the rules across fields (x-rules)", () => {
  const item = (extra: Record<string, unknown>) => body(10, { items: [{ price: "10", ...extra }] });
  const both = (request: unknown) => [validateCreate(request), createIntentSchema.safeParse(request).success];
  // [field, value, accepted]: each sent on an item of price 10 (the tip on an amount of 10)
  const rows: Array<[string, unknown, boolean]> = [
    ["quantity", "0.750", true],
    ["quantity", "0.001", true],
    ["quantity", "1", true],
    ["quantity", " 2.5 ", true],
    ["quantity", "99999.999", true],
    ["quantity", String(LIMITS.qtyMax), true],
    ["quantity", `${LIMITS.qtyMax}.000`, true],
    ["quantity", `${LIMITS.qtyMax}.001`, false],
    ["quantity", "0", false],
    ["quantity", "0.000", false],
    ["quantity", "0.0001", false],
    ["quantity", "1.2345", false],
    ["quantity", "-1", false],
    ["quantity", "01.5", false],
    ["quantity", ".5", false],
    ["quantity", "1e3", false],
    ["quantity", 0.75, false],
    ["discount", "0", true],
    ["discount", "5.00", true],
    ["discount", 5, true],
    ["discount", 0.07, true],
    ["discount", " 1.5 ", true],
    ["discount", "1.234", false],
    ["discount", 1.234, false],
    ["discount", -1, false],
    ["discount", "-1", false],
    ["discount", "1,5", false],
    ["iva", "16", true],
    ["iva", "8", true],
    ["iva", "0", true],
    ["iva", "exempt", true],
    ["iva", 16, false],
    ["iva", "16%", false],
    ["iva", "exento", false],
    ["product_key", "50181900", true],
    ["product_key", "5018190", false],
    ["product_key", "501819000", false],
    ["product_key", 50181900, false],
    ["product_key", "5018190a", false],
    ["unit_key", "H87", true],
    ["unit_key", "E48", true],
    ["unit_key", "KGM", true],
    ["unit_key", "XX", true],
    ["unit_key", "h87", false],
    ["unit_key", "H", false],
    ["unit_key", "H87X", false],
    ["unit_key", " H87", false],
  ];
  it.each(rows)("items[].%s = %j: accepted %s by both", (field, value, accepted) => {
    // iva, once sent, makes the lines add up: an item of 10 on an amount of 10
    expect(both(item({ [field]: value })), `${field} ${JSON.stringify(value)}`).toEqual([accepted, accepted]);
  });

  const tips: Array<[unknown, boolean]> = [
    [0, true],
    [5, true],
    [9.99, true],
    [0.07, true],
    [-0.01, false],
    [1.234, false],
    ["5.00", false],
  ];
  it.each(tips)("data.tip = %j: accepted %s by both", (tip, accepted) => {
    expect(both(body(10, { tip }))).toEqual([accepted, accepted]);
  });

  it("qty and quantity together, and a discount without a price, are refused by both (not, dependentRequired)", () => {
    expect(both(body(10, { items: [{ price: "10", qty: 1, quantity: "1" }] }))).toEqual([false, false]);
    expect(both(body(10, { items: [{ discount: "1" }] }))).toEqual([false, false]);
    expect(both(body(10, { items: [{ qty: 1 }, { quantity: "1" }] }))).toEqual([true, true]);
  });

  it("the rules across fields are the server's, stated in the operation's x-rules: the document accepts what they refuse", () => {
    const operation = (doc.paths["/payment/intent"]!.post as unknown as { "x-rules": Array<{ field: string; rule: string; of: string }> })["x-rules"];
    expect(operation.map((rule) => `${rule.field} ${rule.rule} ${rule.of}`)).toEqual([
      "data.items[].discount at_most data.items[].price, data.items[].qty, data.items[].quantity",
      "data.items[].price, data.items[].iva required_with data.items[].iva",
      "data.items sum_equals amount, data.tip",
      "data.tip less_than amount",
    ]);
    const refusedByRules = [
      body(10, { items: [{ price: "10", discount: "10.01" }] }), // discount above the gross
      body(10, { items: [{ price: "10", iva: "16" }, { sku: "x" }] }), // iva on one item, no price and iva on another
      body(10, { items: [{ price: "9.99", iva: "16" }] }), // a cent off
      body(10, { tip: 10 }), // a tip of the whole amount
    ];
    for (const request of refusedByRules) expect(both(request), JSON.stringify(request)).toEqual([true, false]);
  });
});
