import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a separate Node process that holds the lock until killed; resolves once it holds it. */
function holdLockInChild(dir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(path.resolve("lib/db/data-dir-lock.ts"))};
    await lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return { child, ready };
}

describe("data directory lock", () => {
  it("refuses a second holder in the same process and names the lock", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).message).toContain(lock.name);
    await lock.release();
    await (await lockDataDir(dir)).release();
  });

  it("refuses while another process holds it, naming that process, and is free the moment it is killed with SIGKILL", async () => {
    const dir = tempDir();
    const holder = holdLockInChild(dir);
    await holder.ready;
    const error = (await lockDataDir(dir).catch((e: unknown) => e)) as DataDirLockedError;
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(error.holderPid).toBe(holder.child.pid);
    expect(error.message).toMatch(/locked by another Caja process \(pid \d+\)/);

    const exited = new Promise((resolve) => holder.child.once("exit", resolve));
    holder.child.kill("SIGKILL");
    await exited;
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("locks by the directory's real path, so a symlinked path is the same lock", async () => {
    const dir = tempDir();
    const link = path.join(tempDir(), "link");
    fs.symlinkSync(dir, link);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
  });
});
