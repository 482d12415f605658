import { dashboardRoute } from "@/app/_server/dashboard-route";
import { answerWebhook } from "@/lib/dashboard/answer-webhook";

/**
 * POST /api/webhooks/payment: the dashboard's receiver of the payment service's signed webhooks
 * (lib/dashboard/answer-webhook.ts). The raw body is verified before it is parsed and the status
 * stored at once; the webhook is also a nudge: the sync is woken to bring from the service's feed
 * what the body does not carry (amount, branch, ...), a page at a time however many webhooks
 * arrive. No session: the signature is the caller's credential.
 */
export const POST = dashboardRoute("signed-webhook", {}, (request) => answerWebhook(request));
