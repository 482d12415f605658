import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { listIntents } from "@/lib/dashboard/intents/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

/** Lenient: a bad filter value is dropped and reported (`invalid`: the fields; `problems`: each value and why), the rest still applies. */
const query = z.record(z.string(), z.string()).transform(parseIntentFilters);

/**
 * GET /api/dashboard/intents?q&group&status&payment&from&to&branch&terminal&cursor: one page of the
 * payments list (`group`, `status` and `payment` are comma lists).
 */
export const GET = dashboardRoute("intents:read", { query }, async (_request, { query: { filters, invalid, problems } }) => {
  const page = await listIntents(await getStore(), filters, merchantConfig().timeZone);
  return envelope(200, "intents_success", { ...page, invalid, problems });
});
