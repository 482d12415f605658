/** The one response shape of the API: `{code, message, data}`, with `data` always an object. */
export type Envelope<T extends object = Record<string, unknown>> = { code: number; message: string; data: T };

export function envelope<T extends object>(code: number, message: string, data: T, headers?: HeadersInit): Response {
  const body: Envelope<T> = { code, message, data };
  return Response.json(body, { status: code, headers: { "cache-control": "no-store", ...headers } });
}
