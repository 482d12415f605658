import { CompactEncrypt, CompactSign, importPKCS8 } from "jose";

/**
 * For point-of-sale developers: builds the body of POST /payment/transaction for a card_present
 * intent from its creation response (`data.keys`), in either form the service accepts.
 *
 *   const tx = await buildCardTransaction({ intent, amount: 149.5, keys, card, nip, track2 });
 *   await fetch(`${base}/payment/transaction`, { method: "POST", headers: { "X-Api-Key": key,
 *     "X-Intent": intent, "Content-Type": tx.contentType }, body: tx.body });
 *
 * JWT: compact JWS, ES256 with `keys.signature`, claims {intent, amount, iat, jti}.
 * JWE: compact, alg "dir", enc "A256GCM" with `keys.encryption`.
 * - form "json": JWE plaintext is {"card","nip","track2"}; body {JWE, JWT, card, nip, track2}.
 * - form "compact": the JWT also carries card, nip, track2 as claims; it is signed, then encrypted
 *   as the JWE's plaintext (cty "JWT"); the body is that one compact string (application/jose).
 */
export type CardTransactionInput = {
  intent: string;
  amount: number;
  keys: { signature: string; encryption: string };
  card: string;
  nip: string;
  track2: string;
  form?: "json" | "compact";
  /** Seconds since the epoch; defaults to now. */
  iat?: number;
  /** Unique per attempt; defaults to a random UUID. */
  jti?: string;
};

export type CardTransactionBody = { contentType: "application/json" | "application/jose"; body: string };

const encoder = new TextEncoder();

async function sign(claims: Record<string, unknown>, pem: string): Promise<string> {
  const key = await importPKCS8(pem, "ES256");
  return new CompactSign(encoder.encode(JSON.stringify(claims))).setProtectedHeader({ alg: "ES256", typ: "JWT" }).sign(key);
}

async function encrypt(plaintext: string, base64Key: string, cty?: string): Promise<string> {
  const key = Uint8Array.from(atob(base64Key), (c) => c.charCodeAt(0));
  return new CompactEncrypt(encoder.encode(plaintext)).setProtectedHeader({ alg: "dir", enc: "A256GCM", ...(cty ? { cty } : {}) }).encrypt(key);
}

export async function buildCardTransaction(input: CardTransactionInput): Promise<CardTransactionBody> {
  const claims = {
    intent: input.intent,
    amount: input.amount,
    iat: input.iat ?? Math.floor(Date.now() / 1000),
    jti: input.jti ?? crypto.randomUUID(),
  };
  const card = { card: input.card, nip: input.nip, track2: input.track2 };
  if (input.form === "compact") {
    const jwt = await sign({ ...claims, ...card }, input.keys.signature);
    return { contentType: "application/jose", body: await encrypt(jwt, input.keys.encryption, "JWT") };
  }
  const [JWT, JWE] = await Promise.all([sign(claims, input.keys.signature), encrypt(JSON.stringify(card), input.keys.encryption)]);
  return { contentType: "application/json", body: JSON.stringify({ JWE, JWT, ...card }) };
}

/** A well-formed track 2 for a test card: ;PAN=YYMM (expiry) 101 (service code) 0...0? */
export function sandboxTrack2(card: string, expiry = "3012"): string {
  return `;${card}=${expiry}1010000000000?`;
}
