import { statusesIn } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { zonedDayStart } from "../format";

const AUTHORIZED: string[] = statusesIn("authorized");

export type Overview = {
  day: string;
  timeZone: string;
  count: number;
  authorizedCount: number;
  volume: string;
  byStatus: Array<{ status: string; count: number }>;
  byPayment: Array<{ payment: string; count: number; volume: string }>;
  hourly: Array<{ hour: number; count: number; volume: string }>;
};

/** Today (in the merchant's time zone): authorized volume, counts by status and payment type, and per hour. */
export async function getOverview(db: Database, timeZone: string, now = new Date()): Promise<Overview> {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const start = zonedDayStart(day, timeZone);
  const end = zonedDayStart(new Date(start.getTime() + 36 * 3600 * 1000).toISOString().slice(0, 10), timeZone);
  const range = [start.toISOString(), end.toISOString()];
  const [byStatus, byPayment, hourly] = await Promise.all([
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM dashboard_intent WHERE first_seen_at >= $1 AND first_seen_at < $2 GROUP BY status ORDER BY count DESC`,
      range,
    ),
    db.query<{ payment: string; count: number; volume: string }>(
      `SELECT COALESCE(payment, 'unknown') AS payment, count(*)::int AS count,
         COALESCE(sum(amount) FILTER (WHERE status = ANY($3)), 0)::text AS volume
       FROM dashboard_intent WHERE first_seen_at >= $1 AND first_seen_at < $2 GROUP BY 1 ORDER BY 1`,
      [...range, AUTHORIZED],
    ),
    db.query<{ hour: number; count: number; volume: string }>(
      `SELECT extract(hour FROM first_seen_at AT TIME ZONE $3)::int AS hour, count(*)::int AS count,
         COALESCE(sum(amount) FILTER (WHERE status = ANY($4)), 0)::text AS volume
       FROM dashboard_intent WHERE first_seen_at >= $1 AND first_seen_at < $2 GROUP BY 1 ORDER BY 1`,
      [...range, timeZone, AUTHORIZED],
    ),
  ]);
  const hours = new Map(hourly.map((h) => [h.hour, h]));
  return {
    day,
    timeZone,
    count: byStatus.reduce((sum, s) => sum + s.count, 0),
    authorizedCount: byStatus.filter((s) => AUTHORIZED.includes(s.status)).reduce((sum, s) => sum + s.count, 0),
    volume: byPayment.reduce((sum, p) => sum + Number(p.volume), 0).toFixed(2),
    byStatus,
    byPayment,
    hourly: Array.from({ length: 24 }, (_, hour) => hours.get(hour) ?? { hour, count: 0, volume: "0" }),
  };
}
