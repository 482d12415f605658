import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { getEnv, type Env } from "../env";
import { log } from "../log";
import { metrics } from "../metrics/metrics";
import { readiness } from "../readiness";
import { peekProcessState, setProcessState } from "../process-state";
import { checkConnectionBudget } from "./check-connection-budget";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { PrismaClient } from "./generated/client";
import { NO_FILTERS, readMigrations } from "./migrations";
import { openSchemaEngine } from "./schema-engine";
import type { Executor, Sql } from "./statements";
import { shareEventLoop } from "./share-event-loop";
import { preparePgliteStatements } from "./prepare-pglite-statements";
import { createStore, type Store } from "./store";
import { parseDatabaseHosts } from "../database-hosts";
import { clientFollowingPrimary, createPrimaryLocator } from "./primary-locator";

export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The rows of `runner.query` (a pg pool, a pg session, PGlite: they answer the same shape). */
const rowsOf =
  (runner: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }): RawQuery =>
  async <T,>(sql: string, params?: unknown[]) =>
    (await runner.query(sql, params)).rows as T[];

/** The one database handle of this process. */
export type Database = {
  kind: Env["databaseKind"];
  prisma: PrismaClient;
  /** SQL straight to the driver, no ORM. On PGlite never call it inside a Prisma transaction (one connection). */
  query: RawQuery;
  /** Named statements, prepared once (hot paths). Same caveat as `query`. */
  exec: Executor;
  /** The unit of work domain operations run in (outside a transaction; `store.transaction` opens one). */
  store: Store;
  /**
   * LISTEN on a channel: `onNotify` runs for every NOTIFY committed on it, by this process or
   * (PostgreSQL) any other sharing the database. `onState` hears at once whether notifications
   * can arrive, then every change: on PostgreSQL the one LISTEN connection of the process is lost
   * in a database restart or outage and comes back on its own; whatever was notified meanwhile is
   * not replayed, so a subscriber catches up when it hears `true` again. Never rejects: the
   * connection is (re)made in the background. Returns a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** Names of the migrations recorded as applied in `_prisma_migrations`. */
  appliedMigrations: () => Promise<string[]>;
  /** The request pool now (PostgreSQL; PGlite has one connection and no pool): open, idle, queries waiting. */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

type Driver = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  query: RawQuery;
  exec: Executor;
  listen: Database["listen"];
  /** Applies the migrations the database lacks; returns their names. */
  migrate(): Promise<string[]>;
  pool?: Database["pool"];
  close(): Promise<void>;
};

/**
 * This process among the others sharing a PostgreSQL server: its connections are named
 * `caja pool=<size> id=<instance>` (the request pool) and `caja listen pool=<size> id=<instance>` (the one
 * LISTEN connection), so `pg_stat_activity` shows who holds what, and each instance can tell
 * whether all the configured pools fit in the server's connection limit.
 */
const INSTANCE_ID = randomBytes(4).toString("hex");

/**
 * Tests only: `{ ...env, dataDir: MEMORY_DATA_DIR }` opens an in-memory PGlite (nothing on disk, no
 * data-dir lock, gone when closed). DATA_DIR cannot ask for it (parseEnv resolves it to an absolute
 * path), so a deployed process always opens `${dataDir}/pgdata`. See lib/testing/memory-database.ts.
 */
export const MEMORY_DATA_DIR = ":memory:";

/**
 * PGlite's buffer cache: 16 MB instead of the 160 MB initdb chooses (a shop's database is tens of
 * MB; the difference is resident memory, see docs/benchmarks.md).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * The migrated, empty database `npm run build` makes (scripts/build-data-template.ts): a new data
 * directory starts as a copy of it instead of running initdb and every migration in the server
 * (5-6 s, and hundreds of MB the WebAssembly heap keeps). Copied only by a production start, when
 * the directory holds no database yet and the template exists (development, the tests' own
 * databases and a checkout without a build initialize as before); a template older than the
 * code is migrated on top, as any data directory is.
 */
export const DATA_DIR_TEMPLATE = path.join(".next", "pgdata-template");

