import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { TEST_MASTER_KEY } from "../../testing/databases";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { findStoredAnswer } from "./idempotency";
import { sealLegacyAnswers } from "./seal-legacy-answers";

const MASTER_KEY = Buffer.from(TEST_MASTER_KEY, "base64");
const MERCHANT = "mer_legacy";
/** What an older version stored in plaintext: a card_present create's answer, with the POS's keys. */
const legacyAnswer = (n: number) => ({
  code: 200,
  message: "intent_success",
  data: { intent: `cp_legacy${n}`, keys: { signature: `-----BEGIN PRIVATE KEY-----\nLEGACYPRIVATEKEY${n}xxxxxxxx\n-----END PRIVATE KEY-----\n`, encryption: `LEGACYAESKEY${n}yyyyyyyy=` } },
});

describe.each(DATABASE_KINDS)("sealing the plaintext idempotent answers of an older version, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const rowsText = async () => (await db.query<{ row: string }>("SELECT row_to_json(t)::text AS row FROM idempotency_key t")).map((r) => r.row).join("\n");

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    await db.query("INSERT INTO merchant (id, name) VALUES ($1, 'Legacy shop')", [MERCHANT]);
    // As the previous schema wrote them: the answer in response_body (jsonb), nothing sealed.
    for (let n = 1; n <= 5; n++) {
      await db.query("INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_body) VALUES ($1, $1, $2, 'h', 200, $3::jsonb)", [
        MERCHANT,
        `order-${n}`,
        JSON.stringify(legacyAnswer(n)),
      ]);
    }
    await db.query("INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_body) VALUES ('admin', NULL, 'merchant-1', 'h2', 200, $1::jsonb)", [
      JSON.stringify({ code: 200, message: "merchant_created", data: { apiKey: "sk_sandbox_LEGACYAPIKEYzzzzzzzz", webhookSecret: "whsec_TEVHQUNZU0VDUkVU" } }),
    ]);
  });
  afterAll(async () => dispose?.());

  it("seals every row in batches, clears the plaintext, and a second pass finds nothing to do", async () => {
    expect(await rowsText()).toContain("LEGACYPRIVATEKEY1");
    expect(await sealLegacyAnswers(db.store, MASTER_KEY, 2)).toBe(6);
    const text = await rowsText();
    for (const secret of ["LEGACYPRIVATEKEY", "LEGACYAESKEY", "LEGACYAPIKEY", "whsec_TEVHQUNZU0VDUkVU", "intent_success"]) expect(text).not.toContain(secret);
    const counts = await db.query<{ sealed: number; plain: number }>(
      "SELECT count(response_sealed)::int AS sealed, count(response_body)::int AS plain FROM idempotency_key",
    );
    expect(counts[0]).toEqual({ sealed: 6, plain: 0 });
    expect(await sealLegacyAnswers(db.store, MASTER_KEY, 2)).toBe(0);
  });

  it("replays a sealed legacy answer as it was stored", async () => {
    const found = await findStoredAnswer(db.store, MASTER_KEY, { merchantId: MERCHANT }, "order-3");
    expect(found).toEqual({ requestHash: "h", answer: { ...legacyAnswer(3), headers: undefined } });
    const admin = await findStoredAnswer(db.store, MASTER_KEY, "admin", "merchant-1");
    expect(admin?.answer.data).toEqual({ apiKey: "sk_sandbox_LEGACYAPIKEYzzzzzzzz", webhookSecret: "whsec_TEVHQUNZU0VDUkVU" });
  });

  it("a sealed answer copied under another key does not open (bound to its scope and key)", async () => {
    await db.query(
      "INSERT INTO idempotency_key (scope, merchant_id, key, request_hash, status, response_sealed) SELECT scope, merchant_id, 'copied', request_hash, status, response_sealed FROM idempotency_key WHERE key = 'order-1'",
    );
    await expect(findStoredAnswer(db.store, MASTER_KEY, { merchantId: MERCHANT }, "copied")).rejects.toThrow(/authenticate/);
  });
});
