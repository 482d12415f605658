import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { setUpTill } from "@/lib/dashboard/till/set-up-till";
import { tillNamesSchema } from "@/lib/dashboard/till/till-schemas";

/** POST /api/dashboard/tills {branch, terminal}: sets a till up (owners), as "Use this till" does; the same names are the same till. */
export const POST = dashboardRoute("tills:manage", { body: tillNamesSchema }, async (_request, { body }) => envelope(200, "till_success", await setUpTill(await getStore(), body)));
