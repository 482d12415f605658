import { expect, test } from "../support/api-test";
import { readMigrations } from "../../lib/db/migrations";

test("GET /api/health answers the envelope with the database kind and applied migration count", async ({ request }, testInfo) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({
    code: 200,
    message: "ok",
    data: {
      database: testInfo.project.name === "postgres" ? "postgresql" : "pglite",
      migrations: readMigrations().migrationDirectories.length,
      installation: expect.stringMatching(/^[0-9a-f-]{36}$/),
      uptimeSeconds: expect.any(Number),
    },
  });
});
