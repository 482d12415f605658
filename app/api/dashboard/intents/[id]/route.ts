import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { getIntentView } from "@/lib/dashboard/get-intent-view";

/** GET /api/dashboard/intents/{id}: the intent with its timeline and the webhooks received. */
export const GET = dashboardRoute("intents:read", { params: z.object({ id: z.string() }) }, async (_request, { params }) => {
  const view = await getIntentView((await getDb()).prisma, params.id);
  return view ? envelope(200, "intent_success", view) : envelope(404, "intent_not_found", {});
});
