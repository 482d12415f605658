import { getStore } from "../db/client";
import { readInstallationId } from "../db/read-installation-id";
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
    const store = await getStore();
    const [migrations, installation] = await Promise.all([store.appliedMigrations(), readInstallationId(store)]);
    return { ok: true, database: store.kind, migrations: migrations.length, installation, uptimeSeconds };
  } catch (error) {
    log.warn("health.database_unreachable", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, database: databaseKind, uptimeSeconds };
  }
}
