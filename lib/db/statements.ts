import type { Prisma } from "./generated/client";

/**
 * Hot-path SQL as named statements. On PGlite, planning a statement costs several times more
 * than running it (a measured 2.9 ms vs 0.33 ms for the outbox claim), and every millisecond
 * is spent on the server's one thread; so each statement is parsed once under its name and then
 * bound with its parameters (lib/db/prepare-pglite-statements.ts). On PostgreSQL node-postgres
 * prepares it once per pooled connection.
 */
export type Statement = { readonly name: string; readonly text: string };

export function statement(name: string, text: string): Statement {
  return { name, text };
}

/** Runs statements: prepared on the database's own connection, or inside a Prisma transaction. */
export type Executor = <T = Record<string, unknown>>(statement: Statement, params: unknown[]) => Promise<T[]>;

/** An executor bound to a Prisma interactive transaction (everything it runs joins that transaction). */
export function transactionExecutor(tx: Prisma.TransactionClient): Executor {
  return <T,>(s: Statement, params: unknown[]) => tx.$queryRawUnsafe<T[]>(s.text, ...params);
}

