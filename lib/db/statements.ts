import { createHash } from "node:crypto";

/**
 * The one way to write SQL that Prisma's models cannot express: SQL text with `$1…$n` parameters,
 * the type of its rows declared beside it, run through `store.sql(query, params)`.
 *
 * `statement(name, text)` is a hot-path query, prepared once under its name: on PGlite planning a
 * statement costs several times more than running it (a measured 2.9 ms vs 0.33 ms for the outbox
 * claim), all of it on the server's one thread, so each statement is parsed once and then bound with
 * its values (lib/db/prepare-pglite-statements.ts); on PostgreSQL node-postgres prepares it once per
 * pooled connection. `sql(text)` is the same for text put together at run time (a list's filters):
 * named after a hash of its text, so every distinct text is prepared once and two texts never share
 * a name. Values are always parameters; nothing is spliced into SQL text.
 */
export type Sql<Row = Record<string, unknown>> = {
  readonly name: string;
  readonly text: string;
  /** Never set: carries the row type to `store.sql`. */
  readonly row?: Row;
};

export function statement<Row = Record<string, unknown>>(name: string, text: string): Sql<Row> {
  return { name, text };
}

const NAMES = new Map<string, string>();

/** A query whose text is built at run time (filters): prepared under a name derived from its text. */
export function sql<Row = Record<string, unknown>>(text: string): Sql<Row> {
  let name = NAMES.get(text);
  if (!name) {
    name = `q_${createHash("sha1").update(text).digest("base64url").slice(0, 16)}`;
    if (NAMES.size < 10_000) NAMES.set(text, name);
  }
  return { name, text };
}

/** Runs SQL on a connection: the driver's own (prepared), or a Prisma interactive transaction's. */
export type Executor = <Row = Record<string, unknown>>(query: Sql<Row> | Sql, params?: readonly unknown[]) => Promise<Row[]>;
