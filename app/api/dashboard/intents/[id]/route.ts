import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { readIntent } from "@/lib/dashboard/intents/read-intent";

/** GET /api/dashboard/intents/{id}: the intent with its timeline and the webhooks received (the dashboard's copy). */
export const GET = dashboardOperation("intents.get", "intents:read", async (_request, { params }) => {
  const read = await readIntent(await getStore(), params.id);
  if (read.kind === "found") return answer("intents.get", read.view);
  if (read.kind === "unknown") return envelope(404, "intent_not_found", {});
  return envelope(read.status, read.code, {});
});
