import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { PaymentApi, Totals } from "../payment-api";
import { checkBooks } from "./check-books";

const zero = { count: 0, amount: "0.00" };
const range = { from: new Date("2026-11-27T06:00:00.000Z"), to: new Date("2026-11-28T06:00:00.000Z") };

/** The service's totals of a range nobody sold in (or whose sales are all from before the ledger: `unbooked`), with what its ledger says it moved. */
function totals(ledger: string | undefined, unbooked?: string): Totals {
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    branch: null,
    terminal: null,
    total: zero,
    groups: { authorized: zero, in_progress: zero, failed: zero, expired: zero, canceled: zero },
    refunds: { succeeded: zero, pending: zero },
    net: "0.00",
    ...(ledger === undefined ? {} : { fees: { fee: "0.00", tax: "0.00" }, payable: "0.00", ledger, unbooked: { count: unbooked ? 1 : 0, amount: unbooked ?? "0.00" } }),
    at: new Date().toISOString(),
  };
}

const serviceSaying = (answers: Array<string | undefined>): Pick<PaymentApi, "totals" | "intents"> => {
  let call = 0;
  return {
    totals: async () => totals(answers[Math.min(call++, answers.length - 1)]),
    intents: async () => ({ data: [], has_more: false, next: null }) as unknown as Awaited<ReturnType<PaymentApi["intents"]>>,
  };
};

describe.each(DATABASE_KINDS)("the books check against the service's ledger on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
  });
  afterAll(async () => dispose?.());

  it("balanced: the payments agree and the ledger moved what the books make of them; its fees and sum are answered", async () => {
    expect(await checkBooks(db.store, serviceSaying(["0.00"]), range)).toMatchObject({ state: "balanced", fees: { fee: "0.00", tax: "0.00" }, ledger: "0.00" });
  });

  it("a ledger that moved money no payment of the books explains (a payment booked twice): differs, with both sums, though every payment agrees", async () => {
    const check = await checkBooks(db.store, serviceSaying(["10.00"]), range);
    expect(check).toMatchObject({ state: "differs", count: 0, differences: [], ledger: { dashboard: "0.00", service: "10.00" } });
  });

  it("a ledger read between two statements of the service's totals (a payment authorized meanwhile) is read again before it is said to differ", async () => {
    expect(await checkBooks(db.store, serviceSaying(["10.00", "10.00", "0.00"]), range)).toMatchObject({ state: "balanced", ledger: "0.00" });
  });

  it("payments from before the ledger began are left out of the comparison and said so, not called a difference", async () => {
    // the service holds one such payment less its refund (-25.00 net here: refunds in the range of an older payment) and the books hold none
    const check = await checkBooks(db.store, { ...serviceSaying([]), totals: async () => totals("25.00", "-25.00") }, range);
    expect(check).toMatchObject({ state: "balanced", ledger: "25.00", unbooked: { count: 1, amount: "-25.00" } });
  });

  it("a service without a ledger (an older deployment): only the payments are compared", async () => {
    const check = await checkBooks(db.store, serviceSaying([undefined]), range);
    expect(check).toMatchObject({ state: "balanced" });
    expect(check).not.toHaveProperty("ledger");
  });
});
