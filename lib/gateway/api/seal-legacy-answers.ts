import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { sealAnswer, type StoredAnswer } from "./idempotency";

const UNSEALED = statement<{ scope: string; key: string; status: number; body: string }>(
  "gw_unsealed_answers",
  "SELECT scope, key, status, response_body::text AS body FROM idempotency_key WHERE response_sealed IS NULL ORDER BY scope, key LIMIT $1",
);

const SEAL = statement<{ key: string }>(
  "gw_seal_answers",
  `UPDATE idempotency_key AS t SET response_sealed = v.sealed, response_body = NULL
         FROM jsonb_to_recordset($1::jsonb) AS v(scope text, key text, sealed text)
        WHERE t.scope = v.scope AND t.key = v.key AND t.response_sealed IS NULL
       RETURNING t.key`,
);

const REWRITE = statement("gw_rewrite_idempotency_keys", "VACUUM FULL idempotency_key");

/**
 * Seals, in place, the stored idempotent answers an older version kept in plaintext
 * (`response_body`): each becomes `response_sealed` and its plaintext column is cleared, a batch
 * of rows per statement. Idempotent (only rows still unsealed are touched, so instances starting
 * together do not seal a row twice); returns how many rows it sealed. When it sealed any, the table
 * is rewritten (`VACUUM FULL`: the table holds at most a day of answers), so the row versions the
 * update left behind, plaintext, leave its files too.
 */
export async function sealLegacyAnswers(store: Store, masterKey: Buffer, batchSize = 500): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await store.sql(UNSEALED, [batchSize]);
    if (rows.length === 0) break;
    const values = rows.map(({ scope, key, status, body }) => {
      const answer = JSON.parse(body) as StoredAnswer;
      return { scope, key, sealed: sealAnswer(masterKey, scope, key, { ...answer, code: status }) };
    });
    const updated = await store.sql(SEAL, [JSON.stringify(values)]);
    sealed += updated.length;
    if (rows.length < batchSize) break;
  }
  if (sealed > 0) await store.sql(REWRITE);
  return sealed;
}
