"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "../format-provider";

export type PayMethod = "qr" | "card" | "cash";
export const PAY_METHODS: PayMethod[] = ["qr", "card", "cash"];

/** A tip as the cashier chose it: none, a preset percentage of the sale, or an amount typed in pesos. */
export type TipChoice = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "custom"; pesos: string };

/** The tip in cents: a percentage is rounded to the cent, half up, once per ticket. */
export function tipCents(saleCents: number, tip: TipChoice): number {
  if (tip.kind === "percent") return Math.round((saleCents * tip.percent) / 100);
  if (tip.kind === "custom") return /^\d{1,7}(\.\d{1,2})?$/.test(tip.pesos) ? Math.round(Number(tip.pesos) * 100) : 0;
  return 0;
}

const chip =
  "min-h-12 shrink-0 rounded-xl px-4 text-base font-medium ring-1 ring-slate-300 bg-white text-slate-800 aria-checked:bg-slate-900 aria-checked:text-white aria-checked:ring-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-40";

/**
 * How the customer pays (QR, card, cash) and, when the merchant offers tips, the tip: touch-sized
 * radio buttons (one tap each, no keyboard modifier), above the Charge button.
 */
export function SaleOptions({
  method,
  onMethod,
  cashHint,
  tipPresets,
  tip,
  onTip,
  saleCents,
}: {
  method: PayMethod;
  onMethod: (method: PayMethod) => void;
  /** why cash cannot be taken now (the drawer is closed), or null */
  cashHint: string | null;
  tipPresets: number[];
  tip: TipChoice;
  onTip: (tip: TipChoice) => void;
  saleCents: number;
}) {
  const t = useTranslations("till");
  const f = useFormat();
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label={t("method.label")} className="grid grid-cols-3 gap-2">
        {PAY_METHODS.map((option) => (
          <button key={option} type="button" role="radio" aria-checked={method === option} data-method={option} onClick={() => onMethod(option)} className={chip}>
            {t(`method.${option}`)}
          </button>
        ))}
      </div>
      {method === "cash" && cashHint && (
        <p role="status" data-testid="cash-hint" className="rounded-xl bg-amber-50 px-4 py-2 text-amber-900">
          {cashHint}
        </p>
      )}
      {tipPresets.length > 0 && (
        <div className="space-y-2">
          <div role="radiogroup" aria-label={t("tip.label")} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-0.5 sm:flex-wrap sm:overflow-visible">
            <button type="button" role="radio" aria-checked={tip.kind === "none"} onClick={() => onTip({ kind: "none" })} className={chip}>
              {t("tip.none")}
            </button>
            {tipPresets.map((percent) => (
              <button
                key={percent}
                type="button"
                role="radio"
                aria-checked={tip.kind === "percent" && tip.percent === percent}
                onClick={() => onTip({ kind: "percent", percent })}
                className={chip}
              >
                {t("tip.percent", { percent })}
                {saleCents > 0 && <span className="ml-1 text-sm opacity-75 tabular-nums">{f.money((tipCents(saleCents, { kind: "percent", percent }) / 100).toFixed(2))}</span>}
              </button>
            ))}
            <button type="button" role="radio" aria-checked={tip.kind === "custom"} onClick={() => onTip({ kind: "custom", pesos: "" })} className={chip}>
              {t("tip.custom")}
            </button>
          </div>
          {tip.kind === "custom" && (
            <label className="block text-base font-medium text-slate-700">
              {t("tip.customLabel")}
              <input
                inputMode="decimal"
                autoFocus
                value={tip.pesos}
                onChange={(e) => onTip({ kind: "custom", pesos: e.target.value.replace(",", ".").trim() })}
                className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-lg tabular-nums"
              />
            </label>
          )}
        </div>
      )}
    </div>
  );
}
