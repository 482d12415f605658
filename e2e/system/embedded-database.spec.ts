import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";

test.describe.configure({ mode: "serial" });

const running: AppProcess[] = [];
test.afterAll(async () => {
  for (const app of running) await app.kill("SIGKILL");
});

test("a second server on the same DATA_DIR exits non-zero naming the lock, and the first keeps serving", async () => {
  const dataDir = tempDataDir();
  const first = await spawnApp({ DATA_DIR: dataDir });
  running.push(first);
  expect((await waitForHealth(first)).status).toBe(200);

  const second = await spawnApp({ DATA_DIR: dataDir });
  running.push(second);
  const code = await Promise.race([second.exited, new Promise((r) => setTimeout(() => r("still running"), 60_000))]);
  expect(code).toBe(1);
  expect(second.output()).toContain(`DATA_DIR ${fs.realpathSync(dataDir)} is locked by another Caja process (pid ${first.child.pid})`);
  expect(second.output()).toMatch(/holding the lock "@caja-data-dir-[0-9a-f]{32}"/);

  const health = await fetch(`${first.url}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ code: 200, message: "ok", data: { database: "pglite" } });
});

test("data survives kill -9 of the server, and the lock is free for the next start at once", async () => {
  const dataDir = tempDataDir();
  const first = await spawnApp({ DATA_DIR: dataDir });
  running.push(first);
  const before = (await waitForHealth(first)).body as { data: { installation: string; migrations: number } };
  expect(before.data.installation).toMatch(/^[0-9a-f-]{36}$/);

  await first.kill("SIGKILL");

  const restarted = await spawnApp({ DATA_DIR: dataDir });
  running.push(restarted);
  const after = await waitForHealth(restarted);
  expect(after.status).toBe(200);
  expect(after.body).toMatchObject({ data: { installation: before.data.installation, migrations: before.data.migrations } });
});

test("a new data directory starts from the build's migrated template: no migration runs at the first start, every one is recorded, each directory has its own installation id", async () => {
  const migrations = fs.readdirSync("prisma/migrations", { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
  const installations: string[] = [];
  for (const dataDir of [tempDataDir(), tempDataDir()]) {
    const app = await spawnApp({ DATA_DIR: dataDir });
    running.push(app);
    const health = (await waitForHealth(app)).body as { data: { installation: string; migrations: number } };
    expect(health.data.migrations).toBe(migrations);
    installations.push(health.data.installation);
    expect(app.output()).toContain('"event":"db.created_from_template"');
    expect(app.output()).not.toContain('"event":"db.migrated"');
    await app.kill("SIGTERM");
  }
  expect(installations[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(installations[1]).not.toBe(installations[0]);
});
