"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { DISPLAY_GROUPS, STATUS_TABLE, statusesIn, type DisplayGroup, type Status } from "@/lib/contract/statuses";
import { LISTED_PAYMENTS, listOf, type FilterProblem, type IntentFilters } from "@/lib/dashboard/intent-filters";
import { REFUND_STATES } from "@/lib/dashboard/sales/refund-state";
import { DateField } from "../date-field";
import { ExportLinks } from "../reports/export-links";
import type { Format } from "@/lib/i18n/create-format";
import { toLocalDate } from "@/lib/i18n/local-date";
import { useFormat } from "../format-provider";
import styles from "./intent-filters.module.css";
import { intentsHref } from "./intents-href";

const field = "min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
const label = "text-sm font-medium text-slate-700";
const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2";

/** The exact statuses a display group is made of ("canceled" is a reason of the expired ones: none of its own). */
const exactOf = (group: DisplayGroup): Status[] => (group === "canceled" ? [] : statusesIn(group));

/** An exact status for people: its label and its payment type ("Authorized · QR"); the API's name is only the checkbox's value. */
const exactLabel = (f: Format, status: Status) => `${f.status(status)} · ${f.payment(STATUS_TABLE[status].payment)}`;

/** A `<details>` that closes when the pointer goes down elsewhere or on Escape (focus back on its summary). */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape" || !details.contains(document.activeElement)) return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return ref;
}

/** A multi-select as a disclosure: a summary of what is chosen, checkboxes below (a dropdown on wide screens). */
function Picker({ title, summary, testId, children }: { title: string; summary: string; testId: string; children: React.ReactNode }) {
  const ref = useDisclosure();
  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <span aria-hidden className={label}>
        {title}
      </span>
      <details ref={ref} data-testid={testId} className="group min-w-0">
        <summary className={`${field} flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden`}>
          <span className="min-w-0 truncate">
            <span className="sr-only">{title}: </span>
            {summary}
          </span>
          <span aria-hidden className="text-slate-500 transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:z-20 lg:w-[24rem] lg:max-w-[calc(100vw-2rem)]">
          {children}
        </div>
      </details>
    </div>
  );
}

