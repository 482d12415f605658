/**
 * A PostgreSQL connection string with several hosts, as libpq reads it:
 * `postgresql://user:secret@10.0.0.1:5432,10.0.0.2:5432/caja?target_session_attrs=read-write`.
 * node-postgres understands one host only; Caja splits the list into one ordinary connection
 * string per host and finds the writable one itself (lib/db/primary-locator.ts).
 */
export type DatabaseHost = { host: string; port: number };

export type DatabaseHosts = {
  hosts: DatabaseHost[];
  /** The same connection string for one host of the list (user, password, database, parameters kept). */
  urlFor(host: DatabaseHost): string;
};

/** What Caja needs from a server of the list: one that takes writes (libpq's `read-write` and `primary` alike). */
const WRITABLE_ATTRS = new Set(["read-write", "primary"]);
const DEFAULT_PORT = 5432;

/** `host`, `host:port`, `[v6]`, `[v6]:port`: the problem, or the host. */
function parseHost(text: string): DatabaseHost | string {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d*))?$/.exec(text);
  if (!match) return `"${text}" is not a host or host:port`;
  const port = match[2] ? Number(match[2]) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return `"${text}" has an invalid port`;
  return { host: match[1]!.replace(/^\[(.*)\]$/, "$1"), port };
}

/**
 * Splits a `postgresql://` URL that names several hosts into its hosts; `null` for a URL with one
 * host (or none: a Unix socket), which node-postgres takes as it is. Throws with the reason when
 * the list or `target_session_attrs` is wrong.
 */
export function parseDatabaseHosts(url: string): DatabaseHosts | null {
  const match = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/.exec(url.trim());
  if (!match) throw new Error("must be a postgresql:// connection string");
  const [, scheme, userinfo, hostList, rest] = match as unknown as [string, string, string | undefined, string, string];
  if (!hostList.includes(",")) return null;
  const parsed = hostList.split(",").map(parseHost);
  const problems = parsed.filter((h): h is string => typeof h === "string");
  if (problems.length > 0) throw new Error(problems.join("; "));
  const hosts = parsed as DatabaseHost[];
  // The path and query, without target_session_attrs (node-postgres does not know it).
  const [pathPart, query = ""] = rest.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  const attrs = params.get("target_session_attrs");
  if (attrs !== null && !WRITABLE_ATTRS.has(attrs)) {
    throw new Error(`target_session_attrs=${attrs}: Caja writes, so it only connects to the writable server (read-write or primary)`);
  }
  params.delete("target_session_attrs");
  const tail = pathPart + (params.size > 0 ? `?${params.toString()}` : "");
  const prefix = scheme + (userinfo !== undefined ? `${userinfo}@` : "");
  return {
    hosts,
    urlFor: ({ host, port }) => `${prefix}${host.includes(":") ? `[${host}]` : host}:${port}${tail}`,
  };
}
