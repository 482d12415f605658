import Link from "next/link";
import { useTranslations } from "next-intl";
import { DISPLAY_GROUPS, STATUS_TABLE, isStatus, type DisplayGroup } from "@/lib/contract/statuses";
import type { Format } from "@/lib/i18n/create-format";
import type { GroupFigure } from "@/lib/dashboard/reports/get-overview";
import { paymentsListHref, paymentsWithStatusHref, type PaymentsSelection } from "@/lib/dashboard/reports/report-links";

const DOT: Record<DisplayGroup, string> = {
  authorized: "bg-emerald-500",
  in_progress: "bg-amber-500",
  failed: "bg-red-500",
  expired: "bg-slate-400",
  canceled: "bg-slate-600",
};

/**
 * Every payment of a report by status group (Authorized, In progress, Failed, Expired, Canceled
 * apart from Expired), each opening the payments list of exactly that group; the API's exact
 * statuses behind a group are one tap further, as secondary detail.
 */
export function GroupFigures({ groups, other, total, scope, f }: { groups: Record<DisplayGroup, GroupFigure>; other: GroupFigure; total: { count: number; amount: string }; scope: Omit<PaymentsSelection, "group" | "status">; f: Format }) {
  const t = useTranslations("reports.groups");
  return (
    <section aria-labelledby="groups-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="report-groups">
      <h2 id="groups-heading" className="text-base font-semibold">
        {t("title")}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {DISPLAY_GROUPS.map((group) => {
          const figure = groups[group];
          return (
            <li key={group} data-group={group} data-count={figure.count} className="py-1">
              <Link
                href={paymentsListHref({ ...scope, group })}
                prefetch={false}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t("open", { group: f.group(group), count: figure.count, amount: f.money(figure.amount) })}
                data-testid={`group-${group}`}
              >
                <span className="flex items-center gap-2">
                  <span aria-hidden className={`size-2.5 rounded-full ${DOT[group]}`} />
                  {f.group(group)}
                </span>
                <span className="text-right tabular-nums">
                  <span className="font-semibold">{figure.count}</span> <span className="text-sm text-slate-600">· {f.money(figure.amount)}</span>
                </span>
              </Link>
              {figure.statuses.length > 0 && (
                <details className="px-2 text-sm">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-xs text-slate-600 hover:text-slate-900">{t("apiStatuses", { count: figure.statuses.length })}</summary>
                  <ul className="mb-2 space-y-1 pl-4" data-testid={`group-${group}-statuses`}>
                    {figure.statuses.map((status) => (
                      <li key={status.status} data-count={status.count} className="flex items-center justify-between gap-3">
                        <Link href={paymentsWithStatusHref({ ...scope, group, status: status.status }) ?? paymentsListHref({ ...scope, group })} prefetch={false} className="inline-flex min-h-11 min-w-0 items-center gap-2 text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                          <code className="truncate font-mono text-xs">{status.status}</code>
                          <span className="text-xs text-slate-600">{isStatus(status.status) ? `${f.payment(STATUS_TABLE[status.status].payment)} · ${STATUS_TABLE[status.status].code}` : ""}</span>
                        </Link>
                        <span className="shrink-0 tabular-nums text-slate-700">
                          {status.count} · {f.money(status.amount)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
        {other.count > 0 && (
          <li data-group="other" data-count={other.count} className="flex min-h-11 items-center justify-between gap-3 px-2 py-1">
            <span>
              {t("other")}: <code className="font-mono text-xs">{other.statuses.map((s) => s.status).join(", ")}</code>
            </span>
            <span className="tabular-nums">
              <span className="font-semibold">{other.count}</span> <span className="text-sm text-slate-600">· {f.money(other.amount)}</span>
            </span>
          </li>
        )}
        <li data-group="all" data-count={total.count} className="py-1">
          <Link href={paymentsListHref(scope)} prefetch={false} className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600" data-testid="group-all">
            <span>{t("all")}</span>
            <span className="tabular-nums">
              <span className="font-semibold">{total.count}</span> <span className="text-sm text-slate-600">· {f.money(total.amount)}</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
