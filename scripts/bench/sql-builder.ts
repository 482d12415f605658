/**
 * The typed SQL builder question (issue: one typed way to write the SQL Prisma's models cannot
 * express): what Kysely would cost where the app's raw SQL sits on a hot path, on both databases,
 * in one run. The same query (an intent's status by id and merchant: the status read behind
 * GET /payment/{intent}/status) run five ways, sequentially, after a warm-up:
 *
 *   statement      the app today: `store.sql(statement(name, text))`, prepared once by name on
 *                  the driver's connection (PGlite's one session, or each pooled pg connection)
 *   kysely→store   Kysely builds and compiles the query per call; the compiled text runs through
 *                  `store.sql(sql(text))` (prepared once per distinct text, as above)
 *   kysely→prisma  Kysely through prisma-extension-kysely: compiled per call, run by Prisma's
 *                  `$queryRawUnsafe` on its driver adapter (unprepared), the way the extension
 *                  runs it inside and outside Prisma's transactions
 *   prisma model   `store.prisma.paymentIntent.findFirst` (Prisma's own query engine, for scale)
 *   compile only   Kysely's build + compile alone, no database (its share of a call)
 *
 * Run: npx tsx scripts/bench/sql-builder.ts   (BENCH_TARGETS=pglite,postgresql; BENCH_OPS=4000)
 */
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, type Dialect } from "kysely";
import kyselyExtension from "prisma-extension-kysely";
import { statement, sql } from "../../lib/db/statements";
import { openFreshDatabase } from "../../lib/testing/fresh-database";
import { addMerchant, intentInput } from "../../lib/testing/memory-database";
import { createIntent } from "../../lib/gateway/intents/create-intent";
import { installEnvForTests, parseEnv } from "../../lib/env";
import { TEST_SECRETS } from "../../lib/testing/memory-database";
import { startPostgres } from "../lib/postgres-server";

/** The columns this query touches (prisma-kysely would generate the whole schema's). */
type DB = { payment_intent: { id: string; merchant_id: string; status: string; code: number } };

const dialect = (driver: Dialect["createDriver"]): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: driver,
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
});

const STATUS = statement<{ status: string; code: number }>(
  "bench_status_by_id",
  'SELECT "status", "code" FROM "payment_intent" WHERE "id" = $1 AND "merchant_id" = $2',
);

async function measure(name: string, ops: number, run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(500, ops); i++) await run(i);
  const started = performance.now();
  for (let i = 0; i < ops; i++) await run(i);
  const perSecond = ops / ((performance.now() - started) / 1000);
  return perSecond;
}

async function main() {
  installEnvForTests(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CAJA_MODE: "sandbox", WEBHOOK_DISPATCHER: "off", ...TEST_SECRETS }));
  const ops = Number(process.env.BENCH_OPS ?? 4000);
  const kinds = (process.env.BENCH_TARGETS ?? "pglite,postgresql").split(",") as Array<"pglite" | "postgresql">;
  const server = kinds.includes("postgresql") ? await startPostgres() : null;
  const compileOnly = new Kysely<DB>({ dialect: dialect(() => new DummyDriver()) });
  try {
    for (const kind of kinds) {
      const { db, dispose } = await openFreshDatabase(kind, server?.url() ?? "");
      try {
        const { store } = db;
        const merchant = await addMerchant(db, "Bench");
        const ids: string[] = [];
        for (let i = 0; i < 200; i++) ids.push((await createIntent(store, merchant, intentInput("qr_present"))).intent);
        const pick = (i: number) => ids[i % ids.length]!;
        const kysely = new Kysely<DB>({ dialect: dialect(() => new DummyDriver()) });
        const viaPrisma = store.prisma as unknown as { $extends: (extension: unknown) => { $kysely: Kysely<DB> } };
        const extended = viaPrisma.$extends(kyselyExtension({ kysely: (driver) => new Kysely<DB>({ dialect: dialect(() => driver) }) }));
        const query = (k: Kysely<DB>, id: string) =>
          k.selectFrom("payment_intent").select(["status", "code"]).where("id", "=", id).where("merchant_id", "=", merchant.id);
        const rows: Array<[string, number]> = [];
        const base = await measure("statement", ops, (i) => store.sql(STATUS, [pick(i), merchant.id]));
        rows.push(["statement (today)", base]);
        rows.push([
          "kysely→store",
          await measure("kysely-store", ops, (i) => {
            const compiled = query(kysely, pick(i)).compile();
            return store.sql(sql(compiled.sql), compiled.parameters);
          }),
        ]);
        rows.push(["kysely→prisma (extension)", await measure("kysely-prisma", ops, (i) => query(extended.$kysely, pick(i)).execute())]);
        rows.push([
          "prisma model",
          await measure("model", ops, (i) => store.prisma.paymentIntent.findFirst({ where: { id: pick(i), merchantId: merchant.id }, select: { status: true, code: true } })),
        ]);
        const compiles = await measure("compile", ops * 5, async (i) => query(compileOnly, pick(i)).compile());
        console.log(`\n#### ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL 15"}: the status read by id, ${ops} sequential calls\n`);
        console.log("| way | calls/s | vs statement |");
        console.log("|---|---|---|");
        for (const [name, perSecond] of rows) console.log(`| ${name} | ${Math.round(perSecond)} | ${(perSecond / base).toFixed(2)} |`);
        console.log(`| Kysely build + compile alone | ${Math.round(compiles)} | ${(1e6 / compiles).toFixed(1)} µs a call |`);
      } finally {
        await dispose();
      }
    }
  } finally {
    await server?.stop();
  }
}

await main();
