import { after } from "next/server";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { readBodyText } from "@/lib/http/read-body";
import { log } from "@/lib/log";
import { fillIntentFromApi } from "@/lib/dashboard/fill-intent-from-api";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { receiveWebhook } from "@/lib/dashboard/receive-webhook";
import { webhookSecrets } from "@/lib/dashboard/webhook-secrets";

/**
 * POST /api/webhooks/payment: the dashboard's receiver of the payment service's signed webhooks.
 * The raw body is verified before it is parsed; the answer goes out at once, and an intent the
 * dashboard did not know yet is filled in from the API afterwards. No session: the signature is
 * the caller's credential.
 */
export const POST = dashboardRoute("signed-webhook", {}, async (request) => {
  const config = merchantConfig();
  const db = await getDb();
  const raw = await readBodyText(request, 65_536);
  const headers = Object.fromEntries([...request.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
  const received = await receiveWebhook(db, raw, headers, await webhookSecrets(db.prisma, config));
  if (received.needsDetail) {
    after(async () => {
      try {
        await fillIntentFromApi(db, paymentApi(config), received.intent);
      } catch (error) {
        log.warn("dashboard.fill_failed", { intent: received.intent, error: error instanceof Error ? error.message : String(error) });
      }
    });
  }
  return envelope(200, "webhook_received", { duplicate: received.duplicate, applied: received.applied });
});
