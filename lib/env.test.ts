import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("defaults to the embedded database in ./.data on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, databaseKind: "pglite", dataDir: path.resolve(".data") });
  });

  it("selects PostgreSQL when DATABASE_URL is set, and treats an empty value as unset", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u@127.0.0.1:5432/db" }).databaseKind).toBe("postgresql");
    expect(parseEnv({ DATABASE_URL: "" }).databaseKind).toBe("pglite");
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
