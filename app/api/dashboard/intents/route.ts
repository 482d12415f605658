import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { listIntents } from "@/lib/dashboard/intents/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

/**
 * GET /api/dashboard/intents?q&group&status&payment&from&to&branch&terminal&cursor: one page of the
 * payments list (`group`, `status` and `payment` are comma lists).
 */
export const GET = dashboardOperation("intents.list", "intents:read", async (_request, { query: { filters, invalid, problems } }) => {
  const page = await listIntents(await getStore(), filters, merchantConfig().timeZone);
  return answer("intents.list", { ...page, invalid, problems });
});
