import { createHash, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test, type Browser } from "@playwright/test";
import pg from "pg";
import { decryptSecret, randomToken } from "../../lib/crypto";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import { intentBody } from "../support/api";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";
import { scanAtRest, SecretList, type Queryable } from "../support/scan-at-rest";
import { createUserAsOwner, enrolTwoFactor, nextCode, signInWith } from "../support/two-factor";

/**
 * Nothing secret in plaintext at rest, on each database: real flows make every secret the system
 * knows exist (API keys, webhook secrets, the admin token, the session secret, MASTER_KEY, the
 * users' passwords, TOTP seeds (enrolled and pending) and recovery codes, card_present keys, card
 * data), then every row of every table, every byte of
 * every file of the database's data directory (heap, indexes, WAL) and everything the server
 * printed at LOG_LEVEL=debug are searched for each, in each form it can take.
 * DATA_DIR/secrets.json (mode 0600) is the one documented exception.
 */

const NIP = "7391";
const CARDS = ["4242424242424242", "4000000000000002", "4000000000009995"];
const OWNER = "owner-at-rest@caja.test";
const random = (prefix: string) => randomToken(prefix, 32);

type Run = {
  database: "pglite" | "postgresql";
  /** The server's environment; what is left out is generated (and kept in DATA_DIR/secrets.json). */
  env: Record<string, string>;
};

/** The owner of the dashboard signs in and rotates the webhook secret from Settings. */
async function rotateFromSettings(browser: Browser, app: AppProcess, password: string) {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  try {
    await page.goto("/login");
    await page.getByLabel("Email").fill(OWNER);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/intents/);
    await page.goto("/settings");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Rotate signing secret" }) });
    await form.getByLabel("Keep the old secret valid for (hours)").fill("1");
    await form.getByRole("button", { name: "Rotate signing secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate" }).click();
    await expect(form.getByRole("status")).toContainText("Rotated. The previous secret stays valid until");
  } finally {
    await context.close();
  }
}

/**
 * Two-factor sign-in: the owner enrols (a TOTP seed and 10 recovery codes), signs in again with a
 * code and with a recovery code; a cashier created from Settings starts an enrolment and leaves it
 * pending (a sealed seed of its own).
 */
async function twoFactorFlows(browser: Browser, app: AppProcess, password: string, secrets: SecretList) {
  const context = await browser.newContext({ baseURL: app.url });
  const owner = await context.newPage();
  try {
    await signInWith(owner, { email: OWNER, password });
    const { app: authenticator, recoveryCodes } = await enrolTwoFactor(owner);
    secrets.text("owner TOTP seed (base32)", authenticator.secret.base32).bytes("owner TOTP seed", Buffer.from(authenticator.secret.bytes));
    for (const [i, code] of recoveryCodes.entries()) secrets.text(`owner recovery code ${i + 1}`, code).text(`owner recovery code ${i + 1} (no dashes)`, code.replace(/-/g, ""));
    const cashier = await createUserAsOwner(owner, "cashier", "at-rest");
    secrets.text("cashier password", cashier.password);

    const again = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signInWith(again, { email: OWNER, password }, nextCode(authenticator));
    await again.context().close();
    const recovered = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signInWith(recovered, { email: OWNER, password }, () => recoveryCodes[0]!);
    await recovered.context().close();

    const pending = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signInWith(pending, cashier);
    await pending.goto("/account");
    await pending.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const seed = (await pending.getByTestId("totp-secret").textContent())!.trim();
    secrets.text("cashier pending TOTP seed (base32)", seed);
    await pending.context().close();
  } finally {
    await context.close();
  }
}

/**
 * Every flow that makes a secret exist, through the API and the dashboard, each POST that answers
 * one with an Idempotency-Key and replayed. Appends what it learns to `secrets`.
 */
