import { intentIdSchema } from "../contract/ids";
import { REFUND_EVENT_TYPES, refundFactsSchema } from "../contract/responses";
import { isFinalStatus } from "../contract/statuses";
import { ENDPOINT_DISABLED } from "../contract/webhook-events";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import type { Store } from "../db/store";
import { AppError } from "../errors";
import { applyToCopy } from "./intents/apply-to-copy";
import type { LiveChange } from "./live-bus";
import { forgetPaymentApiStatus } from "./settings/check-payment-api";

const bodySchema = z.object({
  intent: intentIdSchema,
  status: z.string().min(1).max(40),
  code: z.number().int(),
});

const refundBodySchema = z.object({
  type: z.enum(REFUND_EVENT_TYPES),
  timestamp: z.string(),
  data: refundFactsSchema.extend({ intent: intentIdSchema }),
});

/**
 * What the receiver did with a webhook; `syncNow`: the copy wants what only the feed brings, now (an
 * intent the dashboard had not heard of, its final status with the facts the receipt shows (the
 * card's or phone's last digits), a refund of an intent it does not hold yet). An intermediate
 * status of a known intent needs nothing more: the sync's next pass finds it already written.
 */
export type ReceivedWebhook = { intent: string; status: string; duplicate: boolean; applied: boolean; syncNow: boolean };

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

/** The event's time from caja-event-time (ISO 8601), or null when absent or not a time (then its arrival's is kept). */
function eventTime(value: string | undefined): string | null {
  if (!value || value.length > 40) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * The dashboard's webhook receiver: verifies the Standard Webhooks signature against the secrets in
 * force (5-minute timestamp tolerance) on the raw body, then stores the status at once (the live
 * badge changes now), idempotently (by webhook-id and sequence) and out-of-order safe. One of the
 * two writers of the dashboard's copy, with the sync: the service is not called here (the caller
 * wakes the sync, which brings what the body does not carry, from the feed, a page at a time).
 */
export async function receiveWebhook(store: Store, rawBody: string, headers: Record<string, string>, secrets: string[]): Promise<ReceivedWebhook> {
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
    return { intent: "", status: type, duplicate: false, applied: false, syncNow: false };
  }
  // the merchant's own events (payout.*: the deposits page reads the ledger from the service) and
  // types this version does not know: acknowledged, skipped (they carry no intent, so no sequence)
  if (typeof type === "string" && !type.startsWith("refund.")) return { intent: "", status: type, duplicate: false, applied: false, syncNow: false };
  const seq = Number(headers["caja-sequence"]);
  if (!Number.isInteger(seq) || seq < 1) throw AppError.invalid([{ field: "caja-sequence", message: "must be a positive integer" }]);
  if (type !== undefined) return receiveRefund(store, parsed as object, seq);
  let body: z.infer<typeof bodySchema>;
  try {
    body = bodySchema.parse(parsed);
  } catch {
    throw AppError.invalid([{ field: "(body)", message: "must be {intent, status, code}" }]);
  }
  const reason = headers["caja-status-reason"] || null;
  const at = eventTime(headers["caja-event-time"]);
  const raw = { headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k.startsWith("webhook-") || k.startsWith("caja-") || k === "content-type" || k === "user-agent")), body: rawBody };
  const change: LiveChange = { intent: body.intent, status: body.status, code: body.code, seq, reason };
  const applied = await applyToCopy(store, {
    kind: "status",
    fact: { id: body.intent, status: body.status, code: body.code, seq, reason, final: isFinalStatus(body.status), webhookId: headers["webhook-id"]!, raw: JSON.stringify(raw), change, at },
  });
  const final = isFinalStatus(body.status);
  return { intent: body.intent, status: body.status, duplicate: applied.receipts > 1, applied: applied.changed > 0, syncNow: !applied.detailed || (final && applied.changed > 0) };
}

async function receiveRefund(store: Store, parsed: object, seq: number): Promise<ReceivedWebhook> {
  const result = refundBodySchema.safeParse(parsed);
  if (!result.success) throw AppError.invalid([{ field: "(body)", message: "must be {type, timestamp, data} of a refund event" }]);
  const { data } = result.data;
  const applied = await applyToCopy(store, {
    kind: "refund",
    fact: { refund: data.refund, intent: data.intent, amount: data.amount.toFixed(2), status: data.status, reason: data.reason, seq, created: data.created },
  });
  return { intent: data.intent, status: data.status, duplicate: false, applied: applied.changed > 0, syncNow: applied.changed === 0 };
}
