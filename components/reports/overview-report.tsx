import { useTranslations } from "next-intl";
import type { FieldError } from "@/lib/errors";
import type { Format } from "@/lib/i18n/create-format";
import type { Overview } from "@/lib/dashboard/reports/get-overview";
import { CASH_PAYMENT } from "@/lib/dashboard/cash-sale";
import { centsToMoney, minusMoney, moneyToCents } from "@/lib/contract/money";
import { paymentsListHref, type PaymentsSelection } from "@/lib/dashboard/reports/report-links";
import { REPORT_RANGES, type ReportFilters as Filters, type ReportRange } from "@/lib/dashboard/reports/report-filters";
import { BooksBalance } from "./books-balance";
import { BreakdownTable, type BreakdownRow } from "./breakdown-table";
import { ExportLinks } from "./export-links";
import { GroupFigures } from "./group-figures";
import { InvalidChoices } from "./invalid-choices";
import { ReportChart } from "./report-chart";
import { ReportFilters } from "./report-filters";
import { SummaryCards } from "./summary-cards";

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The overview's URL for a range, keeping the branch and terminal chosen. */
function overviewHref(range: ReportRange, till: { branch?: string; terminal?: string }, days?: { from: string; to: string }): string {
  const params = new URLSearchParams({ range, ...(days ?? {}), ...(till.branch ? { branch: till.branch } : {}), ...(till.terminal ? { terminal: till.terminal } : {}) });
  return `/overview?${params}`;
}

/**
 * The reports page: a range of days (today, yesterday, the last 7 days, this month, or any range)
 * and optionally a branch or till; the money collected, sales, success rate and average ticket;
 * every payment by status group; the collected money per hour or per day; the figures by branch,
 * till and payment type; exports of the range's payments. Each figure opens the payments behind it.
 */
/** Caja's fees on the range's payments and their IVA (negative), from the service's ledger; null when the service did not answer. */
export type RangeFees = { fee: string; tax: string } | null;

