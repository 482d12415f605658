import type { PrismaClient } from "../../db/generated/client";
import type { IntentFilters } from "../intent-filters";
import { listIntents, type IntentRow } from "../list-intents";

const COLUMNS = ["created", "intent", "payment", "amount", "status", "code", "branch", "terminal", "ticket", "phone_last4", "card_last4"] as const;
const BATCH = 1000;

/** A CSV field: quoted when needed, and formula-looking text defused (CSV injection). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Local wall-clock time in `timeZone`, as YYYY-MM-DD HH:MM:SS. */
function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")}`;
}

function line(row: IntentRow, timeZone: string): string {
  return [localTime(row.created, timeZone), row.id, row.payment, row.amount, row.status, row.code, row.branch, row.terminal, row.ticket, row.phoneLast4, row.cardLast4].map(csvField).join(",") + "\r\n";
}

/**
 * The filtered intents as CSV, streamed in batches of 1 000 (keyset pagination), so 100 000 rows
 * never sit in memory at once; times in the chosen time zone.
 */
export function intentsCsv(prisma: PrismaClient, filters: IntentFilters, timeZone: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${COLUMNS.join(",")},time_zone=${timeZone}\r\n`));
      }
      const page = await listIntents(prisma, { ...filters, cursor }, timeZone, BATCH);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map((row) => line(row, timeZone)).join("")));
      if (!page.nextCursor) return controller.close();
      cursor = page.nextCursor;
    },
  });
}
