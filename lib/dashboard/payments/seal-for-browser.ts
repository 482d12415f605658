import { createHash } from "node:crypto";
import { decryptSecret, encryptSecret } from "../../crypto";

/**
 * A value the browser may carry but not read (a card intent's keys between "create" and "tap test
 * card"): AES-256-GCM under a key derived from the session secret, bound to the intent id.
 */
function key(secret: string): Buffer {
  return createHash("sha256").update(`caja browser seal\n${secret}`).digest();
}

export function sealForBrowser(secret: string, intent: string, value: unknown): string {
  return encryptSecret(key(secret), JSON.stringify(value), intent);
}

export function unsealFromBrowser<T>(secret: string, intent: string, sealed: string): T | null {
  try {
    return JSON.parse(decryptSecret(key(secret), sealed, intent).toString()) as T;
  } catch {
    return null;
  }
}