async function driveFlows(browser: Browser, app: AppProcess, run: Run, secrets: SecretList) {
  const call = async (method: string, route: string, headers: Record<string, string>, body?: string) => {
    const response = await fetch(`${app.url}/api${route}`, { method, headers: { "content-type": "application/json", ...headers }, body });
    return { status: response.status, replayed: response.headers.get("idempotent-replayed"), text: await response.text() };
  };
  /** A keyed POST, then the same again: the replay must be the same answer, marked replayed. */
  const keyed = async <T,>(route: string, headers: Record<string, string>, body: string) => {
    const key = `at-rest-${randomBytes(6).toString("hex")}`;
    const first = await call("POST", route, { ...headers, "Idempotency-Key": key }, body);
    expect(first.status, first.text).toBe(200);
    const again = await call("POST", route, { ...headers, "Idempotency-Key": key }, body);
    expect(again.replayed).toBe("true");
    expect(JSON.parse(again.text)).toEqual(JSON.parse(first.text));
    return (JSON.parse(first.text) as { data: T }).data;
  };
  const admin = { authorization: `Bearer ${run.env.ADMIN_API_TOKEN}` };
  const sandbox = { "X-Api-Key": run.env.SANDBOX_API_KEY! };

  // the admin API: a merchant (API key + webhook secret), another key for it
  const merchant = await keyed<{ id: string; apiKey: string; webhookSecret: string }>("/admin/merchants", admin, JSON.stringify({ name: "At-rest shop" }));
  secrets.text("merchant API key (admin create)", merchant.apiKey).webhookSecret("merchant webhook secret (admin create)", merchant.webhookSecret);
  const issued = await keyed<{ apiKey: string }>(`/admin/merchants/${merchant.id}/keys`, admin, "");
  secrets.text("merchant API key (issued)", issued.apiKey);

  // webhook secrets rotated through the API: the new merchant's, and the sandbox merchant's (long overlap)
  const rotated = await keyed<{ secret: string }>("/webhook-endpoint/rotate-secret", { "X-Api-Key": merchant.apiKey }, JSON.stringify({ overlapSeconds: 60 }));
  secrets.webhookSecret("webhook secret (rotated via the API)", rotated.secret);
  const rotatedSandbox = await keyed<{ secret: string }>("/webhook-endpoint/rotate-secret", sandbox, JSON.stringify({ overlapSeconds: 3600 }));
  secrets.webhookSecret("sandbox webhook secret (rotated via the API)", rotatedSandbox.secret);

  // and from the dashboard's Settings, as its owner
  await rotateFromSettings(browser, app, run.env.DASHBOARD_OWNER_PASSWORD!);
  await twoFactorFlows(browser, app, run.env.DASHBOARD_OWNER_PASSWORD!, secrets);

  // card_present: keyed creates (the answer carries the POS's private key and AES key), then
  // transactions in both forms, and a rejected one whose error must not echo the card data
  let transactions = 0;
  let lastIntent = "";
  for (const card of CARDS) {
    for (const form of ["json", "compact"] as const) {
      const created = await keyed<{ intent: string; keys: { signature: string; encryption: string } }>("/payment/intent", sandbox, JSON.stringify(intentBody("card_present", { amount: 20 })));
      const { intent, keys } = created;
      lastIntent = intent;
      secrets.privateKeyPem(`card private signing key of ${intent}`, keys.signature).base64Key(`card AES key of ${intent}`, keys.encryption);
      const tx = await buildCardTransaction({ intent, amount: 20, keys, card, nip: NIP, track2: sandboxTrack2(card), form });
      const response = await call("POST", "/payment/transaction", { ...sandbox, "X-Intent": intent, "content-type": tx.contentType }, tx.body);
      expect([200, 402]).toContain(response.status);
      transactions++;
      const bad = JSON.parse((await buildCardTransaction({ intent, amount: 20, keys, card, nip: NIP, track2: sandboxTrack2(card) })).body) as Record<string, unknown>;
      const rejected = await call("POST", "/payment/transaction", { ...sandbox, "X-Intent": intent }, JSON.stringify({ ...bad, nip: "73" }));
      expect(rejected.status).toBe(400);
      for (const secret of [card, sandboxTrack2(card)]) expect(rejected.text).not.toContain(secret);
    }
  }
  expect(transactions).toBe(6);
  for (const card of CARDS) secrets.text(`card number ${card}`, card).text(`track 2 of ${card}`, sandboxTrack2(card)).text(`track 2 prefix of ${card}`, `${card}=3012`);
  // the nip is 4 digits: searched as a JSON value in rows and output only (in raw files it would match by chance)
  secrets.text("nip (as a JSON value)", `"${NIP}"`, ["rows", "log"]).text("nip (as a JSON field)", `nip":"${NIP.slice(0, 1)}`, ["log"]);

  // the dashboard's receiver verifies the deliveries made after the rotations (it reads its sealed secrets)
  await expect(async () => {
    const deliveries = JSON.parse((await call("GET", `/payment/${lastIntent}/deliveries`, sandbox)).text) as { data: { events: Array<{ deliveries: Array<{ httpStatus: number | null }> }> } };
    expect(deliveries.data.events.flatMap((event) => event.deliveries.map((d) => d.httpStatus))).toContain(200);
  }).toPass({ timeout: 20_000 });
}