export function OverviewReport({ overview, fees = null, filters, errors, raw, f }: { overview: Overview | null; fees?: RangeFees; filters: Filters | null; errors?: FieldError[]; raw: Raw; f: Format }) {
  const t = useTranslations("reports");
  const till = filters ? { branch: filters.branch, terminal: filters.terminal } : { branch: first(raw.branch) || undefined, terminal: first(raw.terminal) || undefined };
  const current = filters?.range ?? null;
  const quickLinks = REPORT_RANGES.filter((range) => range !== "custom").map((range) => ({ id: range, href: overviewHref(range, till), label: t(`range.${range}`), current: current === range }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          {overview && (
            <p className="text-sm text-slate-700" data-testid="report-period" data-from={overview.from} data-to={overview.to}>
              <span className="font-medium">{t(`range.${filters!.range}`)}</span> ·{" "}
              {overview.from === overview.to ? f.day(overview.from, "full") : t("period", { from: f.day(overview.from), to: f.day(overview.to) })}
              {overview.branch && (
                <>
                  {" "}
                  · {t("filters.branch")} <span translate="no">{overview.branch}</span>
                </>
              )}
              {overview.terminal && (
                <>
                  {" "}
                  · {t("same.terminal")} <span translate="no">{overview.terminal}</span>
                </>
              )}
            </p>
          )}
          <p className="text-xs text-slate-600">{t("countedBy", { zone: f.zone() })}</p>
        </div>
        {overview && <RangeExport overview={overview} />}
      </div>

      <ReportFilters
        label={t("filters.aria")}
        quickLabel={t("filters.quick")}
        quickLinks={quickLinks}
        dates={[
          { name: "from", label: t("filters.from"), value: overview?.from ?? first(raw.from) },
          { name: "to", label: t("filters.to"), value: overview?.to ?? first(raw.to) },
        ]}
        hidden={{ range: "custom" }}
        keep={current && current !== "custom" ? { name: "range", value: current } : undefined}
        branch={till.branch ?? ""}
        terminal={till.terminal ?? ""}
        branches={overview?.branches ?? (till.branch ? [till.branch] : [])}
        terminals={overview?.terminals ?? (till.terminal ? [till.terminal] : [])}
        reset={{ href: "/overview", label: t("filters.reset") }}
        note={t("filters.note")}
      />

      {errors && <InvalidChoices errors={errors} />}

      {overview && <OverviewFigures overview={overview} fees={fees} f={f} />}
    </div>
  );
}

function RangeExport({ overview }: { overview: Overview }) {
  const t = useTranslations("reports.export");
  const query = new URLSearchParams({ from: overview.from, to: overview.to, ...(overview.branch ? { branch: overview.branch } : {}), ...(overview.terminal ? { terminal: overview.terminal } : {}) });
  return <ExportLinks query={query.toString()} label={t("label")} testId="report-export" />;
}

function OverviewFigures({ overview, fees, f }: { overview: Overview; fees: RangeFees; f: Format }) {
  const t = useTranslations("reports");
  const scope: PaymentsSelection = { from: overview.from, to: overview.to, ...(overview.branch ? { branch: overview.branch } : {}), ...(overview.terminal ? { terminal: overview.terminal } : {}) };
  const { total } = overview;
  const salesHref = paymentsListHref({ ...scope, group: "authorized" });
  const known = (...parts: Array<string | null>) => parts.every((part) => part !== null);

  const branchRows: BreakdownRow[] = overview.byBranch.map((row) => ({
    ...row,
    key: row.branch ?? "(pending)",
    name: row.branch ?? t("pending"),
    typed: row.branch !== null,
    paymentsHref: known(row.branch) ? paymentsListHref({ ...scope, branch: row.branch! }) : null,
    salesHref: known(row.branch) ? paymentsListHref({ ...scope, branch: row.branch!, group: "authorized" }) : null,
  }));
  const terminalRows: BreakdownRow[] = overview.byTerminal.map((row) => ({
    ...row,
    key: row.branch === null ? "(pending)" : `${row.branch}|${row.terminal}`,
    name: row.branch === null ? t("pending") : `${row.branch} › ${row.terminal ?? "—"}`,
    typed: row.branch !== null,
    paymentsHref: known(row.branch, row.terminal) ? paymentsListHref({ ...scope, branch: row.branch!, terminal: row.terminal! }) : null,
    salesHref: known(row.branch, row.terminal) ? paymentsListHref({ ...scope, branch: row.branch!, terminal: row.terminal!, group: "authorized" }) : null,
  }));
  const paymentRows: BreakdownRow[] = overview.byPayment.map((row) => ({
    ...row,
    key: row.payment ?? "(pending)",
    name: row.payment === null ? t("pending") : f.payment(row.payment),
    paymentsHref: row.payment === null ? null : paymentsListHref({ ...scope, payment: row.payment }),
    salesHref: row.payment === null ? null : paymentsListHref({ ...scope, payment: row.payment, group: "authorized" }),
  }));

  return (
    <>
      <BooksBalance from={overview.start} to={overview.end} branch={overview.branch} terminal={overview.terminal} />
      <SummaryCards
        testId="report-summary"
        label={t("summary.label")}
        cards={[
          {
            id: "collected",
            label: t("summary.collected"),
            value: f.money(total.sales.amount),
            href: salesHref,
            count: total.sales.count,
            ...(overview.till.tips.count > 0 ? { hint: t("summary.collectedTips", { sales: f.money(minusMoney(total.sales.amount, overview.till.tips.amount)), tips: f.money(overview.till.tips.amount) }) } : {}),
          },
          { id: "refunded", label: t("summary.refunded"), value: f.money(overview.refunded.amount), count: overview.refunded.count },
          { id: "net", label: t("summary.net"), value: f.money(overview.net), count: total.sales.count + overview.refunded.count },
          // Caja's fees (with their IVA) on the range's payments and the net after them: the ledger's, as the deposits are paid
          ...(fees
            ? [
                { id: "fees", label: t("summary.fees"), value: f.money(centsToMoney(moneyToCents(fees.fee) + moneyToCents(fees.tax))), hint: t("summary.feesHint", { fee: f.money(fees.fee), tax: f.money(fees.tax) }) },
                { id: "payable", label: t("summary.payable"), value: f.money(centsToMoney(moneyToCents(overview.net) + moneyToCents(fees.fee) + moneyToCents(fees.tax))), hint: t("summary.payableHint") },
              ]
            : []),
          { id: "sales", label: t("summary.sales"), value: String(total.sales.count), href: salesHref, count: total.sales.count, hint: t("summary.ofPayments", { count: total.payments.count }) },
          ...(overview.till.cash.count > 0 ? [{ id: "cash", label: t("summary.cash"), value: f.money(overview.till.cash.amount), href: paymentsListHref({ ...scope, payment: CASH_PAYMENT }), count: overview.till.cash.count, hint: t("summary.cashHint", { count: overview.till.cash.count }) }] : []),
          ...(overview.till.tips.count > 0 ? [{ id: "tips", label: t("summary.tips"), value: f.money(overview.till.tips.amount), count: overview.till.tips.count, hint: t("summary.tipsHint", { cash: f.money(overview.till.tips.cash), service: f.money(overview.till.tips.service) }) }] : []),
          {
            id: "success",
            label: t("summary.successRate"),
            value: total.successRate === null ? "—" : t("same.rate", { rate: total.successRate }),
            hint: t("summary.ofFinished", { sales: total.sales.count, finished: total.finished }),
          },
          { id: "average", label: t("summary.averageTicket"), value: f.money(total.averageTicket), href: salesHref, count: total.sales.count },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ReportChart unit={overview.chart.unit} buckets={overview.chart.buckets} title={overview.chart.unit === "hour" ? t("chart.titleHour") : t("chart.titleDay")} />
        </div>
        <GroupFigures groups={overview.groups} other={overview.other} total={total.payments} scope={scope} f={f} />
      </div>
      <BreakdownTable title={t("breakdown.byBranch")} nameHeader={t("breakdown.branch")} rows={branchRows} f={f} testId="by-branch" />
      <BreakdownTable title={t("breakdown.byTerminal")} nameHeader={t("breakdown.terminal")} rows={terminalRows} f={f} testId="by-terminal" />
      <BreakdownTable title={t("breakdown.byPayment")} nameHeader={t("breakdown.payment")} rows={paymentRows} f={f} testId="by-payment" />
      <p className="text-xs text-slate-600">{t("footnote")}</p>
    </>
  );
}
