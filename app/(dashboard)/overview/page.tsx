import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { LiveRefresh } from "@/components/reports/live-refresh";
import { OverviewReport } from "@/components/reports/overview-report";
import { TopProducts } from "@/components/reports/top-products";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { getOverview } from "@/lib/dashboard/reports/get-overview";
import { getProductSales } from "@/lib/dashboard/reports/get-product-sales";
import { parseReportFilters, type ReportFilters } from "@/lib/dashboard/reports/report-filters";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reports"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reports by range: `?range=today|yesterday|7d|month|custom&from&to&branch&terminal`, live while open. */
export default async function OverviewPage({ searchParams }: Props) {
  await requirePermission("reports:read");
  const raw = await searchParams;
  const { timeZone } = merchantConfig();
  const parsed = parseReportFilters(raw, timeZone);
  const [overview, f] = await Promise.all([parsed.filters ? getOverview(await getStore(), parsed.filters, timeZone) : null, getFormat()]);
  // Caja's fees on the range, from the service's ledger (the same range, branch and terminal); a service away leaves the cards out
  const fees = overview
    ? await paymentApi(merchantConfig())
        .totals({ from: new Date(overview.start), to: new Date(overview.end), branch: overview.branch ?? undefined, terminal: overview.terminal ?? undefined })
        .then((totals) => totals.fees ?? null, () => null)
    : null;
  return (
    <ClientMessages namespaces={["reports"]}>
      <div className="space-y-2">
        <div className="flex justify-end">
          <LiveRefresh />
        </div>
        <OverviewReport overview={overview} fees={fees} filters={parsed.filters ?? null} errors={parsed.errors} raw={raw} f={f} />
        {parsed.filters && (
          <Suspense fallback={null}>
            <TopProductsCard filters={parsed.filters} timeZone={timeZone} />
          </Suspense>
        )}
      </div>
    </ClientMessages>
  );
}

/**
 * The "Top products" card: the sales by product of the same range (its five largest by gross),
 * streamed after the figures, so the overview never waits for the tickets' lines to be added up.
 */
async function TopProductsCard({ filters, timeZone }: { filters: ReportFilters; timeZone: string }) {
  const [report, f] = await Promise.all([getProductSales(await getStore(), filters, timeZone), getFormat()]);
  const query = new URLSearchParams({
    range: filters.range,
    ...(filters.range === "custom" ? { from: filters.from, to: filters.to } : {}),
    ...(filters.branch ? { branch: filters.branch } : {}),
    ...(filters.terminal ? { terminal: filters.terminal } : {}),
  });
  return <TopProducts products={report.products} href={`/overview/products?${query}`} f={f} />;
}
