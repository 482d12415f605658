import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { listTillSales } from "@/lib/dashboard/till/list-till-sales";

/** GET /api/dashboard/tills/{id}/sales: the till's latest sales with their statuses. */
export const GET = dashboardRoute("payments:create", { params: z.object({ id: z.string().max(64) }) }, async (_request, { params }) => {
  return envelope(200, "sales_success", await listTillSales(await getStore(), params.id));
});
