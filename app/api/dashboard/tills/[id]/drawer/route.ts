import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { findTillDrawer } from "@/lib/dashboard/drawer/find-till-drawer";
import { openDrawer } from "@/lib/dashboard/drawer/open-drawer";
import { openDrawerSchema } from "@/lib/dashboard/drawer/drawer-schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** GET /api/dashboard/tills/{id}/drawer: the till's open drawer with its figures so far (null: none open). */
export const GET = dashboardOperation("tills.drawer", "drawer:operate", async (_request, { params }) => answer("tills.drawer", { drawer: await findTillDrawer(await getStore(), params.id) }));

/** POST /api/dashboard/tills/{id}/drawer {float}: opens the till's drawer with its float (pesos). */
export const POST = dashboardOperation("tills.openDrawer", "drawer:operate", async (_request, { params, body, by }) => {
  const input = parseOrThrow(openDrawerSchema, { ...body, tillId: params.id });
  return answer("tills.openDrawer", { drawer: await openDrawer(await getStore(), input, by) });
});
