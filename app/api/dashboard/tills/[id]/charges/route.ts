import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { startTillCharge } from "@/lib/dashboard/till/start-till-charge";

/**
 * POST /api/dashboard/tills/{id}/charges: the till's Charge as JSON (what its tablet does through a
 * server action): a QR or card intent for the sale and its tip, with the till's next ticket,
 * idempotent per `attempt`. For tools and points of sale that sign in as a cashier.
 */
export const POST = dashboardOperation(
  "tills.charge",
  "payments:create",
  async (_request, { params, body, by }) => {
    const config = merchantConfig();
    return answer("tills.charge", await startTillCharge(await getStore(), paymentApi(config), config, { ...body, tillId: params.id }, by));
  },
);
