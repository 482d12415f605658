import { getTranslations } from "next-intl/server";
import { dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { isAuditAction } from "@/lib/dashboard/audit/audit-actions";
import { auditCsv } from "@/lib/dashboard/audit/audit-csv";
import { parseAuditFilters } from "@/lib/dashboard/audit/audit-filters";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { envelope } from "@/lib/http/envelope";

export const dynamic = "force-dynamic";

/**
 * GET /api/dashboard/audit/export?action=a,b&actor&target&from&to: the activity page's filters
 * (strict: a bad one is 400 naming it, with the reason in the reader's language), the whole
 * filtered trail as a streamed CSV download, times in the dashboard's time zone, each action's
 * label in the reader's language beside its code. Owners only.
 */
export const GET = dashboardOperation("audit.export", "audit:read", async (request) => {
  const t = await getTranslations("activity");
  const word = t as unknown as (key: string, values?: Record<string, string>) => string;
  const params = new URL(request.url).searchParams;
  const parsed = parseAuditFilters(Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length === 1 ? params.get(key)! : params.getAll(key)])));
  if (parsed.errors) {
    const errors = parsed.errors.map(({ field, message, value }) => ({ field, message: t.has(message.replace(/^activity\./, "") as never) ? word(message.replace(/^activity\./, ""), { value }) : message }));
    return envelope(400, "invalid_request", { errors });
  }
  const { timeZone } = merchantConfig();
  const day = zonedDay(new Date(), timeZone); // the merchant's today, not the UTC date
  const label = (action: string) => (isAuditAction(action) ? word(`actions.${action}`) : action);
  return new Response(auditCsv(await getStore(), parsed.filters, timeZone, label), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="caja-activity-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
