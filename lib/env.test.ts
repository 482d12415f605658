import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, EnvError, parseEnv } from "./env";

const LIVE = {
  ADMIN_API_TOKEN: "t".repeat(32),
  PAYMENT_API_KEY: "sk_live_0123456789abcdef",
  PAYMENT_WEBHOOK_SECRET: "whsec_c2VjcmV0",
  NEXTAUTH_SECRET: "n".repeat(32),
  DASHBOARD_OWNER_EMAIL: "owner@shop.example",
  DASHBOARD_OWNER_PASSWORD: "a-long-password",
};

describe("parseEnv", () => {
  it("defaults to the embedded database in ./.data on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, databaseKind: "pglite", dataDir: path.resolve(".data") });
  });

  it("selects PostgreSQL when DATABASE_URL is set, and treats an empty value as unset", () => {
    const pg = parseEnv({ DATABASE_URL: "postgresql://u@127.0.0.1:5432/db", MASTER_KEY: Buffer.alloc(32, 1).toString("base64"), ...LIVE });
    expect(pg.databaseKind).toBe("postgresql");
    expect(pg.mode).toBe("live");
    expect(parseEnv({ DATABASE_URL: "" }).databaseKind).toBe("pglite");
  });

  it("reads every variable of .env.example as given there (empty = unset)", async () => {
    const fs = await import("node:fs");
    const lines = fs.readFileSync(".env.example", "utf8").split("\n").filter((line) => /^[A-Z_]+=/.test(line));
    const example = Object.fromEntries(lines.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]));
    expect(Object.keys(example).length).toBeGreaterThan(10);
    expect(() => parseEnv(example)).not.toThrow();
    const undocumented = ENV_KEYS.filter((key) => key !== "NODE_ENV" && !(key in example));
    expect(undocumented).toEqual([]);
  });

  it("speaks Spanish (Mexico) to users who have not chosen a language, unless DASHBOARD_LOCALE says otherwise", () => {
    expect(parseEnv({}).DASHBOARD_LOCALE).toBe("es-MX");
    expect(parseEnv({ DASHBOARD_LOCALE: "en" }).DASHBOARD_LOCALE).toBe("en");
  });

  it("is a sandbox on the embedded database unless told otherwise", () => {
    expect(parseEnv({}).mode).toBe("sandbox");
    expect(parseEnv({ CAJA_MODE: "live", MASTER_KEY: Buffer.alloc(32).toString("base64"), ...LIVE }).mode).toBe("live");
  });

  it("requires a master key and admin token when live, and a master key whenever PostgreSQL is shared", () => {
    expect(() => parseEnv({ CAJA_MODE: "live" })).toThrow(/MASTER_KEY[\s\S]*ADMIN_API_TOKEN/);
    expect(() => parseEnv({ DATABASE_URL: "postgresql://u@h/db", CAJA_MODE: "sandbox" })).toThrow(/MASTER_KEY/);
    expect(() => parseEnv({ MASTER_KEY: "c2hvcnQ=" })).toThrow(/MASTER_KEY: must be 32 bytes/);
  });

  it("lists every wrong variable in one error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join("\n");
    expect(problems).toContain("PORT");
    expect(problems).toContain("DATABASE_URL");
    expect(problems).toContain("LOG_LEVEL");
    expect((error as EnvError).message).toContain(".env.example");
  });
});
