import { BlockList, isIP } from "node:net";

/**
 * Which peers may tell us, in `X-Forwarded-Proto`, `X-Forwarded-Host` and `X-Forwarded-For`, how
 * the browser really reached us (a TLS reverse proxy in front of the app). From anyone else those
 * headers are replaced by what the connection itself shows, so a client cannot pick the origin the
 * dashboard redirects to, whether cookies are Secure, or the address it is throttled by.
 *
 * `TRUSTED_PROXIES`: comma-separated addresses and CIDR ranges, plus the words `loopback`
 * (127.0.0.0/8, ::1: a proxy on the same machine, the default), `private` (10/8, 172.16/12,
 * 192.168/16, fc00::/7: a proxy on the local network) and `none`.
 */
export type ProxyTrust = { trusts(address: string): boolean };

const NAMED: Record<string, Array<[string, number, "ipv4" | "ipv6"]>> = {
  loopback: [["127.0.0.0", 8, "ipv4"], ["::1", 128, "ipv6"]],
  private: [["10.0.0.0", 8, "ipv4"], ["172.16.0.0", 12, "ipv4"], ["192.168.0.0", 16, "ipv4"], ["fc00::", 7, "ipv6"]],
};

/** Parses `TRUSTED_PROXIES`; returns the problems instead when an entry is not understood. */
export function parseProxyTrust(value: string): { trust: ProxyTrust; problems: string[] } {
  const list = new BlockList();
  const problems: string[] = [];
  for (const raw of value.split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean)) {
    if (raw === "none") continue;
    const named = NAMED[raw];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address, prefixText] = raw.split("/") as [string, string | undefined];
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      problems.push(`"${raw}" is not an address, a CIDR range, loopback, private or none`);
      continue;
    }
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return {
    problems,
    trust: {
      trusts(address: string) {
        const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
        const plain = mapped ? mapped[1]! : address;
        const family = isIP(plain);
        return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
      },
    },
  };
}

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

type Connection = { peer: string; encrypted: boolean };

/**
 * The scheme the browser used, without changing the request: `X-Forwarded-Proto` from a trusted
 * proxy (its first value, `http` or `https`), otherwise the connection's own.
 */
export function forwardedProto(headers: Headers, connection: Connection, trust: ProxyTrust): "http" | "https" {
  const claimed = trust.trusts(connection.peer) ? first(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  return claimed === "https" || claimed === "http" ? claimed : connection.encrypted ? "https" : "http";
}

/**
 * Rewrites a request's forwarding headers to the truth as far as we can tell it: taken from a
 * trusted proxy as given (the first value of each), otherwise replaced by the connection's own
 * facts (scheme of the socket, its `Host`, the peer address). Afterwards every part of the app
 * (next-auth's origin, Next.js's server-action origin check, our own code) can read them.
 * `X-Forwarded-For` is left holding the one client address (the rightmost one not trusted).
 */
export function normalizeForwarded(headers: Headers, connection: Connection, trust: ProxyTrust): { proto: "http" | "https"; host: string; client: string } {
  const trusted = trust.trusts(connection.peer);
  const host = (trusted && first(headers["x-forwarded-host"])) || first(headers.host) || "localhost";
  const proto = forwardedProto(headers, connection, trust);
  let client = connection.peer;
  if (trusted) {
    const chain = [headers["x-forwarded-for"] ?? []]
      .flat()
      .flatMap((value) => value.split(","))
      .map((hop) => hop.trim())
      .filter((hop) => isIP(hop) !== 0);
    // Walk back from the proxy towards the client, past every hop we trust.
    for (let i = chain.length - 1; i >= 0 && trust.trusts(client); i--) client = chain[i]!;
  }
  headers["x-forwarded-proto"] = proto;
  headers["x-forwarded-host"] = host;
  headers["x-forwarded-for"] = client;
  delete headers["x-forwarded-port"];
  delete headers.forwarded;
  return { proto, host, client };
}
