import type { DashboardTillCharge, Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";

/** The sale's row as it stands (a retried attempt's as first written: its method, amount and tip win over the retry's). */
export type TakenTicket = { ticket: number; till: { id: string; branch: string; terminal: string; series: string }; at: Date; earlier: boolean; sale: DashboardTillCharge };

/**
 * The ticket of a till's sale attempt, taken once: an attempt sent again (a retry after a lost
 * answer, a double tap) finds its row and keeps its ticket; a new one takes the till's next number
 * in one statement, so concurrent sales on a till queue on its row. Runs in the caller's
 * transaction (`store` is its store), which writes the sale's row with `row`.
 */
export async function takeTicket(
  store: Store,
  input: { tillId: string; attempt: string },
  row: (ticket: { tillId: string; ticket: number }) => Omit<Prisma.DashboardTillChargeUncheckedCreateInput, "attempt" | "tillId" | "ticket">,
): Promise<TakenTicket> {
  const earlier = await store.prisma.dashboardTillCharge.findUnique({ where: { attempt: input.attempt }, include: { till: true } });
  if (earlier) {
    if (earlier.tillId !== input.tillId) throw AppError.invalid([{ field: "attempt", message: "belongs to another till" }]);
    return { ticket: earlier.ticket, till: earlier.till, at: earlier.createdAt, earlier: true, sale: earlier };
  }
  const till = await store.prisma.dashboardTill.update({ where: { id: input.tillId }, data: { lastTicket: { increment: 1 } } }).catch(() => null);
  if (!till) throw new AppError("till_not_found");
  const charge = await store.prisma.dashboardTillCharge.create({ data: { attempt: input.attempt, tillId: till.id, ticket: till.lastTicket, ...row({ tillId: till.id, ticket: till.lastTicket }) } });
  return { ticket: till.lastTicket, till, at: charge.createdAt, earlier: false, sale: charge };
}
