import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the app reads, parsed once with zod.
 * `.env.example` documents each one; keep the two in step.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema> & {
  /** Which database this process talks to. */
  databaseKind: "pglite" | "postgresql";
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`);
    this.name = "EnvError";
  }
}

/** Parses a given environment; pure, for tests. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`),
    );
  }
  const env = result.data;
  return {
    ...env,
    databaseKind: env.DATABASE_URL ? "postgresql" : "pglite",
    dataDir: path.resolve(env.DATA_DIR),
  };
}

const cache = globalThis as unknown as { __cajaEnv?: Env };

/** The process environment, parsed on first use and then cached. */
export function getEnv(): Env {
  cache.__cajaEnv ??= parseEnv(process.env);
  return cache.__cajaEnv;
}
