import { getTranslations } from "next-intl/server";
import { dashboardOperation } from "@/app/_server/dashboard-route";
import { requestLocale } from "@/app/_server/locale";
import { getStore } from "@/lib/db/client";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { INTENT_CSV_COLUMNS, intentsCsv } from "@/lib/dashboard/reports/intents-csv";

export const dynamic = "force-dynamic";

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
export const GET = dashboardOperation("intents.export", "reports:read", async (_request, { query: { filters, timeZone, bom } }) => {
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
