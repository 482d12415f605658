import { centsOf, lineQuantityThousandths, refundLineCents } from "@/lib/contract/ticket-lines";
import type { DashboardAnswerData } from "@/lib/dashboard/json-api/dashboard-operations";

/** A line of the sale as the refund form shows it (GET /api/dashboard/sales/{id}/lines). */
export type RefundableLine = DashboardAnswerData<"sales.lines">["lines"][number];

/** A line's place in the form: chosen or not, and how much of it (as typed, "2", "0.75"). */
export type LineChoice = { on: boolean; quantity: string };

/** Why a chosen quantity cannot be given back (the server's own field messages, intent.refund.lines.*). */
export type LineProblem = "invalidQuantity" | "wholeUnits" | "overLeft";

const QUANTITY = /^\d{1,7}(\.\d{1,3})?$/;

/** What is left of a line to give back, in thousandths. */
export function leftOf(line: RefundableLine): bigint {
  return lineQuantityThousandths({ quantity: line.sold }) - lineQuantityThousandths({ quantity: line.refunded });
}

/** A typed quantity in thousandths ("1,5" reads as 1.5), or null when it is not one. */
export function typedQuantity(value: string): bigint | null {
  const trimmed = value.trim().replace(",", ".");
  return QUANTITY.test(trimmed) ? lineQuantityThousandths({ quantity: trimmed }) : null;
}

/** What is wrong with giving back `quantity` of `line`, as the server would say it; null: nothing. */
export function lineProblem(line: RefundableLine, quantity: string): LineProblem | null {
  const q = typedQuantity(quantity);
  if (q === null || q <= 0n) return "invalidQuantity";
  if (!line.weighed && q % 1000n !== 0n) return "wholeUnits";
  if (q > leftOf(line)) return "overLeft";
  return null;
}

/**
 * What giving back `quantity` of `line` returns, in cents: lib/contract/ticket-lines.ts'
 * refundLineCents on what is left, the server's own arithmetic (so the form shows the amount the
 * server then confirms); 0 for a quantity that cannot be given back.
 */
export function lineRefundCents(line: RefundableLine, quantity: string): bigint {
  if (lineProblem(line, quantity)) return 0n;
  const sold = lineQuantityThousandths({ quantity: line.sold });
  return refundLineCents(centsOf(line.total), sold, lineQuantityThousandths({ quantity: line.refunded }), typedQuantity(quantity)!);
}

/** The chosen lines as the refund asks for them, with their amount (cents) and whether any has a problem. */
export function chosenLines(lines: readonly RefundableLine[], choices: Record<number, LineChoice>) {
  const chosen = lines.filter((line) => choices[line.line]?.on);
  const problems = chosen.filter((line) => lineProblem(line, choices[line.line]!.quantity) !== null).length;
  return {
    lines: chosen.map((line) => ({ line: line.line, quantity: choices[line.line]!.quantity.trim().replace(",", ".") })),
    cents: chosen.reduce((sum, line) => sum + lineRefundCents(line, choices[line.line]!.quantity), 0n),
    problems,
  };
}
