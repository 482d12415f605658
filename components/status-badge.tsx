"use client";

import { statusInfo, type Tone } from "@/lib/contract/statuses";
import { isCashPaid } from "@/lib/dashboard/cash-sale";
import type { RefundState } from "@/lib/dashboard/sales/refund-state";
import { useTranslations } from "next-intl";
import { useFormat } from "./format-provider";

const TONES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  info: "bg-sky-50 text-sky-800 ring-sky-300",
  progress: "bg-amber-50 text-amber-800 ring-amber-300",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
  muted: "bg-slate-50 text-slate-500 ring-slate-200",
};

/**
 * A status as a badge: the label in the user's language, the exact API name and code for support
 * (as a tooltip, or shown beside the label). With its reason, an expired intent that was canceled
 * reads "Canceled". A till's cash sale (no API status: the dashboard's `cash_paid`) reads as paid.
 * A paid sale given back reads "Refunded" or "Partly refunded" (`refund`): the dashboard's words for
 * the money; the API's status stays the spec's (in `data-status` and the tooltip).
 */
export function StatusBadge({ status, code, reason, showName = false, refund = null }: { status: string; code?: number; reason?: string | null; showName?: boolean; refund?: RefundState | null }) {
  const cash = isCashPaid(status);
  const info = cash ? ({ tone: "success", group: "authorized", code: null } as const) : statusInfo(status, reason);
  const refunded = info.group === "authorized" ? refund : null;
  const tone: Tone = refunded === "full" ? "muted" : refunded === "partial" ? "info" : info.tone;
  const format = useFormat();
  const t = useTranslations("statuses.refund");
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      data-refund={refunded ?? undefined}
      data-group={info.group ?? undefined}
      title={cash ? status : `${status} (${code ?? info.code})`}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${tone === "progress" ? "motion-safe:animate-pulse" : ""} bg-current`} />
      {refunded ? t(refunded) : format.status(status, reason)}
      {showName && <span className="font-mono text-[11px] opacity-70">{status}</span>}
    </span>
  );
}
