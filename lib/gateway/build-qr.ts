import { createCipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * The `qr` object of a qr_present intent, modelled on Banxico's CoDi QR message
 * (members TYP, v.DEV, ic.IDC, ic.SER, ic.ENC, CRY), with the spec's lower-case names:
 *
 * - `typ` 19: a payment request presented as a QR code (CoDi's message type for QR charges).
 * - `v.dev`: the point of sale that shows it: 20 hex characters derived from the merchant, branch and
 *   terminal (stable per terminal, reveals neither), then "/" and the key serial.
 * - `ic.idc`: the intent identifier, so the payer's bank can report back about this very intent.
 * - `ic.ser`: serial number of the merchant key that sealed `cry` (1 until keys are rotated).
 * - `ic.enc`: the algorithm of `cry`, "A256GCM".
 * - `cry`: base64url of iv ‖ ciphertext ‖ tag: the charge (intent, amount, concept, merchant, expiry)
 *   as JSON, sealed with AES-256-GCM under a per-merchant key derived (HKDF-SHA256) from the master key.
 */
export type QrObject = { typ: number; v: { dev: string }; ic: { idc: string; ser: number; enc: string }; cry: string };

export const QR_TYPE_CHARGE = 19;
export const QR_KEY_SERIAL = 1;

const qrKeys = new Map<string, Buffer>();

/** The merchant's QR sealing key (HKDF-SHA256 of the master key), derived once per process. */
export function merchantQrKey(masterKey: Buffer, merchantId: string, serial = QR_KEY_SERIAL): Buffer {
  const cacheKey = `${merchantId}:${serial}:${masterKey.subarray(0, 4).toString("hex")}`;
  let key = qrKeys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", masterKey, Buffer.from(merchantId), Buffer.from(`caja qr v${serial}`), 32));
    qrKeys.set(cacheKey, key);
  }
  return key;
}

export function buildQr(input: {
  masterKey: Buffer;
  merchantId: string;
  merchantName: string;
  intentId: string;
  amount: string;
  concept?: string;
  branch: string;
  terminal: string;
  expiresAt: Date;
}): QrObject {
  const dev = createHmac("sha256", input.masterKey).update(`${input.merchantId}\n${input.branch}\n${input.terminal}`).digest("hex").slice(0, 20);
  const charge = JSON.stringify({
    intent: input.intentId,
    amount: input.amount,
    concept: input.concept ?? "",
    merchant: input.merchantName,
    expires: input.expiresAt.toISOString(),
  });
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", merchantQrKey(input.masterKey, input.merchantId), iv);
  cipher.setAAD(Buffer.from(input.intentId));
  const sealed = Buffer.concat([iv, cipher.update(charge), cipher.final(), cipher.getAuthTag()]);
  return {
    typ: QR_TYPE_CHARGE,
    v: { dev: `${dev}/${QR_KEY_SERIAL}` },
    ic: { idc: input.intentId, ser: QR_KEY_SERIAL, enc: "A256GCM" },
    cry: sealed.toString("base64url"),
  };
}
