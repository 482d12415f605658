import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { parseOrThrow } from "@/lib/http/parse";
import { recordCashSale } from "@/lib/dashboard/till/record-cash-sale";
import { cashSaleInputSchema } from "@/lib/dashboard/till/till-schemas";

/**
 * POST /api/dashboard/tills/{id}/cash-sales: a cash sale at the till as JSON (amount before the
 * tip, tip and what was received, in pesos), into its open drawer with the next ticket,
 * idempotent per `attempt`.
 */
export const POST = dashboardRoute(
  "drawer:operate",
  { params: z.object({ id: z.string().max(64) }), body: z.record(z.string(), z.unknown()) },
  async (_request, { params, body, by }) => {
    const input = parseOrThrow(cashSaleInputSchema, { ...body, tillId: params.id });
    return envelope(200, "cash_sale_success", await recordCashSale(await getStore(), input, by));
  },
);
