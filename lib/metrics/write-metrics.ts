import type { IncomingMessage, ServerResponse } from "node:http";
import { answerMetrics } from "./answer-metrics";

/** Prometheus's path: `/metrics`, with or without a query. */
export const METRICS_PATH = /^\/metrics(?:\?|$)/;

/** Answers a scrape of GET /metrics on a node:http response (the server's port, or the worker's). */
export function writeMetrics(request: IncomingMessage, response: ServerResponse, token: string): void {
  void answerMetrics(request.headers.authorization, token).then(
    (reply) => response.writeHead(reply.status, reply.headers).end(request.method === "HEAD" ? undefined : reply.body),
    () => response.writeHead(500).end(),
  );
}
