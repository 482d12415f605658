import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { PaymentApiError, type Deliveries, type IntentDetail, type PaymentApi } from "./payment-api";
import { readIntentFromService } from "./read-intent-from-service";

const QR = { typ: 19, v: { dev: "00d214b62c904f867706/1" }, ic: { idc: "qp_x", ser: 1, enc: "A256GCM" }, cry: "CDG8G_OVU8" };

function detailOf(intent: string, upTo: number): IntentDetail {
  const events = [
    { seq: 1, status: "qr_created", code: 100, reason: null, at: "2026-11-23T10:00:00.000Z" },
    { seq: 2, status: "qr_scanned", code: 101, reason: null, at: "2026-11-23T10:00:30.000Z" },
  ].slice(0, upTo);
  return {
    intent,
    payment: "qr_present",
    amount: 20,
    data: { branch: "b", terminal: "t", time: "2026-11-23T10:00:00.000Z", concept: null, ticket: null, items: [] },
    status: events.at(-1)!.status,
    code: events.at(-1)!.code,
    reason: null,
    phoneLast4: null,
    cardLast4: null,
    qr: QR,
    created: "2026-11-23T10:00:00.000Z",
    expires: "2026-11-23T10:10:00.000Z",
    events,
  };
}

function deliveriesOf(intent: string): Deliveries {
  return {
    intent,
    events: [
      {
        event: "evt_0000000000000000000001",
        seq: 1,
        status: "qr_created",
        code: 100,
        state: "pending",
        attempts: 2,
        nextAttemptAt: "2026-11-23T10:05:00.000Z",
        created: "2026-11-23T10:00:00.000Z",
        completed: null,
        deliveries: [
          { attempt: 1, at: "2026-11-23T10:00:00.100Z", url: "https://hooks.shop.example:8443/caja?token=s3cret", httpStatus: 500, latencyMs: 12.5, error: null, response: "oops" },
          { attempt: 2, at: "2026-11-23T10:00:05.100Z", url: "https://hooks.shop.example:8443/caja?token=s3cret", httpStatus: null, latencyMs: 15000, error: "timeout", response: null },
        ],
      },
    ],
  };
}

function api(upTo: number, failure?: Error): Pick<PaymentApi, "detail" | "deliveries"> {
  return {
    detail: async (intent) => {
      if (failure) throw failure;
      return detailOf(intent, upTo);
    },
    deliveries: async (intent) => {
      if (failure) throw failure;
      return deliveriesOf(intent);
    },
  };
}

describe("readIntentFromService", () => {
  let m: MemoryDatabase;
  let n = 0;
  const newIntent = () => `qp_readfromservice${String(++n).padStart(6, "0")}`;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  it("answers the expiry, the QR and each delivery attempt with the endpoint's host only (no path, no token)", async () => {
    const view = await readIntentFromService(m.db, api(2), newIntent());
    expect(view).toMatchObject({ ok: true, expires: "2026-11-23T10:10:00.000Z", qr: QR, updated: "2026-11-23T10:00:30.000Z" });
    if (!view.ok) return;
    expect(view.deliveries).toHaveLength(1);
    expect(view.deliveries[0]).toMatchObject({ seq: 1, state: "pending", nextAttemptAt: "2026-11-23T10:05:00.000Z" });
    expect(view.deliveries[0]!.attempts.map((a) => [a.attempt, a.host, a.httpStatus, a.error])).toEqual([
      [1, "hooks.shop.example:8443", 500, null],
      [2, "hooks.shop.example:8443", null, "timeout"],
    ]);
    expect(JSON.stringify(view)).not.toContain("s3cret");
  });

  it("brings a dashboard copy that is missing a status up to date from the same answer", async () => {
    const intent = newIntent();
    await readIntentFromService(m.db, api(1), intent);
    expect(await m.db.prisma.dashboardIntent.findUnique({ where: { id: intent } })).toMatchObject({ status: "qr_created", seq: 1, detailed: true });
    await readIntentFromService(m.db, api(2), intent);
    expect(await m.db.prisma.dashboardIntent.findUnique({ where: { id: intent } })).toMatchObject({ status: "qr_scanned", seq: 2 });
  });

  it("a service that cannot answer is its code and status", async () => {
    expect(await readIntentFromService(m.db, api(1, new TypeError("fetch failed")), newIntent())).toEqual({ ok: false, code: "payment_api_unavailable", status: 502 });
    expect(await readIntentFromService(m.db, api(1, new PaymentApiError(404, "intent_not_found")), newIntent())).toEqual({ ok: false, code: "intent_not_found", status: 404 });
  });
});
