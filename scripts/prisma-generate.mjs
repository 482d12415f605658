// Runs `prisma generate` without Prisma's downloadable Rust engines.
// `generate` never executes the schema engine, but the CLI insists on a path to one;
// any existing file satisfies it (see docs/deploying.md, "Migrations": no downloaded engines).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
