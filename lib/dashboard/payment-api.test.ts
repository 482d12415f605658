import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { getRequestListener } from "@hono/node-server";
import { isPaymentApiUnreachable, PaymentApiError, paymentApi, paymentApiTimedOut } from "./payment-api";
import { installInProcessService } from "./service-transport";

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

type Transport = "http" | "in-process";

/** A fake service (a fetch handler) reached over HTTP (a node server) or in process (installed as this process's own service). */
async function serve(transport: Transport, handle: (request: Request) => Response | Promise<Response> | null) {
  const never = new Promise<Response>(() => {});
  const answer = (request: Request) => handle(request) ?? never;
  if (transport === "in-process") {
    const base = "http://127.0.0.1:1/api";
    installInProcessService({ baseUrl: base, fetch: answer });
    return { base, close: async () => installInProcessService(null) };
  }
  const listener = getRequestListener(answer);
  const server = http.createServer((request, response) => void listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api`, close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()) };
}

/** A service that answers 429 (Retry-After: `retryAfter`) to the first `limited` requests, then the totals. */
async function limitedService(transport: Transport, limited: number, retryAfter: string) {
  const seen: Array<{ method: string; at: number }> = [];
  const served = await serve(transport, (request) => {
    seen.push({ method: request.method, at: Date.now() });
    if (seen.length <= limited) return Response.json({ code: 429, message: "rate_limited", data: { retryAfter: Number(retryAfter) } }, { status: 429, headers: { "retry-after": retryAfter } });
    return Response.json({ code: 200, message: "ok", data: TOTALS });
  });
  return { seen, ...served };
}

describe.each(["http", "in-process"] as const)("the dashboard's client of the payment API (%s transport)", (transport) => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  const range = { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z") };

  it("a read answered 429 with a short Retry-After is asked again after that wait (the books' check right after its own sync used the budget)", async () => {
    const service = await limitedService(transport, 2, "1");
    close = service.close;
    const started = Date.now();
    const api = paymentApi({ apiBaseUrl: service.base, apiKey: "sk_test" });
    await expect(api.totals(range)).resolves.toMatchObject({ total: zero });
    expect(service.seen).toHaveLength(3);
    expect(service.seen[1]!.at - service.seen[0]!.at).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a read told to wait longer than a person would, or refused too often, answers the 429 at once", async () => {
    const slow = await limitedService(transport, 1, "30");
    close = slow.close;
    const error = await paymentApi({ apiBaseUrl: slow.base, apiKey: "sk_test" }).totals(range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentApiError);
    expect(error).toMatchObject({ httpStatus: 429, code: "rate_limited" });
    expect(slow.seen).toHaveLength(1);
  });

  it("a change (POST) answered 429 is never sent again by the client", async () => {
    const service = await limitedService(transport, 1, "1");
    close = service.close;
    const error = await paymentApi({ apiBaseUrl: service.base, apiKey: "sk_test" }).cancel("qp_0123456789abcdefghijAB").catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 429 });
    expect(service.seen).toHaveLength(1);
  });

  it("a service too slow to answer, or not there at all, is told apart from an answer: unreachable (timed out or refused), never a PaymentApiError", async () => {
    // a service that takes the request and never answers, called with a 200 ms timeout
    const silent = await serve(transport, () => null);
    close = silent.close;
    const slow = await paymentApi({ apiBaseUrl: silent.base, apiKey: "sk_test" }, 200)
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
