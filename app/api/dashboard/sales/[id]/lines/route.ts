import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { readSaleLines } from "@/lib/dashboard/intents/read-sale-lines";

/**
 * GET /api/dashboard/sales/{id}/lines: a sale's ticket lines (a payment's or a cash sale's), each
 * with its total and what its refunds have given back, for the refund by line of the payment's page
 * and the till; [] for a sale charged as an amount.
 */
export const GET = dashboardOperation("sales.lines", "intents:read", async (_request, { params }) => {
  const lines = await readSaleLines(await getStore(), params.id);
  return lines ? answer("sales.lines", lines) : envelope(404, "not_found", {});
});
