import { ALL_STATUSES, DISPLAY_GROUPS, PAYMENT_TYPES } from "../contract/statuses";
import { CASH_PAID, CASH_PAYMENT } from "./cash-sale";
import { REFUND_STATES } from "./sales/refund-state";

/**
 * The payments list's filters as they travel in the URL (and to the CSV export): every value a
 * string. `group`, `status` and `payment` are comma lists (`group=authorized,failed`,
 * `status=qr_expired,ec_expired`); a single value is a list of one. A payment is listed when its
 * status is in ANY of the chosen groups or exact statuses, its type in `payment`, and it passes
 * every other filter.
 */
export type IntentFilters = {
  /** exact statuses, spelt as the API spells them */
  status?: string;
  /** status groups as people see them: `expired` leaves out the canceled, `canceled` is only they */
  group?: string;
  /** the service's payment types, and `cash` for the tills' cash sales */
  payment?: string;
  /** sales given back: `full` (all of it), `partial` (part of it), or both */
  refunded?: string;
  /** days (YYYY-MM-DD) in the merchant's time zone, both included */
  from?: string;
  to?: string;
  branch?: string;
  terminal?: string;
  /** the search box (lib/dashboard/parse-search.ts) */
  q?: string;
  cursor?: string;
};

/** A filter value that was not applied, and why: the page says so in words next to the filters. */
export type FilterProblem = {
  field: keyof IntentFilters;
  value: string;
  /**
   * `unknown`: not one of the list's values; `date`: not a date (YYYY-MM-DD); `day`: written as one
   * but not on the calendar (2026-02-31); `range`: from is after to; `tooLong`
   */
  kind: "unknown" | "date" | "day" | "range" | "tooLong";
  /** `range`: the day `from` is after (`value` is `from`) */
  until?: string;
};

/** The types a payment can be listed by: the service's, then the tills' cash sales. */
export const LISTED_PAYMENTS = [...PAYMENT_TYPES, CASH_PAYMENT] as const;

/** The exact statuses a payment can be listed by: the API's, and a cash sale's (`cash_paid`). */
export const LISTED_STATUSES = [...ALL_STATUSES, CASH_PAID] as const;

const LISTS = { group: DISPLAY_GROUPS, status: LISTED_STATUSES, payment: LISTED_PAYMENTS, refunded: REFUND_STATES } as const;
const MAX_LENGTH: Partial<Record<keyof IntentFilters, number>> = { q: 80, branch: 64, terminal: 64, cursor: 200 };
const FIELDS = ["status", "group", "payment", "refunded", "from", "to", "branch", "terminal", "q", "cursor"] as const satisfies ReadonlyArray<keyof IntentFilters>;

/** The values of a comma-list filter (`"a,b"` → `["a", "b"]`; none → `[]`). */
export function listOf(value: string | undefined): string[] {
  return value ? value.split(",").filter(Boolean) : [];
}

/** A day as the URL writes it: `ok`, `day` (written as one but not on the calendar: 2026-02-31) or `date` (not a date at all). */
function readDay(value: string): "ok" | "day" | "date" {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "date";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? "ok" : "day";
}

/**
 * Parses search params leniently: a bad value is dropped and reported (in `problems`, with what
 * was typed; `invalid` names the fields), never applied and never a crash. Repeated params (a
 * plain form's checkboxes: `group=a&group=b`) are read as one list. By hand, not with zod: the
 * page's filter form (a client component) uses this module, and zod's first schema probes for
 * eval, which the pages' CSP refuses.
 */
export function parseIntentFilters(params: Record<string, string | string[] | undefined>): { filters: IntentFilters; invalid: string[]; problems: FilterProblem[] } {
  const filters: IntentFilters = {};
  const problems: FilterProblem[] = [];
  for (const field of FIELDS) {
    const raw = params[field];
    const value = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).trim();
    if (!value) continue;
    const max = MAX_LENGTH[field];
    if (max && value.length > max) {
      problems.push({ field, value, kind: "tooLong" });
      continue;
    }
    if (field === "group" || field === "status" || field === "payment" || field === "refunded") {
      const allowed: readonly string[] = LISTS[field];
      const items = [...new Set(value.split(",").map((item) => item.trim()).filter(Boolean))];
      for (const item of items.filter((item) => !allowed.includes(item))) problems.push({ field, value: item, kind: "unknown" });
      const valid = items.filter((item) => allowed.includes(item));
      if (valid.length > 0) filters[field] = valid.join(",");
    } else if (field === "from" || field === "to") {
      const day = readDay(value);
      if (day === "ok") filters[field] = value;
      else problems.push({ field, value, kind: day });
    } else {
      filters[field] = value;
    }
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    problems.push({ field: "from", value: filters.from, kind: "range", until: filters.to });
    delete filters.from;
    delete filters.to;
  }
  return { filters, invalid: [...new Set(problems.map((problem) => problem.field))], problems };
}
