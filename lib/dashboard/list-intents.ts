import { INTENT_ID_PREFIX, isIntentId } from "../contract/ids";
import { CANCELED_REASON, statusesIn, type DisplayGroup } from "../contract/statuses";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { zonedDayRange } from "./format";
import type { IntentFilters } from "./intent-filters";

export type IntentRow = {
  id: string;
  payment: string | null;
  amount: string | null;
  status: string;
  code: number;
  seq: number;
  /** why it failed or expired (`canceled`: canceled before the customer paid) */
  reason: string | null;
  branch: string | null;
  terminal: string | null;
  ticket: string | null;
  phoneLast4: string | null;
  cardLast4: string | null;
  created: string;
};

export type IntentPage = { rows: IntentRow[]; nextCursor: string | null };

const PAGE = 25;

function encodeCursor(row: { firstSeenAt: Date; id: string }): string {
  return Buffer.from(`${row.firstSeenAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(at ?? "");
  return id && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

/** What the search box matches: an intent id (prefix), 4 digits (phone or card last 4, or ticket), or a ticket. */
function searchWhere(q: string): Prisma.DashboardIntentWhereInput {
  if (isIntentId(q)) return { id: q };
  if (INTENT_ID_PREFIX.test(q)) return { id: { startsWith: q } };
  if (/^\d{4}$/.test(q)) return { OR: [{ phoneLast4: q }, { cardLast4: q }, { ticket: q }] };
  return { ticket: q };
}

/** A display group as a condition: "expired" leaves out the canceled (expired with reason `canceled`), "canceled" is only they. */
function groupWhere(group: DisplayGroup): Prisma.DashboardIntentWhereInput {
  if (group === "canceled") return { status: { in: statusesIn("expired") }, reason: CANCELED_REASON };
  if (group === "expired") return { status: { in: statusesIn("expired") }, OR: [{ reason: null }, { reason: { not: CANCELED_REASON } }] };
  return { status: { in: statusesIn(group) } };
}

/** The intent's time for date filters: its creation at the service, or when the dashboard first heard of it while that is unknown. */
function createdWithin(range: { gte?: Date; lt?: Date }): Prisma.DashboardIntentWhereInput {
  return { OR: [{ createdAt: range }, { createdAt: null, firstSeenAt: range }] };
}

/**
 * Newest first, cursor-paginated (the cursor is the last row's (first seen, id), so pages never
 * shift when payments arrive), with the filters of the intents page; dates are days in the
 * merchant's time zone, of the intent's creation at the service (the cash-up counts by the same).
 */
export async function listIntents(prisma: PrismaClient, filters: IntentFilters, timeZone: string, limit = PAGE): Promise<IntentPage> {
  const and: Prisma.DashboardIntentWhereInput[] = [];
  if (filters.status) and.push({ status: { in: filters.status.split(",") } });
  if (filters.group) and.push(groupWhere(filters.group));
  if (filters.payment) and.push({ payment: filters.payment });
  if (filters.branch) and.push({ branch: filters.branch });
  if (filters.terminal) and.push({ terminal: filters.terminal });
  if (filters.from) and.push(createdWithin({ gte: zonedDayRange(filters.from, timeZone).start }));
  if (filters.to) and.push(createdWithin({ lt: zonedDayRange(filters.to, timeZone).end }));
  if (filters.q) and.push(searchWhere(filters.q));
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  if (cursor) and.push({ OR: [{ firstSeenAt: { lt: cursor.at } }, { firstSeenAt: cursor.at, id: { lt: cursor.id } }] });

  const rows = await prisma.dashboardIntent.findMany({
    where: { AND: and },
    orderBy: [{ firstSeenAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      payment: true,
      amount: true,
      status: true,
      code: true,
      seq: true,
      reason: true,
      branch: true,
      terminal: true,
      ticket: true,
      phoneLast4: true,
      cardLast4: true,
      createdAt: true,
      firstSeenAt: true,
    },
  });
  const page = rows.slice(0, limit);
  return {
    rows: page.map(({ createdAt, firstSeenAt, amount, ...row }) => ({ ...row, amount: amount?.toFixed(2) ?? null, created: (createdAt ?? firstSeenAt).toISOString() })),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}
