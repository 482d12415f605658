/**
 * Part of `npm run build`: an empty database with every migration applied, in
 * .next/pgdata-template. A new embedded data directory starts as a copy of it (lib/db/client.ts)
 * instead of running initdb and the migrations in the server (5-6 s, and hundreds of MB of
 * WebAssembly heap the process would keep). Holds no merchant, key or installation id: those are
 * made at the first start, as before.
 */
import fs from "node:fs";
import path from "node:path";
import { DATA_DIR_TEMPLATE } from "../lib/db/client";
import { buildPgliteTemplate } from "./lib/pglite-template";

const started = performance.now();
const applied = await buildPgliteTemplate(DATA_DIR_TEMPLATE);
const bytes = fs.readdirSync(DATA_DIR_TEMPLATE, { recursive: true, withFileTypes: true }).reduce((sum, entry) => (entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum), 0);
console.log(`${DATA_DIR_TEMPLATE}: ${applied.length} migrations, ${Math.round(bytes / 1048576)} MB, ${Math.round(performance.now() - started)} ms`);
