/** Why a webhook got no answer, in a word a person (and the dashboard) can act on. */
export type DeliveryFailure = "dns" | "refused" | "timeout" | "certificate" | "tls" | "reset" | "address_not_allowed" | "invalid_url" | "connection";

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ERR_TLS_CERT_ALTNAME_INVALID/;

/**
 * The kind of a delivery's failure from the error postWebhook recorded (`CODE: message`,
 * `timeout after N ms`, `address_not_allowed: …`), or null when the receiver answered.
 */
export function classifyDeliveryError(error: string | null): DeliveryFailure | null {
  if (error === null) return null;
  if (error.startsWith("timeout")) return "timeout";
  if (error.startsWith("address_not_allowed")) return "address_not_allowed";
  if (error === "invalid_url") return "invalid_url";
  const code = error.split(":", 1)[0] ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL") return "dns";
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "EPIPE") return "reset";
  if (CERTIFICATE.test(code)) return "certificate";
  if (code.startsWith("ERR_SSL") || code.startsWith("ERR_TLS") || /SSL|TLS/.test(error)) return "tls";
  return "connection";
}
