import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { setUpTill } from "@/lib/dashboard/till/set-up-till";

/** POST /api/dashboard/tills {branch, terminal}: sets a till up (owners), as "Use this till" does; the same names are the same till. */
export const POST = dashboardOperation("tills.setUp", "tills:manage", async (_request, { body }) => answer("tills.setUp", await setUpTill(await getStore(), body)));
