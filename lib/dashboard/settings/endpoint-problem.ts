import { DISABLED_BY_MERCHANT } from "../../contract/webhook-events";
import type { WebhookEndpoint } from "../payment-api";

/**
 * What is wrong with the merchant's webhook endpoint, for people: nothing (null); deliveries
 * failing since a time; or stopped, because the merchant disabled it (Settings › Webhooks), because
 * the endpoint answered 410 Gone, because deliveries failed too long (since when), or for a reason
 * this version does not know (its words as sent).
 */
export type EndpointProblem =
  | { kind: "failing"; since: string }
  | { kind: "stopped"; why: "byYou" }
  | { kind: "stopped"; why: "gone" }
  | { kind: "stopped"; why: "failing"; since: string }
  | { kind: "stopped"; why: "other"; words: string };

/** The payment service's reason for a disabled endpoint (lib/gateway/webhooks/record-attempt.ts) read back. */
export function endpointProblem(endpoint: Pick<WebhookEndpoint, "enabled" | "disabledReason" | "failingSince"> | null): EndpointProblem | null {
  if (!endpoint) return null;
  if (endpoint.enabled) return endpoint.failingSince ? { kind: "failing", since: endpoint.failingSince } : null;
  const reason = endpoint.disabledReason ?? "";
  if (reason === DISABLED_BY_MERCHANT) return { kind: "stopped", why: "byYou" };
  if (/\b410\b/.test(reason)) return { kind: "stopped", why: "gone" };
  const since = /failing since (\S+)/.exec(reason)?.[1];
  if (since && !Number.isNaN(Date.parse(since))) return { kind: "stopped", why: "failing", since };
  return { kind: "stopped", why: "other", words: reason };
}
