import pg from "pg";
import { log } from "../log";
import type { DatabaseHost, DatabaseHosts } from "../database-hosts";

/**
 * Which server of a multi-host `DATABASE_URL` takes writes now. Every server of the list is asked
 * at once (`pg_is_in_recovery()` and `transaction_read_only`, what libpq's
 * `target_session_attrs=read-write` checks); the writable one is remembered until a connection to
 * it fails or a server answers 25006 (read-only transaction), and then asked again, once for all
 * the connections waiting. While none is writable (the primary died and no standby is promoted
 * yet), connecting fails at once with 08001, which the app answers as 503 `database_unavailable`.
 */
export type PrimaryLocator = {
  /** The writable server, asked for when none is known. */
  primary(): Promise<DatabaseHost>;
  /** Forgets `host` as the primary (a connection to it failed, or it refused a write). */
  forget(host: DatabaseHost, reason: string): void;
  /** The connection string of one server of the list. */
  urlFor(host: DatabaseHost): string;
};

type Options = {
  /** How long one server may take to connect and answer before it counts as down. */
  probeTimeoutMs?: number;
  /** After finding no writable server, how long connecting fails at once before asking again. */
  retryMs?: number;
  applicationName?: string;
};

type Probe = { host: DatabaseHost; writable: boolean; timeline: number } | { host: DatabaseHost; error: string };

const WRITABLE_SQL = "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable";
/** Asked only when two servers both take writes (pg_control_checkpoint may need the pg_monitor role). */
const TIMELINE_SQL = "SELECT timeline_id AS timeline FROM pg_control_checkpoint()";

export class NoPrimaryError extends Error {
  /** SQLSTATE 08001, sqlclient_unable_to_establish_sqlconnection: a connection fault (lib/db/database-errors.ts). */
  readonly code = "08001";
  constructor(readonly probes: Probe[]) {
    super(`no writable server among ${probes.map((p) => `${p.host.host}:${p.host.port} (${"error" in p ? p.error : "read-only"})`).join(", ")}`);
    this.name = "NoPrimaryError";
  }
}

const isWritable = (p: Probe): p is Extract<Probe, { writable: boolean }> => "writable" in p && p.writable;
const same = (a: DatabaseHost, b: DatabaseHost) => a.host === b.host && a.port === b.port;
const label = (h: DatabaseHost) => `${h.host}:${h.port}`;

export function createPrimaryLocator(list: DatabaseHosts, { probeTimeoutMs = 2_000, retryMs = 200, applicationName = "caja locate" }: Options = {}): PrimaryLocator {
  let known: DatabaseHost | undefined;
  let asking: Promise<DatabaseHost> | undefined;
  let failedAt = 0;
  let lastFailure: NoPrimaryError | undefined;
  let lostAt = 0;

  const probe = async (host: DatabaseHost, timeline = false): Promise<Probe> => {
    const client = new pg.Client({ connectionString: list.urlFor(host), connectionTimeoutMillis: probeTimeoutMs, query_timeout: probeTimeoutMs, application_name: applicationName });
    client.on("error", () => {}); // an answer that comes after the verdict
    try {
      await client.connect();
      const { rows } = await client.query<{ writable: boolean }>(WRITABLE_SQL);
      const line = timeline ? await client.query<{ timeline: number }>(TIMELINE_SQL).then((r) => Number(r.rows[0]!.timeline), () => 0) : 0;
      return { host, writable: rows[0]!.writable, timeline: line };
    } catch (error) {
      return { host, error: (error as Error).message || String(error) };
    } finally {
      void client.end().catch(() => {});
    }
  };

  const ask = async (): Promise<DatabaseHost> => {
    const probes = await Promise.all(list.hosts.map((host) => probe(host)));
    let writable = probes.filter(isWritable);
    if (writable.length > 1) {
      // Two writable servers: an old primary started again without standby.signal. The one on the
      // newer timeline is the one that was promoted; the other must not take writes (docs/failover.md).
      writable = (await Promise.all(writable.map((p) => probe(p.host, true)))).filter(isWritable).sort((a, b) => b.timeline - a.timeline);
    }
    if (writable.length === 0) {
      failedAt = Date.now();
      lastFailure = new NoPrimaryError(probes);
      throw lastFailure;
    }
    if (writable.length > 1) log.error("db.several_primaries", { hosts: writable.map((p) => ({ host: label(p.host), timeline: p.timeline })), chosen: label(writable[0]!.host) });
    const chosen = writable[0]!.host;
    if (lostAt) log.info("db.primary_found", { host: label(chosen), afterMs: Date.now() - lostAt });
    else log.info("db.primary_found", { host: label(chosen) });
    lostAt = 0;
    return chosen;
  };

  return {
    urlFor: list.urlFor,
    async primary() {
      if (known) return known;
      if (!asking && lastFailure && Date.now() - failedAt < retryMs) throw lastFailure;
      asking ??= ask()
        .then((host) => {
          known = host;
          lastFailure = undefined;
          return host;
        })
        .finally(() => {
          asking = undefined;
        });
      return asking;
    },
    forget(host, reason) {
      if (!known || !same(known, host)) return;
      known = undefined;
      lostAt = Date.now();
      log.warn("db.primary_lost", { host: label(host), reason });
    },
  };
}

/**
 * A node-postgres Client class that connects to whichever server `locator` finds writable (for
 * `new pg.Pool({ Client })` and the LISTEN connection). A failed connection, a connection lost
 * afterwards, or a 25006 answer makes the locator ask again for the next connection; after a 25006
 * the client is no longer used (the pool drops it when it comes back).
 */
export function clientFollowingPrimary(locator: PrimaryLocator): typeof pg.Client {
  class PrimaryClient extends pg.Client {
    private target: DatabaseHost | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const connection = (this as unknown as { connection: NodeJS.EventEmitter }).connection;
      connection.on("errorMessage", (message: { code?: string }) => {
        if (message.code !== "25006" || !this.target) return;
        locator.forget(this.target, "read-only transaction (25006)");
        (this as unknown as { _queryable: boolean })._queryable = false;
      });
      this.on("error", (error: Error) => {
        if (this.target) locator.forget(this.target, error.message);
      });
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
      const connecting = locator.primary().then(async (target) => {
        this.target = target;
        this.host = target.host;
        this.port = target.port;
        try {
          return await super.connect();
        } catch (error) {
          locator.forget(target, (error as Error).message);
          throw error;
        }
      });
      if (!callback) return connecting;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      connecting.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }
  }
  return PrimaryClient;
}
