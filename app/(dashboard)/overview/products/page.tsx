import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { LiveRefresh } from "@/components/reports/live-refresh";
import { ProductSalesReport } from "@/components/reports/product-sales-report";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { getProductSales } from "@/lib/dashboard/reports/get-product-sales";
import { parseReportFilters } from "@/lib/dashboard/reports/report-filters";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("products"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Sales by product of the overview's range and till (`?range&from&to&branch&terminal`), live while open. */
export default async function ProductSalesPage({ searchParams }: Props) {
  await requirePermission("reports:read");
  const raw = await searchParams;
  const { timeZone } = merchantConfig();
  const parsed = parseReportFilters(raw, timeZone);
  const [report, f] = await Promise.all([parsed.filters ? getProductSales(await getStore(), parsed.filters, timeZone) : null, getFormat()]);
  return (
    <ClientMessages namespaces={["reports"]}>
      <div className="space-y-2">
        <div className="flex justify-end">
          <LiveRefresh />
        </div>
        <ProductSalesReport report={report} filters={parsed.filters ?? null} errors={parsed.errors} raw={raw} f={f} />
      </div>
    </ClientMessages>
  );
}
