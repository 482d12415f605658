import type { TestProject } from "vitest/node";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { applyPendingMigrations } from "./lib/db/client";
import { buildPgliteTemplate } from "./scripts/lib/pglite-template";
import { startPostgres } from "./scripts/lib/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Integration tests run against a real PostgreSQL 15 server: the one `npm test` started
 * (TEST_DATABASE_URL), or a throwaway one started here when vitest runs on its own.
 */
export default async function setup(project: TestProject) {
  let stop: (() => void) | undefined;
  let postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    const server = await startPostgres();
    postgresUrl = server.url();
    stop = () => server.stop();
  }
  project.provide("postgresUrl", postgresUrl);
  const template = await buildTemplates(postgresUrl);
  return async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => admin.end());
    fs.rmSync(process.env.TEST_PGLITE_TEMPLATE ?? "", { recursive: true, force: true });
    stop?.();
  };
}

/**
 * Migrated, empty databases the test files copy instead of migrating their own (about 3 s each,
 * for each of some 20 files on each database): a PGlite directory (TEST_PGLITE_TEMPLATE) and a
 * PostgreSQL database (TEST_POSTGRES_TEMPLATE, for CREATE DATABASE ... TEMPLATE). The workers
 * inherit the variables; lib/testing/databases.ts reads them when asked for a migrated database.
 */
async function buildTemplates(postgresUrl: string) {
  // one per run: two runs at once in one checkout (a developer's and an editor's) never rebuild
  // the directory the other's workers are copying
  const pgliteTemplate = path.resolve(".tmp", `vitest-pgdata-template-${process.pid}`);
  const name = `t_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await Promise.all([
      buildPgliteTemplate(pgliteTemplate),
      applyPendingMigrations(new PrismaPg(pool), async (sql, params) => (await pool.query(sql, params)).rows as never),
    ]);
  } finally {
    await pool.end();
  }
  process.env.TEST_PGLITE_TEMPLATE = pgliteTemplate;
  process.env.TEST_POSTGRES_TEMPLATE = name;
  return name;
}
