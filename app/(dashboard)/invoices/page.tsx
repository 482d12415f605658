import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { ClientMessages } from "@/components/client-messages";
import { GlobalInvoiceCard } from "@/components/invoices/global-invoice-card";
import { InvoiceBooks } from "@/components/invoices/invoice-books";
import { InvoiceFilters, invoicesHref, type InvoicePageChoices } from "@/components/invoices/invoice-filters";
import { InvoiceList } from "@/components/invoices/invoice-list";
import { InvalidChoices } from "@/components/reports/invalid-choices";
import { getStore } from "@/lib/db/client";
import { nextDay, zonedDay, zonedDayStart } from "@/lib/dashboard/format";
import { invoiceFiltersSchema, listInvoices } from "@/lib/dashboard/invoices/list-invoices";
import { sumInvoiceBooks } from "@/lib/dashboard/invoices/sum-invoice-books";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { listReportTills, byNaturalName } from "@/lib/dashboard/reports/list-report-tills";
import { parseReportFilters, presetDays } from "@/lib/dashboard/reports/report-filters";
import { listTills } from "@/lib/dashboard/till/list-tills";
import { can } from "@/lib/dashboard/users/roles";
import { cancelInvoiceAction, issueGlobalInvoiceAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * Facturas (everyone who sees payments; owners also issue the factura global and cancel): the
 * books of a period and branch (`?range=today|yesterday|7d|month` or `from`/`to` days in the shop's
 * time zone, today by default; `branch`), then the CFDIs made in that period, newest first, by type,
 * status and a search (`kind`, `status`, `q`: a search looks through every date), 50 a page.
 */
export default async function InvoicesPage({ searchParams }: Props) {
  const user = await requirePermission("invoices:read");
  const manage = can(user.role, "invoices:manage");
  const raw = await searchParams;
  const { timeZone } = merchantConfig();
  const period = parseReportFilters(raw, timeZone);
  const list = invoiceFiltersSchema.parse(Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])));
  const store = await getStore();
  const [t, f] = await Promise.all([getTranslations("invoices"), getFormat()]);
  const today = zonedDay(new Date(), timeZone);
  const choices: InvoicePageChoices = {
    range: period.filters?.range ?? null,
    from: period.filters?.from ?? first(raw.from),
    to: period.filters?.to ?? first(raw.to),
    branch: period.filters?.branch ?? first(raw.branch),
    kind: list.kind ?? "",
    status: list.status ?? "",
    q: list.q ?? "",
  };
  const range = period.filters ? { start: zonedDayStart(period.filters.from, timeZone), end: zonedDayStart(nextDay(period.filters.to), timeZone) } : null;
  const [books, page, tills, globalBranches] = await Promise.all([
    range ? sumInvoiceBooks(store, { ...range, branch: period.filters!.branch ?? null }) : null,
    range || list.q ? listInvoices(store, { ...list, ...(list.q || !range ? {} : range) }) : null,
    range ? listReportTills(store, range, { branch: period.filters!.branch }) : null,
    manage ? listTills(store).then((all) => [...new Set(all.map((till) => till.branch))].sort(byNaturalName)) : null,
  ]);
  const pageHref = (n: number) => invoicesHref({ ...Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, first(value)])), page: n > 1 ? String(n) : undefined });
  const periodWords = period.filters
    ? `${period.filters.from === period.filters.to ? f.day(period.filters.from, "full") : t("books.period", { from: f.day(period.filters.from), to: f.day(period.filters.to) })}${period.filters.branch ? ` · ${period.filters.branch}` : ""}`
    : "";

  return (
    <ClientMessages namespaces={["invoices"]}>
      <div className="space-y-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("lead")}</p>
        </div>
        <InvoiceFilters choices={choices} branches={tills?.branches ?? (choices.branch ? [choices.branch] : [])} />
        {period.errors && <InvalidChoices errors={period.errors} />}
        {books && <InvoiceBooks books={books} f={f} period={periodWords} />}
        {globalBranches && <GlobalInvoiceCard branches={[...globalBranches, ""]} day={presetDays("yesterday", today).from} issue={issueGlobalInvoiceAction} />}
        {page && (
          <InvoiceList
            invoices={page.invoices}
            f={f}
            cancel={manage ? cancelInvoiceAction : undefined}
            older={page.more ? pageHref(list.page + 1) : null}
            newer={list.page > 1 ? pageHref(list.page - 1) : null}
          />
        )}
      </div>
    </ClientMessages>
  );
}
