/**
 * Part of `npm run build`: an empty database with every migration applied, in
 * .next/pgdata-template. A new embedded data directory starts as a copy of it (lib/db/client.ts)
 * instead of running initdb and the migrations in the server (5-6 s, and hundreds of MB of
 * WebAssembly heap the process would keep). Holds no merchant, key or installation id: those are
 * made at the first start, as before.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyPendingMigrations, DATA_DIR_TEMPLATE } from "../lib/db/client";

const started = performance.now();
const building = `${DATA_DIR_TEMPLATE}.building`;
fs.rmSync(building, { recursive: true, force: true });
fs.mkdirSync(building, { recursive: true });
const pglite = await PGlite.create(building);
const applied = await applyPendingMigrations(new PrismaPGlite(pglite), async (sql, params) => (await pglite.query(sql, params)).rows as never);
// No VACUUM here: it would record every table as empty (reltuples 0), and the plans made from
// that (sequential scans) stay in the prepared statements as the tables grow. A never-vacuumed
// table is planned as of unknown size, as a database initialized in the server is.
await pglite.exec("CHECKPOINT");
await pglite.close();
fs.rmSync(DATA_DIR_TEMPLATE, { recursive: true, force: true });
fs.renameSync(building, DATA_DIR_TEMPLATE);
const bytes = fs.readdirSync(DATA_DIR_TEMPLATE, { recursive: true, withFileTypes: true }).reduce((sum, entry) => (entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum), 0);
console.log(`${DATA_DIR_TEMPLATE}: ${applied.length} migrations, ${Math.round(bytes / 1048576)} MB, ${Math.round(performance.now() - started)} ms`);
