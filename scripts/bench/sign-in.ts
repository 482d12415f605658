/**
 * `npx tsx scripts/bench/sign-in.ts`: what the sign-in throttle costs. In process, on a fresh
 * embedded database and on a PostgreSQL 15 server it starts: N sign-ins with the right password
 * through `signIn` (throttle reserve + scrypt + settle) against the same N through
 * `authenticateUser` alone (scrypt: the path before the throttle), alternating, then the throttle's
 * own transactions without scrypt. Prints ms per sign-in (p50/p95) and the ratio. BENCH_SIGN_INS (default 40).
 */
import { openDatabase, type Database } from "../../lib/db/client";
import { parseEnv } from "../../lib/env";
import { reserveSignInAttempt } from "../../lib/dashboard/auth/reserve-sign-in-attempt";
import { settleSignInAttempt } from "../../lib/dashboard/auth/settle-sign-in-attempt";
import { signIn } from "../../lib/dashboard/auth/sign-in";
import { authenticateUser } from "../../lib/dashboard/users/authenticate-user";
import { createUser } from "../../lib/dashboard/users/create-user";
import { createPgliteDir, TEST_MASTER_KEY } from "../../lib/testing/databases";
import { startPostgres } from "../lib/postgres-server";

const N = Number(process.env.BENCH_SIGN_INS ?? 40);
const PASSWORD = "bench-password-123";
const policy = { maxFailures: 10, ipMaxFailures: 100, lockSeconds: 900, backoffMs: 1000 };

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const fmt = (ms: number) => ms.toFixed(2);

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measure(label: string, db: Database) {
  await createUser(db.store, { email: "bench@caja.test", name: "Bench", role: "owner", password: PASSWORD }, { actor: { id: null, email: null }, context: { ip: null, userAgent: null } });
  const config = { masterKey: Buffer.alloc(32, 1), signIn: policy };
  const withThrottle: number[] = [];
  const without: number[] = [];
  const throttleOnly: number[] = [];
  for (let i = 0; i < 3; i++) await signIn(db.store, { email: "bench@caja.test", password: PASSWORD, context: { ip: "203.0.113.9", userAgent: "bench" } }, config); // warm-up
  for (let i = 0; i < N; i++) {
    withThrottle.push(await time(() => signIn(db.store, { email: "bench@caja.test", password: PASSWORD, context: { ip: "203.0.113.9", userAgent: "bench" } }, config)));
    without.push(await time(() => authenticateUser(db.store, "bench@caja.test", PASSWORD)));
    throttleOnly.push(
      await time(async () => {
        await reserveSignInAttempt(db.store, "bench@caja.test", "203.0.113.9", policy);
        await settleSignInAttempt(db.store, "bench@caja.test", "203.0.113.9");
      }),
    );
  }
  const p50 = quantile(withThrottle, 0.5);
  const base = quantile(without, 0.5);
  console.log(
    `${label.padEnd(12)} sign-in with throttle p50 ${fmt(p50)} ms p95 ${fmt(quantile(withThrottle, 0.95))} ms | password only p50 ${fmt(base)} ms p95 ${fmt(quantile(without, 0.95))} ms | ratio ${(p50 / base).toFixed(3)} | throttle alone p50 ${fmt(quantile(throttleOnly, 0.5))} ms p95 ${fmt(quantile(throttleOnly, 0.95))} ms`,
  );
}

async function main() {
  const dir = createPgliteDir();
  const embedded = await openDatabase(dir.env);
  try {
    await measure("embedded", embedded);
  } finally {
    await embedded.close();
    dir.remove();
  }
  const postgres = await startPostgres({ databases: ["caja_bench_sign_in"] });
  const url = postgres.url("caja_bench_sign_in");
  const server = await openDatabase(parseEnv({ DATABASE_URL: url, LOG_LEVEL: "silent", NODE_ENV: "test", CAJA_MODE: "sandbox", MASTER_KEY: TEST_MASTER_KEY }));
  try {
    await measure("PostgreSQL", server);
  } finally {
    await server.close();
    postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
