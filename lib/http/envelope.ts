/** The one answer shape of the API: `{code, message, data}`, with `data` always an object. */
export type Envelope<T extends object = Record<string, unknown>> = { code: number; message: string; data: T };

/** An answer, serialized, independent of the server carrying it. */
export type Reply = { status: number; headers: Record<string, string>; body: string };

export function envelopeReply<T extends object>(code: number, message: string, data: T, headers?: Record<string, string>): Reply {
  const body: Envelope<T> = { code, message, data };
  return { status: code, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers }, body: JSON.stringify(body) };
}

export function toResponse(reply: Reply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

export function envelope<T extends object>(code: number, message: string, data: T, headers?: Record<string, string>): Response {
  return toResponse(envelopeReply(code, message, data, headers));
}
