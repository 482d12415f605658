import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILIES, PAYMENT_TYPES, STATUS_CODES } from "../../contract/statuses";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { intentRows } from "../../testing/intent-rows";
import { advanceIntent } from "./advance-intent";
import { enterStatuses } from "./enter-statuses";
import { findIntent } from "./find-intent";

describe("advanceIntent and enterStatuses", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const { create, intentRow, history } = intentRows(() => m);

  it.each(PAYMENT_TYPES)("%s: advancing to authorized walks every status of the path, seq +1 each, one event and one outbox row per status", async (payment) => {
    const id = await create(payment);
    const path = FAMILIES[payment].path;
    const authorized = path.at(-1)!;

    expect(await advanceIntent(m.db.store, m.merchant, id, authorized)).toEqual({ intent: id, status: authorized, code: STATUS_CODES[authorized] });

    expect(await intentRow(id)).toEqual({ status: authorized, code: STATUS_CODES[authorized], seq: path.length, reason: null, expires: false });
    const { events, outbox } = await history(id);
    expect(events.map(({ seq, status, code }) => ({ seq, status, code }))).toEqual(path.map((status, index) => ({ seq: index + 1, status, code: STATUS_CODES[status] })));
    expect(outbox).toEqual(events.map((event) => ({ event_id: event.id, seq: event.seq, state: "pending" })));
    expect(new Set(events.map((event) => event.id)).size).toBe(path.length);
  });

  it("stops at an intermediate status, and goes on from it later", async () => {
    const id = await create("ec_remote");
    await advanceIntent(m.db.store, m.merchant, id, "ec_conecting");
    expect(await intentRow(id)).toMatchObject({ status: "ec_conecting", seq: 4, expires: true });
    await advanceIntent(m.db.store, m.merchant, id, "ec_progress");
    expect((await history(id)).events.map((event) => event.status)).toEqual(["ec_created", "ec_inited", "ec_validating", "ec_conecting", "ec_conected", "ec_progress"]);
  });

  it("moves to error or expired in one step from any non-final status, with the reason on the last event only", async () => {
    const declined = await create("qr_present");
    await advanceIntent(m.db.store, m.merchant, declined, "qr_scanned");
    await advanceIntent(m.db.store, m.merchant, declined, "qr_error_x");
    expect(await intentRow(declined)).toEqual({ status: "qr_error_x", code: 402, seq: 3, reason: "sandbox_declined", expires: false });
    expect((await history(declined)).events.map((event) => event.reason)).toEqual([null, null, "sandbox_declined"]);

    const expired = await create("card_present");
    await advanceIntent(m.db.store, m.merchant, expired, "cp_expired", "merchant_cancelled");
    expect(await intentRow(expired)).toMatchObject({ status: "cp_expired", seq: 2, reason: "merchant_cancelled" });
  });

  it.each([
    ["backwards", "qr_present", "qr_progress", "qr_scanned"],
    ["to the status it has", "qr_present", "qr_scanned", "qr_scanned"],
    ["to another family's status", "ec_remote", "ec_inited", "qr_authorized"],
  ] as const)("refuses a move %s: transition_not_allowed, nothing written", async (_, payment, at, to) => {
    const id = await create(payment);
    await advanceIntent(m.db.store, m.merchant, id, at);
    const before = await history(id);
    await expect(advanceIntent(m.db.store, m.merchant, id, to)).rejects.toMatchObject({ code: "transition_not_allowed", status: 409, data: { status: at, to } });
    expect(await history(id)).toEqual(before);
    expect((await intentRow(id)).status).toBe(at);
  });

  it("refuses a name that is not a status as invalid input", async () => {
    const id = await create("qr_present");
    await expect(advanceIntent(m.db.store, m.merchant, id, "qr_paid")).rejects.toMatchObject({ status: 400 });
  });

  it("refuses to move a final intent: intent_final", async () => {
    const id = await create("ec_remote");
    await advanceIntent(m.db.store, m.merchant, id, "ec_auhtorized");
    await expect(advanceIntent(m.db.store, m.merchant, id, "ec_error_x")).rejects.toMatchObject({ code: "intent_final", data: { status: "ec_auhtorized" } });
    const found = await findIntent(m.db.store, m.merchant, id);
    await expect(enterStatuses(m.db.store, found, ["ec_expired"])).rejects.toMatchObject({ code: "intent_final" });
    expect((await intentRow(id)).seq).toBe(FAMILIES.ec_remote.path.length);
  });

  it("enterStatuses checks every step: skipping a status is transition_not_allowed, before anything is written", async () => {
    const id = await create("qr_present");
    const found = await findIntent(m.db.store, m.merchant, id);
    await expect(enterStatuses(m.db.store, found, ["qr_scanned", "qr_authorized"])).rejects.toMatchObject({ code: "transition_not_allowed" });
    expect(await intentRow(id)).toMatchObject({ status: "qr_created", seq: 1 });
    expect((await history(id)).outbox).toHaveLength(1);
  });

  it("a change made since the intent was read wins: moving the stale read is intent_state_changed and writes nothing", async () => {
    const id = await create("qr_present");
    const stale = await findIntent(m.db.store, m.merchant, id);
    await advanceIntent(m.db.store, m.merchant, id, "qr_scanned"); // someone else, meanwhile
    const before = await history(id);

    // qr_created → qr_scanned is legal for the state read, so only the guarded UPDATE can notice.
    await expect(enterStatuses(m.db.store, stale, ["qr_scanned"])).rejects.toMatchObject({ code: "intent_state_changed", status: 409 });
    await expect(enterStatuses(m.db.store, stale, ["qr_error_x"], "declined")).rejects.toMatchObject({ code: "intent_state_changed" });

    expect(await history(id)).toEqual(before);
    expect(await intentRow(id)).toMatchObject({ status: "qr_scanned", seq: 2, reason: null });
  });

  it("enterStatuses with no status changes nothing", async () => {
    const id = await create("qr_present");
    const found = await findIntent(m.db.store, m.merchant, id);
    expect(await enterStatuses(m.db.store, found, [])).toEqual(found);
    expect((await history(id)).events).toHaveLength(1);
  });
});
