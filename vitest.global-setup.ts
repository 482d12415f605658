import type { TestProject } from "vitest/node";
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
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgres();
  project.provide("postgresUrl", server.url());
  return () => server.stop();
}
