import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../../testing/memory-database";
import { serveApi } from "../../testing/serve-api";
import { startTestSync, type TestSync } from "../../testing/test-sync";
import type { AuditBy } from "../audit/record-audit";
import { PaymentApiError, paymentApi, type PaymentApi } from "../payment-api";
import { cancelPayment } from "./cancel-payment";

const BY: AuditBy = { actor: { id: "usr_0000000000000007", email: "cashier@shop.test" }, context: { ip: "203.0.113.9", userAgent: "Tablet" } };

/** The payment API over real HTTP in this process, and the dashboard's sync reading its feed (no webhooks). */
describe("cancelPayment", () => {
  let m: MemoryDatabase;
  let served: Awaited<ReturnType<typeof serveApi>>;
  let api: PaymentApi;
  let sync: TestSync;
  beforeAll(async () => {
    m = await openMemoryDatabase();
    served = await serveApi();
    api = paymentApi({ apiBaseUrl: served.base, apiKey: m.merchant.apiKey });
    sync = startTestSync(m.db.store, api);
  });
  afterAll(async () => {
    await sync?.stop();
    await served?.close();
    await m?.close();
  });

  const create = async () =>
    (await api.createIntent({ payment: "qr_present", amount: 149.5, data: { branch: "main", terminal: "till-1", time: "2026-11-23T10:00:00.000Z", items: [] } })).intent;
  const audit = async (target: string) =>
    m.db.query<{ action: string; actor_email: string; details: Record<string, unknown> }>("SELECT action, actor_email, details FROM dashboard_audit_event WHERE target = $1", [target]);

  it("cancels through the API, shows the canceled status at once (the sync brings it, before any webhook) and records payment.canceled", async () => {
    const intent = await create();
    expect(await cancelPayment(m.db.store, api, { intent, via: "till" }, BY)).toEqual({ intent, status: "qr_expired", code: 104, reason: "canceled" });
    const copy = await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent } });
    expect(copy).toMatchObject({ status: "qr_expired", reason: "canceled", seq: 2, final: true, detailed: true });
    expect(await audit(intent)).toEqual([{ action: "payment.canceled", actor_email: "cashier@shop.test", details: { payment: "qr_present", amount: "149.50", via: "till" } }]);
  });

  it("a refusal of the API is thrown as it came, and nothing is recorded", async () => {
    const intent = await create();
    await api.advance(intent, "qr_progress");
    const refused = cancelPayment(m.db.store, api, { intent, via: "intent detail" }, BY);
    await expect(refused).rejects.toBeInstanceOf(PaymentApiError);
    await expect(refused).rejects.toMatchObject({ httpStatus: 409, code: "authorization_in_progress" });
    expect(await audit(intent)).toEqual([]);
  });
});
