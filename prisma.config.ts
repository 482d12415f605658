import { defineConfig } from "prisma/config";

// The CLI is only used for `prisma generate`; migrations run through lib/db/migrate.ts
// (Prisma's WASM schema engine), so no datasource URL is needed here.
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
