/**
 * The payments search at 100 000 intents, every kind of search: server time of the list's JSON
 * (`/api/dashboard/intents?q=…`, what the page fetches) and of the whole page's HTML, p50/p95 over
 * 60 requests after 5 warm-ups, on the embedded database and on PostgreSQL (BENCH_TARGETS, default
 * both). Needs a build (`npm run build`). With BENCH_COMPARE_DIR (another checkout, built) the
 * same searches run against that build too, on a database its own migrations made and seeded the
 * same way, alternating request by request with this build's, so a change is judged against its
 * predecessor on the same machine under the same load:
 *   SKIP_BUILD=1 BENCH_COMPARE_DIR=../previous npx tsx scripts/bench/search.ts
 * Prints a Markdown table (and writes .tmp/bench-search.json); docs/benchmarks.md keeps the run.
 */
import path from "node:path";
import { startPostgres, type PostgresServer } from "../lib/postgres-server";
import { finishReport, prepareTarget, runBench, type Target } from "./bench-apps";
import { INTENTS, interleavedTimer, searchesOf, seedDashboard, type Timing } from "./dashboard-at-size";

/** The searches whose whole page (HTML) is timed too. */
const PAGES = new Set(["no search (first page)", "ticket, as printed", "concept, a common word (cafe)", "intent id, lowercased start"]);

const log = (...args: unknown[]) => console.error("[search]", ...args);

type Measured = { kind: string; json: Timing & { bytes: number }; page: (Timing & { bytes: number }) | null };

/** This build (and the one to compare, when given), each on its own seeded database, the same searches alternating request by request. */
async function measure(kind: Target["kind"], server: PostgresServer | null, compare: string | null): Promise<{ mine: Measured[]; before: Measured[] | null }> {
  const builds = [{ label: "this build", checkout: undefined }, ...(compare ? [{ label: path.basename(compare), checkout: compare }] : [])];
  const apps = [];
  for (const build of builds) {
    const { app, seeded } = await prepareTarget(build.label, build.checkout, kind, server, async (query) => {
      await seedDashboard(query);
      return searchesOf(query);
    });
    apps.push({ app, searches: seeded });
  }
  try {
    const time = await interleavedTimer(apps.map((a) => a.app.url));
    const mine: Measured[] = [];
    const before: Measured[] = [];
    for (const search of apps[0]!.searches) {
      const json = await time(`/api/dashboard/intents?${search.path}`);
      const page = PAGES.has(search.kind) ? await time(`/intents?${search.path}`) : null;
      mine.push({ kind: search.kind, json: json[0]!, page: page?.[0] ?? null });
      if (compare) before.push({ kind: search.kind, json: json[1]!, page: page?.[1] ?? null });
      log(`${kind} ${search.kind}: ${json.map((t, i) => `${builds[i]!.label} JSON p50 ${t.p50} p95 ${t.p95} ms, ${t.rows} rows${page ? `; page p50 ${page[i]!.p50} p95 ${page[i]!.p95} ms, ${page[i]!.bytes} bytes` : ""}`).join(" | ")}`);
    }
    return { mine, before: compare ? before : null };
  } finally {
    for (const { app } of apps) await app.stop();
  }
}

async function main() {
  const kinds = (process.env.BENCH_TARGETS ?? "pglite,postgresql").split(",") as Array<Target["kind"]>;
  const server = kinds.includes("postgresql") ? await startPostgres() : null;
  const compare = process.env.BENCH_COMPARE_DIR ? path.resolve(process.env.BENCH_COMPARE_DIR) : null;
  const out: string[] = [];
  const all: Record<string, unknown> = {};
  try {
    for (const kind of kinds) {
      const label = kind === "pglite" ? "embedded (PGlite)" : `PostgreSQL ${server!.version.split(" ")[2]}`;
      const { mine, before } = await measure(kind, server, compare);
      all[kind] = { mine, before };
      const cell = (t: Timing | null | undefined) => (t ? `${t.p50} / ${t.p95}` : "");
      const pageCell = (t: (Timing & { bytes: number }) | null | undefined) => (t ? `${t.p50} / ${t.p95} (${Math.round(t.bytes / 1024)} kB)` : "");
      out.push(
        `### ${label}, ${INTENTS.toLocaleString("en-US").replace(/,/g, " ")} intents`,
        "",
        `| search | rows (first page) | JSON p50 / p95 ms | page p50 / p95 ms (HTML) |${before ? ` before: rows | before: JSON p50 / p95 ms | before: page p50 / p95 ms (HTML) |` : ""}`,
        `|---|---|---|---|${before ? "---|---|---|" : ""}`,
        ...mine.map((r, i) => {
          const b = before?.[i];
          return `| ${r.kind} | ${r.json.rows} | ${cell(r.json)} | ${pageCell(r.page)} |${before ? ` ${b?.json.rows ?? ""} | ${cell(b?.json)} | ${pageCell(b?.page)} |` : ""}`;
        }),
        "",
      );
    }
  } finally {
    server?.stop();
  }
  finishReport("search", out, all);
}

runBench(main);
