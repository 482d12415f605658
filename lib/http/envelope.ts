import { jsonReply, type ApiReply } from "./exchange";
import { toWebResponse } from "./web-exchange";

/** The one response shape of the API: `{code, message, data}`, with `data` always an object. */
export type Envelope<T extends object = Record<string, unknown>> = { code: number; message: string; data: T };

export function envelopeReply<T extends object>(code: number, message: string, data: T, headers?: Record<string, string>): ApiReply {
  const body: Envelope<T> = { code, message, data };
  return jsonReply(code, body, { "cache-control": "no-store", ...headers });
}

export function envelope<T extends object>(code: number, message: string, data: T, headers?: Record<string, string>): Response {
  return toWebResponse(envelopeReply(code, message, data, headers));
}
