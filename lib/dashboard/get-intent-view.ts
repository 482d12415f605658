import type { PrismaClient } from "../db/generated/client";
import type { IntentItem } from "./apply-intent-update";
import { presentWebhook } from "./present-webhook";

/** The stored item lines, each field as the API gave it (every one optional). */
function itemsOf(value: unknown): IntentItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((item: Record<string, unknown>) => ({
    ...(item.sku !== undefined && item.sku !== null ? { sku: String(item.sku) } : {}),
    ...(typeof item.description === "string" ? { description: item.description } : {}),
    ...(item.price !== undefined && item.price !== null ? { price: String(item.price) } : {}),
    ...(typeof item.qty === "number" ? { qty: item.qty } : {}),
  }));
}

/**
 * One intent as the dashboard knows it, with its item lines (null until read from the API), its
 * timeline (every status, oldest first) and the webhooks received.
 */
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
    items: itemsOf(intent.items),
    phoneLast4: intent.phoneLast4,
    cardLast4: intent.cardLast4,
    status: intent.status,
    code: intent.code,
    seq: intent.seq,
    reason: intent.reason,
    final: intent.final,
    detailed: intent.detailed,
    created: (intent.createdAt ?? intent.firstSeenAt).toISOString(),
    /** when the service entered the latest status known (its history's time once read from the API) */
    updated: (intent.events.at(-1)?.occurredAt ?? intent.updatedAt).toISOString(),
    /** the last webhook, API read or check that touched the dashboard's copy */
    heard: intent.updatedAt.toISOString(),
    events: intent.events.map((event) => ({
      seq: event.seq,
      status: event.status,
      code: event.code,
      reason: event.reason,
      source: event.source,
      webhookId: event.webhookId,
      receipts: event.receipts,
      webhook: presentWebhook(event.raw),
      at: event.occurredAt.toISOString(),
      received: event.receivedAt.toISOString(),
    })),
  };
}

export type IntentView = NonNullable<Awaited<ReturnType<typeof getIntentView>>>;
