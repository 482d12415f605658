import Link from "next/link";
import { useTranslations } from "next-intl";
import type { FieldError } from "@/lib/errors";
import type { Format } from "@/lib/i18n/create-format";
import { centsOf, moneyOf } from "@/lib/contract/ticket-lines";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";
import type { ProductSales, RateSplitFigure, ReportRate } from "@/lib/dashboard/reports/get-product-sales";
import { REPORT_RANGES, type ReportFilters as Filters, type ReportRange } from "@/lib/dashboard/reports/report-filters";
import { InvalidChoices } from "./invalid-choices";
import { ReportFilters } from "./report-filters";
import styles from "./report-table.module.css";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

const link =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A report page's URL for a range, keeping the branch and terminal chosen. */
function rangeHref(path: string, range: ReportRange, till: { branch?: string; terminal?: string }, days?: { from: string; to: string }): string {
  const params = new URLSearchParams({ range, ...(days ?? {}), ...(till.branch ? { branch: till.branch } : {}), ...(till.terminal ? { terminal: till.terminal } : {}) });
  return `${path}?${params}`;
}

/** The query of the range shown (the overview's parameters), for the CSV and the way back. */
function sameRange(filters: Filters): URLSearchParams {
  return new URLSearchParams({
    range: filters.range,
    ...(filters.range === "custom" ? { from: filters.from, to: filters.to } : {}),
    ...(filters.branch ? { branch: filters.branch } : {}),
    ...(filters.terminal ? { terminal: filters.terminal } : {}),
  });
}

/**
 * "Ventas por producto": the overview's range and till choices, then the range's products (units,
 * gross, refunds by line, net and IVA by rate), the same by category, and the totals by IVA rate
 * with their base and IVA; a CSV of it for Excel. Server-rendered: the choices are a GET form.
 */
