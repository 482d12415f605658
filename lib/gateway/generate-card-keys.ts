import { generateKeyPairSync, randomBytes } from "node:crypto";
import { encryptSecret } from "../crypto";

/**
 * A fresh key pair for one card_present intent. The POS gets the ECDSA P-256 private key
 * (PKCS#8 PEM, signs its JWT with ES256) and a 256-bit AES key (standard base64, encrypts its
 * JWE with A256GCM). We keep only the public key and the AES key, sealed under the master key
 * and bound to the intent id.
 */
export function generateCardKeys(masterKey: Buffer, intentId: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const encryption = randomBytes(32).toString("base64");
  const sealed = encryptSecret(
    masterKey,
    JSON.stringify({ publicKey: publicKey.export({ type: "spki", format: "pem" }), encryption }),
    intentId,
  );
  return {
    keys: { signature: privateKey.export({ type: "pkcs8", format: "pem" }) as string, encryption },
    sealed,
  };
}
