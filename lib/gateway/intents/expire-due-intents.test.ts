import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILIES, PAYMENT_TYPES, STATUS_CODES, type PaymentType } from "../../contract/statuses";
import { intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { advanceIntent } from "./advance-intent";
import { createIntent } from "./create-intent";
import { expireDueIntents } from "./expire-due-intents";

describe("expireDueIntents", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const create = async (payment: PaymentType) => (await createIntent(m.db.store, m.merchant, intentInput(payment))).intent;
  /** Makes an intent's expiry `seconds` ago (negative: in the future). */
  const dueSince = (id: string, seconds: number) => m.db.query("UPDATE payment_intent SET expires_at = now() - make_interval(secs => $2) WHERE id = $1", [id, seconds]);
  const rowOf = async (id: string) =>
    (await m.db.query<{ status: string; code: number; seq: number; reason: string | null; expires: boolean }>(
      "SELECT status, code, seq, reason, expires_at IS NOT NULL AS expires FROM payment_intent WHERE id = $1",
      [id],
    ))[0]!;
  const outboxOf = async (id: string) => (await m.db.query<{ seq: number }>("SELECT seq FROM webhook_outbox WHERE intent_id = $1 ORDER BY seq", [id])).map((row) => row.seq);

  it("moves every past-due intent to its family's expired status, reason expired, with its event and outbox row", async () => {
    const due = await Promise.all(PAYMENT_TYPES.map(create));
    const midway = await create("ec_remote");
    await advanceIntent(m.db.store, m.merchant, midway, "ec_conected");
    for (const id of [...due, midway]) await dueSince(id, 5);

    expect(await expireDueIntents(m.db.store)).toBe(4);

    for (const [index, payment] of PAYMENT_TYPES.entries()) {
      const expired = FAMILIES[payment].expired;
      expect(await rowOf(due[index]!)).toEqual({ status: expired, code: STATUS_CODES[expired], seq: 2, reason: "expired", expires: false });
      expect(await outboxOf(due[index]!)).toEqual([1, 2]);
    }
    expect(await rowOf(midway)).toMatchObject({ status: "ec_expired", seq: 6, reason: "expired" });
    // nothing is due any more
    expect(await expireDueIntents(m.db.store)).toBe(0);
  });

  it("leaves intents not yet due, and final intents (which have no expiry), alone", async () => {
    const notYet = await create("qr_present");
    await dueSince(notYet, -60);
    const authorized = await create("qr_present");
    await dueSince(authorized, 5);
    await advanceIntent(m.db.store, m.merchant, authorized, "qr_authorized");

    expect(await expireDueIntents(m.db.store)).toBe(0);

    expect(await rowOf(notYet)).toMatchObject({ status: "qr_created", seq: 1, expires: true });
    expect(await rowOf(authorized)).toMatchObject({ status: "qr_authorized", seq: 4, expires: false });
  });

  it("works through the due intents in batches, oldest expiry first", async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => create("ec_remote")));
    for (const [index, id] of ids.entries()) await dueSince(id, 100 - index);

    expect(await expireDueIntents(m.db.store, 2)).toBe(2);
    expect(await Promise.all(ids.map(async (id) => (await rowOf(id)).status))).toEqual(["ec_expired", "ec_expired", "ec_created", "ec_created", "ec_created"]);
    expect(await expireDueIntents(m.db.store, 2)).toBe(2);
    expect(await expireDueIntents(m.db.store, 2)).toBe(1);
    expect(await expireDueIntents(m.db.store, 2)).toBe(0);
  });
});
