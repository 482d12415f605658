import { BlockList, isIP } from "node:net";

/**
 * Where webhooks may go. Outside sandbox mode, private, loopback, link-local, CGNAT, multicast and
 * unspecified addresses are refused (server-side request forgery), unless the host is allow-listed
 * (WEBHOOK_ALLOW_HOSTS, names or addresses). The check runs on the address actually connected to.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type AddressPolicy = { allowPrivate: boolean; allowHosts: string[] };

/** Whether a delivery to `address` (resolved from `host`) is allowed. */
export function addressAllowed(policy: AddressPolicy, host: string, address: string): boolean {
  if (policy.allowPrivate) return true;
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (policy.allowHosts.includes(h) || policy.allowHosts.includes(address)) return true;
  return !isPrivateAddress(address);
}