/** Secrets only the database knows: every webhook secret of every merchant and the receiver's, unsealed with the master key. */
async function secretsKeptSealed(database: Queryable, masterKey: Buffer, secrets: SecretList) {
  const rows = await database.query<{ id: string; merchant_id: string; secret_enc: string }>("SELECT id, merchant_id, secret_enc FROM webhook_secret ORDER BY created_at");
  for (const row of rows.rows) secrets.webhookSecret(`webhook secret ${row.id} of ${row.merchant_id}`, decryptSecret(masterKey, row.secret_enc, row.merchant_id).toString("utf8"));
  const setting = (await database.query<{ value: string }>("SELECT value FROM dashboard_setting WHERE key = 'webhook_secrets'")).rows[0]!.value;
  // read as it is, sealed or not: a plaintext value is then reported by the scan, where it is
  const received = JSON.parse(setting.startsWith("v1.") ? decryptSecret(masterKey, setting, "dashboard_setting:webhook_secrets").toString("utf8") : setting) as Array<{ secret: string }>;
  for (const { secret } of received) secrets.webhookSecret("receiver webhook secret (rotated from Settings)", secret);
  // sandbox (1), its two rotations, the new merchant's (1) and its rotation
  expect(rows.rows.length).toBe(5);
  expect(received.length).toBeGreaterThanOrEqual(2);
  return rows.rows.length;
}

/** The secrets of the configuration: configured ones from the environment, generated ones from secrets.json (checked 0600). */
function configuredSecrets(run: Run, dataDir: string, secrets: SecretList): Buffer {
  const file = path.join(dataDir, "secrets.json");
  const stored = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {};
  if (fs.existsSync(file)) expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
  const masterKey = run.env.MASTER_KEY ?? stored.masterKey!;
  const webhookSecret = run.env.SANDBOX_WEBHOOK_SECRET ?? stored.sandboxWebhookSecret!;
  secrets
    .base64Key("MASTER_KEY", masterKey)
    .text("admin token", run.env.ADMIN_API_TOKEN!)
    .text("sandbox API key", run.env.SANDBOX_API_KEY!)
    .webhookSecret("sandbox webhook secret", webhookSecret)
    .text("dashboard owner password", run.env.DASHBOARD_OWNER_PASSWORD!);
  // NEXTAUTH_SECRET as configured, or derived from the master key as lib/sandbox-secrets.ts does
  const nextAuth = run.env.NEXTAUTH_SECRET ?? Buffer.from(hkdfSync("sha256", Buffer.from(masterKey, "base64"), Buffer.alloc(0), "caja dashboard sessions", 32)).toString("base64");
  secrets.base64Key(run.env.NEXTAUTH_SECRET ? "NEXTAUTH_SECRET (configured)" : "NextAuth secret (derived from MASTER_KEY)", nextAuth);
  return Buffer.from(masterKey, "base64");
}

