import { intentIdSchema } from "../contract/ids";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { applyIntentUpdate } from "./apply-intent-update";

const bodySchema = z.object({
  intent: intentIdSchema,
  status: z.string().min(1).max(40),
  code: z.number().int(),
});

/** Statuses that come with new facts about the intent (the phone at init, the card once tapped): re-read it. */
const REFILL_ON = new Set(["ec_inited", "cp_progress"]);

export type ReceivedWebhook = { intent: string; status: string; duplicate: boolean; applied: boolean; needsDetail: boolean };

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
 * force (5-minute timestamp tolerance) on the raw body, then stores the event idempotently
 * (by webhook-id and sequence) and out-of-order safe. Fast: the API is not called here; the caller
 * fills in unknown intents after answering.
 */
export async function receiveWebhook(db: Database, rawBody: string, headers: Record<string, string>, secrets: string[]): Promise<ReceivedWebhook> {
  if (secrets.length === 0) throw new AppError("webhook_receiver_unconfigured");
  verify(rawBody, headers, secrets);
  let body: z.infer<typeof bodySchema>;
  try {
    body = bodySchema.parse(JSON.parse(rawBody));
  } catch {
    throw AppError.invalid([{ field: "(body)", message: "must be {intent, status, code}" }]);
  }
  const seq = Number(headers["caja-sequence"]);
  if (!Number.isInteger(seq) || seq < 1) throw AppError.invalid([{ field: "caja-sequence", message: "must be a positive integer" }]);
  const reason = headers["caja-status-reason"] || null;
  const raw = { headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k.startsWith("webhook-") || k.startsWith("caja-") || k === "content-type" || k === "user-agent")), body: rawBody };
  const stored = await applyIntentUpdate(db, {
    kind: "webhook",
    intent: body.intent,
    status: { status: body.status, code: body.code, seq, reason },
    webhookId: headers["webhook-id"]!,
    raw,
  });
  return {
    intent: body.intent,
    status: body.status,
    duplicate: stored.receipts > 1,
    applied: stored.changed,
    needsDetail: stored.inserted || !stored.detailed || (stored.changed && REFILL_ON.has(body.status)),
  };
}