function copyTemplateInto(env: Env): void {
  if (env.NODE_ENV !== "production") return; // the template is part of the build
  const target = path.join(env.dataDir, "pgdata");
  const template = path.resolve(DATA_DIR_TEMPLATE);
  if (fs.existsSync(path.join(target, "PG_VERSION")) || !fs.existsSync(path.join(template, "PG_VERSION"))) return;
  const started = performance.now();
  // Copied beside it, then renamed: a process killed during the copy leaves no half database that
  // the next start would take for a whole one (it starts the copy again).
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  fs.rmSync(target, { recursive: true, force: true }); // an empty directory, if anything
  fs.renameSync(partial, target);
  log.info("db.created_from_template", { template: DATA_DIR_TEMPLATE, ms: Math.round(performance.now() - started) });
}

const NO_LOCK: DataDirLock = { name: "memory", release: async () => {} };

async function openPglite(env: Env): Promise<Driver & { lock: DataDirLock }> {
  const inMemory = env.dataDir === MEMORY_DATA_DIR;
  const lock = inMemory ? NO_LOCK : await lockDataDir(env.dataDir);
  try {
    const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import("@electric-sql/pglite"), import("pglite-prisma-adapter")]);
    const pglite = inMemory
      ? await PGlite.create("memory://")
      : await (copyTemplateInto(env),
        PGlite.create(`${env.dataDir}/pgdata`, { startParams: [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, ...PGLITE_SETTINGS] }));
    shareEventLoop(pglite);
    const factory = new PrismaPGlite(pglite);
    const query = rowsOf(pglite);
    return {
      lock,
      factory,
      query,
      exec: await preparePgliteStatements(pglite),
      listen: async (channel, onNotify, onState) => {
        const stop = await pglite.listen(channel, onNotify);
        metrics().listenConnected.set(1);
        onState?.(true); // in-process: notifications cannot be lost
        return () => stop();
      },
      // One process per data directory (the lock above): nobody to serialize with.
      migrate: async () => applyPendingMigrations(factory, query),
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
  const [{ default: pg }, { PrismaPg }, { createPgListener }] = await Promise.all([import("pg"), import("@prisma/adapter-pg"), import("./pg-listener")]);
  // Several hosts in DATABASE_URL: every connection goes to the one that takes writes (docs/failover.md).
  const hosts = parseDatabaseHosts(env.DATABASE_URL!);
  const connection = hosts
    ? (() => {
        const locator = createPrimaryLocator(hosts, { applicationName: `caja locate id=${INSTANCE_ID}` });
        return { connectionString: hosts.urlFor(hosts.hosts[0]!), Client: clientFollowingPrimary(locator) };
      })()
    : { connectionString: env.DATABASE_URL!, Client: pg.Client };
  const pool = new pg.Pool({
    ...connection,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    application_name: `caja pool=${env.DATABASE_POOL_SIZE} id=${INSTANCE_ID}`,
  });
  pool.on("error", (error) => log.warn("db.pool_error", { error: error.message }));
  const listener = createPgListener({ ...connection, applicationName: `caja listen pool=${env.DATABASE_POOL_SIZE} id=${INSTANCE_ID}` });
  const query = rowsOf(pool);
  return {
    factory: new PrismaPg(pool),
    query,
    // node-postgres prepares a named statement once per pooled connection.
    exec: async <T,>(s: Sql<T> | Sql, params: readonly unknown[] = []) => (await pool.query({ name: s.name, text: s.text, values: params as unknown[] })).rows as T[],
    listen: async (channel, onNotify, onState) => listener.listen(channel, onNotify, onState),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      if ((await pendingMigrations(query)).length === 0) return [];
      migrating();
      // A connection of its own, not one of the pool: an advisory lock belongs to the session that
      // took it, and a pooled connection would go on serving other queries (and the unlock could
      // run on another connection) while the other instances wait. Instances starting together
      // queue on this lock; once the first has migrated, the others find nothing pending and do
      // not even load the schema engine. Closing the connection releases the lock in every case.
      const session = new pg.Pool({
        ...connection,
        max: 1,
        idleTimeoutMillis: 0,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        application_name: `caja migrate id=${INSTANCE_ID}`,
      });
      // Its connection dying while idle (a restart) must fail this start-up, not crash the process.
      session.on("error", (error) => log.warn("db.migration_session_lost", { error: error.message }));
      try {
        const started = performance.now();
        await session.query("SELECT pg_advisory_lock($1::bigint)", [MIGRATION_LOCK]);
        const waitedMs = Math.round(performance.now() - started);
        if (waitedMs > 50) log.info("db.migration_lock_waited", { ms: waitedMs });
        return await applyPendingMigrations(new PrismaPg(session), rowsOf(session));
      } finally {
        await session.end().catch(() => {});
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Readiness says `migrating` from here until the process is ready (a start-up's migrations, or the wait for another instance's). */
function migrating(): void {
  if (readiness.phase === "starting") readiness.set("migrating");
}

/** Our migration lock (the schema engine takes its own, 72707369, inside it, on the same session). */
const MIGRATION_LOCK = 0x63616a61;

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

async function pendingMigrations(query: RawQuery) {
  const applied = new Set(await appliedMigrationNames(query));
  return readMigrations().migrationDirectories.filter((dir) => !applied.has(dir.path));
}

/**
 * Applies the committed migrations that the database lacks, exactly as `prisma migrate deploy`
 * would (same `_prisma_migrations` bookkeeping), through Prisma's WASM schema engine. When
 * nothing is pending, the engine is not even loaded.
 */
export async function applyPendingMigrations(factory: SqlMigrationAwareDriverAdapterFactory, query: RawQuery): Promise<string[]> {
  if ((await pendingMigrations(query)).length === 0) return [];
  migrating();
  const engine = await openSchemaEngine(factory, (line) => log.debug("db.schema_engine", { line }));
  try {
    const { appliedMigrationNames: names } = await engine.applyMigrations({ migrationsList: readMigrations(), filters: NO_FILTERS });
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
    const names = await driver.migrate();
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
  if (env.databaseKind === "postgresql") {
    // Now, and once more when instances started together are all up.
    const check = () => checkConnectionBudget(driver.query, { poolSize: env.DATABASE_POOL_SIZE, instanceId: INSTANCE_ID }).catch(() => {});
    void check();
    setTimeout(() => void check(), 5_000).unref();
  }
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
    store: createStore({ kind: env.databaseKind, prisma, exec: driver.exec, listen: driver.listen, appliedMigrations: () => appliedMigrationNames(driver.query) }),
    listen: driver.listen,
    appliedMigrations: () => appliedMigrationNames(driver.query),
    ...(driver.pool ? { pool: driver.pool } : {}),
    close: async () => {
      await prisma.$disconnect();
      await driver.close();
    },
  };
}

// One handle per process, in the process state (lib/process-state.ts): Next bundles route handlers
// and the instrumentation hook separately, so a module-level variable would exist once per bundle.


/**
 * The database of this process, opened (locked, migrated) on first use. A failed open is not
 * cached, so a database that comes back is picked up by the next call.
 */
export function getDb(): Promise<Database> {
  let opening = peekProcessState<Promise<Database>>("database");
  if (!opening) {
    const open = openDatabase(getEnv());
    setProcessState("database", open);
    open.catch(() => {
      if (peekProcessState("database") === open) setProcessState("database", undefined);
    });
    opening = open;
  }
  return opening;
}

/**
 * Tests only: makes `db` the database of this process, the one getDb() answers (so the router and
 * everything else reading getDb() run on it), or forgets it with `undefined`. Closes nothing: the
 * caller owns `db`. Used by lib/testing/memory-database.ts.
 */
export function installDatabaseForTests(db: Database | undefined): void {
  setProcessState("database", db ? Promise.resolve(db) : undefined);
}

/** The Store of this process's database (opened on first use, as getDb). */
export async function getStore(): Promise<Store> {
  return (await getDb()).store;
}

/** Closes the database of this process (tests and CLIs). */
export async function closeDb(): Promise<void> {
  const opening = peekProcessState<Promise<Database>>("database");
  setProcessState("database", undefined);
  if (opening) await (await opening).close();
}
