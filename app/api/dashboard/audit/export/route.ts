import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { auditCsv } from "@/lib/dashboard/audit/audit-csv";
import { auditFiltersSchema } from "@/lib/dashboard/audit/audit-filters";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export const dynamic = "force-dynamic";

/**
 * GET /api/dashboard/audit/export?action=a,b&actor&target&from&to: the activity page's filters
 * (strict: a bad one is 400 naming it), the whole filtered trail as a streamed CSV download, times
 * in the dashboard's time zone. Owners only.
 */
export const GET = dashboardRoute("audit:read", { query: auditFiltersSchema }, async (_request, { query }) => {
  const day = zonedDay(new Date(), merchantConfig().timeZone); // the merchant's today, not the UTC date
  return new Response(auditCsv((await getDb()).prisma, query, merchantConfig().timeZone), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="caja-activity-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
