import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { parseDatabaseHosts } from "./database-hosts";

describe("a DATABASE_URL with several hosts", () => {
  it("is split into its hosts, each with its own connection string (user, password, database and the other parameters kept)", () => {
    const hosts = parseDatabaseHosts("postgresql://caja:s%40cret@10.0.0.1:5433,db-b,[::1]:6000/caja?sslmode=disable&target_session_attrs=read-write&connect_timeout=5")!;
    expect(hosts.hosts).toEqual([
      { host: "10.0.0.1", port: 5433 },
      { host: "db-b", port: 5432 },
      { host: "::1", port: 6000 },
    ]);
    expect(hosts.hosts.map(hosts.urlFor)).toEqual([
      "postgresql://caja:s%40cret@10.0.0.1:5433/caja?sslmode=disable&connect_timeout=5",
      "postgresql://caja:s%40cret@db-b:5432/caja?sslmode=disable&connect_timeout=5",
      "postgresql://caja:s%40cret@[::1]:6000/caja?sslmode=disable&connect_timeout=5",
    ]);
  });

  it("accepts no user, no database and target_session_attrs=primary", () => {
    const hosts = parseDatabaseHosts("postgres://a:1,b:2?target_session_attrs=primary")!;
    expect(hosts.hosts.map(hosts.urlFor)).toEqual(["postgres://a:1", "postgres://b:2"]);
  });

  it("leaves a one-host URL (or a Unix socket's) to node-postgres as it is", () => {
    expect(parseDatabaseHosts("postgresql://caja@127.0.0.1:5432/caja")).toBeNull();
    expect(parseDatabaseHosts("postgresql:///caja?host=/var/run/postgresql")).toBeNull();
  });

  it("refuses what Caja cannot follow: a session attribute other than writable, a bad port, an empty host", () => {
    expect(() => parseDatabaseHosts("postgresql://a:1,b:2/caja?target_session_attrs=any")).toThrow(/read-write or primary/);
    expect(() => parseDatabaseHosts("postgresql://a:1,b:2/caja?target_session_attrs=prefer-standby")).toThrow(/read-write or primary/);
    expect(() => parseDatabaseHosts("postgresql://a:1,b:99999/caja")).toThrow(/invalid port/);
    expect(() => parseDatabaseHosts("postgresql://a:1,,b/caja")).toThrow(/not a host/);
  });

  it("is checked at start with the other settings", () => {
    const base = { NODE_ENV: "test", CAJA_MODE: "sandbox", MASTER_KEY: Buffer.alloc(32, 1).toString("base64") };
    expect(parseEnv({ ...base, DATABASE_URL: "postgresql://u@a:1,b:2/caja?target_session_attrs=read-write" }).databaseKind).toBe("postgresql");
    expect(() => parseEnv({ ...base, DATABASE_URL: "postgresql://u@a:1,b:2/caja?target_session_attrs=standby" })).toThrow(/DATABASE_URL.*read-write or primary/s);
  });
});
