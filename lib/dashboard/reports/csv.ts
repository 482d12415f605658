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

/**
 * A CSV download streamed page by page (keyset pagination: `page(cursor)` returns its lines and the
 * next cursor, null after the last), so a large export never sits in memory at once.
 */
export function csvStream(header: string, page: (cursor: string | undefined) => Promise<{ lines: string[]; nextCursor: string | null }>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(header));
      }
      const next = await page(cursor);
      if (next.lines.length > 0) controller.enqueue(encoder.encode(next.lines.join("")));
      if (!next.nextCursor) return controller.close();
      cursor = next.nextCursor;
    },
  });
}
