/** CSV as the dashboard's exports write it: RFC 4180 fields, CRLF lines, UTF-8, streamed. */

/** A CSV field: quoted when needed, and formula-looking text defused (CSV injection). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields. */
export function csvLine(fields: readonly unknown[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

/** Local wall-clock time in `timeZone`, as YYYY-MM-DD HH:MM:SS. */
export function csvLocalTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const SLOT_MS = 15 * 60_000; // every zone's offset changes on a quarter hour, so it is the same all through one

/** How far the zone's wall clock is ahead of UTC at an instant, in minutes (a formatter per zone; an answer per quarter hour). */
function offsetMinutes(instant: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant / SLOT_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    clocks.set(timeZone, clock);
  }
  const slot = Math.floor(instant / SLOT_MS) * SLOT_MS;
  const parts = clock.formatToParts(new Date(slot));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const offset = Math.round((Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - slot) / 60_000);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * An instant as ISO 8601 in `timeZone`, with the zone's offset at that instant and milliseconds
 * ("2026-03-10T23:59:00.000-06:00"): the wall-clock time people read, and exactly one instant.
 */
export function csvZonedTime(iso: string | Date, timeZone: string): string {
  const instant = new Date(iso).getTime();
  const offset = offsetMinutes(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 23);
  return `${local}${offset < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The byte order mark Excel needs to read a CSV as UTF-8 (without it, "Café" opens as "CafÃ©"). */
export const UTF8_BOM = "\uFEFF";

/**
 * A CSV download streamed page by page (keyset pagination: `page(cursor)` returns its lines and the
 * next cursor, null after the last), so a large export never sits in memory at once.
 */
export function csvStream(
  header: string,
  page: (cursor: string | undefined) => Promise<{ lines: string[]; nextCursor: string | null }>,
  options: { bom?: boolean } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${options.bom ? UTF8_BOM : ""}${header}`));
      }
      const next = await page(cursor);
      if (next.lines.length > 0) controller.enqueue(encoder.encode(next.lines.join("")));
      if (!next.nextCursor) return controller.close();
      cursor = next.nextCursor;
    },
  });
}
