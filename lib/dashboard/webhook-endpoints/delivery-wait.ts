import type { EndpointDeliveries } from "../payment-api";

type Entry = Pick<EndpointDeliveries["data"][number], "event" | "intent" | "seq" | "state" | "attempts" | "nextAttemptAt">;

/**
 * Why a pending delivery has not gone out yet, as the service's dispatcher decides it
 * (claim_due_webhook_events): it claims an endpoint's delivery only when the endpoint is enabled,
 * its time has come, and no earlier event of the same payment is still pending for that endpoint
 * (per payment and per endpoint order; `endpoint.disabled` waits behind nothing).
 *
 * - `retry`: its own next attempt, a time to come;
 * - `behind`: an earlier event of its payment (`event`, the first of them still pending) must go
 *   first; `failing` when that one has failed attempts, `retryAt` its next attempt when still to come;
 * - `disabled`: the endpoint is disabled: everything waits until it is enabled again;
 * - `turn`: its time has come and nothing is known to hold it: it goes out at the dispatcher's next claim.
 */
export type DeliveryWait =
  | { kind: "retry"; at: string }
  | { kind: "behind"; event: string; failing: boolean; retryAt: string | null }
  | { kind: "disabled" }
  | { kind: "turn" };

const toCome = (iso: string | null, now: Date): iso is string => iso !== null && Date.parse(iso) > now.getTime();

/**
 * `entry`'s wait (null when it is not pending), told from the endpoint's pending deliveries known
 * (`pending`: the page's and any read besides). Never a time that has passed: a delivery whose time
 * has come and that waits behind another says so, with the other's next attempt when it has one.
 */
export function deliveryWait(entry: Entry, pending: readonly Entry[], { now, enabled }: { now: Date; enabled: boolean }): DeliveryWait | null {
  if (entry.state !== "pending") return null;
  if (!enabled) return { kind: "disabled" };
  const ahead = entry.intent === null ? [] : pending.filter((other) => other.state === "pending" && other.intent === entry.intent && other.seq < entry.seq);
  if (ahead.length > 0) {
    const first = ahead.reduce((a, b) => (b.seq < a.seq ? b : a));
    return { kind: "behind", event: first.event, failing: first.attempts > 0, retryAt: toCome(first.nextAttemptAt, now) ? first.nextAttemptAt : null };
  }
  return toCome(entry.nextAttemptAt, now) ? { kind: "retry", at: entry.nextAttemptAt } : { kind: "turn" };
}
