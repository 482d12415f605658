import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import type { AuditBy } from "../audit/record-audit";
import { PaymentApiError, type IntentDetail, type PaymentApi } from "../payment-api";
import { cancelPayment } from "./cancel-payment";

const BY: AuditBy = { actor: { id: "usr_0000000000000007", email: "cashier@shop.test" }, context: { ip: "203.0.113.9", userAgent: "Tablet" } };

/** A payment API that answers the cancel as the service does (or refuses it), and the detail it then has. */
function api(intent: string, refusal?: PaymentApiError): PaymentApi {
  const detail: IntentDetail = {
    intent,
    payment: "qr_present",
    amount: 149.5,
    data: { branch: "main", terminal: "till-1", time: "2026-11-23T10:00:00.000Z", concept: null, ticket: null, items: [] },
    status: "qr_expired",
    code: 104,
    reason: "canceled",
    phoneLast4: null,
    cardLast4: null,
    qr: null,
    created: "2026-11-23T10:00:00.000Z",
    expires: null,
    events: [
      { seq: 1, status: "qr_created", code: 100, reason: null, at: "2026-11-23T10:00:00.000Z" },
      { seq: 2, status: "qr_expired", code: 104, reason: "canceled", at: "2026-11-23T10:01:00.000Z" },
    ],
  };
  return {
    cancel: async () => {
      if (refusal) throw refusal;
      return { intent, status: "qr_expired", code: 104, reason: "canceled" };
    },
    detail: async () => detail,
  } as unknown as PaymentApi;
}

describe("cancelPayment", () => {
  let m: MemoryDatabase;
  let n = 0;
  const newIntent = () => `qp_cancelpayment${String(++n).padStart(6, "0")}`;
  beforeAll(async () => {
    m = await openMemoryDatabase();
  });
  afterAll(async () => m?.close());

  const audit = async (target: string) =>
    m.db.query<{ action: string; actor_email: string; details: Record<string, unknown> }>("SELECT action, actor_email, details FROM dashboard_audit_event WHERE target = $1", [target]);

  it("cancels through the API, shows the canceled status at once (from the API, before any webhook) and records payment.canceled", async () => {
    const intent = newIntent();
    expect(await cancelPayment(m.db, api(intent), { intent, via: "till" }, BY)).toEqual({ intent, status: "qr_expired", code: 104, reason: "canceled" });
    const copy = await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent } });
    expect(copy).toMatchObject({ status: "qr_expired", reason: "canceled", seq: 2, final: true, detailed: true });
    expect(await audit(intent)).toEqual([{ action: "payment.canceled", actor_email: "cashier@shop.test", details: { payment: "qr_present", amount: "149.50", via: "till" } }]);
  });

  it("a refusal of the API is thrown as it came, and nothing is recorded", async () => {
    const intent = newIntent();
    const refusal = new PaymentApiError(409, "authorization_in_progress", { status: "qr_progress" });
    await expect(cancelPayment(m.db, api(intent, refusal), { intent, via: "intent detail" }, BY)).rejects.toBe(refusal);
    expect(await audit(intent)).toEqual([]);
    expect(await m.db.prisma.dashboardIntent.findUnique({ where: { id: intent } })).toBeNull();
  });
});
