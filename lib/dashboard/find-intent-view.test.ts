import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { findIntentView } from "./find-intent-view";
import { PaymentApiError, type IntentDetail, type PaymentApi } from "./payment-api";

/** The intent as the payment API answers GET /payment/{intent}. */
function detailOf(intent: string): IntentDetail {
  return {
    intent,
    payment: "qr_present",
    amount: 149.5,
    data: {
      branch: "Centro",
      terminal: "Caja 2",
      time: "2026-11-23T10:00:00.000Z",
      concept: "Café",
      ticket: "T-00042",
      items: [{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }],
    },
    status: "qr_scanned",
    code: 101,
    reason: null,
    phoneLast4: null,
    cardLast4: null,
    qr: null,
    created: "2026-11-23T10:00:00.000Z",
    expires: "2026-11-23T10:10:00.000Z",
    events: [
      { seq: 1, status: "qr_created", code: 100, reason: null, at: "2026-11-23T10:00:00.000Z" },
      { seq: 2, status: "qr_scanned", code: 101, reason: null, at: "2026-11-23T10:00:30.000Z" },
    ],
  };
}

/** A payment API that knows `known` intents, counting its reads; or fails every read with `failure`. */
function api(known: string[], failure?: Error) {
  const reads: string[] = [];
  return {
    reads,
    detail: async (intent: string) => {
      reads.push(intent);
      if (failure) throw failure;
      if (!known.includes(intent)) throw new PaymentApiError(404, "intent_not_found");
      return detailOf(intent);
    },
  } satisfies Pick<PaymentApi, "detail"> & { reads: string[] };
}

describe("findIntentView", () => {
  let m: MemoryDatabase;
  let n = 0;
  const newIntent = () => `qp_findintentview${String(++n).padStart(6, "0")}`;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  it("an intent the dashboard does not know is read from the payment API, stored, and shown with its items and history", async () => {
    const intent = newIntent();
    const payments = api([intent]);
    const found = await findIntentView(m.db, payments, intent);
    expect(found.kind).toBe("found");
    if (found.kind !== "found") return;
    expect(found.lookedUp).toBe(true);
    expect(found.view).toMatchObject({ id: intent, status: "qr_scanned", ticket: "T-00042", concept: "Café", amount: "149.50", detailed: true, created: "2026-11-23T10:00:00.000Z", updated: "2026-11-23T10:00:30.000Z" });
    expect(found.view.items).toEqual([{ sku: "1001", price: "45.5", description: "Latte", qty: 2 }]);
    expect(found.view.events.map((e) => [e.seq, e.status, e.source])).toEqual([
      [1, "qr_created", "api"],
      [2, "qr_scanned", "api"],
    ]);
    // stored: the next look is the dashboard's copy, without asking the API
    const again = await findIntentView(m.db, payments, intent);
    expect(again).toMatchObject({ kind: "found", lookedUp: false });
    expect(payments.reads).toEqual([intent]);
  });

  it("an id neither the dashboard nor the API knows is unknown; one that cannot be an id is not even looked up", async () => {
    const payments = api([]);
    expect(await findIntentView(m.db, payments, newIntent())).toEqual({ kind: "unknown" });
    expect(await findIntentView(m.db, payments, "not-an-id")).toEqual({ kind: "unknown" });
    expect(await findIntentView(m.db, payments, "qp_short")).toEqual({ kind: "unknown" });
    expect(payments.reads).toHaveLength(1);
  });

  it("a payment API that cannot answer is said as its code, not as a missing intent", async () => {
    const down = Object.assign(new TypeError("fetch failed"), {});
    expect(await findIntentView(m.db, api([], down), newIntent())).toEqual({ kind: "unavailable", code: "payment_api_unavailable", status: 502 });
    const refused = new PaymentApiError(401, "api_key_invalid");
    expect(await findIntentView(m.db, api([], refused), newIntent())).toEqual({ kind: "unavailable", code: "api_key_invalid", status: 401 });
  });
});
