import type { Operation } from "../../contract/operations";
import type { IncomingMessage } from "node:http";
import { parseJsonText, readBodyText, readNodeBodyText, requireMediaType } from "../../http/read-body";

export type Body = { raw: string; mediaType: string; json: unknown };

const NONE: Body = { raw: "", mediaType: "", json: undefined };

/**
 * The request body an operation takes (size and UTF-8 checked), of an accepted media type (415),
 * well-formed JSON when JSON (400). An operation without a body reads nothing; one whose body is
 * optional accepts an empty one without a content type.
 */
export async function readBody(request: Request, incoming: IncomingMessage | undefined, op: Operation, maxBytes: number): Promise<Body> {
  if (!op.body) return NONE;
  const raw = incoming ? await readNodeBodyText(incoming, maxBytes) : await readBodyText(request, maxBytes);
  if (raw === "" && op.body.optional) return { raw, mediaType: "", json: undefined };
  const accepted = [...(op.body.json || !op.body.jose ? ["application/json"] : []), ...(op.body.jose ? ["application/jose"] : [])];
  const mediaType = requireMediaType(request.headers.get("content-type"), accepted);
  return { raw, mediaType, json: mediaType === "application/json" ? parseJsonText(raw) : undefined };
}
