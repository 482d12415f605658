import type { PaymentApi } from "../payment-api";
import { deliveryWait, type DeliveryWait } from "./delivery-wait";
import type { LogFilters } from "./parse-log-filters";

/** How many of the endpoint's pending deliveries are read to find what the page's wait behind. */
const PENDING_READ = 500;

/**
 * An endpoint's log page (GET /webhook-endpoints/{endpoint}/deliveries with its filters): the
 * endpoint, the page, and for each pending delivery on it why it has not gone out yet
 * (delivery-wait.ts). What a delivery waits behind is an earlier event of its payment, usually on
 * the page; when the page may not show it (an older page follows, or a state or type filter hides
 * it), the endpoint's latest pending deliveries are read once besides (of the payment filtered on, if any).
 */
export async function readEndpointLog(api: PaymentApi, endpoint: string, filters: LogFilters, limit: number, now = new Date()) {
  const [record, log] = await Promise.all([api.endpointById(endpoint), api.endpointDeliveries(endpoint, { ...filters, limit })]);
  const pending = log.data.filter((entry) => entry.state === "pending");
  const firstOfPayment = pending.filter((entry) => entry.intent !== null && !pending.some((other) => other.intent === entry.intent && other.seq < entry.seq));
  const hidden = log.next !== null || filters.state !== undefined || filters.type !== undefined;
  const known =
    record.enabled && hidden && firstOfPayment.length > 0
      ? [...pending, ...((await api.endpointDeliveries(endpoint, { state: "pending", intent: filters.intent, limit: PENDING_READ }).catch(() => null))?.data ?? [])]
      : pending;
  const waits: Record<string, DeliveryWait> = {};
  for (const entry of pending) waits[entry.event] = deliveryWait(entry, known, { now, enabled: record.enabled })!;
  return { record, log, waits };
}
