import { getStore } from "../db/client";
import { envelope } from "../http/envelope";
import { errorResponse } from "../http/error-response";
import { readBodyText } from "../http/read-body";
import { merchantConfig } from "./merchant-config";
import { receiveWebhook } from "./receive-webhook";
import { requestSync } from "./sync/request-sync";
import { webhookSecrets } from "./webhook-secrets";

/**
 * The dashboard's webhook receiver as a whole request and its answer: the raw body verified before
 * it is parsed and the status stored at once; the webhook is also a nudge when the copy wants what
 * the body does not carry (an intent not heard of, a final status's last facts): the sync is woken
 * to bring it from the service's feed, a page at a time however many webhooks arrive; otherwise
 * its next pass (SYNC_INTERVAL_MS) finds the event already written. The route POST /api/webhooks/payment answers with it, and so does this process's
 * own service when it delivers to its own dashboard (lib/http/local-receivers.ts: no socket).
 */
export async function answerWebhook(request: Request): Promise<Response> {
  try {
    const store = await getStore();
    const raw = await readBodyText(request, 65_536);
    const headers = Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
    const received = await receiveWebhook(store, raw, headers, await webhookSecrets(store, merchantConfig()));
    if (received.syncNow) void requestSync();
    return envelope(200, "webhook_received", { duplicate: received.duplicate, applied: received.applied });
  } catch (error) {
    return errorResponse(error);
  }
}
