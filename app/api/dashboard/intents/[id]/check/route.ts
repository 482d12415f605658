import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { intentIdSchema } from "@/lib/contract/ids";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { checkIntentWithApi } from "@/lib/dashboard/check-intent-with-api";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";

/** GET /api/dashboard/intents/{id}/check: where the intent stands at the payment API itself (the till asks, not trusting webhooks alone). */
export const GET = dashboardRoute("intents:refresh", { params: z.object({ id: intentIdSchema }) }, async (_request, { params }) => {
  return envelope(200, "check_success", await checkIntentWithApi(await getDb(), paymentApi(merchantConfig()), params.id));
});
