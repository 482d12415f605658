import { statusesIn } from "../../contract/statuses";
import type { Database } from "../../db/client";

/** How many, and their amounts added up (an exact decimal). */
type Figure = { count: number; amount: string };

/** What the till charged through the payment service during a drawer's shift, paid: by card and by QR, their tips apart. */
export type ShiftCharges = { card: Figure; qr: Figure; tips: string };

/** $1 till, $2 shift start, $3 shift end, $4 the authorized statuses. */
const CHARGES = `SELECT c.method, count(*)::int AS count, COALESCE(sum(c.amount), 0.00)::text AS amount, COALESCE(sum(c.tip), 0.00)::text AS tips
  FROM dashboard_till_charge c JOIN dashboard_intent i ON i.id = c.intent_id
  WHERE c.till_id = $1 AND c.created_at >= $2::timestamptz AND c.created_at < $3::timestamptz
    AND c.method IN ('card', 'qr') AND i.status = ANY($4::text[])
  GROUP BY c.method`;

/**
 * The card and QR sales a till made while a drawer was open (from its opening to its close, or
 * now): the corte shows them beside the cash, so a cashier's shift reads whole. Never in the
 * drawer: that money is the service's to pay out.
 */
export async function totalShiftCharges(db: Database, drawer: { till: { id: string }; openedAt: string; closedAt: string | null }): Promise<ShiftCharges> {
  const rows = await db.query<{ method: string; count: number; amount: string; tips: string }>(CHARGES, [drawer.till.id, drawer.openedAt, drawer.closedAt ?? new Date().toISOString(), statusesIn("authorized")]);
  const of = (method: string): Figure => {
    const row = rows.find((r) => r.method === method);
    return { count: row?.count ?? 0, amount: row?.amount ?? "0.00" };
  };
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.tips) * 100), 0);
  return { card: of("card"), qr: of("qr"), tips: (cents / 100).toFixed(2) };
}
