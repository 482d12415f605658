import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { installInProcessService } from "../dashboard/service-transport";
import { HANDLERS } from "../gateway/api/handlers";
import { createApiRouter } from "../gateway/api/router";

/** How the dashboard's client reaches the served API: `CAJA_TEST_TRANSPORT=in-process` runs the same tests through the router's fetch, no socket. */
export const TEST_TRANSPORT: "http" | "in-process" = process.env.CAJA_TEST_TRANSPORT === "in-process" ? "in-process" : "http";

/**
 * The payment intent API served over real HTTP from the test's own process, on the process database
 * (openMemoryDatabase installs one): the dashboard's client then talks to it as it talks to a
 * deployed service. `base` is the API's base URL (`…/api`). Under `CAJA_TEST_TRANSPORT=in-process`
 * the same router is also installed as this process's own service for `base` (as the server's
 * composition root does): the dashboard's calls to `base` then never open a socket
 * (`httpRequests` counts those that did).
 */
export async function serveApi(transport = TEST_TRANSPORT): Promise<{ base: string; readonly httpRequests: number; close(): Promise<void> }> {
  const router = createApiRouter(HANDLERS);
  const listener = getRequestListener(router.fetch);
  let httpRequests = 0;
  const server = createServer((request, response) => {
    httpRequests += 1;
    return listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  if (transport === "in-process") installInProcessService({ baseUrl: base, fetch: router.fetch });
  return {
    base,
    get httpRequests() {
      return httpRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (transport === "in-process") installInProcessService(null);
        server.close(() => resolve());
      }),
  };
}
