import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getDb } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { intentsCsv } from "@/lib/dashboard/reports/intents-csv";

export const dynamic = "force-dynamic";

function validZone(zone: string | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** GET /api/dashboard/intents/export?<filters>&tz=<IANA zone>: the filtered list as a streamed CSV download. */
export const GET = dashboardRoute("reports:read", async (request) => {
  const params = new URL(request.url).searchParams;
  const tz = params.get("tz");
  const timeZone = tz ? validZone(tz) : merchantConfig().timeZone;
  if (!timeZone) return envelope(400, "invalid_request", { errors: [{ field: "tz", message: "must be an IANA time zone" }] });
  const { filters } = parseIntentFilters(Object.fromEntries(params));
  const { cursor: _cursor, ...rest } = filters;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(intentsCsv((await getDb()).prisma, rest, timeZone), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="caja-payments-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
