import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { readBodyText } from "@/lib/http/read-body";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { receiveWebhook } from "@/lib/dashboard/receive-webhook";
import { requestSync } from "@/lib/dashboard/sync/request-sync";
import { webhookSecrets } from "@/lib/dashboard/webhook-secrets";

/**
 * POST /api/webhooks/payment: the dashboard's receiver of the payment service's signed webhooks.
 * The raw body is verified before it is parsed and the status stored at once; the webhook is also a
 * nudge: the sync is woken to bring from the service's feed what the body does not carry (amount,
 * branch, ...), a page at a time however many webhooks arrive. No session: the signature is the
 * caller's credential.
 */
export const POST = dashboardRoute("signed-webhook", {}, async (request) => {
  const store = await getStore();
  const raw = await readBodyText(request, 65_536);
  const headers = Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
  const received = await receiveWebhook(store, raw, headers, await webhookSecrets(store, merchantConfig()));
  void requestSync();
  return envelope(200, "webhook_received", { duplicate: received.duplicate, applied: received.applied });
});
