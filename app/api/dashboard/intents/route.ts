import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { listIntents } from "@/lib/dashboard/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

/** GET /api/dashboard/intents?status&payment&from&to&branch&terminal&q&cursor: one page of the intents list. */
export const GET = dashboardRoute("intents:read", async (request) => {
  const { filters, invalid } = parseIntentFilters(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listIntents((await getDb()).prisma, filters, merchantConfig().timeZone);
  return envelope(200, "intents_success", { ...page, invalid });
});
