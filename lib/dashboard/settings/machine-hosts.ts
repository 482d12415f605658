import os from "node:os";

/**
 * This machine's own network addresses (loopback aside, which every comparison already takes as
 * this machine), as a URL's host writes them: "192.168.1.20", "[fe80::1]". A service on this
 * machine that delivers to one of them reaches this machine, as one at 127.0.0.1 does.
 */
export function machineHosts(): Set<string> {
  const hosts = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) {
      if (address.internal) continue;
      hosts.add(address.family === "IPv6" ? new URL(`http://[${address.address.split("%")[0]}]/`).hostname : address.address);
    }
  }
  return hosts;
}
