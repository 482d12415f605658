import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { listTillSales } from "./list-till-sales";
import { setUpTill } from "./set-up-till";
import { startTillCharge } from "./start-till-charge";

const BY: AuditBy = { actor: { id: "usr_cashier", email: "cashier@shop.test" }, context: { ip: null, userAgent: null } };
const CONFIG = { authSecret: "x".repeat(32) } as MerchantConfig;

/** A payment API that creates one intent per idempotency key, as the real one does, and records what it was sent. */
function fakeApi() {
  const byKey = new Map<string, string>();
  const bodies: Array<{ key: string | undefined; body: { data: { branch: string; terminal: string; ticket: string } } }> = [];
  const api = {
    createIntent: async (body: unknown, key?: string) => {
      bodies.push({ key, body: body as (typeof bodies)[number]["body"] });
      const intent = (key && byKey.get(key)) ?? `qp_${String(byKey.size + 1).padStart(22, "0")}`;
      if (key) byKey.set(key, intent);
      return { intent, qr: { typ: 19 } };
    },
  } as unknown as PaymentApi;
  return { api, bodies };
}

describe.each(DATABASE_KINDS)("charges at a till on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("setting a tablet up with a till's names again is the same till", async () => {
    const first = await setUpTill(db.store, { branch: "Centro", terminal: "Caja 1" });
    const again = await setUpTill(db.store, { branch: "Centro", terminal: "Caja 1" });
    const other = await setUpTill(db.store, { branch: "Centro", terminal: "Caja 2" });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it("every till has a series of its own (A, B, ..., Z, AA): tills set up at once never share one, so a ticket names one sale of the shop", async () => {
    const tills = await Promise.all(Array.from({ length: 12 }, (_, i) => setUpTill(db.store, { branch: "Series", terminal: `Caja ${i}` })));
    const series = tills.map((till) => till.series);
    expect(new Set(series).size).toBe(12);
    for (const one of series) expect(one).toMatch(/^[A-Z]{1,4}$/);
    const [names] = await db.query<{ a: string; z: string; aa: string; zz: string; aaa: string }>(
      "SELECT dashboard_till_series(1) AS a, dashboard_till_series(26) AS z, dashboard_till_series(27) AS aa, dashboard_till_series(702) AS zz, dashboard_till_series(703) AS aaa",
    );
    expect(names).toEqual({ a: "A", z: "Z", aa: "AA", zz: "ZZ", aaa: "AAA" });
  });

  it("each charge carries the till's branch and terminal and the next ticket; a retried attempt keeps its ticket and its intent", async () => {
    const till = await setUpTill(db.store, { branch: "Norte", terminal: "Caja 9" });
    const { api, bodies } = fakeApi();
    const one = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "10.00", concept: null }, BY);
    const attempt = crypto.randomUUID();
    const two = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt, amount: "20.00", concept: "Pan" }, BY);
    const retried = await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt, amount: "20.00", concept: "Pan" }, BY);
    const T = (n: number) => `${till.series}-${String(n).padStart(5, "0")}`;
    expect(till.series, "a till's series: letters only").toMatch(/^[A-Z]{1,4}$/);
    expect([one.ticket, two.ticket, retried.ticket]).toEqual([T(1), T(2), T(2)]);
    expect(retried.intent).toBe(two.intent);
    expect(bodies.map((b) => b.body.data)).toMatchObject([
      { branch: "Norte", terminal: "Caja 9", ticket: T(1) },
      { branch: "Norte", terminal: "Caja 9", ticket: T(2) },
      { branch: "Norte", terminal: "Caja 9", ticket: T(2) },
    ]);
    expect(bodies[1]!.key).toBe(bodies[2]!.key);
    expect(bodies[2]!.body, "a retry sends the very same request (its time included)").toEqual(bodies[1]!.body);
    expect((await listTillSales(db.store, till.id)).map((sale) => sale.ticket)).toEqual([T(2), T(1)]);
  });

  it("30 charges at once on one till get 30 different tickets, 1 to 30", async () => {
    const till = await setUpTill(db.store, { branch: "Sur", terminal: "Caja 1" });
    const { api } = fakeApi();
    const charges = await Promise.all(
      Array.from({ length: 30 }, () => startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt: crypto.randomUUID(), amount: "1.00", concept: null }, BY)),
    );
    expect(charges.map((charge) => charge.ticket).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `${till.series}-${String(i + 1).padStart(5, "0")}`));
  });

  it("an unknown till or another till's attempt is refused, and takes no ticket", async () => {
    const till = await setUpTill(db.store, { branch: "Este", terminal: "Caja 1" });
    const other = await setUpTill(db.store, { branch: "Este", terminal: "Caja 2" });
    const { api } = fakeApi();
    await expect(startTillCharge(db.store, api, CONFIG, { tillId: "till_nope", attempt: crypto.randomUUID(), amount: "1.00", concept: null }, BY)).rejects.toMatchObject({ code: "till_not_found" });
    const attempt = crypto.randomUUID();
    await startTillCharge(db.store, api, CONFIG, { tillId: till.id, attempt, amount: "1.00", concept: null }, BY);
    await expect(startTillCharge(db.store, api, CONFIG, { tillId: other.id, attempt, amount: "1.00", concept: null }, BY)).rejects.toMatchObject({ code: "invalid_request" });
    const [row] = await db.query<{ last_ticket: number }>("SELECT last_ticket FROM dashboard_till WHERE id = $1", [other.id]);
    expect(row!.last_ticket).toBe(0);
  });
});
