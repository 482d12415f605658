import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { startTillCharge } from "@/lib/dashboard/till/start-till-charge";
import { can } from "@/lib/dashboard/users/roles";

/**
 * POST /api/dashboard/tills/{id}/charges: the till's Charge as JSON (what its tablet does through a
 * server action): a QR or card intent for the sale and its tip, with the till's next ticket,
 * idempotent per `attempt`; with `lines`, the ticket's products priced from the catalogue (lib/dashboard/till/build-ticket.ts).
 * For tools and points of sale that sign in as a cashier.
 */
export const POST = dashboardOperation(
  "tills.charge",
  "payments:create",
  async (_request, { params, body, by, user }) => {
    const config = merchantConfig();
    const charged = await startTillCharge(await getStore(), paymentApi(config), config, { ...body, tillId: params.id }, by, { canDiscount: can(user.role, "sales:discount") });
    return answer("tills.charge", charged);
  },
);
