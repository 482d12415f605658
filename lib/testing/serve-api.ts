import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { HANDLERS } from "../gateway/api/handlers";
import { createApiRouter } from "../gateway/api/router";

/**
 * The payment intent API served over real HTTP from the test's own process, on the process database
 * (openMemoryDatabase installs one): the dashboard's client then talks to it as it talks to a
 * deployed service. `base` is the API's base URL (`…/api`).
 */
export async function serveApi(): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer(getRequestListener(createApiRouter(HANDLERS).fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
