import { AppError } from "../errors";
import type { ApiReply, ApiRequest } from "./exchange";

/** Reads a web request's body, refusing more than `maxBytes` (413) before it is all in memory. */
export async function readWebBody(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", { maxBytes });
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", { maxBytes });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A web `Request` (Next.js route handlers) as an ApiRequest. */
export function fromWebRequest(request: Request): ApiRequest {
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    header: (name) => request.headers.get(name),
    readBody: (maxBytes) => readWebBody(request, maxBytes),
  };
}

export function toWebResponse(reply: ApiReply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
