import Link from "next/link";
import { requirePermission } from "@/app/_server/auth";
import { StatusBadge } from "@/components/status-badge";
import { getDb } from "@/lib/db/client";
import { formatMoney } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { getOverview } from "@/lib/dashboard/reports/get-overview";
import { PAYMENT_LABELS } from "@/lib/contract/statuses";

export const metadata = { title: "Overview" };

export default async function OverviewPage() {
  await requirePermission("reports:read");
  const config = merchantConfig();
  const overview = await getOverview(await getDb(), config.timeZone);
  const max = Math.max(1, ...overview.hourly.map((h) => Number(h.volume)));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Today</h1>
        <p className="text-sm text-slate-500">
          {overview.day} · {overview.timeZone} ·{" "}
          <Link className="text-indigo-700 underline" href={`/api/dashboard/intents/export?from=${overview.day}&to=${overview.day}`} prefetch={false}>
            Export today as CSV
          </Link>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {[
          ["Authorized volume", formatMoney(overview.volume, config), "volume"],
          ["Payments", String(overview.count), "count"],
          ["Authorized", String(overview.authorizedCount), "authorized"],
        ].map(([label, value, id]) => (
          <div key={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-500">{label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid={`overview-${id}`}>
              {value}
            </p>
          </div>
        ))}
      </div>
      <section aria-labelledby="hourly-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="hourly-heading" className="text-base font-semibold">
          Authorized volume by hour
        </h2>
        <svg role="img" aria-label="Authorized volume per hour today" viewBox="0 0 480 140" className="mt-3 h-40 w-full" data-testid="hourly-chart">
          {overview.hourly.map((h) => {
            const height = (Number(h.volume) / max) * 110;
            return (
              <g key={h.hour}>
                <rect x={h.hour * 20 + 2} y={120 - height} width={16} height={Math.max(height, 1)} rx={2} className="fill-indigo-500">
                  <title>{`${h.hour}:00 · ${formatMoney(h.volume, config)} · ${h.count} payments`}</title>
                </rect>
                {h.hour % 3 === 0 && (
                  <text x={h.hour * 20 + 10} y={135} textAnchor="middle" className="fill-slate-500 text-[9px]">
                    {h.hour}h
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="status-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="status-heading" className="text-base font-semibold">
            By status
          </h2>
          <ul className="mt-3 space-y-2" data-testid="by-status">
            {overview.byStatus.map((s) => (
              <li key={s.status} className="flex items-center justify-between">
                <StatusBadge status={s.status} showName />
                <span className="tabular-nums">{s.count}</span>
              </li>
            ))}
            {overview.byStatus.length === 0 && <li className="text-sm text-slate-500">No payments yet today.</li>}
          </ul>
        </section>
        <section aria-labelledby="type-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="type-heading" className="text-base font-semibold">
            By payment type
          </h2>
          <ul className="mt-3 space-y-2" data-testid="by-payment">
            {overview.byPayment.map((p) => (
              <li key={p.payment} className="flex items-center justify-between text-sm">
                <span>{PAYMENT_LABELS[p.payment] ?? p.payment}</span>
                <span className="tabular-nums">
                  {p.count} · {formatMoney(p.volume, config)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
