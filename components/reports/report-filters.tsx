"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DateField } from "@/components/date-field";

export type QuickLink = { id: string; href: string; label: string; current?: boolean };

type Props = {
  /** what the form chooses, for screen readers ("Choose the dates and till") */
  label: string;
  /** one-tap choices above the form: the overview's ranges, the cash-up's days */
  quickLinks: QuickLink[];
  quickLabel: string;
  /** the date fields (`name=YYYY-MM-DD` each) */
  dates: Array<{ name: string; label: string; value: string }>;
  /** sent as they are (the overview's `range=custom`) */
  hidden?: Record<string, string>;
  /**
   * With JavaScript, a form sent with its dates unchanged keeps this instead of the dates (changing
   * only the branch of "Last 7 days" stays "Last 7 days", not a fixed range of days).
   */
  keep?: { name: string; value: string };
  branch: string;
  terminal: string;
  branches: string[];
  terminals: string[];
  reset: { href: string; label: string };
  note?: string;
};

const field = "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";

/**
 * The report pages' choices (the overview's range, the cash-up's day; both pages' branch and
 * terminal), one component for both: quick links, then a plain GET form that works without
 * JavaScript and leaves the choice in the URL.
 */
export function ReportFilters({ label, quickLinks, quickLabel, dates, hidden = {}, keep, branch, terminal, branches, terminals, reset, note }: Props) {
  const t = useTranslations("reports.filters");
  const same = useTranslations("reports.same");

  const router = useRouter();
  const pathname = usePathname();

  /** With JavaScript: the page changes in place, blank choices stay out of the URL, and unchanged dates keep the range they came from. */
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = [...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
    const unchanged = keep && dates.every((date) => chosen.find(([name]) => name === date.name)?.[1] === date.value);
    const params = new URLSearchParams(
      unchanged ? chosen.filter(([name]) => !dates.some((date) => date.name === name)).map(([name, value]) => [name, name === keep.name ? keep.value : value]) : chosen,
    );
    router.push(`${pathname}?${params}`);
  };

  return (
    <div className="space-y-3 print:hidden">
      <nav aria-label={quickLabel} className="-mx-1 flex flex-wrap gap-1" data-testid="report-quick">
        {quickLinks.map((link) => (
          <Link
            key={link.id}
            href={link.href}
            prefetch={false}
            aria-current={link.current ? "page" : undefined}
            data-quick={link.id}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:border-indigo-600 aria-[current=page]:bg-indigo-600 aria-[current=page]:font-medium aria-[current=page]:text-white"
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <form method="get" role="search" aria-label={label} onSubmit={onSubmit} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {dates.map((date) => (
          <DateField key={`${date.name}:${date.value}`} name={date.name} label={date.label} defaultValue={date.value} />
        ))}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("branch")}
          <select name="branch" defaultValue={branch} className={field} key={`branch:${branch}`}>
            <option value="">{t("allBranches")}</option>
            {branches.map((name) => (
              <option key={name} value={name} translate="no">
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {same("terminal")}
          <select name="terminal" defaultValue={terminal} className={field} key={`terminal:${terminal}`}>
            <option value="">{t("allTerminals")}</option>
            {terminals.map((name) => (
              <option key={name} value={name} translate="no">
                {name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="min-h-11 rounded-lg bg-indigo-600 px-5 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t("show")}
          </button>
          <Link href={reset.href} prefetch={false} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            {reset.label}
          </Link>
        </div>
        {note && <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-5">{note}</p>}
      </form>
    </div>
  );
}
