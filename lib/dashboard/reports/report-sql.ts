import { CANCELED_REASON, statusesIn } from "../../contract/statuses";

/**
 * SQL the report queries share, so the cash-up and the overview count a payment at the same time
 * and in the same group as the payments list filters it.
 */

/** The time a payment counts at: its creation at the service, or when the dashboard first heard of it while that is unknown. */
export const CREATED_AT = "COALESCE(created_at, first_seen_at)";

/**
 * A payment's display group as SQL (`authorized`, `in_progress`, `failed`, `canceled`: expired
 * with reason canceled, `expired`: the other expired, `other`: a status this version does not know).
 * Takes five parameters from `$first`: the statuses of four groups and the canceled reason ({@link groupParams}).
 */
export function groupCase(first: number): string {
  const [a, p, f, e, r] = [0, 1, 2, 3, 4].map((i) => `$${first + i}`);
  return `CASE WHEN status = ANY(${a}::text[]) THEN 'authorized'
         WHEN status = ANY(${p}::text[]) THEN 'in_progress'
         WHEN status = ANY(${f}::text[]) THEN 'failed'
         WHEN status = ANY(${e}::text[]) AND reason = ${r}::text THEN 'canceled'
         WHEN status = ANY(${e}::text[]) THEN 'expired'
         ELSE 'other' END`;
}

/** The parameters {@link groupCase} takes, in order. */
export function groupParams(): unknown[] {
  return [statusesIn("authorized"), statusesIn("in_progress"), statusesIn("failed"), statusesIn("expired"), CANCELED_REASON];
}

/** Payments created in [$1, $2) at branch $3 and terminal $4 (each null: any). */
export const IN_SCOPE = `${CREATED_AT} >= $1::timestamptz AND ${CREATED_AT} < $2::timestamptz
    AND ($3::text IS NULL OR branch = $3::text) AND ($4::text IS NULL OR terminal = $4::text)`;

/** Finished: the payment has an outcome (authorized, failed, expired or canceled). */
export const FINISHED = "grp IN ('authorized', 'failed', 'expired', 'canceled')";
