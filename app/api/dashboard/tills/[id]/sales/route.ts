import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { listTillSales } from "@/lib/dashboard/till/list-till-sales";

/** GET /api/dashboard/tills/{id}/sales: the till's latest sales with their statuses. */
export const GET = dashboardOperation("tills.sales", "payments:create", async (_request, { params }) => {
  return answer("tills.sales", await listTillSales(await getStore(), params.id));
});
