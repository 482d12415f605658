/**
 * A throwaway PostgreSQL primary with a synchronous streaming standby, for the failover test:
 * Debian's PostgreSQL 15, two data directories under the OS temp dir, both on 127.0.0.1. A commit
 * is acknowledged only once the standby has it (`synchronous_standby_names`, `synchronous_commit
 * = on`); `wal_log_hints` lets `pg_rewind` bring a failed primary back as a standby of the promoted
 * one. Promoting is left to the caller (`promote`), as an operator or a failover manager does.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, pgWorkspace } from "./postgres-server";

export type PgNode = {
  name: string;
  port: number;
  dataDir: string;
  logFile: string;
  url(database?: string): string;
};

export type ReplicationRow = { application_name: string; state: string; sync_state: string };

export type PostgresPair = {
  /** The first primary, then its standby. */
  nodes: [PgNode, PgNode];
  /** Both servers in one connection string, for Caja (`target_session_attrs=read-write`). */
  url(database?: string): string;
  version: string;
  /** One statement on one server. */
  query<T extends pg.QueryResultRow>(node: PgNode, sql: string, params?: unknown[], database?: string): Promise<T[]>;
  /** `kill -9` of the node's postmaster; resolves once none of its processes is left. */
  kill(node: PgNode): Promise<void>;
  /** `pg_ctl promote`: the standby takes writes once this returns. */
  promote(node: PgNode): void;
  /** Makes `primary` wait for a standby at every commit again, once one streams to it. */
  makeSynchronous(primary: PgNode): Promise<void>;
  /** The old primary back as a standby of `primary`: `pg_rewind`, standby.signal, primary_conninfo, started; resolves once it streams. */
  rejoin(node: PgNode, primary: PgNode): Promise<void>;
  /** `pg_stat_replication` of a primary. */
  replication(primary: PgNode): Promise<ReplicationRow[]>;
  /** Stops both servers and removes their data. */
  stop(): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The processes whose parent is `pid` (a postmaster's backends), from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/** Whether a process runs (a zombie does not: it holds nothing). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

export async function startPostgresPair(options: { databases?: string[] } = {}): Promise<PostgresPair> {
  const { dir, run } = pgWorkspace("caja-pg-pair-");
  const makeNode = async (name: string): Promise<PgNode> => {
    const port = await freePort();
    return {
      name,
      port,
      dataDir: path.join(dir, name),
      logFile: path.join(dir, `${name}.log`),
      url: (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    };
  };
  const nodes: [PgNode, PgNode] = [await makeNode("node_a"), await makeNode("node_b")];
  const [first, second] = nodes;
  // cluster_name is the application_name a standby streams under (synchronous_standby_names, pg_stat_replication).
  const options_ = (node: PgNode) => `-p ${node.port} -k ${dir} -c cluster_name=${node.name}`;
  const start = (node: PgNode) => {
    try {
      run("pg_ctl", ["-D", node.dataDir, "-o", options_(node), "-l", node.logFile, "-w", "-t", "60", "start"]);
    } catch (error) {
      const tail = fs.existsSync(node.logFile) ? fs.readFileSync(node.logFile, "utf8").split("\n").slice(-15).join("\n") : "";
      throw new Error(`${(error as Error).message}\n${node.name}'s log ends with:\n${tail}`);
    }
  };
  const append = (node: PgNode, file: string, lines: string[]) => {
    fs.appendFileSync(path.join(node.dataDir, file), `${lines.join("\n")}\n`);
  };

  const query = async <T extends pg.QueryResultRow>(node: PgNode, sql: string, params: unknown[] = [], database = "postgres") => {
    const client = new pg.Client({ connectionString: node.url(database), connectionTimeoutMillis: 3_000 });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const replication = (primary: PgNode) => query<ReplicationRow>(primary, "SELECT application_name, state, sync_state FROM pg_stat_replication");
  const streaming = (primary: PgNode, standby: PgNode, sync: boolean) =>
    until(`${standby.name} streaming${sync ? " synchronously" : ""} from ${primary.name}`, async () => {
      const row = (await replication(primary)).find((r) => r.application_name === standby.name && r.state === "streaming");
      return row && (!sync || row.sync_state === "sync") ? row : undefined;
    });
  const slotFor = (primary: PgNode, standby: PgNode) =>
    query(primary, "SELECT pg_create_physical_replication_slot($1, true) WHERE NOT EXISTS (SELECT 1 FROM pg_replication_slots WHERE slot_name = $1)", [standby.name]);

  run("initdb", ["-D", first.dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  append(first, "postgresql.conf", [
    "listen_addresses = '127.0.0.1'",
    "max_connections = 200",
    // Kept from the single test server: no fsync (a killed process loses nothing the kernel has;
    // only a machine crash would). Everything else as a replicated production server has it.
    "fsync = off",
    "full_page_writes = on",
    "wal_log_hints = on",
    "wal_level = replica",
    "max_wal_senders = 10",
    "max_replication_slots = 10",
    "hot_standby = on",
    "synchronous_commit = on",
    "wal_sender_timeout = 10s",
    "wal_receiver_status_interval = 1s",
  ]);
  const version = run("postgres", ["--version"]).trim();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      for (const node of nodes) {
        if (fs.existsSync(path.join(node.dataDir, "postmaster.pid"))) {
          try {
            run("pg_ctl", ["-D", node.dataDir, "-m", "immediate", "-w", "stop"]);
          } catch {
            /* killed already */
          }
        }
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    start(first);
    for (const name of options.databases ?? []) await query(first, `CREATE DATABASE ${name}`);
    await slotFor(first, second);
    run("pg_basebackup", ["-h", "127.0.0.1", "-p", String(first.port), "-U", "postgres", "-D", second.dataDir, "-R", "-S", second.name, "-X", "stream", "-c", "fast", "--no-sync"]);
    start(second);
    await streaming(first, second, false);
  } catch (error) {
    stop();
    throw error;
  }

  const pair: PostgresPair = {
    nodes,
    version,
    url: (database = "postgres") => `postgresql://postgres@127.0.0.1:${first.port},127.0.0.1:${second.port}/${database}?target_session_attrs=read-write`,
    query,
    replication,
    async kill(node) {
      const pidFile = path.join(node.dataDir, "postmaster.pid");
      const postmaster = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      const backends = childrenOf(postmaster);
      process.kill(postmaster, "SIGKILL");
      // Its backends notice the postmaster's death and end by themselves (a backend waiting for the
      // standby's answer at commit returns an error to its client: the commit is not acknowledged).
      await until(`the processes of ${node.name} to end`, async () => ([postmaster, ...backends].some(alive) ? undefined : true), 20_000);
      // Nothing of that server runs: its lock files are stale (pg_rewind and a start would read them).
      for (const file of [pidFile, path.join(dir, `.s.PGSQL.${node.port}.lock`), path.join(dir, `.s.PGSQL.${node.port}`)]) fs.rmSync(file, { force: true });
    },
    promote(node) {
      run("pg_ctl", ["-D", node.dataDir, "-w", "-t", "60", "promote"]);
    },
    async makeSynchronous(primary) {
      const standby = nodes.find((n) => n !== primary)!;
      await query(primary, "ALTER SYSTEM SET synchronous_standby_names = '*'");
      await query(primary, "SELECT pg_reload_conf()");
      await streaming(primary, standby, true);
    },
    async rejoin(node, primary) {
      await slotFor(primary, node);
      // A promoted server writes its new timeline to its control file at its next checkpoint;
      // before it, pg_rewind reads both on timeline 1 and finds "no rewind required".
      await query(primary, "CHECKPOINT");
      // Completes the crash recovery of the killed server (single-user mode), then takes from the
      // new primary every block that changed since their histories parted; -R writes standby.signal
      // and primary_conninfo.
      run("pg_rewind", ["-D", node.dataDir, "--source-server", `host=127.0.0.1 port=${primary.port} user=postgres dbname=postgres`, "-R", "--no-sync"]);
      append(node, "postgresql.auto.conf", [`primary_slot_name = '${node.name}'`, "synchronous_standby_names = ''"]);
      start(node);
      await streaming(primary, node, false);
    },
    stop,
  };
  return pair;
}
