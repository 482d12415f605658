import type { IncomingMessage } from "node:http";
import { AppError } from "../errors";

/** The media type of a Content-Type header value, lower case, without parameters. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A JSON body: well-formed (400 invalid_json otherwise). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", { errors: [{ field: "(body)", message: "must be a well-formed JSON document" }] });
  }
}

/** The body's media type, one of `accepted` (415 unsupported_media_type otherwise). */
export function requireMediaType(contentType: string | null, accepted: string[]): string {
  const type = mediaTypeOf(contentType);
  if (!accepted.includes(type)) throw new AppError("unsupported_media_type", { accepted });
  return type;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new AppError("invalid_json", { errors: [{ field: "(body)", message: "must be UTF-8" }] });
  }
}

function refuseDeclaredSize(contentLength: string | null | undefined, maxBytes: number) {
  if (Number(contentLength ?? "0") > maxBytes) throw new AppError("payload_too_large", { maxBytes });
}

/** Collects chunks up to `maxBytes` (413 as soon as one more byte arrives), then decodes UTF-8. */
async function collect(chunks: AsyncIterable<Uint8Array>, maxBytes: number, stop: () => void): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      stop();
      throw new AppError("payload_too_large", { maxBytes });
    }
    parts.push(chunk);
  }
  return decodeUtf8(Buffer.concat(parts));
}

/**
 * A web request's body as text: at most `maxBytes` (413 before it is all in memory), and UTF-8
 * (400 otherwise: invalid bytes are refused, never stored as U+FFFD).
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  refuseDeclaredSize(request.headers.get("content-length"), maxBytes);
  if (!request.body) return "";
  const body = request.body;
  return collect(body as unknown as AsyncIterable<Uint8Array>, maxBytes, () => void body.cancel().catch(() => {}));
}

/**
 * The same from a `node:http` request read directly: the service API's router takes this path
 * under `npm start` (a web Request's stream costs more than the rest of a create; see
 * docs/benchmarks.md).
 */
export async function readNodeBodyText(request: IncomingMessage, maxBytes: number): Promise<string> {
  refuseDeclaredSize(request.headers["content-length"], maxBytes);
  // The rest of a refused body is drained and discarded by node once the answer is sent.
  return collect(request, maxBytes, () => request.resume());
}
