import { inInstantRange } from "../contract/requests";
import { AppError } from "../errors";

/**
 * The cursor of a place in a list ordered by (time, id): opaque to clients (base64url of
 * "<ISO time> <id>"). Decoding refuses anything this service did not answer, as a 400 on `field`.
 */
export function encodeTimeIdCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()} ${id}`).toString("base64url");
}

export function decodeTimeIdCursor(cursor: string, field: string, what: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("latin1").split(" ");
  if (rest.length > 0 || !at || !id || Number.isNaN(Date.parse(at)) || !inInstantRange(at) || !/^[A-Za-z0-9_]{1,64}$/.test(id)) {
    throw AppError.invalid([{ field, message: `must be a cursor this ${what} answered as next` }]);
  }
  return { at, id };
}
