import { DISABLED_BY_MERCHANT } from "../../contract/webhook-events";

type Endpoint = { id: string; url: string | null; primary: boolean; enabled: boolean; disabledReason: string | null };

/**
 * The endpoints the payment service stopped delivering to on its own (a 410 answer, failing for
 * too long), that the merchant must hear of: not one they disabled themselves. The first endpoint
 * is left out (its own notice says more: the dashboard's receiver is usually that one).
 */
export function stoppedEndpoints<E extends Endpoint>(endpoints: readonly E[]): E[] {
  return endpoints.filter((endpoint) => !endpoint.primary && !endpoint.enabled && endpoint.disabledReason !== DISABLED_BY_MERCHANT);
}
