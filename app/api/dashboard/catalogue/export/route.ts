import { getTranslations } from "next-intl/server";
import { dashboardOperation } from "@/app/_server/dashboard-route";
import { requestLocale } from "@/app/_server/locale";
import { getStore } from "@/lib/db/client";
import { exportProducts } from "@/lib/dashboard/catalogue/export-products";
import { zonedDay } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export const dynamic = "force-dynamic";

/** GET /api/dashboard/catalogue/export: the whole catalogue as CSV, in the reader's language (lib/dashboard/catalogue/product-csv.ts), named after today. */
export const GET = dashboardOperation("catalogue.export", "catalogue:read", async () => {
  const locale = await requestLocale();
  const t = await getTranslations({ locale, namespace: "catalogue.csv" });
  const csv = await exportProducts(await getStore(), locale);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("fileName")}-${zonedDay(new Date(), merchantConfig().timeZone)}.csv"`,
      "cache-control": "no-store",
    },
  });
});
