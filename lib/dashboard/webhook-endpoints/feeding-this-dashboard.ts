import type { WebhookEndpointRecord } from "../payment-api";
import { machineHosts } from "../settings/machine-hosts";
import { sameUrl } from "../settings/same-url";
import { webhookDelivery, type WebhookArrival } from "../settings/webhook-arrival";

/**
 * The merchant's endpoints that deliver to this dashboard's receiver (`receiverUrl`, as the
 * browser reached it): those whose URL points at it (same-url.ts: this machine under any of its
 * names), and the first endpoint when the webhooks that arrive say it delivers here (behind a
 * proxy its URL may name the server directly) and no other endpoint's URL is the receiver.
 * Disabling one of these stops this dashboard's payment notices.
 */
export function feedingThisDashboard(endpoints: readonly Pick<WebhookEndpointRecord, "id" | "url" | "primary">[], arrival: WebhookArrival, receiverUrl: string, ownHosts = machineHosts()): Set<string> {
  const pointing = endpoints.filter((endpoint) => sameUrl(endpoint.url, receiverUrl, ownHosts));
  const first = endpoints.find((endpoint) => endpoint.primary);
  if (pointing.length === 0 && first?.url && webhookDelivery(arrival, first.url, receiverUrl, ownHosts) === "here") pointing.push(first);
  return new Set(pointing.map((endpoint) => endpoint.id));
}
