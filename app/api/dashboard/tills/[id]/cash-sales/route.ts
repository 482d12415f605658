import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { parseOrThrow } from "@/lib/http/parse";
import { recordCashSale } from "@/lib/dashboard/till/record-cash-sale";
import { cashSaleInputSchema } from "@/lib/dashboard/till/till-schemas";
import { can } from "@/lib/dashboard/users/roles";

/**
 * POST /api/dashboard/tills/{id}/cash-sales: a cash sale at the till as JSON (amount before the
 * tip, tip and what was received, in pesos), into its open drawer with the next ticket,
 * idempotent per `attempt`.
 */
export const POST = dashboardOperation(
  "tills.cashSale",
  "drawer:operate",
  async (_request, { params, body, by, user }) => {
    const input = parseOrThrow(cashSaleInputSchema, { ...body, tillId: params.id });
    return answer("tills.cashSale", await recordCashSale(await getStore(), input, by, { canDiscount: can(user.role, "sales:discount") }));
  },
);
