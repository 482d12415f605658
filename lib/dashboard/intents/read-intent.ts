import { isIntentId } from "../../contract/ids";
import { statusInfo } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { isDatabaseUnavailable } from "../../db/database-errors";
import type { IntentDetail } from "../../contract/responses";
import { requestSync } from "../sync/request-sync";
import { presentWebhook } from "./present-webhook";
import { refundStateOf } from "../sales/refund-state";
import { CASH_SALE_ID } from "../cash-sale";
import { readCashSale } from "../till/read-cash-sale";
import { cashSaleView } from "../sales/cash-sale-view";

/** An item line of an intent, as the payment API gave it (every field optional). */
export type IntentItem = IntentDetail["data"]["items"][number];

/** The stored item lines, each field as the API gave it (every one optional), the tax extension's included. */
function itemsOf(value: unknown): IntentItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((item: Record<string, unknown>) => ({
    ...(item.sku !== undefined && item.sku !== null ? { sku: String(item.sku) } : {}),
    ...(typeof item.description === "string" ? { description: item.description } : {}),
    ...(item.price !== undefined && item.price !== null ? { price: String(item.price) } : {}),
    ...(typeof item.qty === "number" ? { qty: item.qty } : {}),
    // the tax extension's fields (lib/contract/ticket-lines.ts), when the point of sale sent them
    ...Object.fromEntries((["quantity", "discount", "iva", "product_key", "unit_key"] as const).flatMap((field) => (typeof item[field] === "string" ? [[field, item[field]]] : []))),
  }));
}

async function readCopy(store: Store, intentId: string) {
  const intent = await store.prisma.dashboardIntent.findUnique({
    where: { id: intentId },
    include: { events: { orderBy: { seq: "asc" } }, refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!intent) return null;
  // the till's side of a payment a till charged: its tip and who charged it
  const charge = await store.prisma.dashboardTillCharge.findFirst({ where: { intentId }, select: { tip: true, cashier: true } });
  const cents = (status: string) => intent.refunds.filter((r) => r.status === status).reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  const refundedCents = cents("refund_succeeded");
  const pendingCents = cents("refund_pending");
  const authorized = statusInfo(intent.status).group === "authorized";
  const amountCents = intent.amount ? Math.round(Number(intent.amount) * 100) : 0;
  const users = intent.refunds.some((r) => r.userId)
    ? new Map(
        (await store.prisma.dashboardUser.findMany({ where: { id: { in: intent.refunds.flatMap((r) => (r.userId ? [r.userId] : [])) } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]),
      )
    : new Map<string, string>();
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
    /** when the service entered the latest status known (the service's own time once the feed brought it) */
    updated: (intent.events.at(-1)?.occurredAt ?? intent.updatedAt).toISOString(),
    /** the last webhook or feed page that touched the dashboard's copy */
    heard: intent.updatedAt.toISOString(),
    /** its refunds, oldest first, as the feed and the webhooks told them; who asked, when from this dashboard */
    refunds: intent.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount.toFixed(2),
      status: refund.status,
      reason: refund.reason,
      note: refund.note,
      by: refund.userId ? (users.get(refund.userId) ?? null) : null,
      created: refund.createdAt.toISOString(),
      updated: refund.updatedAt.toISOString(),
    })),
    /** given back (succeeded refunds), still on its way back (pending), and what can still be refunded */
    refunded: (refundedCents / 100).toFixed(2),
    refundPending: (pendingCents / 100).toFixed(2),
    remaining: authorized ? (Math.max(0, amountCents - refundedCents - pendingCents) / 100).toFixed(2) : "0.00",
    /** given back in full or in part (refunds that succeeded), shown beside the API's status; null when nothing was */
    refundState: refundStateOf(intent.amount?.toFixed(2) ?? null, (refundedCents / 100).toFixed(2)),
    /** the tip a till charged inside the amount ("0.00": none, or not charged at a till) */
    tip: charge ? charge.tip.toFixed(2) : "0.00",
    /** who charged it at a till (their email); null for a payment made elsewhere */
    cashier: charge?.cashier ?? null,
    /** a cash sale's: what was handed over, the change, its till and drawer (null: a payment of the service) */
    cash: null as null | { received: string; change: string; tillId: string; drawerId: string | null },
    events: intent.events.map((event) => ({
      seq: event.seq,
      status: event.status,
      code: event.code,
      reason: event.reason,
      source: event.source,
      webhookId: event.webhookId,
      receipts: event.receipts,
      webhook: presentWebhook(event.raw),
      /** when the service entered it; until the feed has told, when its webhook arrived (then equal to `received`) */
      at: event.occurredAt.toISOString(),
      received: event.receivedAt.toISOString(),
    })),
  };
}