function Check({ name, value, checked, disabled, onChange, title, children, className = "" }: { name: string; value: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void; title?: string; children: React.ReactNode; className?: string }) {
  return (
    <label title={title} className={className ? `${styles.check} ${className}` : styles.check}>
      <input type="checkbox" name={name} value={value} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

const toggle = (set: Set<string>, value: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

/** "Authorized", "Authorized +2", or `none` when nothing is chosen. */
function summaryOf(t: ReturnType<typeof useTranslations<"payments">>, names: string[], none: string) {
  if (names.length === 0) return none;
  if (names.length === 1) return names[0]!;
  return t("same.more", { first: names[0]!, count: names.length - 1 });
}

/** What a person typed, inside a sentence: not language (a translator, and the language check, leave it). */
const typed = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>;

/** What a filter problem says, in the user's language. */
function problemText(t: ReturnType<typeof useTranslations<"payments">>, f: Format, problem: FilterProblem): React.ReactNode {
  if (problem.field === "cursor") return t("problems.cursor");
  switch (problem.kind) {
    case "date":
      return t.rich("problems.date", { value: problem.value, typed });
    case "day":
      // written as a day, but not on the calendar: said in the order the reader types days in ("31/02/2026")
      return t.rich("problems.day", { value: toLocalDate(problem.value, f.prefs.locale), typed });
    case "range":
      return t("problems.range", { from: f.day(problem.value), to: f.day(problem.until ?? problem.value) });
    case "unknown":
      return t.rich(`problems.${problem.field as "group" | "status" | "payment" | "refunded"}`, { value: problem.value, typed });
    case "tooLong":
      return t(problem.field === "q" ? "problems.tooLongQ" : problem.field === "branch" ? "problems.tooLongBranch" : "problems.tooLongTerminal");
  }
}

type Props = {
  filters: IntentFilters;
  problems: FilterProblem[];
  canExport: boolean;
  /** today in the merchant's time zone (YYYY-MM-DD) */
  today: string;
};

/**
 * The search box and the filters. A GET form (it works without JavaScript: checkboxes arrive as
 * repeated params, which the page reads as lists); with JavaScript it navigates to the canonical
 * URL (`group=authorized,failed`). On narrow screens the filters fold into "Filters (n active)".
 * Filter values the URL had but the list could not apply are said in words, and the fields show
 * what was typed.
 */
export function IntentFiltersForm({ filters, problems, canExport, today }: Props) {
  const t = useTranslations("payments");
  const f = useFormat();
  const router = useRouter();
  const panelId = useId();
  const [pending, startTransition] = useTransition();
  const problemOf = (name: keyof IntentFilters) => problems.find((p) => p.field === name);
  const [open, setOpen] = useState(() => problems.some((p) => p.field !== "q" && p.field !== "cursor"));
  const [groups, setGroups] = useState(() => new Set(listOf(filters.group)));
  const [statuses, setStatuses] = useState(() => new Set(listOf(filters.status)));
  const [types, setTypes] = useState(() => new Set(listOf(filters.payment)));
  const [refunded, setRefunded] = useState(() => new Set(listOf(filters.refunded)));
  const refundWords = useTranslations("statuses.refund");

  const active = [groups.size + statuses.size + refunded.size > 0, types.size > 0, filters.from, filters.to, filters.branch, filters.terminal].filter(Boolean).length;
  const range = problems.find((p) => p.kind === "range");
  /** A date field shows what the link had, valid or not, and why it was not applied. */
  const dateOf = (name: "from" | "to") => {
    const problem = problemOf(name);
    if (problem?.kind === "date") return { value: problem.value, error: t("problems.dateField") };
    if (problem?.kind === "day") return { value: problem.value, error: t("problems.dayField") };
    if (range) return { value: name === "from" ? range.value : range.until, error: name === "from" ? t("problems.range", { from: f.day(range.value), to: f.day(range.until ?? range.value) }) : undefined };
    return { value: filters[name], error: undefined };
  };
  const from = dateOf("from");
  const to = dateOf("to");
  const q = problemOf("q")?.value ?? filters.q ?? "";

  const statusNames = [
    ...DISPLAY_GROUPS.filter((g) => groups.has(g)).map((g) => f.group(g)),
    ...[...statuses].filter((s): s is Status => s in STATUS_TABLE && !groups.has(STATUS_TABLE[s as Status].group)).map((s) => exactLabel(f, s)),
    ...REFUND_STATES.filter((state) => refunded.has(state)).map((state) => refundWords(state)),
  ];
  const typeNames = LISTED_PAYMENTS.filter((p) => types.has(p)).map((p) => f.payment(p));
  const { cursor: _cursor, ...current } = filters;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
    const list = (name: string) => data.getAll(name).map(String).filter(Boolean).join(",") || undefined;
    const next = { q: text("q"), group: list("group"), status: list("status"), payment: list("payment"), refunded: list("refunded"), from: text("from"), to: text("to"), branch: text("branch"), terminal: text("terminal") };
    startTransition(() => router.push(intentsHref(next)));
  };

  return (
    <form method="get" action="/intents" role="search" aria-label={t("filters.region")} onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4" data-testid="intent-filters">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <label htmlFor={`${panelId}-q`} className={label}>
            {t("search.label")}
          </label>
          {/* a placeholder short enough for a phone; everything the search reads is the field's description (and tooltip) */}
          <input
            id={`${panelId}-q`}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t("search.placeholder")}
            title={t("search.hint")}
            aria-describedby={`${panelId}-q-hint`}
            autoComplete="off"
            enterKeyHint="search"
            className={field}
          />
          <span id={`${panelId}-q-hint`} className="sr-only">
            {t("search.hint")}
          </span>
        </div>
        <button type="submit" disabled={pending} className={`${button} bg-indigo-600 text-white hover:bg-indigo-700 disabled:opacity-60`}>
          {t("search.submit")}
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50 lg:hidden`}
          data-testid="filters-toggle"
        >
          {active > 0 ? t("filters.toggleCount", { count: active }) : t("filters.toggle")}
        </button>
      </div>

      <div id={panelId} className={`${open ? "grid" : "hidden"} grid-cols-1 gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-6`} data-testid="filters-panel">
        <Picker title={t("filters.status")} summary={summaryOf(t, statusNames, t("filters.statusAny"))} testId="status-picker">
          <div role="group" aria-label={t("filters.status")}>
            {DISPLAY_GROUPS.map((group) => (
              <div key={group} className="border-b border-slate-100 py-1 last:border-0">
                <Check name="group" value={group} checked={groups.has(group)} onChange={(on) => setGroups((s) => toggle(s, group, on))} className={styles.group}>
                  {f.group(group)}
                </Check>
                {exactOf(group).length > 0 && (
                  <ul aria-label={t("filters.statusExact", { group: f.group(group) })} className="pl-6">
                    {exactOf(group).map((status) => (
                      <li key={status}>
                        <Check
                          name="status"
                          value={status}
                          checked={groups.has(group) || statuses.has(status)}
                          disabled={groups.has(group)}
                          title={groups.has(group) ? t("filters.statusIncluded", { group: f.group(group) }) : undefined}
                          onChange={(on) => setStatuses((s) => toggle(s, status, on))}
                        >
                          {exactLabel(f, status)}
                        </Check>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
          <div role="group" aria-label={t("filters.refunded")} className="border-t border-slate-200 pt-1">
            <p className="px-2 py-1 text-xs font-medium uppercase tracking-wide text-slate-500">{t("filters.refunded")}</p>
            {REFUND_STATES.map((state) => (
              <Check key={state} name="refunded" value={state} checked={refunded.has(state)} onChange={(on) => setRefunded((s) => toggle(s, state, on))}>
                {refundWords(state)}
              </Check>
            ))}
          </div>
        </Picker>
        <Picker title={t("filters.type")} summary={summaryOf(t, typeNames, t("filters.typeAny"))} testId="type-picker">
          <div role="group" aria-label={t("filters.type")}>
            {LISTED_PAYMENTS.map((type) => (
              <Check key={type} name="payment" value={type} checked={types.has(type)} onChange={(on) => setTypes((s) => toggle(s, type, on))}>
                {f.payment(type)}
              </Check>
            ))}
          </div>
        </Picker>
        <DateField name="from" label={t("filters.from")} defaultValue={from.value} error={from.error} />
        <DateField name="to" label={t("filters.to")} defaultValue={to.value} error={to.error} />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${panelId}-branch`} className={label}>
            {t("filters.branch")}
          </label>
          <input id={`${panelId}-branch`} name="branch" defaultValue={problemOf("branch")?.value ?? filters.branch} aria-invalid={problemOf("branch") ? true : undefined} className={field} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${panelId}-terminal`} className={label}>
            {t("same.terminal")}
          </label>
          <input id={`${panelId}-terminal`} name="terminal" defaultValue={problemOf("terminal")?.value ?? filters.terminal} aria-invalid={problemOf("terminal") ? true : undefined} className={field} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" disabled={pending} className={`${button} bg-slate-900 text-white hover:bg-slate-800 disabled:opacity-60`}>
            {t("filters.apply")}
          </button>
          <Link href={intentsHref({ ...current, from: today, to: today })} className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
            {t("filters.today")}
          </Link>
          <Link href="/intents" className={`${button} text-slate-600 hover:bg-slate-100`}>
            {t("filters.clear")}
          </Link>
          {canExport && <ExportLinks query={intentsHref(current).slice("/intents?".length)} label={t("filters.export")} testId="intents-export" className="sm:ml-auto" />}
        </div>
      </div>

      {problems.length > 0 && (
        <div role="alert" data-testid="filter-problems" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">{t("problems.title")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem, i) => (
              <li key={i}>{problemText(t, f, problem)}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
