import { getTranslations } from "next-intl/server";
import { dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { getProductSales, type ReportRate } from "@/lib/dashboard/reports/get-product-sales";
import { productSalesCsv } from "@/lib/dashboard/reports/product-sales-csv";
import { parseReportFilters } from "@/lib/dashboard/reports/report-filters";

export const dynamic = "force-dynamic";

/**
 * GET /api/dashboard/reports/products?range&from&to&branch&terminal: the sales by product of the
 * overview's range (the same filters, the same refusals: 400 naming the field) as a CSV for Excel,
 * with its headers in Spanish (es-MX, the shop's language and its accountant's), whatever the
 * reader's language. Who reads the reports may download it.
 */
export const GET = dashboardOperation("reports.products", "reports:read", async (_request, { query }) => {
  const { timeZone } = merchantConfig();
  const parsed = parseReportFilters(query, timeZone);
  if (!parsed.filters) throw AppError.invalid(parsed.errors);
  const [report, t] = await Promise.all([getProductSales(await getStore(), parsed.filters, timeZone), getTranslations({ locale: "es-MX", namespace: "products" })]);
  const rate = (value: ReportRate) => (value === "exempt" || value === "unknown" ? t(`rates.${value}`).toLowerCase() : `${value} %`);
  const csv = productSalesCsv(report, {
    product: t("csv.product"),
    sku: t("same.sku"),
    category: t("csv.category"),
    lines: t("csv.lines"),
    units: t("csv.units"),
    refundedUnits: t("csv.refundedUnits"),
    gross: t("csv.gross"),
    refunded: t("csv.refunded"),
    net: t("csv.net"),
    grossAt: (value) => t("csv.grossAt", { rate: rate(value) }),
    baseAt: (value) => t("csv.baseAt", { rate: rate(value) }),
    ivaAt: (value) => t("csv.ivaAt", { rate: rate(value) }),
    uncategorized: t("uncategorized"),
    unnamed: t("unnamed"),
    total: t("csv.total"),
  });
  const days = report.from === report.to ? report.from : `${report.from}_${report.to}`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("csv.fileName")}-${days}.csv"`,
      "cache-control": "no-store",
    },
  });
});
