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

/**
 * A web request's body as text: at most `maxBytes` (413 before it is all in memory), and UTF-8
 * (400 otherwise: invalid bytes are refused, never stored as U+FFFD).
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
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
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("invalid_json", { errors: [{ field: "(body)", message: "must be UTF-8" }] });
  }
}
