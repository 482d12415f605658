import { CANCELED_REASON, DISPLAY_GROUPS, PAYMENT_TYPES, statusesIn, type DisplayGroup } from "../../contract/statuses";
import { sql, statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { CASH_ID_PREFIX, CASH_PAID, CASH_PAYMENT } from "../cash-sale";
import type { RefundState } from "../sales/refund-state";
import { zonedDayRange } from "../format";
import { listOf, type IntentFilters } from "../intent-filters";
import { parseSearch } from "../parse-search";

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
  concept: string | null;
  phoneLast4: string | null;
  cardLast4: string | null;
  /** its creation at the service, or when the dashboard first heard of it while that is not known (ISO) */
  created: string;
  /** the tip (propina) a till charged inside the amount; null when none */
  tip: string | null;
  /** what its refunds that succeeded gave back (the service's, or cash from a drawer); "0.00" when none */
  refunded: string;
  /** who charged it at a till (their name, or their email when no user has it any more); null for a payment made elsewhere */
  cashier: string | null;
};

export type IntentPage = { rows: IntentRow[]; nextCursor: string | null };


const PAGE = 25;

/**
 * The intent's time in the list: its creation at the service, or when the dashboard first heard of
 * it while that is not known yet. The list is ordered by it (then id), dates filter on it, the
 * cursor holds it; an index has exactly this expression (migration *_payments_search).
 */
const LISTED_AT = `COALESCE(created_at, first_seen_at)`;

