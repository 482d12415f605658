import type { PrismaClient } from "../db/generated/client";

/** One intent as the dashboard knows it, with its timeline (every status, oldest first) and the webhooks received. */
export async function getIntentView(prisma: PrismaClient, intentId: string) {
  const intent = await prisma.dashboardIntent.findUnique({
    where: { id: intentId },
    include: { events: { orderBy: { seq: "asc" } } },
  });
  if (!intent) return null;
  return {
    id: intent.id,
    payment: intent.payment,
    amount: intent.amount?.toFixed(2) ?? null,
    branch: intent.branch,
    terminal: intent.terminal,
    ticket: intent.ticket,
    concept: intent.concept,
    phoneLast4: intent.phoneLast4,
    cardLast4: intent.cardLast4,
    status: intent.status,
    code: intent.code,
    seq: intent.seq,
    reason: intent.reason,
    final: intent.final,
    detailed: intent.detailed,
    created: (intent.createdAt ?? intent.firstSeenAt).toISOString(),
    updated: intent.updatedAt.toISOString(),
    events: intent.events.map((event) => ({
      seq: event.seq,
      status: event.status,
      code: event.code,
      reason: event.reason,
      source: event.source,
      webhookId: event.webhookId,
      receipts: event.receipts,
      raw: event.raw as { headers: Record<string, string>; body: string } | null,
      at: event.occurredAt.toISOString(),
      received: event.receivedAt.toISOString(),
    })),
  };
}

export type IntentView = NonNullable<Awaited<ReturnType<typeof getIntentView>>>;
