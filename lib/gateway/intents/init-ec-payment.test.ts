import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMerchant, intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { advanceIntent } from "./advance-intent";
import { createIntent } from "./create-intent";
import { initEcPayment } from "./init-ec-payment";

describe("initEcPayment", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const state = async (intent: string) =>
    (await m.db.query<{ status: string; seq: number; phone_last4: string | null }>("SELECT status, seq, phone_last4 FROM payment_intent WHERE id = $1", [intent]))[0];
  const events = async (intent: string) =>
    (await m.db.query<{ status: string }>("SELECT status FROM intent_status_event WHERE intent_id = $1 ORDER BY seq", [intent])).map((row) => row.status);

  it("moves a new ec_remote intent to ec_inited, keeping only the phone's last 4 digits", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    await initEcPayment(m.db.store, m.merchant, intent, "5512345678");
    expect(await state(intent)).toEqual({ status: "ec_inited", seq: 2, phone_last4: "5678" });
    expect(await events(intent)).toEqual(["ec_created", "ec_inited"]);
  });

  it("initializes an intent once: again is intent_already_initialized, and nothing changes", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    await initEcPayment(m.db.store, m.merchant, intent, "5512345678");
    await expect(initEcPayment(m.db.store, m.merchant, intent, "5500000000")).rejects.toMatchObject({ code: "intent_already_initialized", data: { status: "ec_inited" } });
    expect(await state(intent)).toEqual({ status: "ec_inited", seq: 2, phone_last4: "5678" });
  });

  it("refuses a final intent: intent_final", async () => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    await advanceIntent(m.db.store, m.merchant, intent, "ec_expired");
    await expect(initEcPayment(m.db.store, m.merchant, intent, "5512345678")).rejects.toMatchObject({ code: "intent_final", data: { status: "ec_expired" } });
    expect(await events(intent)).toEqual(["ec_created", "ec_expired"]);
  });

  it.each(["qr_present", "card_present"] as const)("refuses a %s intent: payment_type_not_allowed", async (payment) => {
    const { intent } = await createIntent(m.db.store, m.merchant, intentInput(payment));
    await expect(initEcPayment(m.db.store, m.merchant, intent, "5512345678")).rejects.toMatchObject({ code: "payment_type_not_allowed", data: { payment } });
    expect((await state(intent))!.seq).toBe(1);
  });

  it("does not find another merchant's intent", async () => {
    const other = await addMerchant(m.db, "Other shop");
    const { intent } = await createIntent(m.db.store, other, intentInput("ec_remote"));
    await expect(initEcPayment(m.db.store, m.merchant, intent, "5512345678")).rejects.toMatchObject({ code: "intent_not_found" });
    expect((await state(intent))!.status).toBe("ec_created");
  });
});
