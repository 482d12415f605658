import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { createIntent, intentBody, sendTransaction } from "../support/api";

const AMOUNT = 149.5;
const NIP = "7391";

async function pay(request: APIRequestContext, card: string, form: "json" | "compact") {
  const data = await createIntent(request, "card_present", { body: intentBody("card_present", { amount: AMOUNT }) });
  const keys = data.keys as { signature: string; encryption: string };
  const body = await buildCardTransaction({ intent: data.intent, amount: AMOUNT, keys, card, nip: NIP, track2: sandboxTrack2(card), form });
  return sendTransaction(request, data.intent, body);
}

test.describe("card data at rest", () => {
  test("after real transactions, no table holds the card number, nip or track 2 (PostgreSQL)", async ({ request }) => {
    for (const card of ["4242424242424242", "4000000000000002"]) {
      expect((await pay(request, card, "json")).status()).toBeLessThan(500);
      expect((await pay(request, card, "compact")).status()).toBeLessThan(500);
    }
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      const tables = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
      let rows = 0;
      for (const { tablename } of tables.rows) {
        const dump = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${tablename}" t`);
        for (const { row } of dump.rows) {
          rows++;
          for (const secret of ["4242424242424242", "4000000000000002", `"${NIP}"`, "=30121010000000000"]) expect(row, tablename).not.toContain(secret);
        }
      }
      expect(rows).toBeGreaterThan(10);
      const kept = await client.query("SELECT card_bin, card_last4 FROM payment_intent WHERE card_bin IS NOT NULL LIMIT 1");
      expect(kept.rows[0]).toEqual({ card_bin: expect.stringMatching(/^\d{6}$/), card_last4: expect.stringMatching(/^\d{4}$/) });
    } finally {
      await client.end();
    }
  });
});
