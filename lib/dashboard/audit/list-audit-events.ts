import type { Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import { zonedDayStart } from "../format";
import type { AuditFilters } from "./audit-filters";

export type AuditRow = {
  id: string;
  occurredAt: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
};

export type AuditPage = { rows: AuditRow[]; nextCursor: string | null };

const PAGE = 50;

function encodeCursor(row: { occurredAt: Date; id: bigint }): string {
  return Buffer.from(`${row.occurredAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { at: Date; id: bigint } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(at ?? "");
  return id && /^\d{1,19}$/.test(id) && !Number.isNaN(date.getTime()) ? { at: date, id: BigInt(id) } : null;
}

/** `text` matched literally by Prisma's `contains` (a LIKE pattern: %, _ and \ would be wildcards and the escape). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** The day after `day` (YYYY-MM-DD), whatever the zone's DST does. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * The audit trail, newest first, cursor-paginated on (occurred at, id) so pages never shift as
 * events are added. Filters: any of the actions; the actor's email and the target, by
 * case-insensitive substring; from/to as days in `timeZone` (the dashboard's), both included.
 * A cursor that is not one of this list's is ignored (the first page).
 */
export async function listAuditEvents(store: Store, filters: AuditFilters, timeZone: string, limit = PAGE): Promise<AuditPage> {
  const and: Prisma.DashboardAuditEventWhereInput[] = [];
  if (filters.action?.length) and.push({ action: { in: filters.action } });
  if (filters.actor) and.push({ actorEmail: { contains: literal(filters.actor), mode: "insensitive" } });
  if (filters.target) and.push({ target: { contains: literal(filters.target), mode: "insensitive" } });
  if (filters.from) and.push({ occurredAt: { gte: zonedDayStart(filters.from, timeZone) } });
  if (filters.to) and.push({ occurredAt: { lt: zonedDayStart(nextDay(filters.to), timeZone) } });
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  if (cursor) and.push({ OR: [{ occurredAt: { lt: cursor.at } }, { occurredAt: cursor.at, id: { lt: cursor.id } }] });

  const rows = await store.prisma.dashboardAuditEvent.findMany({
    where: { AND: and },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    rows: page.map((row) => ({
      id: row.id.toString(),
      occurredAt: row.occurredAt.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      target: row.target,
      ip: row.ip,
      userAgent: row.userAgent,
      details: (row.details ?? {}) as Record<string, unknown>,
    })),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}
