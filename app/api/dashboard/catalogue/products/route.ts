import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { listActiveCatalogue } from "@/lib/dashboard/catalogue/list-active-catalogue";

export const dynamic = "force-dynamic";

/** GET /api/dashboard/catalogue/products: the whole active catalogue, as the till needs it. */
export const GET = dashboardOperation("catalogue.products", "catalogue:read", async () =>
  answer("catalogue.products", { products: await listActiveCatalogue(await getStore()) }, { "cache-control": "no-store" }),
);