/** One intent as the dashboard knows it: its fields and item lines, its timeline (every status, oldest first), the webhooks received. */
export type IntentView = NonNullable<Awaited<ReturnType<typeof readCopy>>>;

/**
 * Complete: nothing the service knows of it can still change it (a final status), and the copy has
 * it all: the fields, the item lines, and the service's own time of its last status (a status
 * stored from its webhook has the time it arrived until the feed brings the service's).
 */
export function isComplete(view: IntentView): boolean {
  const last = view.events.find((event) => event.seq === view.seq);
  return view.final && view.detailed && view.items !== null && !!last && last.at !== last.received;
}

/**
 * When to bring the copy up to date before answering (a pass of the sync, waited for):
 * - `if-unknown`: the copy does not know the id (an intent created at the service a moment ago);
 * - `if-incomplete`: that, or the copy is not {@link isComplete} (the till's check, a receipt);
 * - `always`: in any case (the "check with the service" button).
 */
export type Freshness = "if-unknown" | "if-incomplete" | "always";

export type IntentRead =
  /** `synced`: how the pass made for this read went, when one was made (a failed one leaves the copy as it was) */
  | { kind: "found"; view: IntentView; synced: { ok: boolean; code?: string; status?: number } | null }
  | { kind: "unknown" }
  /** it cannot be told now: the copy does not know the id and the service could not be asked, or the database is away */
  | { kind: "unavailable"; code: string; status: number };

/**
 * The one way to read an intent in the dashboard: from its copy, which only the sync and the
 * webhook receiver write. With `sync`, the copy is first brought up to date by a pass of the sync
 * (the service's event feed), waited for up to `waitMs`, when the read needs what the service has
 * committed by now. An id that cannot be an intent id is unknown without a look; one the copy does
 * not know once the sync has caught up is unknown (another merchant's, or never created). A till's
 * cash sale (`cash_…`) is read from the till's books, in the same shape (lib/dashboard/sales/cash-sale-view.ts).
 */
export async function readIntent(store: Store, id: string, options: { sync?: Freshness; waitMs?: number } = {}): Promise<IntentRead> {
  if (CASH_SALE_ID.test(id)) {
    try {
      const sale = await readCashSale(store, id);
      return sale ? { kind: "found", view: cashSaleView(sale), synced: null } : { kind: "unknown" };
    } catch (error) {
      if (isDatabaseUnavailable(error)) return { kind: "unavailable", code: "database_unavailable", status: 503 };
      throw error;
    }
  }
  if (!isIntentId(id)) return { kind: "unknown" };
  try {
    let view = await readCopy(store, id);
    const stale = options.sync === "always" || (options.sync === "if-unknown" && !view) || (options.sync === "if-incomplete" && (!view || !isComplete(view)));
    if (!stale) return view ? { kind: "found", view, synced: null } : { kind: "unknown" };
    const synced = await requestSync(options.waitMs ?? 3_000);
    view = await readCopy(store, id);
    if (view) return { kind: "found", view, synced: synced.ok ? { ok: true } : { ok: false, code: synced.code, status: synced.status } };
    return synced.ok ? { kind: "unknown" } : { kind: "unavailable", code: synced.code, status: synced.status };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { kind: "unavailable", code: "database_unavailable", status: 503 };
    throw error;
  }
}
