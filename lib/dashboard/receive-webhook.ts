import { intentIdSchema } from "../contract/ids";
import { REFUND_EVENT_TYPES, refundFactsSchema } from "../contract/responses";
import { isFinalStatus } from "../contract/statuses";
import { ENDPOINT_DISABLED } from "../contract/webhook-events";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import type { Database } from "../db/client";
import { statement } from "../db/statements";
import { AppError } from "../errors";
import { LIVE_CHANNEL, type LiveChange } from "./live-bus";
import { forgetPaymentApiStatus } from "./settings/check-payment-api";

const bodySchema = z.object({
  intent: intentIdSchema,
  status: z.string().min(1).max(40),
  code: z.number().int(),
});

/**
 * A webhook in one statement (one round trip on the hot path): the intent's copy inserted if
 * unknown (its fields come with the sync's next page) and its status replaced only by a later
 * sequence number, so an older event (late, redelivered, after the feed brought a newer one) never
 * overwrites a newer status; the event in the history (a repeated one only counts another receipt);
 * and a NOTIFY for live pages when the shown status changed.
 * $1 id, $2 status, $3 code, $4 seq, $5 reason, $6 final, $7 webhook id, $8 raw webhook, $9 live change.
 */
const STORE_WEBHOOK = statement(
  "dash_store_webhook",
  `WITH intent AS (
     INSERT INTO dashboard_intent (id, status, code, seq, reason, final, first_seen_at, updated_at)
     VALUES ($1, $2, $3::int, $4::int, $5::text, $6::boolean, now(), now())
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, code = excluded.code, seq = excluded.seq,
       reason = excluded.reason, final = excluded.final, updated_at = now()
       WHERE dashboard_intent.seq < excluded.seq
     RETURNING id
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
     COALESCE((SELECT receipts FROM event), 0)::int AS receipts,
     (SELECT count(*) FROM intent, LATERAL (SELECT pg_notify('${LIVE_CHANNEL}', $9)) AS n)::int AS notified`,
);

const refundBodySchema = z.object({
  type: z.enum(REFUND_EVENT_TYPES),
  timestamp: z.string(),
  data: refundFactsSchema.extend({ intent: intentIdSchema }),
});

/**
 * A refund webhook in one statement: the refund's copy inserted or replaced by a later event of its
 * intent (never moved back), when the dashboard knows the intent (its status webhooks come first,
 * in order; otherwise the sync brings both), and a NOTIFY for live pages when it changed. The
 * intent's row is locked first, as the sync locks it before its refunds (no deadlock between them).
 * $1 refund, $2 intent, $3 amount, $4 status, $5 reason, $6 seq, $7 created.
 */
const STORE_REFUND_WEBHOOK = statement(
  "dash_store_refund_webhook",
  `WITH intent AS (
     SELECT id FROM dashboard_intent WHERE id = $2 FOR KEY SHARE
   ), refund AS (
     INSERT INTO dashboard_refund AS d (id, intent_id, amount, status, reason, seq, created_at, updated_at)
     SELECT $1, intent.id, $3::numeric, $4, $5::text, $6::int, $7::timestamptz, now() FROM intent
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, seq = excluded.seq, updated_at = now() WHERE d.seq < excluded.seq
     RETURNING intent_id
   )
   SELECT count(*)::int AS changed FROM refund r JOIN dashboard_intent i ON i.id = r.intent_id,
     LATERAL (SELECT pg_notify('${LIVE_CHANNEL}', json_build_object('intent', i.id, 'status', i.status, 'code', i.code, 'seq', i.seq, 'reason', i.reason, 'refund', true)::text)) AS n`,
);

export type ReceivedWebhook = { intent: string; status: string; duplicate: boolean; applied: boolean };

function verify(rawBody: string, headers: Record<string, string>, secrets: string[]) {
  if (!headers["webhook-id"] || !headers["webhook-timestamp"] || !headers["webhook-signature"]) {
    throw new AppError("webhook_headers_missing");
  }
  let last: unknown;
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(rawBody, headers);
      return;
    } catch (error) {
      last = error;
      if (error instanceof WebhookVerificationError && /timestamp/i.test(error.message)) throw new AppError("webhook_timestamp_stale");
    }
  }
  void last;
  throw new AppError("webhook_signature_invalid");
}

/**
 * The dashboard's webhook receiver: verifies the Standard Webhooks signature against the secrets in
 * force (5-minute timestamp tolerance) on the raw body, then stores the status at once (the live
 * badge changes now), idempotently (by webhook-id and sequence) and out-of-order safe. One of the
 * two writers of the dashboard's copy, with the sync: the service is not called here (the caller
 * wakes the sync, which brings what the body does not carry, from the feed, a page at a time).
 */
export async function receiveWebhook(db: Database, rawBody: string, headers: Record<string, string>, secrets: string[]): Promise<ReceivedWebhook> {
  if (secrets.length === 0) throw new AppError("webhook_receiver_unconfigured");
  verify(rawBody, headers, secrets);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw AppError.invalid([{ field: "(body)", message: "must be JSON" }]);
  }
  const type = parsed !== null && typeof parsed === "object" && "type" in parsed ? (parsed as { type: unknown }).type : undefined;
  if (type === ENDPOINT_DISABLED) {
    // another endpoint of the merchant's was disabled: the banner says so at the next page, not in 30 s
    forgetPaymentApiStatus();
    return { intent: "", status: type, duplicate: false, applied: false };
  }
  const seq = Number(headers["caja-sequence"]);
  if (!Number.isInteger(seq) || seq < 1) throw AppError.invalid([{ field: "caja-sequence", message: "must be a positive integer" }]);
  if (type !== undefined) return receiveRefund(db, parsed as object, seq);
  let body: z.infer<typeof bodySchema>;
  try {
    body = bodySchema.parse(parsed);
  } catch {
    throw AppError.invalid([{ field: "(body)", message: "must be {intent, status, code}" }]);
  }
  const reason = headers["caja-status-reason"] || null;
  const raw = { headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k.startsWith("webhook-") || k.startsWith("caja-") || k === "content-type" || k === "user-agent")), body: rawBody };
  const change: LiveChange = { intent: body.intent, status: body.status, code: body.code, seq, reason };
  const [row] = await db.exec<{ changed: number; receipts: number }>(STORE_WEBHOOK, [
    body.intent,
    body.status,
    body.code,
    seq,
    reason,
    isFinalStatus(body.status),
    headers["webhook-id"]!,
    JSON.stringify(raw),
    JSON.stringify(change),
  ]);
  return { intent: body.intent, status: body.status, duplicate: (row?.receipts ?? 0) > 1, applied: (row?.changed ?? 0) > 0 };
}

async function receiveRefund(db: Database, parsed: object, seq: number): Promise<ReceivedWebhook> {
  const type = (parsed as { type?: unknown }).type;
  if (typeof type === "string" && !type.startsWith("refund.")) return { intent: "", status: type, duplicate: false, applied: false }; // a type this version does not know: acknowledged, skipped
  const result = refundBodySchema.safeParse(parsed);
  if (!result.success) throw AppError.invalid([{ field: "(body)", message: "must be {type, timestamp, data} of a refund event" }]);
  const { data } = result.data;
  const [row] = await db.exec<{ changed: number }>(STORE_REFUND_WEBHOOK, [data.refund, data.intent, data.amount.toFixed(2), data.status, data.reason, seq, data.created]);
  return { intent: data.intent, status: data.status, duplicate: false, applied: (row?.changed ?? 0) > 0 };
}
