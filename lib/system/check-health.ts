import { getDb } from "../db/client";
import { getEnv } from "../env";
import { log } from "../log";

export type Health =
  | { ok: true; database: "pglite" | "postgresql"; migrations: number; installation: string; uptimeSeconds: number }
  | { ok: false; database: "pglite" | "postgresql"; uptimeSeconds: number };

/** Answers whether this process can reach its database, and how many migrations it has applied. */
export async function checkHealth(): Promise<Health> {
  const { databaseKind } = getEnv();
  const uptimeSeconds = Math.round(process.uptime());
  try {
    const db = await getDb();
    const [migrations, [setting]] = await Promise.all([
      db.appliedMigrations(),
      db.query<{ value: string }>("SELECT value FROM app_setting WHERE key = 'installation_id'"),
    ]);
    return { ok: true, database: db.kind, migrations: migrations.length, installation: setting?.value ?? "", uptimeSeconds };
  } catch (error) {
    log.warn("health.database_unreachable", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, database: databaseKind, uptimeSeconds };
  }
}
