import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { addMerchant, intentInput } from "../../testing/memory-database";
import { advanceIntent } from "./advance-intent";
import { cancelIntent } from "./cancel-intent";
import { createIntent } from "./create-intent";
import type { Merchant } from "../types";
import { getTotals } from "./get-totals";
import { listIntents } from "./list-intents";

describe.each(DATABASE_KINDS)("the service's books on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let shop: Merchant;
  const ids: string[] = [];
  const from = new Date(Date.now() - 60_000).toISOString();
  const to = () => new Date(Date.now() + 60_000).toISOString();

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    shop = await addMerchant(db, "Books shop");
    // amounts whose float sum is not exact (0.1 + 0.2), every group
    const make = async (amount: number, to?: string, branch = "b1") => {
      const input = intentInput("qr_present", amount);
      input.data.branch = branch;
      const { intent } = await createIntent(db.store, shop, input);
      if (to) await advanceIntent(db.store, shop, intent, to as never);
      ids.push(intent);
      return intent;
    };
    await make(0.1, "qr_authorized");
    await make(0.2, "qr_authorized");
    await make(1234.56, "qr_authorized", "b2");
    await make(10, "qr_error_x");
    await make(20, "qr_expired");
    await cancelIntent(db.store, shop, await make(30));
    await make(40, "qr_scanned");
    await make(50);
    // another merchant's payments count for nobody here
    await createIntent(db.store, await addMerchant(db, "Other"), intentInput("qr_present", 999));
  });
  afterAll(async () => dispose?.());

  it("totals by status group from the service's own table, exact decimals", async () => {
    const totals = await getTotals(db.store, shop, { from, to: to() });
    expect(totals.total).toEqual({ count: 8, amount: "1384.86" });
    expect(totals.groups).toEqual({
      authorized: { count: 3, amount: "1234.86" },
      in_progress: { count: 2, amount: "90.00" },
      failed: { count: 1, amount: "10.00" },
      expired: { count: 1, amount: "20.00" },
      canceled: { count: 1, amount: "30.00" },
    });
    expect((await getTotals(db.store, shop, { from, to: to(), branch: "b2" })).total).toEqual({ count: 1, amount: "1234.56" });
    expect((await getTotals(db.store, shop, { from: to(), to: new Date(Date.now() + 120_000).toISOString() })).total).toEqual({ count: 0, amount: "0.00" });
  });

  it("lists the range's intents by creation time, page by page, with their current status", async () => {
    const first = await listIntents(db.store, shop, { from, to: to(), limit: 3 });
    expect(first.has_more).toBe(true);
    const rest = await listIntents(db.store, shop, { from, to: to(), after: first.next!, limit: 10 });
    expect(rest).toMatchObject({ has_more: false, next: null });
    const all = [...first.data, ...rest.data];
    expect(all.map((i) => i.intent)).toEqual(ids);
    expect(all[0]).toMatchObject({ payment: "qr_present", amount: 0.1, status: "qr_authorized", seq: 4, branch: "b1" });
    expect(all[5]).toMatchObject({ status: "qr_expired", reason: "canceled" });
    await expect(listIntents(db.store, shop, { from, to: to(), after: "bm9wZQ", limit: 3 })).rejects.toMatchObject({ code: "invalid_request" });
  });
});
