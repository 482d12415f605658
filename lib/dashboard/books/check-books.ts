import { statusInfo } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { log } from "../../log";
import type { BooksRange, PaymentApi, Totals } from "../payment-api";
import { groupCase, groupParams } from "../reports/report-sql";
import { requestSync } from "../sync/request-sync";
import { syncFailure } from "../sync/run-sync-pass";

type Figure = { count: number; amount: string };
type Side = { status: string; amount: string | null; group: string | null };

/** A payment whose copy is not what the service holds: either side may be missing. */
export type BooksDifference = { intent: string; dashboard: Side | null; service: Side | null };

/** The refunds asked for in the range, by their own time: what succeeded and what is still pending. */
export type RefundFigures = { succeeded: Figure; pending: Figure };

export type BooksCheck =
  /**
   * the dashboard's totals of the range equal the service's, count and amount of every status group
   * and of the refunds made in it; `net` is what the range collected less what its refunds gave back
   */
  | { state: "balanced"; at: string; total: Figure; refunds?: RefundFigures; net?: string }
  /** they differ only by payments the service changed after the sync's last complete pass began: on their way */
  | { state: "syncing"; at: string; pending: number }
  /** they differ, and the sync has caught up with the service since: the copy is wrong (logged as an error) */
  | { state: "differs"; at: string; count: number; differences: BooksDifference[]; service: Totals; dashboard: Totals["groups"]; refunds?: { dashboard: RefundFigures; service: RefundFigures } }
  /** the service could not be asked */
  | { state: "unchecked"; at: string; code: string; status: number };

const GROUPS = ["authorized", "in_progress", "failed", "expired", "canceled"] as const;

/** The dashboard's own totals of the range, by status group, counted exactly as the reports count them. */
const OWN_TOTALS = `SELECT grp, count(*)::int AS count, COALESCE(sum(amount), 0.00)::text AS amount
  FROM (SELECT amount, ${groupCase(5)} AS grp FROM dashboard_intent
        WHERE COALESCE(created_at, first_seen_at) >= $1::timestamptz AND COALESCE(created_at, first_seen_at) < $2::timestamptz
          AND ($3::text IS NULL OR branch = $3::text) AND ($4::text IS NULL OR terminal = $4::text)) AS scope
  GROUP BY grp`;

const COPIES = `SELECT id, status, reason, seq, amount::text AS amount FROM dashboard_intent
  WHERE COALESCE(created_at, first_seen_at) >= $1::timestamptz AND COALESCE(created_at, first_seen_at) < $2::timestamptz
    AND ($3::text IS NULL OR branch = $3::text) AND ($4::text IS NULL OR terminal = $4::text)`;

/** The dashboard's refunds made in the range (by the refund's time), of payments of the range's branch/terminal. */
const OWN_REFUNDS = `SELECT r.status, count(*)::int AS count, COALESCE(sum(r.amount), 0.00)::text AS amount
  FROM dashboard_refund r JOIN dashboard_intent i ON i.id = r.intent_id
  WHERE r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz AND r.status IN ('refund_succeeded', 'refund_pending')
    AND ($3::text IS NULL OR i.branch = $3::text) AND ($4::text IS NULL OR i.terminal = $4::text)
  GROUP BY r.status`;

/** How many differing payments are listed at most (the count is always whole). */
const LISTED = 50;

type Own = { groups: Totals["groups"]; refunds: RefundFigures };

async function ownTotals(db: Database, range: BooksRange): Promise<Own> {
  const scope = [range.from.toISOString(), range.to.toISOString(), range.branch ?? null, range.terminal ?? null];
  const [rows, refunds] = await Promise.all([
    db.query<{ grp: string; count: number; amount: string }>(OWN_TOTALS, [...scope, ...groupParams()]),
    db.query<{ status: string; count: number; amount: string }>(OWN_REFUNDS, scope),
  ]);
  const figure = (row: { count: number; amount: string } | undefined): Figure => ({ count: row?.count ?? 0, amount: row?.amount ?? "0.00" });
  return {
    groups: Object.fromEntries(GROUPS.map((group) => [group, figure(rows.find((r) => r.grp === group))])) as Totals["groups"],
    refunds: { succeeded: figure(refunds.find((r) => r.status === "refund_succeeded")), pending: figure(refunds.find((r) => r.status === "refund_pending")) },
  };
}

