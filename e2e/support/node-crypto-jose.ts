import { createCipheriv, createPrivateKey, randomBytes, sign } from "node:crypto";

/**
 * JOSE by hand with node:crypto only (RFC 7515/7516/7518), to check that the service's reading of
 * the spec is standard JOSE and not a dialect of the library it uses.
 */
const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export function es256Jws(claims: object, pkcs8Pem: string): string {
  const signingInput = `${b64url(JSON.stringify({ alg: "ES256", typ: "JWT" }))}.${b64url(JSON.stringify(claims))}`;
  const signature = sign("sha256", Buffer.from(signingInput), { key: createPrivateKey(pkcs8Pem), dsaEncoding: "ieee-p1363" });
  return `${signingInput}.${b64url(signature)}`;
}

export function dirA256GcmJwe(plaintext: string, base64Key: string, extraHeader: object = {}): string {
  const header = b64url(JSON.stringify({ alg: "dir", enc: "A256GCM", ...extraHeader }));
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(base64Key, "base64"), iv);
  cipher.setAAD(Buffer.from(header, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${header}..${b64url(iv)}.${b64url(ciphertext)}.${b64url(cipher.getAuthTag())}`;
}
