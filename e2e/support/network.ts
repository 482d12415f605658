import os from "node:os";

/** This machine's own IPv4 addresses on its networks (a till tablet in the shop would use one). */
export function ownAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).filter((i) => i.family === "IPv4" && !i.internal).map((i) => i.address));
}
