import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { intentBody } from "../support/api";
import { spawnApp, tempDataDir, waitForHealth } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";

const NIP = "7391";
const CARDS = ["4242424242424242", "4000000000000002", "4000000000009995"];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

test("no card number, nip or track 2 in the embedded database's rows, its files or the server log", async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  const app = await spawnApp({ ...SERVER_SECRETS_ENV, DATA_DIR: dataDir, LOG_LEVEL: "debug" });
  expect((await waitForHealth(app)).status).toBe(200);
  const post = (route: string, headers: Record<string, string>, body: string) =>
    fetch(`${app.url}/api${route}`, { method: "POST", headers: { "X-Api-Key": E2E.apiKey, ...headers }, body });

  let transactions = 0;
  for (const card of CARDS) {
    for (const form of ["json", "compact"] as const) {
      const created = await (await post("/payment/intent", { "content-type": "application/json" }, JSON.stringify(intentBody("card_present", { amount: 20 })))).json();
      const { intent, keys } = created.data;
      const tx = await buildCardTransaction({ intent, amount: 20, keys, card, nip: NIP, track2: sandboxTrack2(card), form });
      const response = await post("/payment/transaction", { "X-Intent": intent, "content-type": tx.contentType }, tx.body);
      expect([200, 402]).toContain(response.status);
      transactions++;
      // and a rejected one, whose error must not echo the data either
      const bad = JSON.parse((await buildCardTransaction({ intent, amount: 20, keys, card, nip: NIP, track2: sandboxTrack2(card) })).body);
      const rejected = await post("/payment/transaction", { "X-Intent": intent, "content-type": "application/json" }, JSON.stringify({ ...bad, nip: "73" }));
      const text = await rejected.text();
      expect(rejected.status).toBe(400);
      for (const secret of [card, sandboxTrack2(card)]) expect(text).not.toContain(secret);
    }
  }
  expect(transactions).toBe(6);
  await app.kill("SIGTERM");

  const secrets = [...CARDS, ...CARDS.map((card) => sandboxTrack2(card)), ...CARDS.map((card) => `${card}=3012`)];
  // 1. every row of every table
  const db = await PGlite.create(path.join(dataDir, "pgdata"));
  try {
    const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    let rows = 0;
    for (const { tablename } of tables.rows) {
      const dump = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${tablename}" t`);
      for (const { row } of dump.rows) {
        rows++;
        for (const secret of [...secrets, `"${NIP}"`]) expect(row, tablename).not.toContain(secret);
      }
    }
    expect(rows).toBeGreaterThan(20);
    const kept = await db.query<{ card_bin: string; card_last4: string }>("SELECT card_bin, card_last4 FROM payment_intent WHERE card_bin IS NOT NULL");
    expect(kept.rows).toHaveLength(6);
  } finally {
    await db.close();
  }
  // 2. every byte of every file of the data directory (heap, indexes, WAL)
  const files = filesUnder(dataDir);
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (const secret of secrets) expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
  }
  // 3. everything the server printed
  const output = app.output();
  expect(output).toContain("card.authorization");
  for (const secret of [...secrets, `"${NIP}"`, `nip":"7`]) expect(output).not.toContain(secret);
});
