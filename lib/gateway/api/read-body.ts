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
  let json: unknown;
  try {
    const raw = incoming ? await readNodeBodyText(incoming, EMPTY_BODY_MAX_BYTES) : await readBodyText(request, EMPTY_BODY_MAX_BYTES);
    if (raw.trim() === "") return NONE;
    if (request.headers.has("content-type")) requireMediaType(request.headers.get("content-type"), ["application/json"]);
    json = parseJsonText(raw);
  } catch (error) {
    // too large, not UTF-8, another media type, not JSON: all one answer, "takes no body"
    if (error instanceof AppError) throw NO_BODY;
    throw error;
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
