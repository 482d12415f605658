/**
 * A throwaway PostgreSQL server for tests and benchmarks: Debian's postgresql package,
 * a fresh data directory under the OS temp dir, listening on 127.0.0.1 only, removed on stop.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type PostgresServer = {
  url: (database?: string) => string;
  port: number;
  version: string;
  /** The cluster's data directory (heap, indexes, WAL), for tests that read its files. */
  dataDir: string;
  /** Where the server writes its log (outside the data directory). */
  logFile: string;
  /** `pg_ctl restart -m fast`: every connection is terminated (57P01), the server is back when it returns. */
  restart(): void;
  /** `pg_ctl stop -m fast`: the server goes away (connections refused) until `resume()`. */
  halt(): void;
  /** Starts a halted server again, same data, same port. */
  resume(): void;
  /** Stops the server for good and removes its data. */
  stop(): void;
};

export function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (fs.existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  throw new Error("PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program (initdb, pg_ctl, ...) as the `postgres` user when this process is root; its stdout. */
export type PgRunner = (cmd: string, args: string[]) => string;

/**
 * A new directory under the OS temp dir, owned by the user the server runs as, and the runner of
 * PostgreSQL's programs.
 */
export function pgWorkspace(prefix = "caja-pg-"): { dir: string; run: PgRunner } {
  const bin = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const run: PgRunner = (cmd, args) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  return { dir, run };
}

export async function startPostgres(options: { databases?: string[]; maxConnections?: number } = {}): Promise<PostgresServer> {
  const { dir, run } = pgWorkspace();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-p ${port}`,
    `-k ${dir}`,
    `-c max_connections=${options.maxConnections ?? 200}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const log = path.join(dir, "server.log");
  const startServer = () => run("pg_ctl", ["-D", data, "-o", settings, "-l", log, "-w", "-t", "60", "start"]);
  startServer();
  const version = run("postgres", ["--version"]).trim();
  const url = (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  for (const name of options.databases ?? []) {
    run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
  }
  let stopped = false;
  return {
    url,
    port,
    version,
    dataDir: data,
    logFile: log,
    restart() {
      run("pg_ctl", ["-D", data, "-o", settings, "-l", log, "-m", "fast", "-w", "-t", "60", "restart"]);
    },
    halt() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
    },
    resume() {
      startServer();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (fs.existsSync(path.join(data, "postmaster.pid"))) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
