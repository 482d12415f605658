import { openDatabase, type Database } from "../db/client";
import { createPgliteDir, createPostgresDatabase } from "./databases";

/** Both databases the app runs on: SQL that must hold on each is tested on each (`describe.each`). */
export const DATABASE_KINDS = [{ kind: "pglite" as const }, { kind: "postgresql" as const }];

/**
 * A fresh database with every migration applied: an embedded PGlite directory, or a new database
 * on the test PostgreSQL server at `postgresUrl`. `dispose` closes it and removes it.
 * (Kept apart from ./databases, which the Playwright specs import without the Prisma client.)
 */
export async function openFreshDatabase(kind: "pglite" | "postgresql", postgresUrl: string): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (kind === "pglite") {
    const data = createPgliteDir({ migrated: true });
    const db = await openDatabase(data.env).catch((error: unknown) => {
      data.remove();
      throw error;
    });
    return {
      db,
      dispose: async () => {
        await db.close();
        data.remove();
      },
    };
  }
  const database = await createPostgresDatabase(postgresUrl, { migrated: true });
  const db = await openDatabase(database.env).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    db,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}
