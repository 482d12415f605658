import type { Operation } from "../../contract/operations";
import type { IncomingMessage } from "node:http";
import { AppError } from "../../errors";
import { parseJsonText, readBodyText, readNodeBodyText, requireMediaType } from "../../http/read-body";

export type Body = { raw: string; mediaType: string; json: unknown };

const NONE: Body = { raw: "", mediaType: "", json: undefined };

/** The most an operation without a body reads before refusing: `{}` with any white space around it fits. */
const EMPTY_BODY_MAX_BYTES = 1024;
const NO_BODY = AppError.invalid([{ field: "(body)", message: "this operation takes no request body (send none, or {})" }]);

/**
 * An operation that takes no body accepts none, or an empty JSON object (`{}`, which common
 * clients send by default on every POST), and refuses anything else (400 invalid_request, field
 * "(body)") rather than ignore it: a client that sends members means something the operation does
 * not do. No Content-Length and no Transfer-Encoding (HTTP/1.1: no body) reads nothing.
 */
async function refuseAnyBody(request: Request, incoming: IncomingMessage | undefined): Promise<Body> {
  const mayHaveBody = incoming ? incoming.headers["content-length"] !== undefined || incoming.headers["transfer-encoding"] !== undefined : request.body !== null;
  if (!mayHaveBody) return NONE;
  let raw: string;
  try {
    raw = incoming ? await readNodeBodyText(incoming, EMPTY_BODY_MAX_BYTES) : await readBodyText(request, EMPTY_BODY_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && (error.code === "payload_too_large" || error.code === "invalid_json")) throw NO_BODY;
    throw error;
  }
  if (raw.trim() === "") return NONE;
  const type = request.headers.get("content-type");
  if (type !== null && type.split(";")[0]!.trim().toLowerCase() !== "application/json") throw NO_BODY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw NO_BODY;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json) || Object.keys(json).length > 0) throw NO_BODY;
  return NONE;
}

/**
 * The request body an operation takes (size and UTF-8 checked), of an accepted media type (415),
 * well-formed JSON when JSON (400). An operation without a body reads nothing; one whose body is
 * optional accepts an empty one without a content type.
 */
export async function readBody(request: Request, incoming: IncomingMessage | undefined, op: Operation, maxBytes: number): Promise<Body> {
  if (!op.body) return refuseAnyBody(request, incoming);
  const raw = incoming ? await readNodeBodyText(incoming, maxBytes) : await readBodyText(request, maxBytes);
  if (raw === "" && op.body.optional) return { raw, mediaType: "", json: undefined };
  const accepted = [...(op.body.json || !op.body.jose ? ["application/json"] : []), ...(op.body.jose ? ["application/jose"] : [])];
  const mediaType = requireMediaType(request.headers.get("content-type"), accepted);
  return { raw, mediaType, json: mediaType === "application/json" ? parseJsonText(raw) : undefined };
}
