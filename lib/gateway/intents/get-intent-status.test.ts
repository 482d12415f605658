import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMerchant, intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { advanceIntent } from "./advance-intent";
import { createIntent } from "./create-intent";
import { getIntentStatus } from "./get-intent-status";

describe("getIntentStatus", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  it("answers the spec's status record of the merchant's intent, without a reason while it has none", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("qr_present"));
    expect(await getIntentStatus(m.db.store, m.merchant, intent)).toEqual({ record: { intent, status: "qr_created", code: 100 }, reason: null });
  });

  it("answers the failure reason beside the record", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    await advanceIntent(m.db.store, m.merchant, intent, "ec_error_x", "insufficient_funds");
    expect(await getIntentStatus(m.db.store, m.merchant, intent)).toEqual({ record: { intent, status: "ec_error_x", code: 402 }, reason: "insufficient_funds" });
  });

  it("answers another merchant's intent exactly like a missing one: intent_not_found", async () => {
    const other = await addMerchant(m.db, "Other shop");
    const { intent } = await createIntent(m.db.store, other, intentInput("qr_present"));
    await expect(getIntentStatus(m.db.store, m.merchant, intent)).rejects.toMatchObject({ code: "intent_not_found", status: 404 });
    await expect(getIntentStatus(m.db.store, m.merchant, "qp_0000000000000000000000")).rejects.toMatchObject({ code: "intent_not_found", status: 404 });
    expect((await getIntentStatus(m.db.store, other, intent)).record.status).toBe("qr_created");
  });
});
