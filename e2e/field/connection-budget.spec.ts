import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startPostgres } from "../../scripts/lib/postgres-server";
import { intentBody } from "../support/api";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";

/**
 * Three app instances on one PostgreSQL server whose connection limit is smaller than their pools
 * (3 × DATABASE_POOL_SIZE 10 on max_connections 25, 5 of them held by another application), as
 * happens when a deployment scales out without looking at the database.
 */
test("three instances started together on an empty database are healthy within seconds; with fewer connections than their pools they warn at start and answer 503 with Retry-After, never 500", async () => {
  test.setTimeout(180_000);
  const server = await startPostgres({ databases: ["caja"], maxConnections: 25 });
  const instances: AppProcess[] = [];
  const other = Array.from({ length: 5 }, () => new pg.Client({ connectionString: server.url("caja"), application_name: "another app" }));
  try {
    // the other application holds its 5 connections first, as it would in a deployment that
    // scales out: connected after the instances, it raced their pools for the last slots
    await Promise.all(other.map((client) => client.connect()));
    const env = { ...SERVER_SECRETS_ENV, DATABASE_URL: server.url("caja"), DATABASE_POOL_SIZE: "10", LOG_LEVEL: "info" };
    const started = Date.now();
    const ready = await Promise.all(
      [0, 1, 2].map(async () => {
        const app = await spawnApp({ ...env, DATA_DIR: tempDataDir() });
        instances.push(app);
        const health = await waitForHealth(app);
        expect(health.status, app.output()).toBe(200);
        return Date.now() - started;
      }),
    );
    // no instance took the migration lock wait for an unavailable database
    for (const app of instances) expect(app.output()).not.toMatch(/"event":"[a-z.]*database_unavailable"/);
    const [row] = (await other[0]!.query<{ n: number; d: number }>("SELECT count(*)::int AS n, count(DISTINCT migration_name)::int AS d FROM _prisma_migrations")).rows;
    expect(row!.n, "each migration applied once").toBe(row!.d);
    const [secrets] = (await other[0]!.query<{ n: number }>("SELECT count(*)::int AS n FROM webhook_secret WHERE merchant_id = 'mer_sandbox' AND expires_at IS NULL")).rows;
    expect(secrets!.n, "the sandbox merchant's secret installed once").toBe(1);
    // Each instance names its pool in pg_stat_activity and checks the sum against the limit, again 5 s after start.
    for (const app of instances) {
      await expect.poll(() => app.output(), { timeout: 15_000, message: "the connection budget warning" }).toContain('"event":"db.connection_budget_exceeded"');
    }
    const warning = instances[0]!.output().split("\n").find((line) => line.includes("db.connection_budget_exceeded"))!;
    expect(JSON.parse(warning).message).toMatch(/need up to \d+ connections, but the server allows \d+ .*Lower DATABASE_POOL_SIZE to \d+ or raise max_connections/);

    const tally = { ok: 0, unavailable: 0, withoutRetryAfter: 0, internal: 0, other: 0 };
    const deadline = Date.now() + 6_000;
    await Promise.all(
      instances.flatMap((app) =>
        Array.from({ length: 24 }, async () => {
          while (Date.now() < deadline) {
            const response = await fetch(`${app.url}/api/payment/intent`, {
              method: "POST",
              headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" },
              body: JSON.stringify(intentBody("card_present")),
            });
            const body = (await response.json()) as { message: string };
            if (response.status === 200) tally.ok++;
            else if (response.status === 503 && body.message === "database_unavailable") {
              tally.unavailable++;
              if (response.headers.get("retry-after") === null) tally.withoutRetryAfter++;
            } else if (response.status >= 500) tally.internal++;
            else tally.other++;
          }
        }),
      ),
    );
    const report = { startupMs: ready.sort((x, y) => x - y), responses: tally, unavailableShare: tally.unavailable / (tally.ok + tally.unavailable + tally.internal + tally.other) };
    console.log(`field report (connection budget): ${JSON.stringify(report)}`);
    fs.mkdirSync(".tmp", { recursive: true });
    fs.writeFileSync(path.join(".tmp", "field-connection-budget.json"), JSON.stringify(report, null, 2));

    expect(Math.max(...ready), "all three healthy within seconds of starting together").toBeLessThan(15_000);
    expect(tally.internal, "answers 500").toBe(0);
    expect(tally.other).toBe(0);
    expect(tally.unavailable, "the budget was exhausted (else this proves nothing)").toBeGreaterThan(0);
    expect(tally.withoutRetryAfter).toBe(0);
    expect(tally.ok, "most requests still succeed").toBeGreaterThan(tally.unavailable);
  } finally {
    await Promise.all(other.map((client) => client.end().catch(() => {})));
    for (const app of instances) await app.kill("SIGKILL");
    server.stop();
  }
});
