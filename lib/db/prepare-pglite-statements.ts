import type { PGlite } from "@electric-sql/pglite";
import type { Executor, Sql } from "./statements";

/**
 * Named statements on PGlite's one session, with real parameters: each statement is parsed (and
 * planned) once under its name, then bound and executed with its values through the extended
 * query protocol, as node-postgres does on a server. Values are serialized by the parameter types
 * PostgreSQL reports for the statement; nothing is spliced into SQL text.
 */
export async function preparePgliteStatements(pglite: PGlite): Promise<Executor> {
  const { protocol, parse, types } = await import("@electric-sql/pglite");
  const { serialize } = protocol;
  type Prepared = { types: number[] };
  const prepared = new Map<string, Promise<Prepared>>();
  const exchange = async (messages: Uint8Array[]) => {
    const received: Array<{ name: string }> = [];
    for (const message of messages) received.push(...(await pglite.execProtocol(message, { throwOnError: false })).messages as Array<{ name: string }>);
    const error = received.find((m) => m.name === "error");
    if (error) throw error;
    return received;
  };
  // The instance's tables: they also know the array types of this database.
  const { parsers, serializers } = pglite as unknown as { parsers: Parameters<typeof parse.parseResults>[1]; serializers: Record<number, (value: unknown) => string> };
  const toText = (value: unknown, oid: number): string | null => {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) return types.arraySerializer(value, (v: unknown) => toText(v, 0) ?? "NULL", oid) as string;
    const serializer = serializers[oid];
    if (serializer) return serializer(value);
    if (value instanceof Date) return value.toISOString();
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  };
  // Under the transaction lock as well, as pglite.query is: runExclusive alone takes only the
  // statement lock, which an open interactive transaction (Prisma's) gives up between its
  // statements, so a statement of another request ran inside that transaction and was rolled
  // back with it.
  return async <T,>(s: Sql<T> | Sql, params: readonly unknown[] = []) =>
    pglite._runExclusiveTransaction(() => pglite.runExclusive(async () => {
      let ready = prepared.get(s.name);
      if (!ready) {
        ready = exchange([serialize.parse({ name: s.name, text: s.text, types: [] }), serialize.describe({ type: "S", name: s.name }), serialize.sync()]).then(
          (messages) => ({ types: parse.parseDescribeStatementResults(messages as never) }),
        );
        prepared.set(s.name, ready);
        ready.catch(() => prepared.delete(s.name));
      }
      const { types: oids } = await ready;
      const values = params.map((value, i) => toText(value, oids[i] ?? 0));
      const messages = await exchange([serialize.bind({ statement: s.name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]);
      return parse.parseResults(messages as never, parsers)[0]!.rows as T[];
    }));
}

