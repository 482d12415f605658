import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { refundPayment } from "@/lib/dashboard/payments/refund-payment";
import { refundFieldsSchema, saleIdSchema } from "@/lib/dashboard/payments/refund-schemas";

/**
 * POST /api/dashboard/sales/{id}/refunds {amount?, reason, note?, attempt}: gives back all or part
 * of a sale, as the payment's page and the till do: a payment through the payment service, a cash
 * sale in cash from its till's open drawer. Idempotent per `attempt`.
 */
export const POST = dashboardRoute("payments:refund", { params: z.object({ id: saleIdSchema }), body: refundFieldsSchema }, async (_request, { params, body, by }) => {
  const refund = await refundPayment(await getStore(), paymentApi(merchantConfig()), { ...body, intent: params.id, via: "dashboard api" }, by);
  return envelope(200, "refund_success", refund);
});
