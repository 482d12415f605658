/**
 * The server of `npm start` (built into .next/caja-server.mjs by `npm run build`) and `npm run dev`
 * (`--dev`): start-up (configuration, data directory lock, migrations, jobs), then one node:http
 * server where the service API's router answers `/api/*` and Next.js everything else (pages, auth,
 * the dashboard's routes and its webhook receiver).
 */
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApiRouter } from "../lib/gateway/api/router";
import { HANDLERS } from "../lib/gateway/api/handlers";
import { getEnv } from "../lib/env";
import { forwardedProto, normalizeForwarded, parseProxyTrust } from "../lib/http/forwarded";
import { AppError } from "../lib/errors";
import { answerClientError } from "../lib/http/answer-client-error";
import { errorReply } from "../lib/http/error-response";
import { refuseMethod } from "../lib/http/refuse-method";
import { createLoadShedder, issuePriorityToken, PRIORITY_HEADER, SHED_RETRY_AFTER_SECONDS } from "../lib/http/shed-load";
import { responseSecurityHeaders } from "../lib/http/security-headers";
import { log } from "../lib/log";
import { METRICS_PATH, writeMetrics } from "../lib/metrics/write-metrics";
import { metrics } from "../lib/metrics/metrics";
import { startServer } from "../lib/server/start-server";
import { readiness } from "../lib/readiness";

const dev = process.argv.includes("--dev");
(process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? "development" : "production";

/** How long an idle keep-alive connection stays open (announced as `Keep-Alive: timeout=130`). */
const KEEP_ALIVE_MS = 130_000;

/** The dashboard's own routes under /api (Next.js): sign-in, its JSON and live stream, its webhook receiver. */
const NEXT_API = /^\/api\/(?:auth|dashboard|webhooks)(?:[/?]|$)/;

/** Liveness and readiness are answered however busy the server is (a load balancer must not take a full server for a dead one). */
const HEALTH = /^\/api\/(?:health|ready)(?:[/?]|$)/;

/** Answered while the process starts (the database opening, migrating); every other request waits for the start-up. */
const READY = /^\/api\/ready(?:[/?]|$)/;

function isServiceApi(url: string): boolean {
  return (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) && !NEXT_API.test(url);
}

async function main() {
  const env = getEnv();
  // before Next.js loads: the dashboard's calls to this process's service carry it (never shed)
  const priority = issuePriorityToken();
  // Next.js prepares while the database opens and the start-up work runs (their waits overlap).
  // Imported only now, so React and Next.js see NODE_ENV.
  const preparing = import("next").then(async ({ default: next }) => {
    const app = next({ dev, dir: process.cwd(), port: env.PORT });
    await app.prepare();
    return app;
  });
  // Listening as soon as Next.js is prepared: while the database opens and migrates, /api/ready
  // answers 503 (a load balancer sends nothing yet) and other requests wait for it.
  const started = startServer();
  const app = await preparing;
  const nextHandler = app.getRequestHandler();

  // An HTTP/1.0 request may name no host (HAProxy's default check `GET /api/ready HTTP/1.0`): the
  // service's router reads none, so it is answered as any other instead of 400.
  const api = getRequestListener(createApiRouter(HANDLERS).fetch, { hostname: "localhost" });
  const { trust } = parseProxyTrust(env.TRUSTED_PROXIES);
  const shedder = createLoadShedder(env.API_MAX_IN_FLIGHT);
  const overloaded = errorReply(new AppError("server_overloaded", { retryAfter: SHED_RETRY_AFTER_SECONDS }, { "retry-after": String(SHED_RETRY_AFTER_SECONDS) }));
  // Requests being answered, but the live streams (they end with the process): a stop waits for them.
  let answering = 0;
  // Until the start-up is done (the database open and migrated, the sandbox merchant and the first
  // users written) only readiness and the metrics are answered; the rest waits for it, as it did
  // when the server listened only after it.
  let startedUp = false;
  void started.then(() => (startedUp = true));
  const server = http.createServer((request, response) => {
    if (startedUp || READY.test(request.url ?? "/") || METRICS_PATH.test(request.url ?? "/")) return handle(request, response);
    void started.then(() => handle(request, response));
  });
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!(request.url ?? "").startsWith("/api/dashboard/live")) {
      answering += 1;
      response.once("close", () => (answering -= 1));
    }
    // Prometheus's path (outside /api: not an operation of the service); exists only with METRICS_TOKEN.
    if (env.METRICS_TOKEN && METRICS_PATH.test(request.url ?? "/")) return writeMetrics(request, response, env.METRICS_TOKEN);
    const connection = { peer: request.socket.remoteAddress ?? "", encrypted: false };
    const service = isServiceApi(request.url ?? "/");
    // How the browser reached us, from the connection or a trusted proxy: written into the request
    // before Next.js, next-auth or the dashboard read it (the service API's router reads none).
    const proto = service ? forwardedProto(request.headers, connection, trust) : normalizeForwarded(request.headers, connection, trust).proto;
    // On every answer; Next.js keeps them, and its proxy (proxy.ts) replaces the CSP for pages.
    for (const [name, value] of Object.entries(responseSecurityHeaders({ https: proto === "https" }))) response.setHeader(name, value);
    if (service) {
      if (HEALTH.test(request.url ?? "/")) return void api(request, response);
      if (!shedder.admit(request.method ?? "GET", request.headers[PRIORITY_HEADER] === priority)) {
        metrics().shed.inc();
        return void response.writeHead(overloaded.status, overloaded.headers).end(overloaded.body);
      }
      // counted until its handler is done (not until the client leaves: a request given up on
      // keeps its work queued), released once
      return void api(request, response).finally(() => shedder.release());
    }
    const refused = refuseMethod(request.method ?? "GET", request.url ?? "/");
    if (refused) return void response.writeHead(refused.status, refused.headers).end(request.method === "HEAD" ? undefined : refused.body);
    void nextHandler(request, response);
  };
  // A request Node refuses before any handler (headers over 16 KiB, not HTTP): answered in the envelope.
  server.on("clientError", answerClientError);
  // CONNECT never reaches the request handler (node closed the connection without an answer).
  server.on("connect", (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${refuseMethod("CONNECT", "/")!.headers.allow}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  // Idle connections stay open longer than a reverse proxy or a client pool keeps them (Caddy 2 min,
  // nginx 60 s): the side that reuses a connection must be the one that closes it, or a request sent
  // as the server closes it is lost (Node's default 5 s raced them: "socket hang up", a 502).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  if (dev) server.on("upgrade", (request, socket, head) => void app.getUpgradeHandler()(request, socket, head));

  // A stop (a deploy, a restart) first answers 503 to readiness for SHUTDOWN_DRAIN_MS while serving
  // everything (a load balancer takes the instance out), then takes no new connection and finishes
  // the answers under way (a payment being created, a page being refreshed: cut, a browser's
  // refresh becomes its "cannot be reached" page), at most 5 s, then exits.
  const stop = async () => {
    readiness.set("stopping");
    log.info("server.stopping", { drainMs: env.SHUTDOWN_DRAIN_MS });
    if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    server.close();
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
    while (answering > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    void app.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());

  const listening = new Promise<void>((resolve) => server.listen(env.PORT, resolve));
  await listening;
  log.info("server.listening", { port: env.PORT });
  await started;
  log.info("server.ready", { port: env.PORT, dev, phase: readiness.phase });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
