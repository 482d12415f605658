/** How many characters of each webhook signature are shown: enough to tell two apart, far too few to be of use to anyone. */
const SIGNATURE_SHOWN = 8;

/** A webhook as support reads it: its headers (signatures cut short), its body as pretty-printed JSON (`json` false: not JSON, as received). */
export type WebhookAsReceived = { headers: Record<string, string>; body: string; json: boolean };

/** `v1,<base64>` signatures (several, space-separated, during a secret rotation) cut to their first characters. */
function shortSignatures(value: string): string {
  return value
    .split(" ")
    .map((signature) => {
      const [version, mac = ""] = signature.split(",", 2);
      return mac.length > SIGNATURE_SHOWN ? `${version},${mac.slice(0, SIGNATURE_SHOWN)}…` : signature;
    })
    .join(" ");
}

/**
 * A stored webhook (`{headers, body}`, the body as the raw text that was signed) for reading: the
 * body parsed once and printed with indentation (a body kept as a JSON string is not shown as an
 * escaped string), the headers in the order received with signatures shortened.
 */
export function presentWebhook(raw: unknown): WebhookAsReceived | null {
  if (!raw || typeof raw !== "object") return null;
  const { headers, body } = raw as { headers?: Record<string, unknown>; body?: unknown };
  const shown = Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name, name.toLowerCase() === "webhook-signature" ? shortSignatures(String(value)) : String(value)]),
  );
  if (typeof body !== "string") return { headers: shown, body: JSON.stringify(body ?? null, null, 2), json: true };
  try {
    return { headers: shown, body: JSON.stringify(JSON.parse(body), null, 2), json: true };
  } catch {
    return { headers: shown, body, json: false };
  }
}
