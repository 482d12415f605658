import { log } from "../log";

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export type ConnectionBudget = {
  /** Caja processes using the server (this one included), each with its pool and one LISTEN connection. */
  instances: number;
  /** Connections they may open together when every pool is full. */
  needed: number;
  /** Connections the server allows to non-superusers, minus those held by anything but Caja. */
  available: number;
  maxConnections: number;
  reserved: number;
  others: number;
  fits: boolean;
};

const BUDGET_SQL = `SELECT
  current_setting('max_connections')::int AS max_connections,
  current_setting('superuser_reserved_connections')::int
    + COALESCE(NULLIF(current_setting('reserved_connections', true), ''), '0')::int AS reserved,
  COALESCE((SELECT array_agg(DISTINCT application_name) FROM pg_stat_activity WHERE application_name ~ '^caja (pool|listen pool)=\\d+ id='), '{}') AS pools,
  (SELECT count(*)::int FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name NOT LIKE 'caja %') AS others`;

/**
 * Whether the pools of every Caja process on this PostgreSQL server fit in its connection limit.
 * Each process names its connections (`caja pool=<size> id=<instance>` for the request pool,
 * `caja listen pool=<size> id=<instance>` for its LISTEN connection, which stays open while the
 * pool's idle connections close), so one look at `pg_stat_activity` tells how many processes share
 * the server and how large their pools are.
 * When they cannot all fill their pools, a request that needs a connection the server refuses
 * (53300 too many clients) answers 503 `database_unavailable`: this warns at start, with numbers
 * and the fix, instead of letting it be found under load.
 */
export async function checkConnectionBudget(query: Query, self: { poolSize: number; instanceId: string }): Promise<ConnectionBudget> {
  const [row] = await query<{ max_connections: number; reserved: number; pools: string[]; others: number }>(BUDGET_SQL);
  const pools = new Map<string, number>([[self.instanceId, self.poolSize]]);
  for (const name of row!.pools) {
    const match = /^caja (?:listen )?pool=(\d+) id=(\w+)$/.exec(name);
    if (match) pools.set(match[2]!, Number(match[1]));
  }
  const needed = [...pools.values()].reduce((sum, size) => sum + size + 1, 0); // + its LISTEN connection
  const available = row!.max_connections - row!.reserved - row!.others;
  const budget: ConnectionBudget = {
    instances: pools.size,
    needed,
    available,
    maxConnections: row!.max_connections,
    reserved: row!.reserved,
    others: row!.others,
    fits: needed <= available,
  };
  if (!budget.fits) {
    const perInstance = Math.max(1, Math.floor(available / pools.size) - 1);
    log.warn("db.connection_budget_exceeded", {
      message:
        `${budget.instances} Caja process(es) with DATABASE_POOL_SIZE=${self.poolSize} need up to ${needed} connections, ` +
        `but the server allows ${available} (max_connections ${budget.maxConnections} - ${budget.reserved} reserved - ${budget.others} held by other clients). ` +
        `When the pools fill, requests answer 503 database_unavailable. Lower DATABASE_POOL_SIZE to ${perInstance} or raise max_connections.`,
      ...budget,
    });
  }
  return budget;
}
