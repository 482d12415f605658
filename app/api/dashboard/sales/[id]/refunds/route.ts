import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { creditRefundedSale } from "@/app/_server/invoice-deps";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { refundPayment } from "@/lib/dashboard/payments/refund-payment";

/**
 * POST /api/dashboard/sales/{id}/refunds {amount?, lines?, reason, note?, attempt}: gives back all
 * or part of a sale, as the payment's page and the till do: a payment through the payment service,
 * a cash sale in cash from its till's open drawer. With `lines` ([{line, quantity}]: a refund by
 * line) the amount follows from the lines (an `amount` sent with them must be that amount) and the
 * lines are kept with the refund. Idempotent per `attempt`.
 */
export const POST = dashboardOperation("sales.refund", "payments:refund", async (_request, { params, body, by }) => {
  const refund = await refundPayment(await getStore(), paymentApi(merchantConfig()), { ...body, intent: params.id, via: "dashboard api" }, by);
  await creditRefundedSale(params.id);
  return answer("sales.refund", refund);
});
