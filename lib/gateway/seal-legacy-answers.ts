import type { Database } from "../db/client";
import { sealAnswer, type StoredAnswer } from "./api/idempotency";

/**
 * Seals, in place, the stored idempotent answers an older version kept in plaintext
 * (`response_body`): each becomes `response_sealed` and its plaintext column is cleared, a batch
 * of rows per statement. Idempotent (only rows still unsealed are touched, so instances starting
 * together do not seal a row twice); returns how many rows it sealed. When it sealed any, the table
 * is rewritten (`VACUUM FULL`: the table holds at most a day of answers), so the row versions the
 * update left behind, plaintext, leave its files too.
 */
export async function sealLegacyAnswers(db: Pick<Database, "query">, masterKey: Buffer, batchSize = 500): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db.query<{ scope: string; key: string; status: number; body: string }>(
      "SELECT scope, key, status, response_body::text AS body FROM idempotency_key WHERE response_sealed IS NULL ORDER BY scope, key LIMIT $1",
      [batchSize],
    );
    if (rows.length === 0) break;
    const values = rows.map(({ scope, key, status, body }) => {
      const answer = JSON.parse(body) as StoredAnswer;
      return { scope, key, sealed: sealAnswer(masterKey, scope, key, { ...answer, code: status }) };
    });
    const updated = await db.query<{ key: string }>(
      `UPDATE idempotency_key AS t SET response_sealed = v.sealed, response_body = NULL
         FROM jsonb_to_recordset($1::jsonb) AS v(scope text, key text, sealed text)
        WHERE t.scope = v.scope AND t.key = v.key AND t.response_sealed IS NULL
       RETURNING t.key`,
      [JSON.stringify(values)],
    );
    sealed += updated.length;
    if (rows.length < batchSize) break;
  }
  if (sealed > 0) await db.query("VACUUM FULL idempotency_key");
  return sealed;
}
