import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { intentsCsv } from "@/lib/dashboard/reports/intents-csv";

export const dynamic = "force-dynamic";

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The list's filters (lenient, as on the list; no cursor: every page) and the zone the times are written in. */
const query = z
  .looseObject({ tz: z.string().refine((tz) => tz === "" || isTimeZone(tz), "must be an IANA time zone").optional() })
  .transform(({ tz, ...params }) => {
    const { cursor: _cursor, ...filters } = parseIntentFilters(params as Record<string, string>).filters;
    return { filters, timeZone: tz || undefined };
  });

/** GET /api/dashboard/intents/export?<filters>&tz=<IANA zone>: the filtered list as a streamed CSV download. */
export const GET = dashboardRoute("reports:read", { query }, async (_request, { query: { filters, timeZone } }) => {
  const day = zonedDay(new Date(), timeZone ?? merchantConfig().timeZone); // the merchant's today, not the UTC date
  return new Response(intentsCsv((await getDb()).prisma, filters, timeZone ?? merchantConfig().timeZone), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="caja-payments-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
