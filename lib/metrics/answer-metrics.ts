import { safeEqual, sha256Hex } from "../crypto";
import { metrics } from "./metrics";

export type MetricsReply = { status: number; headers: Record<string, string>; body: string };

/**
 * GET /metrics: the Prometheus text exposition of this process, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Anything else is 401 (the same answer for a missing and
 * a wrong token). Whether /metrics exists at all (METRICS_TOKEN set) is the server's decision.
 */
export async function answerMetrics(authorization: string | undefined, token: string): Promise<MetricsReply> {
  const given = authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
  if (!given || !safeEqual(sha256Hex(given), sha256Hex(token))) {
    return { status: 401, headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" }, body: "401 Unauthorized\n" };
  }
  const { registry } = metrics();
  return { status: 200, headers: { "content-type": registry.contentType, "cache-control": "no-store" }, body: await registry.metrics() };
}
