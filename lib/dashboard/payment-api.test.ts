import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isPaymentApiUnreachable, PaymentApiError, paymentApi, paymentApiTimedOut } from "./payment-api";

const zero = { count: 0, amount: "0.00" };
const TOTALS = {
  from: "2026-11-01T00:00:00.000Z",
  to: "2026-11-02T00:00:00.000Z",
  branch: null,
  terminal: null,
  total: zero,
  groups: { authorized: zero, in_progress: zero, failed: zero, expired: zero, canceled: zero },
  at: "2026-11-02T00:00:00.000Z",
};

/** A service that answers 429 (Retry-After: `retryAfter`) to the first `limited` requests, then the totals. */
async function limitedService(limited: number, retryAfter: string) {
  const seen: Array<{ method: string; at: number }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? "", at: Date.now() });
    response.setHeader("content-type", "application/json");
    if (seen.length <= limited) {
      response.writeHead(429, { "retry-after": retryAfter });
      return response.end(JSON.stringify({ code: 429, message: "rate_limited", data: { retryAfter: Number(retryAfter) } }));
    }
    response.end(JSON.stringify({ code: 200, message: "ok", data: TOTALS }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, base: `http://127.0.0.1:${port}/api`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the dashboard's client of the payment API", () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  const range = { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z") };

  it("a read answered 429 with a short Retry-After is asked again after that wait (the books' check right after its own sync used the budget)", async () => {
    const service = await limitedService(2, "1");
    close = service.close;
    const started = Date.now();
    const api = paymentApi({ apiBaseUrl: service.base, apiKey: "sk_test" });
    await expect(api.totals(range)).resolves.toMatchObject({ total: zero });
    expect(service.seen).toHaveLength(3);
    expect(service.seen[1]!.at - service.seen[0]!.at).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a read told to wait longer than a person would, or refused too often, answers the 429 at once", async () => {
    const slow = await limitedService(1, "30");
    close = slow.close;
    const error = await paymentApi({ apiBaseUrl: slow.base, apiKey: "sk_test" }).totals(range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentApiError);
    expect(error).toMatchObject({ httpStatus: 429, code: "rate_limited" });
    expect(slow.seen).toHaveLength(1);
  });

  it("a change (POST) answered 429 is never sent again by the client", async () => {
    const service = await limitedService(1, "1");
    close = service.close;
    const error = await paymentApi({ apiBaseUrl: service.base, apiKey: "sk_test" }).cancel("qp_0123456789abcdefghijAB").catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 429 });
    expect(service.seen).toHaveLength(1);
  });

  it("a service too slow to answer, or not there at all, is told apart from an answer: unreachable (timed out or refused), never a PaymentApiError", async () => {
    // a service that takes the request and never answers, called with a 200 ms timeout
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    close = () => new Promise((resolve) => silent.close(resolve).closeAllConnections());
    const slow = await paymentApi({ apiBaseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, apiKey: "sk_test" }, 200)
      .status("qp_0123456789abcdefghijAB")
      .catch((e: unknown) => e);
    expect(slow).not.toBeInstanceOf(PaymentApiError);
    expect([paymentApiTimedOut(slow), isPaymentApiUnreachable(slow)]).toEqual([true, true]);

    // nothing listening: the connection is refused
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, "127.0.0.1", resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const refused = await paymentApi({ apiBaseUrl: `http://127.0.0.1:${port}`, apiKey: "sk_test" }).status("qp_0123456789abcdefghijAB").catch((e: unknown) => e);
    expect([paymentApiTimedOut(refused), isPaymentApiUnreachable(refused)]).toEqual([false, true]);

    // an answer, even a 5xx, is the API's: not "unreachable"
    const answered = new PaymentApiError(503, "not_ready");
    expect([paymentApiTimedOut(answered), isPaymentApiUnreachable(answered)]).toEqual([false, false]);
  });
});
