import { centsToMoney, moneyToCents } from "../../contract/money";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import type { AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import type { PaymentApi } from "../payment-api";
import { createPayment, type CreatedPayment } from "../payments/create-payment";
import { buildTicket } from "./build-ticket";
import { discountsGiven, type Discount, type ServiceItem } from "./price-ticket";
import { takeTicket } from "./take-ticket";
import { ticketNumber, type Till, type TillLineInput } from "./till-schemas";

/** How a till charges through the payment service: a QR on the screen, or a card on the reader. */
export type TillMethod = "qr" | "card";
const PAYMENT_OF = { qr: "qr_present", card: "card_present" } as const;

export type TillCharge = CreatedPayment & { ticket: string; till: Till; concept: string | null; method: TillMethod; tip: string };

/**
 * A charge at a till: the next ticket number of the till (taken once per attempt: a retried
 * attempt, e.g. after a network error, keeps its ticket), then a qr_present (QR) or card_present
 * (card) intent for the amount with its tip, through the
 * payment API with the till's branch and terminal and that ticket, idempotent per attempt (the
 * same key and the same body, its time being when the attempt was first made), so a double tap or
 * a retry after a lost answer charges once.
 */
export async function startTillCharge(
  store: Store,
  api: PaymentApi,
  config: MerchantConfig,
  input: { tillId: string; attempt: string; amount: string; tip?: string; method?: TillMethod; concept: string | null; lines?: TillLineInput[]; discount?: Discount },
  by: AuditBy,
  options: { canDiscount: boolean } = { canDiscount: false },
): Promise<TillCharge> {
  const method = input.method ?? "qr";
  const tip = moneyToCents(input.tip ?? "0");
  const total = centsToMoney(moneyToCents(input.amount) + tip);
  // the lines priced again from the catalogue: what the service is sent is what they add up to; a
  // retried attempt sends the lines it kept the first time, whatever the catalogue says now
  const recorded = await store.prisma.dashboardTillCharge.findUnique({ where: { attempt: input.attempt }, select: { attempt: true } });
  const priced = recorded ? null : await buildTicket(store, input, options);
  const taken = await store.transaction((tx) =>
    takeTicket(tx, input, () => ({ amount: total, tip: centsToMoney(tip), method, cashier: by.actor.email, concept: input.concept, ...(priced ? { items: priced.items } : {}) })),
  );
  const { sale } = taken;
  const given = priced && input.lines ? discountsGiven(priced, input.lines, input.discount) : null;
  // a retried attempt charges what it charged the first time (its method, amount and tip), whatever the retry says
  if (sale.method === "cash") throw AppError.invalid([{ field: "attempt", message: "belongs to another sale" }]);
  const ticket = ticketNumber(taken.till.series, taken.ticket);
  const payment = await createPayment(
    store,
    api,
    config,
    {
      payment: PAYMENT_OF[sale.method as TillMethod],
      amount: centsToMoney(moneyToCents(sale.amount)),
      branch: taken.till.branch,
      terminal: taken.till.terminal,
      ticket,
      concept: input.concept ?? undefined,
      items: [],
      // a retried attempt sends the lines it kept the first time (the same request, or the key is refused as reused)
      ...(Array.isArray(sale.items)
        ? { sold: { items: sale.items as ServiceItem[], tip: centsToMoney(moneyToCents(sale.tip)), ...(given ? { discount: given } : {}) } }
        : {}),
    },
    by,
    "till",
    { idempotencyKey: `till-${input.attempt}`, at: taken.at },
  );
  await store.prisma.dashboardTillCharge.update({ where: { attempt: input.attempt }, data: { intentId: payment.intent } });
  return {
    ...payment,
    ticket,
    concept: input.concept,
    method: sale.method as TillMethod,
    tip: centsToMoney(moneyToCents(sale.tip)),
    till: { id: taken.till.id, branch: taken.till.branch, terminal: taken.till.terminal, series: taken.till.series },
  };
}
