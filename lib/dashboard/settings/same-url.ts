/**
 * The host a URL points at, as the machine it reaches: `localhost`, any loopback address
 * (127.0.0.0/8 however it is written, `[::1]`, 127.x mapped into IPv6) and the unspecified
 * addresses (`0.0.0.0`, `[::]`, which a connection takes to this machine) are this machine, and
 * so is any of `ownHosts` (this machine's own network addresses). Other names are compared as
 * written (case and a final dot aside): they are not resolved.
 */
function hostKey(hostname: string, ownHosts: ReadonlySet<string>): string {
  const host = hostname.replace(/\.$/, "");
  const loopback =
    host === "localhost" ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "0.0.0.0" ||
    host === "[::1]" ||
    host === "[::]" ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
  return loopback || ownHosts.has(host) ? "this machine" : host;
}

/**
 * A URL as two parties may write the same address differently: scheme and host in any case (the
 * URL parser lowers them), an IPv4 or IPv6 address in any of its forms (the parser writes each
 * one way), this machine under any of its names (see hostKey), the default port spelled out or
 * not (`:443` on https, `:80` on http), a trailing slash or none, an empty query or fragment.
 * Null when it is not an http(s) URL.
 */
function normalized(url: string, ownHosts: ReadonlySet<string>): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const path = parsed.pathname.replace(/\/+$/, "") || "/";
    const user = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ""}@` : "";
    const port = parsed.port || (parsed.protocol === "https:" ? "443" : "80");
    return `${parsed.protocol}//${user}${hostKey(parsed.hostname, ownHosts)}:${port}${path}${parsed.search === "?" ? "" : parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * Whether two webhook URLs point to the same place (the payment service's endpoint and this
 * dashboard's receiver): the same scheme, port, path and query on the same host, this machine
 * being one host under all its names (`localhost`, `127.0.0.1`, `[::1]`, `ownHosts`: this
 * machine's network addresses, as the URL parser writes them). A URL that cannot be read is never
 * the same.
 */
export function sameUrl(a: string | null | undefined, b: string | null | undefined, ownHosts: ReadonlySet<string> = new Set()): boolean {
  if (!a || !b) return false;
  const [left, right] = [normalized(a, ownHosts), normalized(b, ownHosts)];
  return left !== null && left === right;
}
