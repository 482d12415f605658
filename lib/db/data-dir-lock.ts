import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data directory lose rows.
 * This lock makes the second process fail fast instead.
 *
 * On Linux the lock is a listening socket in the abstract namespace, named after the
 * directory's real path: the kernel frees it the instant its process dies (even on
 * SIGKILL), so there is never a stale lock to clean up, and bind() is atomic.
 * Elsewhere a PID file created with O_EXCL is used, taken over when its process is gone.
 * A `caja.pid` file beside the data always names the holder, for the error message.
 */
export class DataDirLockedError extends Error {
  readonly code = "DATA_DIR_LOCKED";
  constructor(
    readonly dataDir: string,
    readonly lockName: string,
    readonly holderPid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is locked by another Caja process` +
        (holderPid ? ` (pid ${holderPid})` : "") +
        ` holding the lock "${lockName}". The embedded database (PGlite) allows one process per data directory: ` +
        `stop that process, point DATA_DIR elsewhere, or set DATABASE_URL to share a PostgreSQL server between processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { name: string; release(): Promise<void> };

const PID_FILE = "caja.pid";

function readHolderPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, PID_FILE), "utf8"), 10);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function lockWithAbstractSocket(dataDir: string): Promise<DataDirLock> {
  const digest = createHash("sha256").update(fs.realpathSync(dataDir)).digest("hex").slice(0, 32);
  const name = `caja-data-dir-${digest}`;
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new DataDirLockedError(dataDir, `@${name}`, readHolderPid(dataDir)) : error),
    );
    server.listen({ path: `\0${name}`, exclusive: true }, () => resolve());
  });
  server.unref();
  fs.writeFileSync(path.join(dataDir, PID_FILE), String(process.pid));
  return {
    name: `@${name}`,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function lockWithPidFile(dataDir: string): DataDirLock {
  const file = path.join(dataDir, "caja.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      fs.writeFileSync(path.join(dataDir, PID_FILE), String(process.pid));
      return { name: file, release: async () => fs.rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (Number.isFinite(pid) && isAlive(pid)) throw new DataDirLockedError(dataDir, file, pid);
      fs.rmSync(file, { force: true }); // its process is gone: a stale lock
    }
  }
  throw new DataDirLockedError(dataDir, file, readHolderPid(dataDir));
}

/** Takes the data directory's lock for the life of this process, or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  return process.platform === "linux" ? lockWithAbstractSocket(dataDir) : lockWithPidFile(dataDir);
}
