import { Secret, TOTP } from "otpauth";
import { createHash, randomBytes } from "node:crypto";
import { decryptSecret, encryptSecret } from "../../crypto";

/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, 6 digits, 30 s, the parameters every
 * authenticator app accepts. A code is accepted one step either side (clock drift), and once.
 */
const PERIOD = 30;
const ISSUER = "Caja";

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** The 30-second step `code` belongs to (now, one before or one after), or null. */
export function stepOfCode(totp: TOTP, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Seeds at rest: AES-256-GCM under the master key, bound to the user (a row's seed cannot be moved to another). */
export const sealSeed = (masterKey: Buffer, userId: string, seed: string) => encryptSecret(masterKey, seed, `totp:${userId}`);
export const openSeed = (masterKey: Buffer, userId: string, sealed: string) => decryptSecret(masterKey, sealed, `totp:${userId}`).toString("utf8");

/** Recovery codes: 80 random bits as xxxx-xxxx-xxxx-xxxx (base32, no look-alike confusion beyond RFC 4648). */
export function newRecoveryCode(): string {
  const base32 = new Secret({ buffer: randomBytes(10).buffer }).base32.toLowerCase();
  return base32.match(/.{4}/g)!.join("-");
}

/** What is kept of a recovery code: SHA-256 over the user id and the code as typed without dashes or case. */
export function hashRecoveryCode(userId: string, code: string): string {
  const normalized = code.replace(/[\s-]/g, "").toLowerCase();
  return createHash("sha256").update(`${userId}:${normalized}`).digest("hex");
}

export const looksLikeRecoveryCode = (code: string) => /^[a-z2-7]{16}$/.test(code.replace(/[\s-]/g, "").toLowerCase());
