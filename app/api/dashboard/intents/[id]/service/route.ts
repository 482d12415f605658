import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { readServiceFacts } from "@/lib/dashboard/intents/read-service-facts";

/**
 * GET /api/dashboard/intents/{id}/service: what the payment service itself says of the intent (its
 * expiry, the QR to show again, its webhook delivery attempts), for the intent's page. A service
 * that cannot answer is `{ok: false, code, status}` in a 200, for the page to say so in words.
 */
export const GET = dashboardOperation("intents.service", "intents:read", async (_request, { params }) => {
  return answer("intents.service", await readServiceFacts(await getStore(), paymentApi(merchantConfig()), params.id));
});
