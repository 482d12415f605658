import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { installDatabaseForTests, type Database } from "../../db/client";
import { installEnvForTests, parseEnv } from "../../env";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { addMerchant, TEST_SECRETS } from "../../testing/memory-database";
import type { Merchant } from "../types";
import { HANDLERS } from "./handlers";
import { createApiRouter } from "./router";

/**
 * The item tax extension over the router, on both databases (docs/api-reference.md, "Item tax data
 * (extension)"): what a ticket with lines and a tip is created with comes back from
 * GET /payment/{intent} and the event feed; a ticket whose lines do not add up is refused naming
 * the field; intents without iva on any item are not added up (the spec's behaviour).
 */
type Envelope = { code: number; message: string; data: Record<string, unknown> & { errors?: Array<{ field: string; message: string }> } };

/** 2 × 12.50 at 16 % (25.00) and 0.750 kg × 89.90 at 0 % (67.425 → 67.43) less 5.00 (62.43): lines 87.43, with a 5.00 tip 92.43. */
const LINES = [
  { sku: "7501055300075", description: "Agua mineral 600 ml", price: "12.50", qty: 2, iva: "16", product_key: "50202301", unit_key: "H87" },
  { sku: "QSO-OAX", description: "Queso Oaxaca", price: 89.9, quantity: "0.750", discount: 5, iva: "0", product_key: "50131800", unit_key: "KGM" },
];
const ticket = (amount: number, items: unknown[], extra: Record<string, unknown> = {}) => ({
  payment: "qr_present",
  amount,
  data: { branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", ticket: "T-77", items, ...extra },
});

describe.each(DATABASE_KINDS)("item tax data over the router on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let shop: Merchant & { apiKey: string };
  const app = createApiRouter(HANDLERS);

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    installEnvForTests(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CAJA_MODE: "sandbox", WEBHOOK_DISPATCHER: "off", ...TEST_SECRETS }));
    installDatabaseForTests(db);
    shop = await addMerchant(db, "Ticket shop");
  });
  afterAll(async () => {
    installDatabaseForTests(undefined);
    installEnvForTests(undefined);
    await dispose?.();
  });

  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope }> => {
    const response = await app.request(`/api${path}`, {
      method,
      headers: { "x-api-key": shop.apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const create = (body: unknown) => send("POST", "/payment/intent", body);
  const intents = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_intent WHERE merchant_id = $1", [shop.id]))[0]!.n;
  /** A refused creation: 400 invalid_request with exactly these field errors, and no intent written. */
  const refused = async (body: unknown, errors: Array<{ field: string; message: string }>) => {
    const before = await intents();
    const answer = await create(body);
    expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 400, message: "invalid_request" } });
    expect(answer.body.data.errors).toEqual(errors);
    expect(await intents()).toBe(before);
  };

  it("keeps a ticket's lines and tip as sent (normalised) and answers them from GET /payment/{intent} and the feed", async () => {
    const created = await create(ticket(92.43, LINES, { tip: 5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const intent = created.body.data.intent as string;

    const items = [
      { sku: "7501055300075", description: "Agua mineral 600 ml", price: "12.50", qty: 2, iva: "16", product_key: "50202301", unit_key: "H87" },
      { sku: "QSO-OAX", description: "Queso Oaxaca", price: "89.9", quantity: "0.75", discount: "5.00", iva: "0", product_key: "50131800", unit_key: "KGM" },
    ];
    const detail = await send("GET", `/payment/${intent}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ intent, amount: 92.43 });
    expect(detail.body.data.data).toEqual({ branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", concept: null, ticket: "T-77", items, tip: "5.00" });

    const feed = await send("GET", "/payment/events?limit=500");
    const event = (feed.body.data.data as Array<{ intent?: string; data?: unknown }>).find((e) => e.intent === intent);
    expect(event?.data).toEqual(detail.body.data.data);

    const [row] = await db.query<{ tip: string }>("SELECT tip::text AS tip FROM payment_intent WHERE id = $1", [intent]);
    expect(row!.tip).toBe("5.00");
  });

  it("a ticket with iva and no tip adds up without one; a tip of 0 is kept and answered", async () => {
    const lines = [{ price: "118.00", iva: "16" }, { price: "2", qty: 1, iva: "exempt" }];
    const without = await create(ticket(120, lines));
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    const detail = await send("GET", `/payment/${without.body.data.intent as string}`);
    expect(detail.body.data.data).not.toHaveProperty("tip");
    const zero = await create(ticket(120, lines, { tip: 0 }));
    expect(zero.status).toBe(200);
    expect((await send("GET", `/payment/${zero.body.data.intent as string}`)).body.data.data).toMatchObject({ tip: "0.00" });
  });

  it("refuses lines that do not add up to the amount by a cent, saying both sums", async () => {
    await refused(ticket(92.44, LINES, { tip: 5 }), [{ field: "data.items", message: "the lines add up to 87.43 and the tip to 5.00, not the amount 92.44" }]);
    await refused(ticket(92.42, LINES, { tip: 5 }), [{ field: "data.items", message: "the lines add up to 87.43 and the tip to 5.00, not the amount 92.42" }]);
    await refused(ticket(120, [{ price: "118.00", iva: "16" }]), [{ field: "data.items", message: "the lines add up to 118.00 and the tip to 0.00, not the amount 120.00" }]);
  });

  it("refuses qty and quantity together", async () => {
    await refused(ticket(10, [{ price: "10", qty: 1, quantity: "1" }]), [{ field: "data.items[0].quantity", message: "give qty or quantity, not both" }]);
  });

  it("refuses a discount above the line's gross (price × quantity rounded half up), and one without a price", async () => {
    // 0.333 × 10.00 = 3.33: a discount of 3.33 leaves 0.00, 3.34 is above the gross
    expect((await create(ticket(1, [{ price: "10.00", quantity: "0.333", discount: "3.33", iva: "16" }, { price: "1", iva: "0" }]))).status).toBe(200);
    await refused(ticket(1, [{ price: "1", iva: "0" }, { price: "10.00", quantity: "0.333", discount: "3.34", iva: "16" }]), [
      { field: "data.items[1].discount", message: "must be at most the line's gross 3.33 (price × quantity, rounded half up to the cent)" },
    ]);
    await refused(ticket(10, [{ sku: "x", discount: 1 }]), [{ field: "data.items[0].price", message: "is required with discount" }]);
  });

  it("refuses iva on one item when another has no price (or no iva)", async () => {
    await refused(ticket(10, [{ price: "10", iva: "16" }, { sku: "bag", iva: "0" }]), [{ field: "data.items[1].price", message: "is required when any item carries iva" }]);
    await refused(ticket(10, [{ price: "5", iva: "16" }, { price: "5" }]), [{ field: "data.items[1].iva", message: "is required when any item carries iva" }]);
  });

  it("refuses a malformed product_key, unit_key, iva or quantity, and a tip of the whole amount", async () => {
    await refused(ticket(10, [{ price: "10", product_key: "5018190" }]), [{ field: "data.items[0].product_key", message: "must be a SAT ClaveProdServ of 8 digits" }]);
    await refused(ticket(10, [{ price: "10", unit_key: "h87" }]), [{ field: "data.items[0].unit_key", message: "must be a SAT ClaveUnidad: 2 or 3 uppercase letters or digits" }]);
    await refused(ticket(10, [{ price: "10", iva: "15" }]), [{ field: "data.items[0].iva", message: "must be one of 16, 8, 0, exempt" }]);
    await refused(ticket(10, [{ price: "10", quantity: "0.000" }]), [{ field: "data.items[0].quantity", message: 'must be a decimal above 0 and at most 100000 with at most 3 decimals, e.g. "0.750"' }]);
    await refused(ticket(10, [], { tip: 10 }), [{ field: "data.tip", message: "must be less than the amount" }]);
    await refused(ticket(10, [], { tip: 1.234 }), [{ field: "data.tip", message: "must have at most 2 decimals" }]);
  });

  it("without iva on any item, prices that do not add up are accepted as the spec has them, with no tip", async () => {
    const items = [{ sku: 1001, price: 45.5, description: "Latte", qty: 2 }];
    const created = await create(ticket(149.5, items));
    expect(created.status).toBe(200);
    const detail = await send("GET", `/payment/${created.body.data.intent as string}`);
    expect(detail.body.data.data).toEqual({ branch: "b1", terminal: "t1", time: "2026-11-22T10:00:00.000Z", concept: null, ticket: "T-77", items: [{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }] });
  });

  it("the database holds the tip to what the contract allows (at least 0, less than the amount)", async () => {
    const created = await create(ticket(20, [], { tip: 2 }));
    const intent = created.body.data.intent as string;
    for (const tip of ["20.00", "-1.00"]) {
      const error = await db.query("UPDATE payment_intent SET tip = $2::numeric WHERE id = $1", [intent, tip]).then(
        () => undefined,
        (failure: { code?: string; constraint?: string }) => failure,
      );
      expect({ code: error?.code, constraint: error?.constraint }, tip).toEqual({ code: "23514", constraint: "payment_intent_tip_check" });
    }
  });
});
