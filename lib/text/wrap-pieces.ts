/** The characters after which a machine-made string (an email, an id, a host name) may wrap. */
const SEPARATORS = "@._-";

/**
 * A machine-made string cut after each run of its separators (`@ . _ -`): the places where a line
 * may wrap without splitting a word ("ana.lopez@tienda.mx" → "ana.", "lopez@", "tienda.", "mx").
 * Joined back, the pieces are the string.
 */
export function wrapPieces(text: string): string[] {
  const escaped = SEPARATORS.replace(/[-\\\]^]/g, "\\$&");
  return text.match(new RegExp(`[^${escaped}]*[${escaped}]+|[^${escaped}]+$`, "g")) ?? [text];
}
