import { createPublicKey } from "node:crypto";
import { compactDecrypt, compactVerify } from "jose";
import { AppError } from "../../errors";
import { parseOrThrow } from "../../http/parse";
import { cardFieldsSchema, type CardFields } from "../../contract/card-fields";

/** What the service keeps of a card_present intent's keys (sealed at rest). */
export type IntentCardKeys = { publicKey: string; encryption: string };

export type VerifiedTransaction = CardFields & { jti: string };

export const IAT_WINDOW_SECONDS = 300;

async function decrypt(jwe: string, keys: IntentCardKeys): Promise<Uint8Array> {
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, Buffer.from(keys.encryption, "base64"), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    if (protectedHeader.alg !== "dir" || protectedHeader.enc !== "A256GCM") throw new Error("alg");
    return plaintext;
  } catch {
    throw new AppError("jwe_invalid");
  }
}

async function verify(jwt: string, keys: IntentCardKeys): Promise<Record<string, unknown>> {
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(jwt, createPublicKey(keys.publicKey), { algorithms: ["ES256"] }));
  } catch {
    throw new AppError("jwt_signature_invalid");
  }
  try {
    const claims = JSON.parse(new TextDecoder().decode(payload)) as unknown;
    if (claims && typeof claims === "object" && !Array.isArray(claims)) return claims as Record<string, unknown>;
  } catch {
    /* falls through */
  }
  throw new AppError("jwt_signature_invalid");
}

/** intent, amount, iat and jti: checked in that order, each failure with its own message. */
function checkClaims(claims: Record<string, unknown>, intent: { id: string; amount: string }, now: number): string {
  if (claims.intent !== intent.id) throw new AppError("jwt_claim_mismatch", { claim: "intent" });
  if (typeof claims.amount !== "number" || claims.amount.toFixed(2) !== Number(intent.amount).toFixed(2)) {
    throw new AppError("jwt_claim_mismatch", { claim: "amount" });
  }
  if (typeof claims.iat !== "number" || Math.abs(now - claims.iat) > IAT_WINDOW_SECONDS) throw new AppError("jwt_stale");
  if (typeof claims.jti !== "string" || claims.jti.length < 1 || claims.jti.length > 128) {
    throw new AppError("jwt_claim_mismatch", { claim: "jti" });
  }
  return claims.jti;
}

/**
 * The JSON form: `JWT` (ES256, claims intent/amount/iat/jti) and `JWE` (dir + A256GCM, plaintext
 * `{card, nip, track2}` equal to the body's fields). The body's formats are checked before this.
 */
export async function verifyJsonTransaction(
  body: { JWE: string; JWT: string } & CardFields,
  keys: IntentCardKeys,
  intent: { id: string; amount: string },
  now = Math.floor(Date.now() / 1000),
): Promise<VerifiedTransaction> {
  const claims = await verify(body.JWT, keys);
  const jti = checkClaims(claims, intent, now);
  const plaintext = await decrypt(body.JWE, keys);
  let sealed: unknown;
  try {
    sealed = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw new AppError("jwe_payload_mismatch");
  }
  const fields = sealed as Partial<CardFields> | null;
  if (!fields || fields.card !== body.card || fields.nip !== body.nip || fields.track2 !== body.track2) {
    throw new AppError("jwe_payload_mismatch");
  }
  return { card: body.card, nip: body.nip, track2: body.track2, jti };
}

/** The compact form: a JWE (dir + A256GCM) whose plaintext is a JWT carrying card, nip and track2 as claims too. */
export async function verifyCompactTransaction(
  jwe: string,
  keys: IntentCardKeys,
  intent: { id: string; amount: string },
  now = Math.floor(Date.now() / 1000),
): Promise<VerifiedTransaction> {
  const jwt = new TextDecoder().decode(await decrypt(jwe, keys));
  const claims = await verify(jwt, keys);
  const jti = checkClaims(claims, intent, now);
  const fields = parseOrThrow(cardFieldsSchema, { card: claims.card, nip: claims.nip, track2: claims.track2 });
  return { ...fields, jti };
}
