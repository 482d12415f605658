import type { Operation } from "../../contract/operations";
import type { IncomingMessage } from "node:http";
import { AppError } from "../../errors";
import { parseJsonText, readBodyText, readNodeBodyText, requireMediaType } from "../../http/read-body";

export type Body = { raw: string; mediaType: string; json: unknown };

const NONE: Body = { raw: "", mediaType: "", json: undefined };

/**
 * An operation that takes no body refuses one (400 invalid_request, field "(body)"), `{}` included,
 * rather than ignore it: a client that sends one means something the operation does not do. No
 * Content-Length and no Transfer-Encoding (HTTP/1.1: no body) reads nothing; one byte is enough to refuse.
 */
async function refuseAnyBody(request: Request, incoming: IncomingMessage | undefined): Promise<Body> {
  const mayHaveBody = incoming ? incoming.headers["content-length"] !== undefined || incoming.headers["transfer-encoding"] !== undefined : request.body !== null;
  if (!mayHaveBody) return NONE;
  try {
    if (incoming) await readNodeBodyText(incoming, 0);
    else await readBodyText(request, 0);
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") throw AppError.invalid([{ field: "(body)", message: "this operation takes no request body" }]);
    throw error;
  }
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
