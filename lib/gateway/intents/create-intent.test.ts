import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTENT_ID, ID_PREFIX } from "../../contract/ids";
import { initialStatus, PAYMENT_TYPES, STATUS_CODES } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { intentInput, openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { createIntent } from "./create-intent";
import { OUTBOX_CHANNEL } from "../webhooks/notify-outbox";

describe("createIntent", () => {
  let m: MemoryDatabase;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  it.each(PAYMENT_TYPES)("%s: its id prefix, its first status, that status's event and outbox row, written by one statement", async (payment) => {
    let statements = 0;
    const counting: Store = {
      ...m.db.store,
      sql: (...args) => {
        statements++;
        return m.db.store.sql(...args);
      },
    };

    const created = await createIntent(counting, m.merchant, intentInput(payment));

    expect(statements).toBe(1);
    expect(created.intent).toMatch(INTENT_ID);
    expect(created.intent.startsWith(ID_PREFIX[payment])).toBe(true);
    const status = initialStatus(payment);
    const [intent] = await m.db.query<Record<string, unknown>>(
      `SELECT merchant_id, payment, amount::text AS amount, status, code, seq, concept, qr IS NOT NULL AS has_qr,
         card_keys_enc IS NOT NULL AS has_keys, expires_at - created_at AS ttl FROM payment_intent WHERE id = $1`,
      [created.intent],
    );
    expect(intent).toMatchObject({ merchant_id: m.merchant.id, payment, amount: "149.50", status, code: STATUS_CODES[status], seq: 1, concept: "Coffee" });
    expect(intent!.has_qr).toBe(payment === "qr_present");
    expect(intent!.has_keys).toBe(payment === "card_present");
    const events = await m.db.query<{ id: string; seq: number; status: string; code: number }>(
      "SELECT id, seq, status, code FROM intent_status_event WHERE intent_id = $1",
      [created.intent],
    );
    expect(events).toEqual([{ id: expect.stringMatching(/^evt_/), seq: 1, status, code: STATUS_CODES[status] }]);
    const outbox = await m.db.query("SELECT event_id, merchant_id, seq, state, attempts FROM webhook_outbox WHERE intent_id = $1", [created.intent]);
    expect(outbox).toEqual([{ event_id: events[0]!.id, merchant_id: m.merchant.id, seq: 1, state: "pending", attempts: 0 }]);
  });

  it("answers the creation data of each payment type (a QR, card keys, or the id alone) and names the type", async () => {
    const qr = await createIntent(m.db.store, m.merchant, intentInput("qr_present"));
    expect(Object.keys(qr).sort()).toEqual(["intent", "payment", "qr"]);
    const card = await createIntent(m.db.store, m.merchant, intentInput("card_present"));
    expect(Object.keys(card).sort()).toEqual(["intent", "keys", "payment"]);
    expect(card.payment === "card_present" && card.keys.signature).toMatch(/BEGIN PRIVATE KEY/);
    const ec = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    expect(ec).toEqual({ intent: ec.intent, payment: "ec_remote" });
  });

  it("expires after its payment type's configured time", async () => {
    const created = await createIntent(m.db.store, m.merchant, intentInput("ec_remote"));
    const [row] = await m.db.query<{ seconds: number }>(
      "SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM payment_intent WHERE id = $1",
      [created.intent],
    );
    expect(row!.seconds).toBe(m.env.EC_EXPIRY_SECONDS);
  });

  it("announces the new outbox row on the outbox channel", async () => {
    const heard: string[] = [];
    const stop = await m.db.listen(OUTBOX_CHANNEL, (payload) => heard.push(payload));
    try {
      const created = await createIntent(m.db.store, m.merchant, intentInput("qr_present"));
      await expect.poll(() => heard).toContain(created.intent);
    } finally {
      await stop();
    }
  });

  it("writes nothing for a merchant that does not exist", async () => {
    await expect(createIntent(m.db.store, { id: "mer_nobody", name: "Nobody" }, intentInput("qr_present"))).rejects.toThrow();
    const [row] = await m.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_intent WHERE merchant_id = 'mer_nobody'");
    expect(row!.n).toBe(0);
  });
});
