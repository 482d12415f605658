import { createHmac } from "node:crypto";

/**
 * Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed
 * with the base64 part of each `whsec_` secret; several secrets (during a rotation's overlap) give
 * several signatures, space-separated.
 */
export function signWebhook(id: string, timestamp: number, body: string, secrets: string[]): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith("whsec_") ? secret.slice(6) : secret, "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(" ");
}
