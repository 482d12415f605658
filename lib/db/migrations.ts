import fs from "node:fs";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
const LOCKFILE = "migration_lock.toml";

/** The committed migrations folder, in the shape Prisma's schema engine expects (sorted by name). */
export function readMigrations(baseDir = MIGRATIONS_DIR): MigrationList {
  const names = fs.existsSync(/*turbopackIgnore: true*/ baseDir)
    ? fs
        .readdirSync(/*turbopackIgnore: true*/ baseDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(/*turbopackIgnore: true*/ path.join(baseDir, entry.name, "migration.sql")))
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = path.join(baseDir, LOCKFILE);
  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: fs.existsSync(/*turbopackIgnore: true*/ lockPath) ? fs.readFileSync(/*turbopackIgnore: true*/ lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: fs.readFileSync(/*turbopackIgnore: true*/ path.join(baseDir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
