import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANCELED_REASON, FAMILIES, STATUS_CODES, type PaymentType, type Status } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { addMerchant, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { intentRows } from "../../testing/intent-rows";
import { advanceIntent } from "./advance-intent";
import { cancelIntent } from "./cancel-intent";
import { initEcPayment } from "./init-ec-payment";

describe("cancelIntent", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const { create, intentRow, history } = intentRows(() => m);

  /** An intent of `payment` moved to `at` (ec_inited through POST /payment/init, as a shop would). */
  async function at(payment: PaymentType, status: Status): Promise<string> {
    const id = await create(payment);
    if (status === "ec_inited") await initEcPayment(m.db.store, m.merchant, id, "5512345678");
    else if (status !== FAMILIES[payment].path[0]) await advanceIntent(m.db.store, m.merchant, id, status);
    return id;
  }

  it.each([
    ["qr_present", "qr_created"],
    ["qr_present", "qr_scanned"],
    ["ec_remote", "ec_created"],
    ["ec_remote", "ec_inited"],
    ["card_present", "cp_created"],
  ] as const)("%s from %s: its family's expired status with reason canceled, one event and one outbox row in the same statement", async (payment, from) => {
    const id = await at(payment, from);
    const before = await intentRow(id);
    const expired = FAMILIES[payment].expired;

    expect(await cancelIntent(m.db.store, m.merchant, id)).toEqual({ intent: id, status: expired, code: STATUS_CODES[expired] });

    expect(await intentRow(id)).toEqual({ status: expired, code: STATUS_CODES[expired], seq: before.seq + 1, reason: CANCELED_REASON, expires: false });
    const { events, outbox } = await history(id);
    expect(events.at(-1)).toMatchObject({ seq: before.seq + 1, status: expired, code: STATUS_CODES[expired], reason: CANCELED_REASON });
    expect(outbox.map((row) => row.event_id)).toEqual(events.map((event) => event.id));
  });

  it.each([
    ["qr_present", "qr_progress"],
    ["ec_remote", "ec_validating"],
    ["ec_remote", "ec_conecting"],
    ["ec_remote", "ec_conected"],
    ["ec_remote", "ec_progress"],
    ["card_present", "cp_progress"],
  ] as const)("%s in %s (authorization started): 409 authorization_in_progress, nothing written", async (payment, status) => {
    const id = await at(payment, status);
    const before = await history(id);
    await expect(cancelIntent(m.db.store, m.merchant, id)).rejects.toMatchObject({ code: "authorization_in_progress", status: 409, data: { status } });
    expect(await history(id)).toEqual(before);
    expect((await intentRow(id)).status).toBe(status);
  });

  it("canceling a canceled intent answers the same again and writes nothing", async () => {
    const id = await create("qr_present");
    const first = await cancelIntent(m.db.store, m.merchant, id);
    const before = await history(id);
    expect(await cancelIntent(m.db.store, m.merchant, id)).toEqual(first);
    expect(await history(id)).toEqual(before);
  });

  it.each([
    ["authorized", "qr_authorized", undefined],
    ["failed", "qr_error_x", "insufficient_funds"],
    ["expired by time", "qr_expired", "expired"],
  ] as const)("a %s intent: 409 intent_final with its status", async (_, to, reason) => {
    const id = await create("qr_present");
    await advanceIntent(m.db.store, m.merchant, id, to, reason);
    const before = await history(id);
    await expect(cancelIntent(m.db.store, m.merchant, id)).rejects.toMatchObject({ code: "intent_final", status: 409, data: { status: to } });
    expect(await history(id)).toEqual(before);
  });

  it("after a cancel nothing moves the intent: no scan, no authorization", async () => {
    const id = await create("qr_present");
    await cancelIntent(m.db.store, m.merchant, id);
    for (const to of ["qr_scanned", "qr_authorized"]) {
      await expect(advanceIntent(m.db.store, m.merchant, id, to)).rejects.toMatchObject({ code: "intent_final", data: { status: "qr_expired" } });
    }
  });

  it("an unknown intent and another merchant's are both 404 intent_not_found", async () => {
    await expect(cancelIntent(m.db.store, m.merchant, `qp_${"z".repeat(22)}`)).rejects.toMatchObject({ code: "intent_not_found", status: 404 });
    const other = await addMerchant(m.db, "Cancel neighbour");
    const id = await create("qr_present");
    await expect(cancelIntent(m.db.store, other, id)).rejects.toMatchObject({ code: "intent_not_found", status: 404 });
    expect((await intentRow(id)).status).toBe("qr_created");
  });

  /** A store that lets `meanwhile` run (another request) just before the cancel's first update. */
  function interleaved(meanwhile: () => Promise<unknown>): Store {
    let done = false;
    return {
      ...m.db.store,
      sql: async (statement, params) => {
        if (!done && statement.name === "gw_enter_statuses") {
          done = true;
          await meanwhile();
        }
        return m.db.store.sql(statement, params);
      },
    };
  }

  it("a change between its read and its update: the cancel reads the intent again and still cancels a cancelable one", async () => {
    const id = await create("qr_present");
    const record = await cancelIntent(interleaved(() => advanceIntent(m.db.store, m.merchant, id, "qr_scanned")), m.merchant, id);
    expect(record).toMatchObject({ status: "qr_expired" });
    expect((await history(id)).events.map((event) => [event.status, event.reason])).toEqual([
      ["qr_created", null],
      ["qr_scanned", null],
      ["qr_expired", CANCELED_REASON],
    ]);
  });

  it("an authorization that commits between its read and its update wins: the cancel answers intent_final, never both", async () => {
    const id = await create("qr_present");
    await expect(cancelIntent(interleaved(() => advanceIntent(m.db.store, m.merchant, id, "qr_authorized")), m.merchant, id)).rejects.toMatchObject({
      code: "intent_final",
      data: { status: "qr_authorized" },
    });
    expect((await history(id)).events.map((event) => event.status)).toEqual(["qr_created", "qr_scanned", "qr_progress", "qr_authorized"]);
  });

  it("a card presented between its read and its update: authorization_in_progress", async () => {
    const id = await create("card_present");
    await expect(cancelIntent(interleaved(() => advanceIntent(m.db.store, m.merchant, id, "cp_progress")), m.merchant, id)).rejects.toMatchObject({
      code: "authorization_in_progress",
      data: { status: "cp_progress" },
    });
    expect(await intentRow(id)).toMatchObject({ status: "cp_progress", reason: null });
  });
});