function encodeCursor(row: { listedAt: Date; id: string }): string {
  return Buffer.from(`${row.listedAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(at ?? "");
  return id && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

/** A statement's parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly unknown[]): string {
    return values.map((value) => this.add(value)).join(", ");
  }
}

/** A LIKE pattern matching what starts with `prefix` (its own %, _ and \ taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

/** A display group as a condition: "expired" leaves out the canceled (expired with reason `canceled`), "canceled" is only they. */
function groupCondition(group: DisplayGroup, p: Params): string {
  if (group === "canceled") return `(status IN (${p.list(statusesIn("expired"))}) AND reason = ${p.add(CANCELED_REASON)})`;
  if (group === "expired") return `(status IN (${p.list(statusesIn("expired"))}) AND reason IS DISTINCT FROM ${p.add(CANCELED_REASON)})`;
  return `status IN (${p.list(statusesIn(group))})`;
}

/**
 * What the search box matches (lib/dashboard/parse-search.ts): any of its readings. Each one has an
 * index of its own (migration *_payments_search), so the database combines them (BitmapOr) instead
 * of reading every payment. A search with no reading matches nothing.
 */
function searchCondition(q: string, p: Params): string {
  const plan = parseSearch(q);
  const any: string[] = [];
  if (plan.idPrefix) any.push(`lower(id) LIKE ${p.add(startsWith(plan.idPrefix))}`);
  if (plan.ticketPrefix) any.push(`lower(ticket) LIKE ${p.add(startsWith(plan.ticketPrefix))}`);
  if (plan.ticketNumber) any.push(`dashboard_ticket_number(ticket) LIKE ${p.add(startsWith(plan.ticketNumber))}`);
  if (plan.amount) any.push(`amount = ${p.add(plan.amount)}::numeric`);
  if (plan.last4) {
    const last4 = p.add(plan.last4);
    any.push(`phone_last4 = ${last4}`, `card_last4 = ${last4}`);
  }
  if (plan.words.length > 0) any.push(`concept_words @@ to_tsquery('simple', ${p.add(plan.words.map((word) => `${word}:*`).join(" & "))})`);
  return any.length > 0 ? `(${any.join(" OR ")})` : "false";
}

const isDisplayGroup = (value: string): value is DisplayGroup => (DISPLAY_GROUPS as readonly string[]).includes(value);

type Row = Omit<IntentRow, "created" | "tip" | "refunded" | "cashier"> & { listedAt: Date; tip?: string | null; refunded?: string; cashier?: string | null };

/** The refunded filter's states chosen (none: any sale, refunded or not). */
const refundStates = (filters: IntentFilters) => listOf(filters.refunded) as RefundState[];

/**
 * The service's payments given back as the refunded filter asks: all of it, part of it, or either.
 * Found through the refunds (few beside the payments), then matched by id.
 */
function refundedCondition(states: RefundState[]): string {
  const having = states.length === 2 ? "" : states[0] === "full" ? "HAVING sum(r.amount) >= d.amount" : "HAVING sum(r.amount) < d.amount";
  return `id IN (SELECT r.intent_id FROM dashboard_refund r JOIN dashboard_intent d ON d.id = r.intent_id
    WHERE r.status = 'refund_succeeded' GROUP BY r.intent_id, d.amount ${having})`;
}

/** The same for the cash sales, from what they gave back (`c.refunded`). */
function cashRefundedCondition(states: RefundState[]): string {
  if (states.length === 2) return "c.refunded > 0";
  return states[0] === "full" ? "c.refunded > 0 AND c.refunded >= c.amount" : "c.refunded > 0 AND c.refunded < c.amount";
}

const COLUMNS = `id, payment, amount::text AS amount, status, code, seq, reason, branch, terminal, ticket, concept,
  phone_last4 AS "phoneLast4", card_last4 AS "cardLast4", ${LISTED_AT} AS "listedAt"`;

/** The columns a condition may name: what the probe's window of newest rows carries. */
const WINDOW_COLUMNS = "id, payment, amount, status, code, seq, reason, branch, terminal, ticket, concept, concept_words, phone_last4, card_last4, created_at, first_seen_at";

/** How many of the newest payments (after the cursor) a search looks at first. */
const PROBE = 2000;

/** The filters as SQL conditions (the cursor aside). */
function conditionsOf(filters: IntentFilters, timeZone: string, p: Params): string[] {
  const where: string[] = [];
  const statuses = listOf(filters.status);
  const groups = listOf(filters.group).filter(isDisplayGroup);
  if (statuses.length > 0 || groups.length > 0) {
    const any = [...(statuses.length > 0 ? [`status IN (${p.list(statuses)})`] : []), ...groups.map((group) => groupCondition(group, p))];
    where.push(`(${any.join(" OR ")})`);
  }
  const payments = listOf(filters.payment);
  // every type of the service's named: any payment of the service's, its type known yet or not (the reports' "every payment")
  if (PAYMENT_TYPES.every((type) => payments.includes(type))) where.push(`(payment IN (${p.list(payments)}) OR payment IS NULL)`);
  else if (payments.length > 0) where.push(`payment IN (${p.list(payments)})`);
  if (filters.branch) where.push(`branch = ${p.add(filters.branch)}`);
  if (filters.terminal) where.push(`terminal = ${p.add(filters.terminal)}`);
  if (filters.from) where.push(`${LISTED_AT} >= ${p.add(zonedDayRange(filters.from, timeZone).start.toISOString())}::timestamptz`);
  if (filters.to) where.push(`${LISTED_AT} < ${p.add(zonedDayRange(filters.to, timeZone).end.toISOString())}::timestamptz`);
  if (filters.q) where.push(searchCondition(filters.q, p));
  const refunded = refundStates(filters);
  if (refunded.length > 0) where.push(refundedCondition(refunded));
  return where;
}

function cursorCondition(cursor: string | undefined, p: Params): string[] {
  const at = cursor ? decodeCursor(cursor) : null;
  return at ? [`(${LISTED_AT}, id) < (${p.add(at.at.toISOString())}::timestamptz, ${p.add(at.id)})`] : [];
}

const whereOf = (conditions: string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "");

/** A cash sale's ticket as the till printed it (ticketNumber: its till's series, a dash and at least 5 digits). */
const CASH_TICKET = `t.series || '-' || repeat('0', greatest(0, 5 - length(c.ticket::text))) || c.ticket::text`;

/** A cash sale as a row of the list (its names are parameters: the dashboard's, see cash-sale.ts). */
const cashColumns = (p: Params) => `${p.add(CASH_ID_PREFIX)} || c.attempt AS id, ${p.add(CASH_PAYMENT)}::text AS payment, c.amount::text AS amount,
  ${p.add(CASH_PAID)}::text AS status, 0 AS code, 0 AS seq, NULL::text AS reason, t.branch, t.terminal, ${CASH_TICKET} AS ticket, c.concept,
  NULL::text AS "phoneLast4", NULL::text AS "cardLast4", c.created_at AS "listedAt", NULLIF(c.tip, 0)::text AS tip,
  c.refunded::text AS refunded, COALESCE(u.name, c.cashier) AS cashier`;

/**
 * Whether the filters leave cash sales in. A cash sale is paid: its status is `cash_paid`, in the
 * Authorized group (the reports count it among the sales), so a status filter lists it when it
 * names that group or that status; the type filter `cash` lists cash sales alone.
 */
function cashListed(filters: IntentFilters): boolean {
  if (filters.status || filters.group) {
    if (!listOf(filters.group).includes("authorized") && !listOf(filters.status).includes(CASH_PAID)) return false;
  }
  const payments = listOf(filters.payment);
  return payments.length === 0 || payments.includes(CASH_PAYMENT);
}

/** The search box against a cash sale: its id, its ticket, the ticket's number, its amount, its concept's words. */
function cashSearchCondition(q: string, p: Params): string {
  const plan = parseSearch(q);
  const any: string[] = [];
  if (plan.idPrefix) any.push(`lower(${p.add(CASH_ID_PREFIX)} || c.attempt) LIKE ${p.add(startsWith(plan.idPrefix))}`);
  if (plan.ticketPrefix) any.push(`lower(${CASH_TICKET}) LIKE ${p.add(startsWith(plan.ticketPrefix))}`);
  if (plan.ticketNumber) any.push(`c.ticket::text LIKE ${p.add(startsWith(plan.ticketNumber))}`);
  if (plan.amount) any.push(`c.amount = ${p.add(plan.amount)}::numeric`);
  if (plan.words.length > 0) any.push(`dashboard_concept_words(c.concept) @@ to_tsquery('simple', ${p.add(plan.words.map((word) => `${word}:*`).join(" & "))})`);
  return any.length > 0 ? `(${any.join(" OR ")})` : "false";
}

/**
 * The till's cash sales the filters leave in, in the list's order (an index of their own: the
 * partial one on method = 'cash'). They live in the dashboard's books only (no intent); the list
 * shows them beside the service's payments, typed cash.
 */
function cashRows(store: Store, filters: IntentFilters, timeZone: string, limit: number): Promise<Row[]> {
  if (!cashListed(filters)) return Promise.resolve([]);
  const p = new Params();
  const columns = cashColumns(p);
  const where = [`c.method = ${p.add(CASH_PAYMENT)}`];
  if (filters.branch) where.push(`t.branch = ${p.add(filters.branch)}`);
  if (filters.terminal) where.push(`t.terminal = ${p.add(filters.terminal)}`);
  if (filters.from) where.push(`c.created_at >= ${p.add(zonedDayRange(filters.from, timeZone).start.toISOString())}::timestamptz`);
  if (filters.to) where.push(`c.created_at < ${p.add(zonedDayRange(filters.to, timeZone).end.toISOString())}::timestamptz`);
  if (filters.q) where.push(cashSearchCondition(filters.q, p));
  const refunded = refundStates(filters);
  if (refunded.length > 0) where.push(cashRefundedCondition(refunded));
  const at = filters.cursor ? decodeCursor(filters.cursor) : null;
  if (at) where.push(`(c.created_at, ${p.add(CASH_ID_PREFIX)} || c.attempt) < (${p.add(at.at.toISOString())}::timestamptz, ${p.add(at.id)})`);
  const text = `SELECT ${columns} FROM dashboard_till_charge c JOIN dashboard_till t ON t.id = c.till_id LEFT JOIN dashboard_user u ON u.email = c.cashier
    WHERE ${where.join(" AND ")} ORDER BY c.created_at DESC, c.attempt DESC LIMIT ${p.add(limit + 1)}::int`;
  return store.sql(sql<Row>(text), p.values);
}

/**
 * What the list shows of a page's payments beside their copy: the tip and the cashier of those a
 * till charged (an index on the charge's intent), and what their refunds gave back (an index on the
 * refund's intent). One statement for the page, never for the payments the filters read.
 */
const PAGE_EXTRAS = statement<{ id: string; tip: string | null; cashier: string | null; refunded: string }>(
  "dash_list_page_extras",
  `SELECT p.id, NULLIF(c.tip, 0)::text AS tip, COALESCE(u.name, c.cashier) AS cashier,
    (SELECT COALESCE(sum(r.amount), 0.00) FROM dashboard_refund r WHERE r.intent_id = p.id AND r.status = 'refund_succeeded')::text AS refunded
  FROM unnest($1::text[]) AS p(id) LEFT JOIN dashboard_till_charge c ON c.intent_id = p.id LEFT JOIN dashboard_user u ON u.email = c.cashier`);

/**
 * Two lists sorted newest first (time, then id) as one, at most `max` long. Rows of the same
 * millisecond from the two sources are ordered by id as bytes (PostgreSQL's C collation; a server
 * with another collation could order such a pair differently at a page's edge).
 */
function mergeNewestFirst(a: Row[], b: Row[], max: number): Row[] {
  const out: Row[] = [];
  let i = 0;
  let j = 0;
  const newer = (x: Row, y: Row) => {
    const dx = new Date(x.listedAt).getTime();
    const dy = new Date(y.listedAt).getTime();
    return dx !== dy ? dx > dy : x.id > y.id;
  };
  while (out.length < max && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && newer(a[i]!, b[j]!))) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * Newest first by the intent's creation at the service (see LISTED_AT), cursor-paginated (the
 * cursor is the last row's (time, id), so pages never shift when payments arrive), with the
 * filters of the payments page: statuses (any of the groups or exact statuses chosen), types,
 * branch, terminal, days in the merchant's time zone, and the search box. The CSV export reads
 * the same list in batches.
 *
 * A search is answered in at most two statements, each fast whatever the search matches: first
 * among the newest PROBE payments in the list's order (a search that matches many, "café", has a
 * page there); if that does not fill the page, its matches are found through the search's indexes
 * and then sorted (a search that matches few). One plan cannot do both: walking the list's order
 * reads all 100 000 payments for a search that matches few, and the database's estimate of how
 * many a prefix matches is a guess.
 */
export async function listIntents(store: Store, filters: IntentFilters, timeZone: string, limit = PAGE): Promise<IntentPage> {
  const query = (build: (p: Params) => string) => {
    const p = new Params();
    const text = build(p);
    return store.sql(sql<Row>(text), p.values);
  };
  const order = `ORDER BY ${LISTED_AT} DESC, id DESC`;
  const serviceListed = listOf(filters.payment).some((payment) => payment !== CASH_PAYMENT) || !filters.payment;
  let rows: Row[] = [];
  if (!serviceListed) {
    // only cash asked for: the service's payments are not read
  } else if (!filters.q) {
    rows = await query((p) => `SELECT ${COLUMNS} FROM dashboard_intent ${whereOf([...conditionsOf(filters, timeZone, p), ...cursorCondition(filters.cursor, p)])} ${order} LIMIT ${p.add(limit + 1)}::int`);
  } else {
    rows = await query(
      (p) => `SELECT ${COLUMNS} FROM (
          SELECT ${WINDOW_COLUMNS} FROM dashboard_intent ${whereOf(cursorCondition(filters.cursor, p))} ${order} LIMIT ${p.add(PROBE)}::int
        ) AS dashboard_intent ${whereOf(conditionsOf(filters, timeZone, p))} ${order} LIMIT ${p.add(limit + 1)}::int`,
    );
    if (rows.length <= limit) {
      // MATERIALIZED: the matches first (the search's indexes), the order after.
      rows = await query(
        (p) => `WITH found AS MATERIALIZED (SELECT ${COLUMNS} FROM dashboard_intent ${whereOf([...conditionsOf(filters, timeZone, p), ...cursorCondition(filters.cursor, p)])})
          SELECT * FROM found ORDER BY "listedAt" DESC, id DESC LIMIT ${p.add(limit + 1)}::int`,
      );
    }
  }
  // Both lists come sorted and at most limit + 1 long: their first limit + 1 together decide the page and whether there is more.
  const merged = mergeNewestFirst(rows, await cashRows(store, filters, timeZone, limit), limit + 1);
  const page = merged.slice(0, limit);
  const service = page.filter((row) => row.refunded === undefined).map((row) => row.id);
  const extras = service.length > 0 ? await store.sql(PAGE_EXTRAS, [service]) : [];
  const extraOf = new Map(extras.map((row) => [row.id, row]));
  return {
    rows: page.map(({ listedAt, tip, refunded, cashier, ...row }) => {
      const extra = extraOf.get(row.id);
      return {
        ...row,
        created: new Date(listedAt).toISOString(),
        tip: tip !== undefined ? tip : (extra?.tip ?? null),
        refunded: refunded ?? extra?.refunded ?? "0.00",
        cashier: cashier !== undefined ? cashier : (extra?.cashier ?? null),
      };
    }),
    nextCursor: merged.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}
