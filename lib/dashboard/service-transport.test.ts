import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { serveApi } from "../testing/serve-api";
import { PaymentApiError, paymentApi, type CreateIntentBody } from "./payment-api";

const BODY: CreateIntentBody = { payment: "qr_present", amount: 149.5, data: { branch: "main", terminal: "till-1", time: "2026-11-23T10:00:00.000Z", items: [] } };

/**
 * The same calls through both transports of the dashboard's client: HTTP to the served router, and
 * the router installed as this process's own service (what the server's composition root does when
 * the dashboard's service is itself). In process, no request opens a socket, and each one still
 * passes the router's authentication and idempotency.
 */
describe.each(["http", "in-process"] as const)("the dashboard's client over the %s transport", (transport) => {
  let m: MemoryDatabase;
  let served: Awaited<ReturnType<typeof serveApi>>;
  beforeAll(async () => {
    m = await openMemoryDatabase();
    served = await serveApi(transport);
  });
  afterAll(async () => {
    await served?.close();
    await m?.close();
  });

  it("creates, reads, cancels; refuses a wrong key; answers a repeated Idempotency-Key with the same intent", async () => {
    const before = served.httpRequests;
    const api = paymentApi({ apiBaseUrl: served.base, apiKey: m.merchant.apiKey });
    const created = await api.createIntent(BODY, "key-1");
    expect(await api.createIntent(BODY, "key-1")).toMatchObject({ intent: created.intent });
    expect(await api.status(created.intent)).toMatchObject({ intent: created.intent, status: "qr_created", reason: null });
    expect(await api.cancel(created.intent)).toMatchObject({ status: "qr_expired", reason: "canceled" });
    expect((await api.detail(created.intent)).events.map((event) => event.status)).toEqual(["qr_created", "qr_expired"]);
    const refused = await paymentApi({ apiBaseUrl: served.base, apiKey: "sk_wrong_0123456789abcdef" })
      .status(created.intent)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentApiError);
    expect(refused).toMatchObject({ httpStatus: 401, code: "api_key_invalid" });
    const invalid = await api.createIntent({ ...BODY, amount: -1 }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ httpStatus: 400, code: "invalid_request" });
    expect((invalid as PaymentApiError).fieldErrors.map((error) => error.field)).toContain("amount");
    const page = await api.events(null, 10);
    expect(page.data.some((event) => event.intent === created.intent)).toBe(true);
    expect(served.httpRequests - before).toBe(transport === "http" ? 8 : 0);
  });
});
