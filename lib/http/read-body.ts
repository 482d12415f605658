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
