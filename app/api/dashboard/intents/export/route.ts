import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { requestLocale } from "@/app/_server/locale";
import { getStore } from "@/lib/db/client";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { INTENT_CSV_COLUMNS, intentsCsv } from "@/lib/dashboard/reports/intents-csv";

export const dynamic = "force-dynamic";

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The list's filters (no cursor: every page; a filter the list cannot read is refused, not left
 * out), the zone the times are written in, and whether the file starts with a BOM (for Excel).
 */
const query = z
  .looseObject({
    tz: z.string().refine((tz) => tz === "" || isTimeZone(tz), "must be an IANA time zone").optional(),
    bom: z.enum(["0", "1"], "must be 1 (with a byte order mark, for Excel) or 0").optional(),
  })
  .transform(({ tz, bom, ...params }, context) => {
    const { filters, invalid } = parseIntentFilters(params as Record<string, string>);
    for (const field of invalid) context.addIssue({ code: "custom", path: [field], message: "is not a valid filter of the payments list" });
    if (invalid.length > 0) return z.NEVER;
    const { cursor: _cursor, ...rest } = filters;
    return { filters: rest, timeZone: tz || undefined, bom: bom === "1" };
  });

/**
 * The file's name says the days it covers: one day, a range, or every day up to today's (a list
 * without dates: "caja-payments-to-2026-11-27"). The file for Excel is named in the reader's words.
 */
function fileName(from: string | undefined, to: string | undefined, today: string, words: { base: string; to: string }): string {
  if (!from && !to) return `${words.base}-${words.to}-${today}.csv`;
  if (from && to && from === to) return `${words.base}-${from}.csv`;
  return from ? `${words.base}-${from}_${to ?? today}.csv` : `${words.base}-${words.to}-${to}.csv`;
}

/**
 * GET /api/dashboard/intents/export?<filters>&tz=<IANA zone>&bom=1: the filtered list as a streamed
 * CSV download. Without `bom`: for scripts (stable column names, ISO 8601 times). With `bom=1`: for
 * Excel, in the reader's language (the header's names, the file's name, local times Excel reads as
 * dates, the byte order mark it needs for the accents).
 */
export const GET = dashboardRoute("reports:read", { query }, async (_request, { query: { filters, timeZone, bom } }) => {
  const config = merchantConfig();
  const zone = timeZone ?? config.timeZone;
  const today = zonedDay(new Date(), config.timeZone); // the merchant's today, not the UTC date
  const t = await getTranslations({ locale: await requestLocale(), namespace: "common.export" });
  const words = bom ? { base: t("fileName"), to: t("fileTo") } : { base: "caja-payments", to: "to" };
  const header = bom ? INTENT_CSV_COLUMNS.map((column) => (column === "ticket" || column === "terminal" ? t(`columns.same.${column}`) : t(`columns.${column}`))) : undefined;
  return new Response(intentsCsv(await getStore(), filters, { timeZone: zone, currency: config.currency, excel: bom, header }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName(filters.from, filters.to, today, words)}"`,
      "cache-control": "no-store",
    },
  });
});
