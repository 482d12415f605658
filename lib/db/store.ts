import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "./generated/client";
import type { Executor, Sql } from "./statements";

/** What both the Prisma client and one of its interactive transactions are (`store.prisma`). */
export type Db = Prisma.TransactionClient;

/** Answers a `listen`: stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * The one database handle a domain function takes. Outside a transaction it runs on the
 * database's own connections (model calls through Prisma, SQL as prepared statements on the
 * driver); `store.transaction(work)` hands `work` a Store of the same type bound to the
 * transaction, so the same function runs unchanged inside or outside one, and a transaction
 * inside a transaction joins it. Everything a domain function does to the database goes through
 * these members:
 *
 * - `prisma`: Prisma's model calls (the schema's models).
 * - `sql(query, params)`: the SQL the models cannot express (`statement`/`sql` in statements.ts).
 * - `notify(channel, payload)`: NOTIFY, sent when the transaction commits (at once outside one).
 * - `listen(channel, …)`: LISTEN (process-wide, never part of a transaction).
 *
 * The single-connection trap of PGlite (a statement on the database's own connection while a
 * transaction holds it waits for itself for ever) cannot be written with a Store: a transaction's
 * store runs everything inside it, and the outer store, used by mistake while its transaction is
 * open in the same async context, throws `StoreMisuseError` at once instead of hanging.
 */
export type Store = {
  readonly kind: "pglite" | "postgresql";
  readonly prisma: Db;
  readonly sql: Executor;
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void): Promise<Unlisten>;
  readonly inTransaction: boolean;
  transaction<T>(work: (store: Store) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Names of the migrations recorded as applied (health). */
  appliedMigrations(): Promise<string[]>;
};

export type TransactionOptions = { isolationLevel?: Prisma.TransactionIsolationLevel; maxWait?: number; timeout?: number };

export class StoreMisuseError extends Error {
  constructor() {
    super("a Store was used outside the transaction open in this call (use the store the transaction handed out)");
    this.name = "StoreMisuseError";
  }
}

/** The transaction open in this async context, if any (the guard of the outer store). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * The guard runs outside production builds only (the unit suite, `next dev`): on Node 20 the first
 * AsyncLocalStorage.run() installs promise hooks that every promise of the process then pays for,
 * measured at 14-18 % of the API's creates and status queries (docs/benchmarks.md, 2026-11-28), and
 * the API path has no other AsyncLocalStorage. A misuse is a programming error the tests catch on
 * the path that has it; in a production build it would show as the wait it always was.
 */
const GUARDED = process.env.NODE_ENV !== "production";

/** Runs `work` as the transaction `token` (seen by the guard, when it runs). */
const asTransaction = <T,>(token: { open: boolean }, work: () => Promise<T>): Promise<T> => (GUARDED ? openTransaction.run(token, work) : work());

const NOTIFY: Sql<{ notified: string }> = { name: "caja_notify", text: "SELECT pg_notify($1, $2)::text AS notified" };

type Root = {
  kind: Store["kind"];
  prisma: Db & { $transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, options?: TransactionOptions): Promise<T> };
  exec: Executor;
  listen: Store["listen"];
  appliedMigrations: Store["appliedMigrations"];
};

/** SQL in a Prisma interactive transaction: everything it runs joins that transaction. */
const transactionSql =
  (tx: Prisma.TransactionClient): Executor =>
  <Row,>(query: Sql<Row> | Sql, params: readonly unknown[] = []) =>
    tx.$queryRawUnsafe<Row[]>(query.text, ...params);

function inside(root: Root, tx: Prisma.TransactionClient, token: { open: boolean }): Store {
  const store: Store = {
    kind: root.kind,
    prisma: tx,
    sql: transactionSql(tx),
    notify: async (channel, payload) => {
      await tx.$queryRawUnsafe(NOTIFY.text, channel, payload);
    },
    listen: root.listen,
    appliedMigrations: root.appliedMigrations,
    inTransaction: true,
    transaction: (work) => asTransaction(token, () => work(store)),
  };
  return store;
}

/** The store of a database handle (outside any transaction). */
export function createStore(root: Root): Store {
  const sql = <Row,>(query: Sql<Row> | Sql, params: readonly unknown[] = []) => {
    guard();
    return root.exec<Row>(query, params);
  };
  const guard = () => {
    // Only while it is open: work started inside a transaction (a timer, a promise left running)
    // keeps the async context after the commit, and may then use the outer store.
    if (GUARDED && openTransaction.getStore()?.open) throw new StoreMisuseError();
  };
  return {
    kind: root.kind,
    prisma: root.prisma,
    sql,
    notify: async (channel, payload) => {
      guard();
      await root.exec(NOTIFY, [channel, payload]);
    },
    listen: root.listen,
    appliedMigrations: root.appliedMigrations,
    inTransaction: false,
    transaction: (work, options) =>
      root.prisma.$transaction(async (tx) => {
        const token = { open: true };
        try {
          return await asTransaction(token, () => work(inside(root, tx, token)));
        } finally {
          token.open = false;
        }
      }, options),
  };
}
