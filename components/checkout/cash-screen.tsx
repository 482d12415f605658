"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { centsToMoney } from "@/lib/contract/money";
import type { CashSale } from "@/lib/dashboard/till/record-cash-sale";
import { useFormat } from "../format-provider";
import { ModalDialog } from "./modal-dialog";

/** MXN notes a customer hands over, for the quick buttons (the smallest ones at least the total). */
const NOTES = [20, 50, 100, 200, 500, 1000];

/** The quick amounts for a total: exact, and the next notes up (at most four choices). */
export function quickAmounts(totalCents: number): number[] {
  const notes = NOTES.map((n) => n * 100).filter((n) => n > totalCents);
  // what a customer rounds up to: the next multiple of 10 and 50 pesos, then whole notes
  const rounded = [1000, 5000].map((step) => Math.ceil(totalCents / step) * step).filter((n) => n > totalCents);
  return [totalCents, ...new Set([...rounded, ...notes])].sort((a, b) => a - b).slice(0, 5);
}

export type CashSaleInput = { attempt: string; amount: string; tip: string; received: string; concept: string };

/** What the cashier typed as received, as they may type it: digits and one decimal point (a comma read as one). */
const receivedText = (typed: string) => typed.replace(",", ".").replace(/\s/g, "");

/**
 * Cash at the till: the total, what the customer hands over (quick buttons for the exact amount and
 * the next notes, or typed), and the change due, as large as the total. "Record" writes the sale
 * into the till's open drawer with the next ticket (the attempt is kept, so a retry after a lost
 * answer records it once). The sale and what was typed are kept on the device (`onTyped`): a reload
 * brings the same screen back with the same attempt. Anything but an amount typed is said, not
 * taken ("Cambio: —").
 */
export function CashScreen({
  sale,
  record,
  onTyped,
  onRecorded,
  onClose,
}: {
  sale: { attempt: string; amount: string; tip: string; concept: string; received: string; totalCents: number };
  record: (input: CashSaleInput) => Promise<{ sale: CashSale } | { error: string; errors?: Record<string, string> }>;
  onTyped: (received: string) => void;
  onRecorded: (sale: CashSale) => void;
  onClose: () => void;
}) {
  const t = useTranslations("till");
  const f = useFormat();
  const [received, setReceivedState] = useState(sale.received);
  const setReceived = (value: string) => {
    setReceivedState(value);
    onTyped(value);
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = sale.attempt;
  const text = receivedText(received);
  const receivedCents = /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
  const notAnAmount = received.trim() !== "" && receivedCents === null;
  const change = receivedCents === null ? null : receivedCents - sale.totalCents;
  const enough = change !== null && change >= 0;

  const submit = async () => {
    if (!enough || busy) return;
    setBusy(true);
    setError(null);
    const result = await record({ attempt, amount: sale.amount, tip: sale.tip, received: centsToMoney(receivedCents!), concept: sale.concept }).catch(() => ({ error: t("noConnectionCharge") }));
    setBusy(false);
    if ("sale" in result) return onRecorded(result.sale);
    setError([result.error, ...Object.values("errors" in result ? (result.errors ?? {}) : {})].join(" "));
  };

  return (
    <ModalDialog label={t("cash.title")} testId="checkout-cash" onEscape={onClose} className="m-auto w-[min(40rem,96vw)] rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="text-center">
          <h2 className="text-xl font-semibold">{t("cash.title")}</h2>
          <p data-testid="cash-total" className="text-4xl font-semibold tabular-nums">
            {f.money(centsToMoney(sale.totalCents))}
          </p>
          {sale.tip !== "0.00" && <p className="text-base text-slate-600">{t("cash.includesTip", { tip: f.money(sale.tip) })}</p>}
        </div>
        <div role="group" aria-label={t("cash.quick")} className="flex flex-wrap justify-center gap-2">
          {quickAmounts(sale.totalCents).map((cents) => (
            <button key={cents} type="button" onClick={() => setReceived(centsToMoney(cents))} className="min-h-12 min-w-24 rounded-xl bg-slate-100 px-4 text-lg font-medium tabular-nums ring-1 ring-slate-300">
              {cents === sale.totalCents ? t("cash.exact") : f.money(centsToMoney(cents))}
            </button>
          ))}
        </div>
        <label className="block text-base font-medium text-slate-700">
          {t("cash.received")}
          <input
            inputMode="decimal"
            autoFocus
            value={received}
            onChange={(e) => setReceived(e.target.value.slice(0, 16))}
            aria-invalid={received !== "" && !enough}
            aria-describedby={notAnAmount ? "cash-received-error" : undefined}
            className="mt-1 block min-h-14 w-full rounded-xl border border-slate-300 px-4 text-2xl tabular-nums"
          />
        </label>
        {notAnAmount && (
          <p id="cash-received-error" role="alert" data-testid="cash-received-error" className="rounded-xl bg-red-50 px-4 py-2 text-red-800">
            {t("cash.receivedInvalid")}
          </p>
        )}
        <p role="status" aria-live="polite" data-testid="cash-change" className={`rounded-2xl px-4 py-3 text-center text-3xl font-semibold tabular-nums ${enough ? "bg-emerald-50 text-emerald-800" : "bg-slate-50 text-slate-500"}`}>
          {change === null ? t("cash.changeDue", { change: "—" }) : enough ? t("cash.changeDue", { change: f.money(centsToMoney(change)) }) : t("cash.short", { missing: f.money(centsToMoney(-change)) })}
        </p>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="min-h-14 rounded-2xl px-6 text-lg font-medium ring-2 ring-slate-300">
            {t("cash.back")}
          </button>
          <button type="submit" disabled={!enough || busy} className="min-h-14 rounded-2xl bg-emerald-600 px-8 text-xl font-semibold text-white disabled:opacity-40">
            {busy ? t("cash.recording") : t("cash.record")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
