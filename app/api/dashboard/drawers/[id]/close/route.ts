import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { closeDrawer } from "@/lib/dashboard/drawer/close-drawer";
import { closeDrawerSchema } from "@/lib/dashboard/drawer/drawer-schemas";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { parseOrThrow } from "@/lib/http/parse";

/**
 * POST /api/dashboard/drawers/{id}/close {count | total, note, confirmed}: the drawer's close, as
 * the till's. Nothing counted or far off without `confirmed`: 409 drawer_close_unconfirmed with the
 * figures.
 */
export const POST = dashboardOperation("drawers.close", "drawer:operate", async (_request, { params, body, by }) => {
  const input = parseOrThrow(closeDrawerSchema, { count: {}, note: "", ...body, drawerId: params.id });
  const drawer = await closeDrawer(await getStore(), input, by, { confirmDifference: merchantConfig().drawerConfirmDifferenceCents });
  return answer("drawers.close", { drawer });
});
