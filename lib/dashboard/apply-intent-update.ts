import type { Database } from "../db/client";
import { statement, transactionExecutor, type Executor } from "../db/statements";
import { LIVE_CHANNEL, type LiveChange } from "./live-bus";
import { isFinalStatus } from "../contract/statuses";
import type { IntentDetail } from "../contract/responses";

/** A status of an intent with its sequence number (the caja-sequence header, or the API's history). */
export type IntentStatus = { status: string; code: number; seq: number; reason: string | null };

/** An item line of an intent, as the payment API returns it (every field optional). */
export type IntentItem = IntentDetail["data"]["items"][number];

/** What the payment API tells about an intent besides its status (GET /payment/{intent}). */
export type IntentFields = {
  payment: string;
  amount: string;
  branch: string;
  terminal: string;
  ticket: string | null;
  concept: string | null;
  phoneLast4: string | null;
  cardLast4: string | null;
  /** `data.items` (stored as JSON in `dashboard_intent.items`) */
  items: IntentItem[];
  createdAt: Date;
};

/**
 * Everything that changes the dashboard's copy of an intent:
 * - `webhook`: one status as a signed webhook brought it (idempotent by webhook id and sequence);
 * - `api`: the intent as the API answered it, its fields and its whole history;
 * - `checked`: the API was asked and had nothing new (only "last heard of" moves).
 */
export type IntentUpdate =
  | { kind: "webhook"; intent: string; status: IntentStatus; webhookId: string; raw: unknown }
  | { kind: "api"; intent: string; status: IntentStatus; fields: IntentFields; history: Array<IntentStatus & { at: Date }> }
  | { kind: "checked"; intent: string };

export type AppliedUpdate = {
  /** the shown status was written: the intent is new, or this sequence number is later than the stored one */
  changed: boolean;
  /** the intent was unknown until this update */
  inserted: boolean;
  /** times this webhook has now been received (0 when not a webhook) */
  receipts: number;
  /** whether the intent's fields are known (filled from the API) */
  detailed: boolean;
};

/**
 * The one guard of the mirror: the intent row is inserted if unknown, and its status replaced only
 * by a later sequence number, so an older event (late, redelivered, a slow API read) never
 * overwrites a newer status. Parameters: $1 id, $2 status, $3 code, $4 seq, $5 reason, $6 final.
 */
const MOVE_FORWARD = `INSERT INTO dashboard_intent (id, status, code, seq, reason, final, first_seen_at, updated_at)
     VALUES ($1, $2, $3::int, $4::int, $5::text, $6::boolean, now(), now())
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, code = excluded.code, seq = excluded.seq,
       reason = excluded.reason, final = excluded.final, updated_at = now()
       WHERE dashboard_intent.seq < excluded.seq
     RETURNING id, (xmax = 0) AS inserted`;

/**
 * A webhook in one statement (one round trip on the hot path): the guarded move, the event in the
 * history (a repeated one only counts another receipt), and a NOTIFY for live pages when the
 * shown status changed. Extra parameters: $7 webhook id, $8 raw webhook, $9 live change.
 */
const STORE_WEBHOOK = statement(
  "dash_store_webhook",
  `WITH intent AS (
     ${MOVE_FORWARD}
   ), event AS (
     INSERT INTO dashboard_intent_event (intent_id, seq, status, code, reason, source, webhook_id, raw, receipts, occurred_at, received_at)
     SELECT $1, $4::int, $2, $3::int, $5::text, 'webhook', $7, $8::jsonb, 1, now(), now()
     WHERE EXISTS (SELECT 1 FROM intent) OR EXISTS (SELECT 1 FROM dashboard_intent WHERE id = $1)
     ON CONFLICT (intent_id, seq) DO UPDATE SET receipts = dashboard_intent_event.receipts + 1,
       webhook_id = COALESCE(dashboard_intent_event.webhook_id, excluded.webhook_id),
       raw = COALESCE(dashboard_intent_event.raw, excluded.raw), source = 'webhook'
     RETURNING receipts
   )
   SELECT
     (SELECT count(*) FROM intent)::int AS changed,
     COALESCE((SELECT inserted FROM intent), false) AS inserted,
     COALESCE((SELECT receipts FROM event), 0)::int AS receipts,
     (SELECT detailed FROM dashboard_intent WHERE id = $1) AS detailed,
     (SELECT count(*) FROM intent, LATERAL (SELECT pg_notify('${LIVE_CHANNEL}', $9)) AS n)::int AS notified`,
);

const MOVE = statement("dash_move_intent", MOVE_FORWARD);

function moveParams(intent: string, s: IntentStatus): unknown[] {
  return [intent, s.status, s.code, s.seq, s.reason, isFinalStatus(s.status)];
}

function liveChange(intent: string, s: IntentStatus): string {
  return JSON.stringify({ intent, status: s.status, code: s.code, seq: s.seq, reason: s.reason } satisfies LiveChange);
}

async function move(exec: Executor, intent: string, s: IntentStatus): Promise<{ moved: boolean; inserted: boolean }> {
  const [row] = await exec<{ inserted: boolean }>(MOVE, moveParams(intent, s));
  return { moved: row !== undefined, inserted: row?.inserted === true };
}

/**
 * Applies an update to the dashboard's copy of an intent (tables dashboard_intent and
 * dashboard_intent_event): the only writer of that copy. Each update is one transaction, and
 * live pages hear of it (NOTIFY on the dashboard channel) when it commits.
 */
export async function applyIntentUpdate(db: Database, update: IntentUpdate): Promise<AppliedUpdate> {
  if (update.kind === "webhook") {
    const [row] = await db.exec<{ changed: number; inserted: boolean; receipts: number; detailed: boolean | null }>(STORE_WEBHOOK, [
      ...moveParams(update.intent, update.status),
      update.webhookId,
      JSON.stringify(update.raw),
      liveChange(update.intent, update.status),
    ]);
    return { changed: (row?.changed ?? 0) > 0, inserted: row?.inserted === true, receipts: row?.receipts ?? 0, detailed: row?.detailed === true };
  }

  if (update.kind === "checked") {
    await db.prisma.dashboardIntent.updateMany({ where: { id: update.intent }, data: { updatedAt: new Date() } });
    return { changed: false, inserted: false, receipts: 0, detailed: false };
  }

  const { intent, status, fields, history } = update;
  return db.prisma.$transaction(async (tx) => {
    const { moved, inserted } = await move(transactionExecutor(tx), intent, status);
    await tx.dashboardIntent.update({
      where: { id: intent },
      data: { ...fields, detailed: true, updatedAt: new Date(), ...(inserted ? { firstSeenAt: fields.createdAt } : {}) },
    });
    await tx.dashboardIntentEvent.createMany({
      data: history.map((event) => ({ intentId: intent, seq: event.seq, status: event.status, code: event.code, reason: event.reason, source: "api", occurredAt: event.at })),
      skipDuplicates: true,
    });
    // the history's times are the service's: prefer them over the time a webhook happened to arrive
    for (const event of history) {
      await tx.dashboardIntentEvent.updateMany({ where: { intentId: intent, seq: event.seq }, data: { occurredAt: event.at } });
    }
    await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${liveChange(intent, status)})`;
    return { changed: moved, inserted, receipts: 0, detailed: true };
  });
}