/** Both sides add up numeric(12,2) amounts in SQL: exact decimals with two places, compared as written. */
const same = (a: Figure, b: Figure) => a.count === b.count && a.amount === b.amount;
const refundsBalanced = (mine: RefundFigures, theirs: Totals["refunds"]) => !theirs || (same(mine.succeeded, theirs.succeeded) && same(mine.pending, theirs.pending));
/** A service that predates refunds answers no `refunds`: only the payments are compared then. */
const balanced = (mine: Own, theirs: Totals) => GROUPS.every((group) => same(mine.groups[group], theirs.groups[group])) && refundsBalanced(mine.refunds, theirs.refunds);
const balancedCheck = (service: Totals): BooksCheck => ({ state: "balanced", at: service.at, total: service.total, ...(service.refunds ? { refunds: service.refunds, net: service.net } : {}) });

/**
 * Do the books balance? The dashboard's totals of a range (payments created in it, of a branch
 * and/or a terminal: what the cash-up and the reports show) against the totals the service
 * computes from its own tables (GET /payment/totals), count and amount of every status group, and
 * of the refunds made in the range (succeeded, pending).
 * When they differ, the sync is given a pass and both are compared again; when they still differ,
 * the service's payments of the range (GET /payment/intents) are compared one by one with the
 * copies. A payment the service changed after the sync's last complete pass began is on its way
 * (`syncing`); any other difference means the copy is wrong: `differs`, each listed with both
 * sides, and logged as an error.
 */
export async function checkBooks(db: Database, api: Pick<PaymentApi, "totals" | "intents">, range: BooksRange): Promise<BooksCheck> {
  const at = () => new Date().toISOString();
  try {
    let [service, mine] = await Promise.all([api.totals(range), ownTotals(db, range)]);
    if (balanced(mine, service)) return balancedCheck(service);
    await requestSync(5_000);
    [service, mine] = await Promise.all([api.totals(range), ownTotals(db, range)]);
    if (balanced(mine, service)) return balancedCheck(service);
    const refunds = refundsBalanced(mine.refunds, service.refunds) ? undefined : { dashboard: mine.refunds, service: service.refunds! };

    const sync = await db.prisma.dashboardSync.findUnique({ where: { id: "payments" }, select: { caughtUpAt: true } });
    const caughtUp = sync?.caughtUpAt?.getTime() ?? 0;
    const params = [range.from.toISOString(), range.to.toISOString(), range.branch ?? null, range.terminal ?? null];
    const copies = new Map((await db.query<{ id: string; status: string; reason: string | null; seq: number; amount: string | null }>(COPIES, params)).map((c) => [c.id, c]));
    const differences: BooksDifference[] = [];
    let pending = 0;
    const side = (status: string, reason: string | null, amount: string | null): Side => ({ status, amount, group: statusInfo(status, reason).group });
    let after: string | null = null;
    do {
      const page = await api.intents(range, after);
      for (const theirs of page.data) {
        const copy = copies.get(theirs.intent);
        copies.delete(theirs.intent);
        const amount = theirs.amount.toFixed(2);
        if (copy && copy.seq === theirs.seq && copy.status === theirs.status && copy.amount === amount) continue;
        if (Date.parse(theirs.updated) >= caughtUp || (copy && copy.seq > theirs.seq)) {
          pending++;
          continue;
        }
        differences.push({ intent: theirs.intent, dashboard: copy ? side(copy.status, copy.reason, copy.amount) : null, service: side(theirs.status, theirs.reason, amount) });
      }
      after = page.next;
    } while (after);
    // copies the service does not have in this range at all
    for (const copy of copies.values()) differences.push({ intent: copy.id, dashboard: side(copy.status, copy.reason, copy.amount), service: null });

    if (differences.length === 0 && !refunds) return { state: "syncing", at: at(), pending };
    log.error("dashboard.books_differ", {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      branch: range.branch ?? null,
      terminal: range.terminal ?? null,
      differences: differences.length,
      ...(refunds ? { refunds } : {}),
      intents: differences.slice(0, 10).map((d) => d.intent),
    });
    return { state: "differs", at: at(), count: differences.length, differences: differences.slice(0, LISTED), service, dashboard: mine.groups, ...(refunds ? { refunds } : {}) };
  } catch (error) {
    const { code, status } = syncFailure(error);
    if (status === 500) throw error;
    return { state: "unchecked", at: at(), code, status };
  }
}
