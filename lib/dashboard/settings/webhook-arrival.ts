import type { Store } from "../../db/store";
import { readWebhookTimes } from "../intents/read-webhook-times";
import { machineHosts } from "./machine-hosts";
import { sameUrl } from "./same-url";

/**
 * What the dashboard's copy says about the webhooks it receives: when the last one arrived, and the
 * newest change it learnt of only from the API (the feed) and not by a webhook, once that webhook
 * has had time to arrive. Null: none.
 */
export type WebhookArrival = { lastWebhookAt: Date | null; lastMissedAt: Date | null };

/** Whether the service's webhooks reach this dashboard, as far as its copy tells. */
export type WebhookDelivery = "here" | "elsewhere" | "notYet";

/** How long a change read from the feed may wait for its webhook before it counts as missed. */
export const WEBHOOK_GRACE_SECONDS = 60;

export async function readWebhookArrival(store: Store, graceSeconds = WEBHOOK_GRACE_SECONDS): Promise<WebhookArrival> {
  return readWebhookTimes(store, graceSeconds);
}

/**
 * Decided from what arrives, not from how the URLs are spelled (through a proxy the service may
 * deliver to an address the browser never sees): here when webhooks arrive and no later change
 * came only from the API; elsewhere when changes come only from the API (the service delivers
 * somewhere else, or nowhere); not yet known when nothing has happened — then the URLs are all
 * there is to go by, compared by what they point at (same-url.ts: 127.0.0.1 and localhost, or one
 * of `ownHosts`, this machine's addresses, are this machine).
 */
export function webhookDelivery(arrival: WebhookArrival, endpointUrl: string | null | undefined, receiverUrl: string, ownHosts: ReadonlySet<string> = machineHosts()): WebhookDelivery {
  const { lastWebhookAt, lastMissedAt } = arrival;
  if (lastWebhookAt && (!lastMissedAt || lastMissedAt <= lastWebhookAt)) return "here";
  if (lastMissedAt) return "elsewhere";
  return sameUrl(endpointUrl, receiverUrl, ownHosts) ? "here" : "notYet";
}
