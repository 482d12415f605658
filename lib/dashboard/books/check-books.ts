import { centsToMoney, moneyToCents } from "../../contract/money";
import { statusInfo } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { log } from "../../log";
import type { BooksRange, PaymentApi, Totals } from "../payment-api";
import { listRangeCopies } from "../intents/list-range-copies";
import { totalCopies } from "../intents/total-copies";
import { readCaughtUpAt } from "../sync/read-caught-up-at";
import { requestSync } from "../sync/request-sync";
import { syncFailure } from "../sync/run-sync-pass";

type Figure = { count: number; amount: string };
type Side = { status: string; amount: string | null; group: string | null };

/** A payment whose copy is not what the service holds: either side may be missing. */
export type BooksDifference = { intent: string; dashboard: Side | null; service: Side | null };

/** The range's money as the dashboard's books make it (its sales less its refunds, less the service's fees) against what the service's ledger moved. */
export type LedgerDifference = { dashboard: string; service: string };

/** The refunds asked for in the range, by their own time: what succeeded and what is still pending. */
export type RefundFigures = { succeeded: Figure; pending: Figure };

export type BooksCheck =
  /**
   * the dashboard's totals of the range equal the service's, count and amount of every status group
   * and of the refunds made in it; `net` is what the range collected less what its refunds gave back
   */
  | { state: "balanced"; at: string; total: Figure; refunds?: RefundFigures; net?: string; fees?: { fee: string; tax: string }; ledger?: string; unbooked?: Figure }
  /** they differ only by payments the service changed after the sync's last complete pass began: on their way */
  | { state: "syncing"; at: string; pending: number }
  /** they differ, and the sync has caught up with the service since: the copy is wrong (logged as an error) */
  | { state: "differs"; at: string; count: number; differences: BooksDifference[]; service: Totals; dashboard: Totals["groups"]; refunds?: { dashboard: RefundFigures; service: RefundFigures }; ledger?: LedgerDifference }
  /** the service could not be asked */
  | { state: "unchecked"; at: string; code: string; status: number };

const GROUPS = ["authorized", "in_progress", "failed", "expired", "canceled"] as const;

/** How many differing payments are listed at most (the count is always whole). */
const LISTED = 50;

type Own = { groups: Totals["groups"]; refunds: RefundFigures };

async function ownTotals(store: Store, range: BooksRange): Promise<Own> {
  const { groups: rows, refunds } = await totalCopies(store, range);
  const figure = (row: { count: number; amount: string } | undefined): Figure => ({ count: row?.count ?? 0, amount: row?.amount ?? "0.00" });
  return {
    groups: Object.fromEntries(GROUPS.map((group) => [group, figure(rows.find((r) => r.grp === group))])) as Totals["groups"],
    refunds: { succeeded: figure(refunds.find((r) => r.status === "refund_succeeded")), pending: figure(refunds.find((r) => r.status === "refund_pending")) },
  };
}

/** Both sides add up numeric(12,2) amounts in SQL: exact decimals with two places, compared as written. */
const same = (a: Figure, b: Figure) => a.count === b.count && a.amount === b.amount;
const refundsBalanced = (mine: RefundFigures, theirs: Totals["refunds"]) => !theirs || (same(mine.succeeded, theirs.succeeded) && same(mine.pending, theirs.pending));
/**
 * The ledger's sum for the range as the dashboard's books make it: its sales, less its refunds
 * (succeeded, and pending: those have left the balance too), less Caja's fees and their IVA (the
 * service's: the dashboard keeps no prices), less what the ledger leaves out by design (payments
 * made before it began, and their refunds: the service's `unbooked`). Null from a service without
 * a ledger.
 */
