import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { checkIntent } from "@/lib/dashboard/intents/check-intent";

/** GET /api/dashboard/intents/{id}/check: where the intent stands, the copy first brought up to date with the service's feed (the till asks, not trusting webhooks alone). */
export const GET = dashboardOperation("intents.check", "intents:refresh", async (_request, { params }) => {
  const checked = await checkIntent(await getStore(), params.id);
  if (checked.kind === "checked") return answer("intents.check", checked.intent);
  if (checked.kind === "unknown") return envelope(404, "intent_not_found", {});
  return envelope(checked.status, checked.code, {});
});
