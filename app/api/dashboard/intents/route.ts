import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { listIntents } from "@/lib/dashboard/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

/** Lenient: a bad filter is dropped and reported in `invalid`, the rest still applies. */
const query = z.record(z.string(), z.string()).transform(parseIntentFilters);

/** GET /api/dashboard/intents?status&payment&from&to&branch&terminal&q&cursor: one page of the intents list. */
export const GET = dashboardRoute("intents:read", { query }, async (_request, { query: { filters, invalid } }) => {
  const page = await listIntents((await getDb()).prisma, filters, merchantConfig().timeZone);
  return envelope(200, "intents_success", { ...page, invalid });
});
