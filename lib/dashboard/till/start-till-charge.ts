import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import type { AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { createPayment, type CreatedPayment } from "../payments/create-payment";
import { ticketNumber, type Till } from "./till-schemas";

export type TillCharge = CreatedPayment & { ticket: string; till: Till; concept: string | null };

/**
 * A charge at a till: the next ticket number of the till (taken once per attempt: a retried
 * attempt, e.g. after a network error, keeps its ticket), then a qr_present intent through the
 * payment API with the till's branch and terminal and that ticket, idempotent per attempt (the
 * same key and the same body, its time being when the attempt was first made), so a double tap or
 * a retry after a lost answer charges once.
 */
export async function startTillCharge(
  prisma: PrismaClient,
  api: PaymentApi,
  config: MerchantConfig,
  input: { tillId: string; attempt: string; amount: string; concept: string | null },
  by: AuditBy,
): Promise<TillCharge> {
  const taken = await prisma.$transaction(async (tx) => {
    const earlier = await tx.dashboardTillCharge.findUnique({ where: { attempt: input.attempt }, include: { till: true } });
    if (earlier) {
      if (earlier.tillId !== input.tillId) throw AppError.invalid([{ field: "attempt", message: "belongs to another till" }]);
      return { ticket: earlier.ticket, till: earlier.till, at: earlier.createdAt };
    }
    // One statement takes the number: concurrent charges on one till queue on its row.
    const till = await tx.dashboardTill.update({ where: { id: input.tillId }, data: { lastTicket: { increment: 1 } } }).catch(() => null);
    if (!till) throw new AppError("till_not_found");
    const charge = await tx.dashboardTillCharge.create({ data: { attempt: input.attempt, tillId: till.id, ticket: till.lastTicket, amount: input.amount } });
    return { ticket: till.lastTicket, till, at: charge.createdAt };
  });
  const ticket = ticketNumber(taken.ticket);
  const payment = await createPayment(
    prisma,
    api,
    config,
    { payment: "qr_present", amount: input.amount, branch: taken.till.branch, terminal: taken.till.terminal, ticket, concept: input.concept ?? undefined, items: [] },
    by,
    "till",
    { idempotencyKey: `till-${input.attempt}`, at: taken.at },
  );
  await prisma.dashboardTillCharge.update({ where: { attempt: input.attempt }, data: { intentId: payment.intent } });
  return { ...payment, ticket, concept: input.concept, till: { id: taken.till.id, branch: taken.till.branch, terminal: taken.till.terminal } };
}
