import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    // Unit and database integration tests live next to the code; e2e/ belongs to Playwright.
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**"],
    globalSetup: ["./vitest.global-setup.ts"],
    environment: "node",
    // Vitest's default is one worker fewer than the CPUs: one on a 2-core CI machine, and the files
    // (most of their time spent waiting on PostgreSQL and PGlite) then run one after another.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: "silent" },
  },
});
