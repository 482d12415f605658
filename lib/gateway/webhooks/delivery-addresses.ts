import { gatewayConfig } from "../gateway-config";
import type { AddressPolicy } from "./address-policy";

/** Where webhooks may go, as configured: private addresses only in sandbox, plus WEBHOOK_ALLOW_HOSTS. Deliveries and tests alike. */
export function deliveryAddresses(): AddressPolicy {
  const { env, sandbox } = gatewayConfig();
  return { allowPrivate: sandbox, allowHosts: env.WEBHOOK_ALLOW_HOSTS };
}
