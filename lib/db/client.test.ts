import { afterAll, describe, expect, inject, it } from "vitest";
import { createPgliteDir, createPostgresDatabase } from "../testing/databases";
import { MEMORY_DATA_DIR, openDatabase } from "./client";
import { isDatabaseUnavailable } from "./database-errors";
import { readMigrations } from "./migrations";

const committed = readMigrations().migrationDirectories.map((dir) => dir.path);

describe("migrations on a real PostgreSQL 15 server", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("applies every committed migration to a fresh database and records it in _prisma_migrations", async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    cleanups.push(database.drop);
    const db = await openDatabase(database.env);
    try {
      expect(db.kind).toBe("postgresql");
      expect(await db.appliedMigrations()).toEqual(committed);
      const [row] = await db.query<{ server_version: string }>("SHOW server_version");
      expect(row?.server_version).toMatch(/^15\./);
      const rows = await db.query<{ checksum: string; applied_steps_count: number }>(
        "SELECT checksum, applied_steps_count FROM _prisma_migrations",
      );
      expect(rows).toHaveLength(committed.length);
      for (const migration of rows) {
        expect(migration.checksum).toMatch(/^[0-9a-f]{64}$/);
        expect(migration.applied_steps_count).toBe(1);
      }
    } finally {
      await db.close();
    }
  });

  it("is idempotent: reopening the same database applies nothing twice", async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    cleanups.push(database.drop);
    await (await openDatabase(database.env)).close();
    const db = await openDatabase(database.env);
    try {
      const [count] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM _prisma_migrations");
      expect(count?.n).toBe(committed.length);
    } finally {
      await db.close();
    }
  });

  it("answers through Prisma Client on the pg driver adapter", async () => {
    const database = await createPostgresDatabase(inject("postgresUrl"));
    cleanups.push(database.drop);
    const db = await openDatabase(database.env);
    try {
      await db.prisma.appSetting.create({ data: { key: "k", value: "v" } });
      expect(await db.prisma.appSetting.findUnique({ where: { key: "k" } })).toMatchObject({ value: "v" });
    } finally {
      await db.close();
    }
  });
});

describe("migrations on embedded PGlite", () => {
  it("applies the same migrations to a fresh data directory and keeps the rows across reopening", async () => {
    const data = createPgliteDir();
    try {
      const first = await openDatabase(data.env);
      expect(first.kind).toBe("pglite");
      expect(await first.appliedMigrations()).toEqual(committed);
      await first.prisma.appSetting.create({ data: { key: "survives", value: "yes" } });
      await first.close();

      const second = await openDatabase(data.env);
      expect(await second.appliedMigrations()).toEqual(committed);
      expect(await second.prisma.appSetting.findUnique({ where: { key: "survives" } })).toMatchObject({ value: "yes" });
      await second.close();
    } finally {
      data.remove();
    }
  });
});

describe("a busy embedded database", () => {
  it("a transaction that cannot start in time (Prisma P2028: the one connection held by another) is 'unavailable' (503 with Retry-After), not a bug", async () => {
    const data = createPgliteDir();
    const db = await openDatabase({ ...data.env, dataDir: MEMORY_DATA_DIR });
    try {
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const first = db.prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe("SELECT 1");
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      const error = await db.prisma.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT 1"), { maxWait: 200 }).then(
        () => null,
        (e: unknown) => e,
      );
      release();
      await first;
      expect((error as { code?: string }).code).toBe("P2028");
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.close();
      data.remove();
    }
  });
});
