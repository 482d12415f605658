/**
 * The day's money at size: the report pages (overview of a day, of 7 days, of the month; the
 * cash-up), the payments list's first page and a day's CSV, over 100 000 intents (the payments
 * search's seed) with a till's charges and tips on one in ten, 10 000 cash sales and 2 000 refunds
 * over 60 days: server time, p50/p95 over 30 requests after 5 warm-ups, on the embedded database and
 * on PostgreSQL (BENCH_TARGETS, default both). With BENCH_COMPARE_DIR (another checkout, built: the
 * previous main) the same requests run against that build too, on a database its own migrations
 * made and seeded the same way, alternating request by request, so the change is judged against its
 * predecessor on the same machine under the same load:
 *   SKIP_BUILD=1 BENCH_COMPARE_DIR=../previous npx tsx scripts/bench/day-money.ts
 * Prints a Markdown table (and writes .tmp/bench-day-money.json); docs/benchmarks.md keeps the run.
 */
import path from "node:path";
import type { RawQuery } from "../../lib/db/client";
import { startPostgres } from "../lib/postgres-server";
import { INTENTS, interleavedTimer, seedDashboard, type Timing } from "./dashboard-at-size";
import { finishReport, prepareTarget, runBench, type Target } from "./bench-apps";

const log = (...args: unknown[]) => console.error("[day-money]", ...args);

/**
 * What the tills add to the searches' seed, in SQL both schemas take: 3 tills, each with its drawer
 * open; a till's charge (QR, a tip of a tenth) behind one intent in ten; 10 000 cash sales (one in
 * four with a tip); 2 000 refunds that gave back a third of an authorized payment, an hour after it.
 */
async function seedTills(query: RawQuery): Promise<void> {
  await query(`INSERT INTO dashboard_till (id, branch, terminal, last_ticket, created_at, updated_at)
    SELECT 'till_bench' || n, 'Sucursal ' || n, 'Caja ' || n, 0, now(), now() FROM generate_series(1, 3) AS n`);
  await query(`INSERT INTO dashboard_till_charge (attempt, till_id, ticket, intent_id, amount, method, tip, cashier, created_at)
    SELECT md5(d.id), 'till_bench' || (1 + g.n % 3), g.n, d.id, d.amount, 'qr', round(d.amount / 11, 2), 'owner@caja.test', COALESCE(d.created_at, d.first_seen_at)
    FROM (SELECT id, amount, created_at, first_seen_at, row_number() OVER (ORDER BY id) AS n FROM dashboard_intent) AS d
    JOIN LATERAL (SELECT d.n AS n) AS g ON true
    WHERE d.n % 10 = 0 AND d.amount IS NOT NULL`);
  // opened 60 days ago (still open: what they hold is every cash sale since), so a day's cash-up times its figures, not a listing of 10 000 sales
  await query(`INSERT INTO dashboard_drawer (id, till_id, opened_by, opened_at, float) SELECT 'dr_bench' || n, 'till_bench' || n, 'owner@caja.test', now() - interval '61 days', 500 FROM generate_series(1, 3) AS n`);
  await query(`INSERT INTO dashboard_till_charge (attempt, till_id, drawer_id, ticket, amount, method, tip, cash_received, cashier, concept, created_at)
    SELECT md5('cash' || i), 'till_bench' || (1 + i % 3), 'dr_bench' || (1 + i % 3), 100000 + i, 10 + (i * 7919 % 50000) / 100.0,
      'cash', CASE WHEN i % 4 = 0 THEN round((10 + (i * 7919 % 50000) / 100.0) / 11, 2) ELSE 0 END, 10 + (i * 7919 % 50000) / 100.0, 'owner@caja.test', 'Venta ' || i,
      now() - make_interval(secs => i * 518)
    FROM generate_series(1, 10000) AS i`);
  await query(`INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at)
    SELECT 'rf_bench' || lpad(n::text, 14, '0'), id, round(amount / 3, 2), 'refund_succeeded', seq + 1, COALESCE(created_at, first_seen_at) + interval '1 hour'
    FROM (SELECT id, amount, seq, created_at, first_seen_at, row_number() OVER (ORDER BY id) AS n FROM dashboard_intent WHERE status IN ('qr_authorized', 'cp_authorized', 'ec_auhtorized')) AS a
    WHERE n <= 2000`);
  await query("ANALYZE dashboard_till_charge");
  await query("ANALYZE dashboard_refund");
}

const today = () => new Date().toISOString().slice(0, 10);
const PAGES = [
  { kind: "overview, today", path: "/overview?range=today" },
  { kind: "overview, last 7 days", path: "/overview?range=7d" },
  { kind: "overview, this month", path: "/overview?range=month" },
  { kind: "cash-up, today", path: "/cash-up" },
  { kind: "payments list, first page (JSON)", path: "/api/dashboard/intents" },
  { kind: "payments list, cash only (JSON)", path: "/api/dashboard/intents?payment=cash" },
  { kind: "a day's CSV", path: () => `/api/dashboard/intents/export?from=${today()}&to=${today()}` },
];

type Measured = { kind: string } & Timing & { bytes: number };

async function main() {
  const kinds = (process.env.BENCH_TARGETS ?? "pglite,postgresql").split(",") as Array<Target["kind"]>;
  const server = kinds.includes("postgresql") ? await startPostgres() : null;
  const compare = process.env.BENCH_COMPARE_DIR ? path.resolve(process.env.BENCH_COMPARE_DIR) : null;
  const builds = [{ label: "this build", checkout: undefined as string | undefined }, ...(compare ? [{ label: path.basename(compare), checkout: compare }] : [])];
  const out: string[] = [];
  const all: Record<string, unknown> = {};
  try {
    for (const kind of kinds) {
      const apps = [];
      for (const build of builds) {
        apps.push(
          await prepareTarget(build.label, build.checkout, kind, server, async (query) => {
            await seedDashboard(query);
            await seedTills(query);
          }),
        );
      }
      try {
        const time = await interleavedTimer(apps.map((a) => a.app.url));
        const rows: Array<{ mine: Measured; before: Measured | null }> = [];
        for (const page of PAGES) {
          const pathname = typeof page.path === "string" ? page.path : page.path();
          const [mine, before] = await time(pathname, 30);
          rows.push({ mine: { kind: page.kind, ...mine! }, before: before ? { kind: page.kind, ...before } : null });
          log(`${kind} ${page.kind}: this build p50 ${mine!.p50} p95 ${mine!.p95} ms${before ? ` | before p50 ${before.p50} p95 ${before.p95} ms` : ""}`);
        }
        all[kind] = rows;
        const label = kind === "pglite" ? "embedded (PGlite)" : `PostgreSQL ${server!.version.split(" ")[2]}`;
        out.push(
          `### ${label}, ${INTENTS.toLocaleString("en-US").replace(/,/g, " ")} intents, 10 000 cash sales, 2 000 refunds`,
          "",
          `| request | p50 / p95 ms |${compare ? " before: p50 / p95 ms | p50 ratio |" : ""}`,
          `|---|---|${compare ? "---|---|" : ""}`,
          ...rows.map(({ mine, before }) => `| ${mine.kind} | ${mine.p50} / ${mine.p95} |${before ? ` ${before.p50} / ${before.p95} | ${(mine.p50 / Math.max(1, before.p50)).toFixed(2)} |` : ""}`),
          "",
        );
      } finally {
        for (const { app } of apps) await app.stop();
      }
    }
  } finally {
    server?.stop();
  }
  finishReport("day-money", out, all);
}

runBench(main);
