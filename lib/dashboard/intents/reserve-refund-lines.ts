import { lineQuantityThousandths, moneyOf, refundLineCents, formatQuantity, type IvaRate } from "../../contract/ticket-lines";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError, type FieldError } from "../../errors";
import { readSaleLineValues, RESERVATION_TTL } from "./sale-line-refunds";
import { QUANTITY } from "./sale-line-schema";

/** A line to give back: its index in the sale's items and how much of it ("2", "0.750" kg). */
export type LineRequest = { line: number; quantity: string };

/** What a refund by line gives back: the amount (cents), and each line's quantity and money. */
export type ReservedLines = {
  amountCents: bigint;
  lines: Array<{ line: number; quantity: string; amount: string; iva: IvaRate | null }>;
};

/** One refund by line of a sale at a time ($1 the sale): a transaction-scoped advisory lock, released at commit or rollback. */
const LOCK_SALE = statement<{ locked: string }>("dash_refund_lines_lock", "SELECT pg_advisory_xact_lock(hashtextextended('dashboard_refund_line:' || $1, 0))::text AS locked");

/** A cash refund made by this form attempt before ($1 the attempt, $2 the sale's till attempt): the retried form gets it back. */
const CASH_REPLAY = statement<{ id: string }>("dash_refund_lines_cash_replay", "SELECT cr.id FROM dashboard_cash_refund cr WHERE cr.attempt = $1 AND cr.sale_attempt = $2");

/** The sale's reservations past their time ($1 intent id, $2 till attempt, $3 the time): forgotten. */
const FORGET_STALE = statement(
  "dash_refund_lines_forget_stale",
  `DELETE FROM dashboard_refund_line WHERE (intent_id = $1 OR sale_attempt = $2) AND starts_with(refund_id, 'rq_') AND created_at < now() - $3::interval`,
);

/** The holder's earlier reservation ($1), replaced by this one. */
const DROP_HOLDER = statement("dash_refund_lines_drop_holder", "DELETE FROM dashboard_refund_line WHERE refund_id = $1");

/** The reservation's rows: $1 holder, $2 intent id, $3 till attempt, $4 lines, $5 quantities, $6 amounts. */
const RESERVE = statement(
  "dash_refund_lines_reserve",
  `INSERT INTO dashboard_refund_line (refund_id, line, intent_id, sale_attempt, quantity, amount)
   SELECT $1, x.line, $2, $3, x.quantity, x.amount FROM unnest($4::int[], $5::numeric[], $6::numeric[]) AS x(line, quantity, amount)`,
);

/**
 * Reserves lines of a sale for a refund by line, under `holder` (the refund's id when it is known
 * in the same transaction, a cash refund's; else `rq_` and the form's attempt until the payment
 * service answers: ./settle-refund-lines.ts then names the refund or drops the reservation), and
 * says how much they give back: Σ refundLineCents(line total, sold, given back before, quantity),
 * lib/contract/ticket-lines.ts, so giving back a whole line in any number of steps gives back its
 * total exactly.
 *
 * **Two refunds of the same line at once never give back more than was sold**: the reservation runs
 * in one transaction holding a lock of the sale (pg_advisory_xact_lock on its id), reads what the
 * sale's refunds not failed and the reservations in time have given back, and writes its rows before
 * the lock is released, so the second one reads the first one's rows. The service's own guard (never
 * more than remains of the payment) still caps the money.
 *
 * Refused (400 invalid_request, each with its field): a sale with no lines (`lines`), a line it does
 * not have or that cannot be valued (`lines.N.line`), the same line twice, a part of a unit sold
 * whole or more than is left of the line (`lines.N.quantity`), an amount to `confirm` (cents: what the
 * form showed) other than what the lines give back now (`amount`). An unknown sale is not_found. With
 * `cashAttempt` (a cash sale's form attempt), a cash refund this attempt already made is answered
 * `{ replay: its id }` and nothing is reserved.
 */
export async function reserveRefundLines(
  store: Store,
  input: { sale: string; lines: LineRequest[]; holder: string; cashAttempt?: string; confirm?: bigint },
): Promise<ReservedLines | { replay: string }> {
  return store.transaction(async (tx) => {
    await tx.sql(LOCK_SALE, [input.sale]);
    const known = await readSaleLineValues(tx, input.sale, { except: input.holder });
    if (!known) throw new AppError("not_found");
    const { keys } = known;
    if (input.cashAttempt && keys.attempt) {
      const [earlier] = await tx.sql(CASH_REPLAY, [input.cashAttempt, keys.attempt]);
      if (earlier) return { replay: earlier.id };
    }
    await tx.sql(FORGET_STALE, [keys.intentId, keys.attempt, RESERVATION_TTL]);
    if (known.lines.length === 0) throw AppError.invalid([{ field: "lines", message: "intent.refund.lines.none" }]);

    const byIndex = new Map(known.lines.map((line) => [line.line, line]));
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    const reserved: ReservedLines["lines"] = [];
    let amountCents = 0n;
    input.lines.forEach((request, i) => {
      const line = byIndex.get(request.line);
      if (!line) return errors.push({ field: `lines.${i}.line`, message: "intent.refund.lines.unknown" });
      if (seen.has(request.line)) return errors.push({ field: `lines.${i}.line`, message: "intent.refund.lines.twice" });
      seen.add(request.line);
      const quantity = QUANTITY.test(request.quantity) ? lineQuantityThousandths({ quantity: request.quantity }) : 0n;
      if (quantity <= 0n) return errors.push({ field: `lines.${i}.quantity`, message: "intent.refund.lines.invalidQuantity" });
      if (!line.weighed && quantity % 1000n !== 0n) return errors.push({ field: `lines.${i}.quantity`, message: "intent.refund.lines.wholeUnits" });
      if (line.refunded + quantity > line.sold) return errors.push({ field: `lines.${i}.quantity`, message: "intent.refund.lines.overLeft" });
      const cents = refundLineCents(line.totalCents, line.sold, line.refunded, quantity);
      amountCents += cents;
      reserved.push({ line: request.line, quantity: formatQuantity(quantity), amount: moneyOf(cents), iva: line.iva });
    });
    if (errors.length > 0) throw AppError.invalid(errors);
    // a line whose total is nothing (a free line, or discounted to nothing) gives back no money: not a refund of its own
    if (amountCents <= 0n) throw AppError.invalid([{ field: "lines", message: "intent.refund.lines.nothing" }]);
    // the amount the person saw and confirmed: lines given back meanwhile change it, and nothing is given back then
    if (input.confirm !== undefined && input.confirm !== amountCents) throw AppError.invalid([{ field: "amount", message: "intent.refund.lines.amountChanged" }]);
    const paid = reserved.filter((line) => line.amount !== "0.00");
    await tx.sql(DROP_HOLDER, [input.holder]);
    await tx.sql(RESERVE, [input.holder, keys.intentId, keys.attempt, paid.map((l) => l.line), paid.map((l) => l.quantity), paid.map((l) => l.amount)]);
    return { amountCents, lines: paid };
  });
}
