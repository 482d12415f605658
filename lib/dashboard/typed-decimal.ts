/** Digits, with a point and decimals (any number of them: the caller decides how many it takes). */
const POINT = /^(\d+)(?:\.(\d+))?$/;
/** Thousands grouped by commas, as es-MX and English write them ("1,234", "1,234.50"). */
const COMMA_GROUPS = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
/** A decimal comma: a comma followed by exactly 1 or 2 digits at the end ("125,50", "125,5"). */
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/;
/** A decimal comma after thousands grouped by dots ("1.234,50"). */
const DOT_GROUPS_DECIMAL_COMMA = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;

/**
 * A positive number as people in Mexico type it, as plain decimal text ("1234.50"), or null when
 * it has no single reading. es-MX writes 1,234.50, so a point is the decimal point and a comma
 * before a group of 3 digits separates thousands ("1,234" is one thousand two hundred thirty-four);
 * but many type the decimal comma of their phone's keyboard or of other Spanish-speaking
 * countries, so a comma followed by exactly 1 or 2 digits at the end is a decimal comma ("125,50"),
 * and then dots before it group the thousands ("1.234,50"). Anything else ("125,505", "1,234,50",
 * "1.23,45") is refused rather than guessed.
 */
export function typedDecimal(text: string): string | null {
  const typed = text.trim();
  const match = POINT.exec(typed) ?? COMMA_GROUPS.exec(typed) ?? DECIMAL_COMMA.exec(typed) ?? DOT_GROUPS_DECIMAL_COMMA.exec(typed);
  if (!match) return null;
  const whole = match[1]!.replace(/[.,]/g, "");
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}
