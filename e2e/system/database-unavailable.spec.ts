import { expect, test } from "@playwright/test";
import { freePort, spawnApp, waitForHealth } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";

test("health answers 503 in the envelope when PostgreSQL is unreachable, and the server stays up", async () => {
  const closedPort = await freePort(); // nothing listens there
  const app = await spawnApp({ ...SERVER_SECRETS_ENV, DATABASE_URL: `postgresql://caja@127.0.0.1:${closedPort}/caja` });
  try {
    const health = await waitForHealth(app);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      code: 503,
      message: "database_unavailable",
      data: { database: "postgresql", uptimeSeconds: expect.any(Number) },
    });
    expect(app.child.exitCode).toBeNull();
  } finally {
    await app.kill("SIGKILL");
  }
});
