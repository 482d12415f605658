import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseEnv, type Env } from "../env";

export const TEST_MASTER_KEY = Buffer.alloc(32, 7).toString("base64");

/**
 * A fresh, uniquely named database on the test PostgreSQL server; dropped by the returned function.
 * `migrated`: a copy of the migrated template the unit tests' global setup made
 * (TEST_POSTGRES_TEMPLATE), when there is one; else empty, as always.
 */
export async function createPostgresDatabase(serverUrl: string, { migrated = false } = {}): Promise<{ env: Env; url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = migrated ? process.env.TEST_POSTGRES_TEMPLATE : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    env: parseEnv({ DATABASE_URL: url.toString(), LOG_LEVEL: "silent", NODE_ENV: "test", CAJA_MODE: "sandbox", MASTER_KEY: TEST_MASTER_KEY }),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh embedded data directory under the OS temp dir. `migrated`: holding a copy of the migrated
 * template the unit tests' global setup made (TEST_PGLITE_TEMPLATE), when there is one.
 */
export function createPgliteDir({ migrated = false } = {}): { env: Env; dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-pglite-"));
  const template = migrated ? process.env.TEST_PGLITE_TEMPLATE : undefined;
  if (template) fs.cpSync(template, path.join(dir, "pgdata"), { recursive: true });
  return {
    dir,
    env: parseEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