export function ProductSalesReport({ report, filters, errors, raw, f }: { report: ProductSales | null; filters: Filters | null; errors?: FieldError[]; raw: Raw; f: Format }) {
  const t = useTranslations("products");
  const r = useTranslations("reports");
  const till = filters ? { branch: filters.branch, terminal: filters.terminal } : { branch: first(raw.branch) || undefined, terminal: first(raw.terminal) || undefined };
  const current = filters?.range ?? null;
  const quickLinks = REPORT_RANGES.filter((range) => range !== "custom").map((range) => ({ id: range, href: rangeHref("/overview/products", range, till), label: r(`range.${range}`), current: current === range }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          {report && filters && (
            <p className="text-sm text-slate-700" data-testid="report-period" data-from={report.from} data-to={report.to}>
              <span className="font-medium">{r(`range.${filters.range}`)}</span> · {report.from === report.to ? f.day(report.from, "full") : r("period", { from: f.day(report.from), to: f.day(report.to) })}
              {report.branch && (
                <>
                  {" "}
                  · {r("filters.branch")} <span translate="no">{report.branch}</span>
                </>
              )}
              {report.terminal && (
                <>
                  {" "}
                  · {r("same.terminal")} <span translate="no">{report.terminal}</span>
                </>
              )}
            </p>
          )}
          <Link href={filters ? `/overview?${sameRange(filters)}` : "/overview"} prefetch={false} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline underline-offset-2 print:hidden">
            {t("back")}
          </Link>
        </div>
        {report && filters && (
          <div className="flex flex-wrap gap-2 print:hidden" role="group" aria-label={t("downloadLabel")} data-testid="product-sales-export">
            <a href={dashboardPath("reports.products", { query: sameRange(filters).toString() })} download className={link} data-export="csv">
              {t("download")}
            </a>
          </div>
        )}
      </div>

      <ReportFilters
        label={r("filters.aria")}
        quickLabel={r("filters.quick")}
        quickLinks={quickLinks}
        dates={[
          { name: "from", label: r("filters.from"), value: report?.from ?? first(raw.from) },
          { name: "to", label: r("filters.to"), value: report?.to ?? first(raw.to) },
        ]}
        hidden={{ range: "custom" }}
        keep={current && current !== "custom" ? { name: "range", value: current } : undefined}
        branch={till.branch ?? ""}
        terminal={till.terminal ?? ""}
        branches={report?.branches ?? (till.branch ? [till.branch] : [])}
        terminals={report?.terminals ?? (till.terminal ? [till.terminal] : [])}
        reset={{ href: "/overview/products", label: r("filters.reset") }}
        note={r("filters.note")}
      />

      {errors && <InvalidChoices errors={errors} />}
      {report && <ProductTables report={report} f={f} />}
    </div>
  );
}

/** The IVA of a product's gross over its rates (each split on its own total); "" when no rate of it is declared. */
function ivaOf(splits: readonly RateSplitFigure[]): string {
  const known = splits.filter((split) => split.iva !== null);
  return known.length === 0 ? "" : moneyOf(known.reduce((sum, split) => sum + centsOf(split.iva!), 0n));
}

/** A rate's name: "16 % (general)", "Exento", "Sin IVA declarado". */
function useRateName() {
  const t = useTranslations("products.rates");
  return (rate: ReportRate) => t(rate);
}

function ProductTables({ report, f }: { report: ProductSales; f: Format }) {
  const t = useTranslations("products");
  const rateName = useRateName();
  // the rates the range had, as columns of the products' and categories' tables
  const rates = report.rates.map((rate) => rate.rate);
  if (report.products.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">{t("empty")}</p>;

  return (
    <>
      <section aria-labelledby="by-product-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="by-product-heading" className="px-4 pt-4 text-base font-semibold">
          {t("byProduct")}
        </h2>
        <div className="mt-2 overflow-x-auto">
          <table className={`${styles.table} ${styles.wide}`} data-testid="product-sales">
            <thead>
              <tr>
                <th scope="col">{t("columns.product")}</th>
                <th scope="col">{t("columns.units")}</th>
                <th scope="col">{t("columns.gross")}</th>
                <th scope="col">{t("columns.refunded")}</th>
                <th scope="col">{t("columns.net")}</th>
                <RateHeads rates={rates} />
              </tr>
            </thead>
            <tbody>
              {report.products.map((product) => (
                <tr key={product.key} data-testid="product-sales-row" data-sku={product.sku ?? ""} data-key={product.key} data-gross={product.gross} data-iva={ivaOf(product.rates)}>
                  <th scope="row">
                    <span translate="no">{product.name || t("unnamed")}</span>
                    <span className={`${styles.muted} block`}>
                      {product.sku && (
                        <>
                          {t("same.sku")} <span translate="no">{product.sku}</span> ·{" "}
                        </>
                      )}
                      {product.category ?? t("uncategorized")}
                    </span>
                  </th>
                  <td data-label={t("columns.units")} data-testid="units">
                    {product.units}
                    {product.refundedUnits !== "0" && <span className={`${styles.muted} block`}>{t("refundedUnits", { units: product.refundedUnits })}</span>}
                  </td>
                  <FigureCells figures={product} rates={rates} f={f} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="product-sales-total">
                <th scope="row">{t("same.total")}</th>
                <td />
                <FigureCells figures={{ ...report.totals, rates: report.rates.map((total) => total.gross) }} rates={rates} f={f} />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby="by-category-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="by-category-heading" className="px-4 pt-4 text-base font-semibold">
          {t("byCategory")}
        </h2>
        <div className="mt-2 overflow-x-auto">
          <table className={`${styles.table} ${styles.wide}`} data-testid="category-sales">
            <thead>
              <tr>
                <th scope="col">{t("columns.category")}</th>
                <th scope="col">{t("columns.products")}</th>
                <th scope="col">{t("columns.gross")}</th>
                <th scope="col">{t("columns.refunded")}</th>
                <th scope="col">{t("columns.net")}</th>
                <RateHeads rates={rates} />
              </tr>
            </thead>
            <tbody>
              {report.categories.map((category) => (
                <tr key={category.category ?? ""} data-testid="category-sales-row" data-category={category.category ?? ""}>
                  <th scope="row" translate={category.category ? "no" : undefined}>
                    {category.category ?? t("uncategorized")}
                  </th>
                  <td data-label={t("columns.products")}>{category.products}</td>
                  <FigureCells figures={category} rates={rates} f={f} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="by-rate-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="by-rate-heading" className="px-4 pt-4 text-base font-semibold">
          {t("byRate")}
        </h2>
        <div className="mt-2 overflow-x-auto">
          <table className={`${styles.table} ${styles.wide}`} data-testid="rate-totals">
            <thead>
              <tr>
                <th scope="col">{t("columns.rate")}</th>
                <th scope="col">{t("columns.gross")}</th>
                <th scope="col">{t("same.base")}</th>
                <th scope="col">{t("same.iva")}</th>
                <th scope="col">{t("columns.refunded")}</th>
                <th scope="col">{t("columns.net")}</th>
                <th scope="col">{t("columns.netBase")}</th>
                <th scope="col">{t("columns.netIva")}</th>
              </tr>
            </thead>
            <tbody>
              {report.rates.map((total) => (
                <tr key={total.rate} data-testid={`rate-total-${total.rate}`}>
                  <th scope="row">{rateName(total.rate)}</th>
                  <td data-label={t("columns.gross")} data-testid="gross">
                    {f.money(total.gross.total)}
                  </td>
                  <td data-label={t("same.base")} data-testid="base">
                    {total.gross.base === null ? "—" : f.money(total.gross.base)}
                  </td>
                  <td data-label={t("same.iva")} data-testid="iva">
                    {total.gross.iva === null ? "—" : f.money(total.gross.iva)}
                  </td>
                  <td data-label={t("columns.refunded")} data-testid="refunded">
                    {f.money(total.refunded.total)}
                  </td>
                  <td data-label={t("columns.net")} data-testid="net">
                    {f.money(total.net.total)}
                  </td>
                  <td data-label={t("columns.netBase")} data-testid="net-base">
                    {total.net.base === null ? "—" : f.money(total.net.base)}
                  </td>
                  <td data-label={t("columns.netIva")} data-testid="net-iva">
                    {total.net.iva === null ? "—" : f.money(total.net.iva)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {report.undeclared && (
        <p className="text-sm text-amber-900" data-testid="undeclared-iva">
          {t("undeclared")}
        </p>
      )}
      <p className="text-xs text-slate-600">{t("counted")}</p>
    </>
  );
}

/** The column name of a rate's IVA ("IVA 16 %"), or the undeclared rate's name. */
function useRateColumn() {
  const t = useTranslations("products");
  const rateName = useRateName();
  return (rate: ReportRate) => (rate === "unknown" ? rateName(rate) : t("columns.ivaAt", { rate: rateName(rate) }));
}

/** The rates' headers of the products' and categories' tables. */
function RateHeads({ rates }: { rates: readonly ReportRate[] }) {
  const column = useRateColumn();
  return rates.map((rate) => (
    <th scope="col" key={rate}>
      {column(rate)}
    </th>
  ));
}

/** A row's money: gross, refunded, net, then each rate's IVA (the undeclared rate: its gross; a rate it did not sell: —). */
function FigureCells({ figures, rates, f }: { figures: { gross: string; refunded: string; net: string; rates: readonly RateSplitFigure[] }; rates: readonly ReportRate[]; f: Format }) {
  const t = useTranslations("products");
  const column = useRateColumn();
  const ivaAt = (rate: ReportRate) => {
    const split = figures.rates.find((s) => s.rate === rate);
    if (!split) return "—";
    return split.iva === null ? f.money(split.total) : f.money(split.iva);
  };
  return (
    <>
      <td data-label={t("columns.gross")} data-testid="gross">
        {f.money(figures.gross)}
      </td>
      <td data-label={t("columns.refunded")} data-testid="refunded">
        {f.money(figures.refunded)}
      </td>
      <td data-label={t("columns.net")} data-testid="net">
        {f.money(figures.net)}
      </td>
      {rates.map((rate) => (
        <td key={rate} data-label={column(rate)} data-testid={`iva-${rate}`}>
          {ivaAt(rate)}
        </td>
      ))}
    </>
  );
}
