/**
 * A request and its reply as the service API sees them, independent of the server that carries
 * them: Next.js route handlers (web `Request`/`Response`) and the lean `node:http` front
 * (`IncomingMessage`/`ServerResponse`) adapt to these, so both run the very same handlers.
 */
export type ApiRequest = {
  method: string;
  /** The path as sent (no query), e.g. `/api/payment/intent`. */
  path: string;
  /** A header by lower-case name, or null; repeated headers joined by ", " as in `Headers.get`. */
  header(name: string): string | null;
  /** The whole body as UTF-8 text, refusing more than `maxBytes` (413 payload_too_large). */
  readBody(maxBytes: number): Promise<string>;
};

export type ApiReply = { status: number; headers: Record<string, string>; body: string };

/** A JSON reply (the body already serialized). */
export function jsonReply(status: number, value: unknown, headers?: Record<string, string>): ApiReply {
  return { status, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(value) };
}
