import { createHmac, hkdfSync } from "node:crypto";
import { safeEqual } from "../../crypto";
import type { MerchantConfig } from "../merchant-config";

/** Characters of the MAC kept in the URL: 22 of base64url, 132 bits of the HMAC's 256. */
export const RECEIPT_MAC_LENGTH = 22;

/** The HKDF info of the receipt key: a new version (another key) makes every receipt URL issued before it invalid. */
const KEY_INFO = "caja receipt v1";

const keys = new WeakMap<Buffer, Buffer>();

/** The receipt key, HKDF-SHA256 of the master key (derived once per process and master key). */
function receiptKey(masterKey: Buffer): Buffer {
  let key = keys.get(masterKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", masterKey, Buffer.alloc(0), KEY_INFO, 32));
    keys.set(masterKey, key);
  }
  return key;
}

function receiptMac(masterKey: Buffer, intent: string): string {
  return createHmac("sha256", receiptKey(masterKey)).update(intent).digest("base64url").slice(0, RECEIPT_MAC_LENGTH);
}

type KeyConfig = Pick<MerchantConfig, "masterKey">;

/**
 * The public path of an intent's receipt, `/r/{intent}/{mac}`: the MAC (HMAC-SHA256 of the intent
 * id under a key derived from the master key) makes it unguessable without storing anything, so
 * there is no secret at rest and no table of links; every instance sharing the MASTER_KEY issues
 * and accepts the same URL. It is the same for an intent forever (a receipt link does not expire).
 */
export function receiptPath(config: KeyConfig, intent: string): string {
  return `/r/${encodeURIComponent(intent)}/${receiptMac(config.masterKey, intent)}`;
}

/** Whether `mac` is the intent's receipt MAC, compared in constant time. */
export function verifyReceiptMac(config: KeyConfig, intent: string, mac: string): boolean {
  return safeEqual(receiptMac(config.masterKey, intent), mac);
}