function ledgerOf(mine: Own, theirs: Totals): LedgerDifference | null {
  if (theirs.ledger === undefined || !theirs.fees) return null;
  const cents =
    moneyToCents(mine.groups.authorized.amount) -
    moneyToCents(mine.refunds.succeeded.amount) -
    moneyToCents(mine.refunds.pending.amount) +
    moneyToCents(theirs.fees.fee) +
    moneyToCents(theirs.fees.tax) -
    moneyToCents(theirs.unbooked?.amount ?? "0.00");
  return { dashboard: centsToMoney(cents), service: theirs.ledger };
}
/** The two sums when they differ; null when they agree or the service keeps no ledger. */
const ledgerDifference = (mine: Own, theirs: Totals) => {
  const ledger = ledgerOf(mine, theirs);
  return ledger && ledger.dashboard !== ledger.service ? ledger : null;
};
/** A service that predates refunds answers no `refunds`, one that predates the ledger no `ledger`: only what it answers is compared. */
const paymentsBalanced = (mine: Own, theirs: Totals) => GROUPS.every((group) => same(mine.groups[group], theirs.groups[group])) && refundsBalanced(mine.refunds, theirs.refunds);
const balanced = (mine: Own, theirs: Totals) => paymentsBalanced(mine, theirs) && !ledgerDifference(mine, theirs);
const balancedCheck = (service: Totals): BooksCheck => ({
  state: "balanced",
  at: service.at,
  total: service.total,
  ...(service.refunds ? { refunds: service.refunds, net: service.net } : {}),
  ...(service.fees && service.ledger !== undefined ? { fees: service.fees, ledger: service.ledger, ...(service.unbooked?.count ? { unbooked: service.unbooked } : {}) } : {}),
});

/**
 * Do the books balance? The dashboard's totals of a range (payments created in it, of a branch
 * and/or a terminal: what the cash-up and the reports show) against the totals the service
 * computes from its own tables (GET /payment/totals), count and amount of every status group, and
 * of the refunds made in the range (succeeded, pending); and the range's money against the
 * service's ledger: the dashboard's sales less its refunds less the fees equal what the ledger
 * moved for the range, to the cent (a payment the ledger missed, or booked twice, shows here).
 * When they differ, the sync is given a pass and both are compared again; when they still differ,
 * the service's payments of the range (GET /payment/intents) are compared one by one with the
 * copies. A payment the service changed after the sync's last complete pass began is on its way
 * (`syncing`); any other difference means the copy is wrong: `differs`, each listed with both
 * sides, and logged as an error.
 */
export async function checkBooks(store: Store, api: Pick<PaymentApi, "totals" | "intents">, range: BooksRange): Promise<BooksCheck> {
  const at = () => new Date().toISOString();
  try {
    let [service, mine] = await Promise.all([api.totals(range), ownTotals(store, range)]);
    if (balanced(mine, service)) return balancedCheck(service);
    await requestSync(5_000);
    [service, mine] = await Promise.all([api.totals(range), ownTotals(store, range)]);
    if (balanced(mine, service)) return balancedCheck(service);
    // the payments agree and only the ledger's sum does not: the service's totals are read in
    // several statements, and a payment authorized between them is counted by one and not the
    // other; a fresh read settles it before the ledger is said to differ
    if (paymentsBalanced(mine, service)) {
      service = await api.totals(range);
      if (balanced(mine, service)) return balancedCheck(service);
    }
    const ledger = ledgerDifference(mine, service);
    const refunds = refundsBalanced(mine.refunds, service.refunds) ? undefined : { dashboard: mine.refunds, service: service.refunds! };

    const caughtUp = (await readCaughtUpAt(store))?.getTime() ?? 0;
    const copies = new Map((await listRangeCopies(store, range)).map((c) => [c.id, c]));
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

    if (differences.length === 0 && !refunds && !ledger) return { state: "syncing", at: at(), pending };
    log.error("dashboard.books_differ", {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      branch: range.branch ?? null,
      terminal: range.terminal ?? null,
      differences: differences.length,
      ...(refunds ? { refunds } : {}),
      ...(ledger ? { ledger } : {}),
      intents: differences.slice(0, 10).map((d) => d.intent),
    });
    return { state: "differs", at: at(), count: differences.length, differences: differences.slice(0, LISTED), service, dashboard: mine.groups, ...(refunds ? { refunds } : {}), ...(ledger ? { ledger } : {}) };
  } catch (error) {
    const { code, status } = syncFailure(error);
    if (status === 500) throw error;
    return { state: "unchecked", at: at(), code, status };
  }
}
