import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { getEnv, type Env } from "../env";
import { log } from "../log";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { PrismaClient } from "./generated/client";
import { NO_FILTERS, readMigrations } from "./migrations";
import { openSchemaEngine } from "./schema-engine";
import { sqlLiteral, type Executor, type Statement } from "./statements";

export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The one database handle of this process. */
export type Database = {
  kind: Env["databaseKind"];
  prisma: PrismaClient;
  /** SQL straight to the driver, no ORM. On PGlite never call it inside a Prisma transaction (one connection). */
  query: RawQuery;
  /** Named statements, prepared once (hot paths). Same caveat as `query`. */
  exec: Executor;
  /**
   * LISTEN on a channel: `onNotify` runs for every NOTIFY committed on it, by this process or
   * (PostgreSQL) any other sharing the database. Returns a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Names of the migrations recorded as applied in `_prisma_migrations`. */
  appliedMigrations: () => Promise<string[]>;
  close(): Promise<void>;
};

type Driver = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  query: RawQuery;
  exec: Executor;
  listen: Database["listen"];
  close(): Promise<void>;
};

/** PREPARE once on PGlite's one session, then EXECUTE by name with the parameters as literals. */
function pglitePrepared(pglite: { exec(sql: string): Promise<unknown>; query<T>(sql: string): Promise<{ rows: T[] }> }): Executor {
  const prepared = new Map<string, Promise<unknown>>();
  return async <T,>(s: Statement, params: unknown[]) => {
    let ready = prepared.get(s.name);
    if (!ready) {
      ready = pglite.exec(`PREPARE ${s.name} AS ${s.text}`);
      prepared.set(s.name, ready);
      ready.catch(() => prepared.delete(s.name));
    }
    await ready;
    const args = params.length > 0 ? `(${params.map(sqlLiteral).join(", ")})` : "";
    return (await pglite.query<T>(`EXECUTE ${s.name}${args}`)).rows;
  };
}

async function openPglite(env: Env): Promise<Driver & { lock: DataDirLock }> {
  const lock = await lockDataDir(env.dataDir);
  try {
    const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("pglite-prisma-adapter"),
    ]);
    const pglite = await PGlite.create(`${env.dataDir}/pgdata`);
    return {
      lock,
      factory: new PrismaPGlite(pglite),
      query: async <T,>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
      exec: pglitePrepared(pglite),
      listen: async (channel, onNotify) => {
        const stop = await pglite.listen(channel, onNotify);
        return () => stop();
      },
      close: async () => {
        await pglite.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openPostgres(env: Env): Promise<Driver> {
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  });
  pool.on("error", (error) => log.warn("db.pool_error", { error: error.message }));
  const listeners = new Set<() => Promise<void>>();
  return {
    factory: new PrismaPg(pool),
    query: async <T,>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    // node-postgres prepares a named statement once per pooled connection.
    exec: async <T,>(s: Statement, params: unknown[]) => (await pool.query({ name: s.name, text: s.text, values: params })).rows as T[],
    listen: async (channel, onNotify) => {
      // A connection of its own, kept open and re-opened after a failure (notifications missed in
      // between are covered by the callers' polling).
      let client: InstanceType<typeof pg.Client> | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: env.DATABASE_URL });
        next.on("notification", (message) => message.channel === channel && onNotify(message.payload ?? ""));
        next.on("error", (error) => {
          log.warn("db.listen_error", { channel, error: error.message });
          void next.end().catch(() => {});
          if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
        });
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
        client = next;
      };
      await connect();
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        await client?.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const APPLIED_SQL = `SELECT migration_name FROM _prisma_migrations
  WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;

async function appliedMigrationNames(query: RawQuery): Promise<string[]> {
  try {
    return (await query<{ migration_name: string }>(APPLIED_SQL)).map((row) => row.migration_name);
  } catch (error) {
    if ((error as { code?: string }).code === "42P01") return []; // no _prisma_migrations table yet
    throw error;
  }
}

/**
 * Applies the committed migrations that the database lacks, exactly as `prisma migrate deploy`
 * would (same `_prisma_migrations` bookkeeping), through Prisma's WASM schema engine. When
 * nothing is pending, the engine is not even loaded.
 */
async function migrate(driver: Driver): Promise<string[]> {
  const list = readMigrations();
  const applied = new Set(await appliedMigrationNames(driver.query));
  const pending = list.migrationDirectories.filter((dir) => !applied.has(dir.path));
  if (pending.length === 0) return [];
  const engine = await openSchemaEngine(driver.factory, (line) => log.debug("db.schema_engine", { line }));
  try {
    const { appliedMigrationNames: names } = await engine.applyMigrations({ migrationsList: list, filters: NO_FILTERS });
    return names;
  } finally {
    engine.free();
  }
}

/** Opens (locks, migrates) a database for the given configuration. Most code wants getDb(). */
export async function openDatabase(env: Env): Promise<Database> {
  const started = performance.now();
  const driver = env.databaseKind === "pglite" ? await openPglite(env) : await openPostgres(env);
  try {
    const names = await migrate(driver);
    // Written once per database: a restart (or a crash) shows by it whether the data survived.
    if (names.length > 0) log.info("db.migrated", { applied: names });
    await driver.query(
      "INSERT INTO app_setting (key, value) VALUES ('installation_id', gen_random_uuid()::text) ON CONFLICT (key) DO NOTHING",
    );
  } catch (error) {
    await driver.close();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: driver.factory });
  log.info("db.ready", {
    kind: env.databaseKind,
    ...(env.databaseKind === "pglite" ? { dataDir: env.dataDir } : {}),
    ms: Math.round(performance.now() - started),
  });
  return {
    kind: env.databaseKind,
    prisma,
    query: driver.query,
    exec: driver.exec,
    listen: driver.listen,
    appliedMigrations: () => appliedMigrationNames(driver.query),
    close: async () => {
      await prisma.$disconnect();
      await driver.close();
    },
  };
}

// One handle per process, kept on globalThis: Next bundles route handlers and the instrumentation
// hook separately, so a module-level variable would exist once per bundle.
const holder = globalThis as unknown as { __cajaDb?: Promise<Database> };

/**
 * The database of this process, opened (locked, migrated) on first use. A failed open is not
 * cached, so a database that comes back is picked up by the next call.
 */
export function getDb(): Promise<Database> {
  if (!holder.__cajaDb) {
    const opening = openDatabase(getEnv());
    holder.__cajaDb = opening;
    opening.catch(() => {
      if (holder.__cajaDb === opening) holder.__cajaDb = undefined;
    });
  }
  return holder.__cajaDb;
}

/** Closes the database of this process (tests and CLIs). */
export async function closeDb(): Promise<void> {
  const opening = holder.__cajaDb;
  holder.__cajaDb = undefined;
  if (opening) await (await opening).close();
}