/** The run's database, read directly once the server is gone. */
async function openDatabase(dataDir: string, postgres: PostgresServer | undefined): Promise<Queryable & { close(): Promise<void> }> {
  if (!postgres) return PGlite.create(path.join(dataDir, "pgdata"));
  const client = new pg.Client({ connectionString: postgres.url("caja_at_rest") });
  await client.connect();
  return { query: <T,>(sql: string) => client.query(sql) as unknown as Promise<{ rows: T[] }>, close: () => client.end() };
}

const RUNS: Run[] = [
  {
    // MASTER_KEY and the sandbox webhook secret generated into secrets.json; the session secret derived
    database: "pglite",
    env: { ADMIN_API_TOKEN: random("adm_"), SANDBOX_API_KEY: random("sk_sandbox_"), DASHBOARD_OWNER_PASSWORD: random("pw-") },
  },
  {
    // every secret configured, NEXTAUTH_SECRET included
    database: "postgresql",
    env: {
      ADMIN_API_TOKEN: random("adm_"),
      SANDBOX_API_KEY: random("sk_sandbox_"),
      SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
      MASTER_KEY: randomBytes(32).toString("base64"),
      NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
      DASHBOARD_OWNER_PASSWORD: random("pw-"),
    },
  },
];

for (const run of RUNS) {
  test(`no secret in plaintext at rest on ${run.database}: every row, every byte of the data directory, everything the server printed`, async ({ browser }) => {
    test.setTimeout(300_000);
    const dataDir = tempDataDir();
    let postgres: PostgresServer | undefined;
    try {
      postgres = run.database === "postgresql" ? await startPostgres({ databases: ["caja_at_rest"] }) : undefined;
      const app = await spawnApp({
        CAJA_MODE: "sandbox",
        RATE_LIMIT_PER_SECOND: "0",
        LOG_LEVEL: "debug",
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url("caja_at_rest") ?? "",
        DASHBOARD_OWNER_EMAIL: OWNER,
        ...run.env,
      });
      expect((await waitForHealth(app)).status).toBe(200);
      const secrets = new SecretList();
      try {
        await driveFlows(browser, app, run, secrets);
      } finally {
        await app.kill("SIGTERM");
      }
      const masterKey = configuredSecrets(run, dataDir, secrets);

      const database = await openDatabase(dataDir, postgres);
      let scanned: Awaited<ReturnType<typeof scanAtRest>>;
      let webhookSecrets = 0;
      try {
        webhookSecrets = await secretsKeptSealed(database, masterKey, secrets);
        const kept = await database.query<{ card_bin: string; card_last4: string }>("SELECT card_bin, card_last4 FROM payment_intent WHERE card_bin IS NOT NULL");
        expect(kept.rows).toHaveLength(6);
        for (const row of kept.rows) expect(row).toEqual({ card_bin: expect.stringMatching(/^\d{6}$/), card_last4: expect.stringMatching(/^\d{4}$/) });
        const stored = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_key");
        expect(stored.rows[0]!.n).toBe(10); // an answer for every keyed POST above (their replays store nothing)
        // 1. every row of every table
        scanned = await scanAtRest({ secrets, database });
        // PostgreSQL writes its dirty pages to the data files; PGlite writes them back when it closes
        if (postgres) await database.query("CHECKPOINT");
      } finally {
        await database.close();
      }
      // 2. every byte of every file of the data directories (heap, indexes, WAL), secrets.json aside;
      // 3. everything the server printed (and, on PostgreSQL, the database server's own log)
      const rest = await scanAtRest({
        secrets,
        dataDirs: [dataDir, ...(postgres ? [postgres.dataDir] : [])],
        exclude: [path.join(dataDir, "secrets.json")],
        log: app.output() + (postgres ? fs.readFileSync(postgres.logFile, "utf8") : ""),
      });
      scanned.findings.push(...rest.findings);
      Object.assign(scanned.coverage, { files: rest.coverage.files, fileBytes: rest.coverage.fileBytes, logBytes: rest.coverage.logBytes });
      const summary = `${run.database}: ${secrets.names.size} secrets (${secrets.needles.length} forms; ${webhookSecrets} webhook secrets at rest); ${JSON.stringify(scanned.coverage)}`;
      test.info().annotations.push({ type: "scanned", description: summary });
      console.log(`[at rest] ${summary}`);

      expect(scanned.findings).toEqual([]);
      // the scan covered what it should have: not a scan of nothing
      expect(scanned.coverage.tables).toBeGreaterThanOrEqual(15);
      expect(scanned.coverage.rows).toBeGreaterThan(50);
      expect(scanned.coverage.files).toBeGreaterThan(100);
      expect(scanned.coverage.fileBytes).toBeGreaterThan(10_000_000);
      // (a new embedded data directory starts from the build's template: no migration lines in its log)
      expect(scanned.coverage.logBytes).toBeGreaterThan(2_000);
      expect(app.output()).toContain("card.authorization");
      expect(app.output()).toContain('"level":"debug"');
    } finally {
      postgres?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

test("idempotent answers an older version stored in plaintext are sealed at start-up, and still replayed", async () => {
  const dataDir = tempDataDir();
  const env = {
    CAJA_MODE: "sandbox",
    RATE_LIMIT_PER_SECOND: "0",
    DATA_DIR: dataDir,
    ADMIN_API_TOKEN: random("adm_"),
    SANDBOX_API_KEY: random("sk_sandbox_"),
    MASTER_KEY: randomBytes(32).toString("base64"),
  };
  try {
    // a first start creates the database and the sandbox merchant
    const first = await spawnApp(env);
    expect((await waitForHealth(first)).status).toBe(200);
    await first.kill("SIGTERM");

    // what the previous version stored for a keyed card_present create: the POS's keys in plaintext
    const body = JSON.stringify(intentBody("card_present", { amount: 20 }));
    const legacyKey = `-----BEGIN PRIVATE KEY-----\n${random("LEGACY")}\n-----END PRIVATE KEY-----\n`;
    const answer = { code: 200, message: "intent_success", data: { intent: "cp_LegacyAnswer00000000001", keys: { signature: legacyKey, encryption: randomBytes(32).toString("base64") } } };
    const requestHash = createHash("sha256").update(`POST /api/payment/intent\n\n${body}`).digest("hex");
    const db = await PGlite.create(path.join(dataDir, "pgdata"));
    await db.query("INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_body) VALUES ('mer_sandbox', 'mer_sandbox', 'legacy-1', $1, 200, $2::jsonb)", [
      requestHash,
      JSON.stringify(answer),
    ]);
    await db.close();

    const second = await spawnApp(env);
    expect((await waitForHealth(second)).status).toBe(200);
    expect(second.output()).toMatch(/"count":1,.*"event":"idempotency.legacy_sealed"/);
    const replay = await fetch(`${second.url}/api/payment/intent`, { method: "POST", headers: { "X-Api-Key": env.SANDBOX_API_KEY, "content-type": "application/json", "Idempotency-Key": "legacy-1" }, body });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(answer);
    await second.kill("SIGTERM");

    const check = await PGlite.create(path.join(dataDir, "pgdata"));
    const rows = await check.query<{ row: string }>("SELECT row_to_json(t)::text AS row FROM idempotency_key t");
    await check.close();
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.row).toMatch(/"response_body":null/);
    expect(rows.rows[0]!.row).not.toContain(answer.data.keys.encryption);
    expect(rows.rows[0]!.row).not.toContain(legacyKey.split("\n")[1]);
    // the table was rewritten: the plaintext row version is gone from its files (the WAL written
    // before the upgrade keeps it until PostgreSQL recycles those segments)
    const legacy = new SecretList().text("legacy private key", legacyKey.split("\n")[1]!).base64Key("legacy AES key", answer.data.keys.encryption);
    const files = await scanAtRest({ secrets: legacy, dataDirs: [path.join(dataDir, "pgdata", "base")] });
    expect(files.coverage.files).toBeGreaterThan(100);
    expect(files.findings).toEqual([]);

    // idempotent: nothing left to seal at the next start
    const third = await spawnApp(env);
    expect((await waitForHealth(third)).status).toBe(200);
    await third.kill("SIGTERM");
    expect(third.output()).not.toContain("idempotency.legacy_sealed");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
