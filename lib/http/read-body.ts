import { AppError } from "../errors";

/** Reads the raw body, refusing more than `maxBytes` (413) before it is all in memory. */
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
  return Buffer.concat(chunks).toString("utf8");
}

export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A JSON body: content type application/json (415 otherwise), well-formed (400 invalid_json). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", { errors: [{ field: "(body)", message: "must be a well-formed JSON document" }] });
  }
}

export function requireMediaType(request: Request, accepted: string[]): string {
  const type = mediaType(request);
  if (!accepted.includes(type)) throw new AppError("unsupported_media_type", { accepted });
  return type;
}
