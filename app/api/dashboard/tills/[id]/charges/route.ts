import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { startTillCharge } from "@/lib/dashboard/till/start-till-charge";
import { chargeInputSchema } from "@/lib/dashboard/till/till-schemas";

/**
 * POST /api/dashboard/tills/{id}/charges: the till's Charge as JSON (what its tablet does through a
 * server action): a QR or card intent for the sale and its tip, with the till's next ticket,
 * idempotent per `attempt`. For tools and points of sale that sign in as a cashier.
 */
export const POST = dashboardRoute(
  "payments:create",
  { params: z.object({ id: z.string().max(64) }), body: chargeInputSchema.omit({ tillId: true }) },
  async (_request, { params, body, by }) => {
    const config = merchantConfig();
    return envelope(200, "charge_success", await startTillCharge(await getStore(), paymentApi(config), config, { ...body, tillId: params.id }, by));
  },
);
