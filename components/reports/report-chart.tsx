"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useFormat } from "@/components/format-provider";
import styles from "./report-chart.module.css";

export type ChartBucket = { key: string; sales: number; collected: string };

/** A round top for the value axis: 1, 2 or 5 times a power of ten, at least the largest bar. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Container widths from which every bar's value fits above it, written out so the stylesheet
 * has them: the more bars, the wider the chart must be.
 */
function valueClass(bars: number): string {
  if (bars <= 7) return "block";
  if (bars <= 12) return "hidden @min-[24rem]:block";
  if (bars <= 24) return "hidden @min-[40rem]:block";
  if (bars <= 31) return "hidden @min-[52rem]:block";
  return "hidden";
}

/** Every n-th label of the category axis on a narrow chart, all on a wide one. */
function labelClass(index: number, bars: number): string {
  const step = bars <= 12 ? 1 : bars <= 24 ? 3 : bars <= 31 ? 5 : 7;
  if (index % step === 0) return "block";
  if (bars <= 24) return "hidden @min-[30rem]:block";
  if (bars <= 31) return "hidden @min-[44rem]:block";
  return "hidden";
}

/**
 * The money collected per hour (a one-day range) or per day, as bars with both axes named and
 * scaled. Values are readable without a mouse: above each bar when the chart is wide enough, and
 * always in the read-out line, which shows the chosen bar (tap, click or focus a bar, or step with
 * the ‹ › buttons or the arrow keys; the latest bar with sales at first); every value is also in a
 * table. Plain HTML and SVG: no chart library.
 */
export function ReportChart({ unit, buckets, title }: { unit: "hour" | "day"; buckets: ChartBucket[]; title: string }) {
  const t = useTranslations("reports.chart");
  const f = useFormat();
  const id = useId();
  const bars = useRef<Array<HTMLButtonElement | null>>([]);
  const latest = buckets.findLastIndex((bucket) => bucket.sales > 0);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? (latest >= 0 ? latest : null);

  const amounts = buckets.map((bucket) => Number(bucket.collected));
  const top = niceMax(Math.max(0, ...amounts));
  const name = (bucket: ChartBucket) => (unit === "hour" ? `${pad(Number(bucket.key))}:00–${pad(Number(bucket.key) + 1)}:00` : f.day(bucket.key));
  const axisLabel = (bucket: ChartBucket) => (unit === "hour" ? String(Number(bucket.key)) : String(Number(bucket.key.slice(8))));
  const describe = (bucket: ChartBucket) => t("readout", { when: name(bucket), amount: f.money(bucket.collected), sales: bucket.sales });

  const choose = (index: number, focus = false) => {
    const next = Math.max(0, Math.min(buckets.length - 1, index));
    setChosen(next);
    if (focus) bars.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (event.key in keys) choose((selected ?? 0) + keys[event.key]!, true);
    else if (event.key === "Home") choose(0, true);
    else if (event.key === "End") choose(buckets.length - 1, true);
    else return;
    event.preventDefault();
  };

  const stepper = "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-40";

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="report-chart" data-unit={unit} aria-labelledby={`${id}-title`}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <div className="flex min-w-0 items-center gap-2">
          <button type="button" className={stepper} aria-label={t("previous")} disabled={selected === null || selected === 0} onClick={() => choose((selected ?? 0) - 1)}>
            ‹
          </button>
          <p role="status" aria-live="polite" className="min-w-0 text-sm tabular-nums text-slate-800" data-testid="chart-readout">
            {selected === null ? t("noSales") : describe(buckets[selected]!)}
          </p>
          <button type="button" className={stepper} aria-label={t("next")} disabled={selected === null || selected === buckets.length - 1} onClick={() => choose((selected ?? -1) + 1)}>
            ›
          </button>
        </div>
      </figcaption>

      <div className="mt-3 flex gap-2">
        <p className="shrink-0 rotate-180 text-center text-xs text-slate-600 [writing-mode:vertical-rl]" data-testid="chart-y-axis">
          {t("yAxis", { currency: f.prefs.currency })}
        </p>
        <div className="@container min-w-0 flex-1">
          <div className="relative h-64 pt-22">
            {/* the value axis: 0, half and the top, with their lines */}
            <div aria-hidden className="absolute inset-x-0 top-22 bottom-0">
              {[
                ["top-0", top],
                ["top-1/2", top / 2],
                ["bottom-0", 0],
              ].map(([position, value]) => (
                <div key={String(position)} className={`absolute inset-x-0 ${position} border-t border-dashed border-slate-200`}>
                  <span className="absolute left-0 -translate-y-full bg-white/80 pr-1 text-[11px] leading-4 text-slate-600" data-testid="chart-tick">
                    {f.money(value as number)}
                  </span>
                </div>
              ))}
            </div>
            <div role="group" aria-label={title} onKeyDown={onKeyDown} className="relative flex h-full items-end gap-px">
              {buckets.map((bucket, index) => {
                const share = Math.round((Number(bucket.collected) / top) * 100);
                return (
                  <button
                    key={bucket.key}
                    ref={(element) => {
                      bars.current[index] = element;
                    }}
                    type="button"
                    tabIndex={index === (selected ?? 0) ? 0 : -1}
                    aria-pressed={index === selected}
                    aria-label={describe(bucket)}
                    onClick={() => choose(index)}
                    onFocus={() => setChosen(index)}
                    data-bucket={bucket.key}
                    className="group relative flex h-full min-w-0 flex-1 flex-col items-center justify-end rounded-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-50"
                  >
                    {bucket.sales > 0 && (
                      <span aria-hidden className={`${valueClass(buckets.length)} mb-1 shrink-0 rotate-180 text-[10px] leading-none whitespace-nowrap text-slate-700 tabular-nums [writing-mode:vertical-rl]`} data-testid="chart-value">
                        {f.money(bucket.collected)}
                      </span>
                    )}
                    <span aria-hidden className={styles.bar} data-h={bucket.sales > 0 ? Math.max(share, 1) : 0} data-selected={index === selected} />
                  </button>
                );
              })}
            </div>
          </div>
          <div aria-hidden className="mt-1 flex gap-px border-t border-slate-300" data-testid="chart-x-labels">
            {buckets.map((bucket, index) => (
              <span key={bucket.key} className="min-w-0 flex-1 text-center text-[11px] text-slate-600 tabular-nums">
                <span className={labelClass(index, buckets.length)}>{axisLabel(bucket)}</span>
              </span>
            ))}
          </div>
          <p className="mt-1 text-center text-xs text-slate-600" data-testid="chart-x-axis">
            {unit === "hour" ? t("xHour", { zone: f.zone() }) : t("xDay")}
          </p>
        </div>
      </div>

      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-2 text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600">{t("asTable")}</summary>
        <div className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200">
          <table className="w-full text-sm tabular-nums" data-testid="chart-table">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {unit === "hour" ? t("hour") : t("day")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("sales")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("collected")}
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.key} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {name(bucket)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{bucket.sales}</td>
                  <td className="px-3 py-1.5 text-right">{f.money(bucket.collected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
