import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { findTillDrawer } from "@/lib/dashboard/drawer/find-till-drawer";
import { openDrawer } from "@/lib/dashboard/drawer/open-drawer";
import { openDrawerSchema } from "@/lib/dashboard/drawer/drawer-schemas";
import { parseOrThrow } from "@/lib/http/parse";

const params = z.object({ id: z.string().max(64) });

/** GET /api/dashboard/tills/{id}/drawer: the till's open drawer with its figures so far (null: none open). */
export const GET = dashboardRoute("drawer:operate", { params }, async (_request, { params }) => envelope(200, "drawer_success", { drawer: await findTillDrawer(await getStore(), params.id) }));

/** POST /api/dashboard/tills/{id}/drawer {float}: opens the till's drawer with its float (pesos). */
export const POST = dashboardRoute("drawer:operate", { params, body: z.record(z.string(), z.unknown()) }, async (_request, { params, body, by }) => {
  const input = parseOrThrow(openDrawerSchema, { ...body, tillId: params.id });
  return envelope(200, "drawer_success", { drawer: await openDrawer(await getStore(), input, by) });
});
