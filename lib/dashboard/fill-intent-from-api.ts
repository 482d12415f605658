import type { Database } from "../db/client";
import { LIVE_CHANNEL } from "./live-bus";
import type { PaymentApi } from "./payment-api";
import { isFinalStatus } from "../contract/statuses";

/**
 * Reads an intent from the payment API (GET /payment/{intent}) and brings the dashboard's copy up
 * to date: its fields (for intents a point of sale created directly), any status it missed (by
 * sequence number, so nothing newer is overwritten), and the history events it lacks.
 * Returns whether the shown status changed.
 */
export async function fillIntentFromApi(db: Database, api: PaymentApi, intentId: string): Promise<boolean> {
  const detail = await api.detail(intentId);
  const latest = detail.events.at(-1);
  const seq = latest?.seq ?? 1;
  const created = new Date(detail.created);
  const fields = {
    payment: detail.payment,
    amount: detail.amount.toFixed(2),
    branch: detail.data.branch,
    terminal: detail.data.terminal,
    ticket: detail.data.ticket,
    concept: detail.data.concept,
    phoneLast4: detail.phoneLast4,
    cardLast4: detail.cardLast4 ?? null,
    createdAt: created,
    detailed: true,
  };
  const status = { status: detail.status, code: detail.code, seq, reason: detail.reason, final: isFinalStatus(detail.status) };
  const changed = await db.prisma.$transaction(async (tx) => {
    await tx.dashboardIntent.upsert({
      where: { id: intentId },
      create: { id: intentId, ...fields, ...status, firstSeenAt: created },
      update: fields,
    });
    const moved = await tx.dashboardIntent.updateMany({ where: { id: intentId, seq: { lt: seq } }, data: { ...status, updatedAt: new Date() } });
    await tx.dashboardIntent.update({ where: { id: intentId }, data: { updatedAt: new Date() } });
    await tx.dashboardIntentEvent.createMany({
      data: detail.events.map((event) => ({
        intentId,
        seq: event.seq,
        status: event.status,
        code: event.code,
        reason: event.reason,
        source: "api",
        occurredAt: new Date(event.at),
      })),
      skipDuplicates: true,
    });
    // the history's times are the service's: prefer them over the time a webhook happened to arrive
    for (const event of detail.events) {
      await tx.dashboardIntentEvent.updateMany({ where: { intentId, seq: event.seq }, data: { occurredAt: new Date(event.at) } });
    }
    await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ intent: intentId, status: detail.status, code: detail.code, seq })})`;
    return moved.count > 0;
  });
  return changed;
}
