"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type * as PaymentActions from "@/app/(dashboard)/_actions/payments";
import { REFUND_REASONS, REFUND_STATUSES, type RefundReason, type RefundStatus } from "@/lib/contract/refunds";
import type { RefundRecord } from "@/lib/contract/responses";
import type { IntentView } from "@/lib/dashboard/intents/read-intent";
import { useFormat } from "../format-provider";
import { intentKeys } from "./queries";
import { chosenLines, leftOf, type LineChoice } from "./refund-line-amounts";
import { RefundLines } from "./refund-lines";
import { saleLinesKey, saleLinesOptions } from "./sale-lines-query";

/** The server action this control calls, handed in by its page (components never import app/). */
export type RefundPaymentAction = (typeof PaymentActions)["refundPaymentAction"];

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";
const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-indigo-600";
const TONES: Record<string, string> = {
  refund_succeeded: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  refund_pending: "bg-amber-50 text-amber-900 ring-amber-200",
  refund_failed: "bg-red-50 text-red-800 ring-red-200",
};

/** "MXN 125.50 back to the card ending 4242" / "… to the CoDi account that paid": where the money goes. */
function useDestination(intent: Pick<IntentView, "payment" | "cardLast4" | "phoneLast4">) {
  const t = useTranslations("intent.refund");
  return (amount: string) => {
    if (intent.payment === "cash") return t("toCash", { amount });
    if (intent.payment === "card_present") return intent.cardLast4 ? t("toCard", { amount, last4: intent.cardLast4 }) : t("toCardUnknown", { amount });
    if (intent.payment === "ec_remote" && intent.phoneLast4) return t("toPhone", { amount, last4: intent.phoneLast4 });
    return t("toCodi", { amount });
  };
}

/** Cents of what the person typed ("125.5", "125.50", ""), or null when it is not an amount. */
function typedCents(value: string): number | null {
  const trimmed = value.trim().replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * An intent's refunds (what was given back, what is on its way, what remains; each refund with its
 * status, live) and, for those who may refund, "Refund": the amount (the remaining total by
 * default), the reason and a note, then a confirmation that says what will happen and to whom
 * before anything is sent. A refusal (more than remains, not paid) is said in words. A sale with a
 * ticket of lines is refunded by line (RefundLines: which lines, how much of each, the amount
 * following), or, by choice, as a typed amount.
 */
export function RefundPayment({
  intent,
  refund,
  receiptPath,
  via = "intent detail",
  onRefunded,
}: {
  intent: IntentView;
  refund?: RefundPaymentAction;
  /** the payment's receipt: each refund's own is the same path with ?refund= */
  receiptPath?: string | null;
  via?: "intent detail" | "till";
  /** hears each refund made here (the till shows the customer its receipt) */
  onRefunded?: (refund: RefundRecord) => void;
}) {
  const t = useTranslations("intent.refund");
  const f = useFormat();
  const queryClient = useQueryClient();
  const destination = useDestination(intent);
  const [step, setStep] = useState<"closed" | "form" | "confirm">("closed");
  const [amount, setAmount] = useState(intent.remaining);
  const [reason, setReason] = useState<RefundReason>("requested_by_customer");
  const [note, setNote] = useState("");
  const [attempt, setAttempt] = useState("");
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; message?: string }>({});
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [byAmount, setByAmount] = useState(false);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const open = useRef<HTMLButtonElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const ids = { heading: useId(), amount: useId(), reason: useId(), note: useId(), hint: useId(), error: useId() };
  const remainingCents = Math.round(Number(intent.remaining) * 100);
  const refundable = remainingCents > 0;
  // the sale's lines, for a refund by line (none: the typed amount, as for a sale charged as an amount)
  const saleLines = useQuery({ ...saleLinesOptions(intent.id), enabled: !!refund && refundable });
  const linesReady = !saleLines.isPending || saleLines.isError;
  // a ticket of lines (the tax extension's: every line with its IVA, adding up to the amount) is refunded by line; the
  // spec's plain items (no IVA, not added up) and a sale charged as an amount are refunded by a typed amount
  const lines = (saleLines.data?.lines ?? []).some((line) => line.iva !== null) ? saleLines.data!.lines : [];
  const byLines = lines.some((line) => leftOf(line) > 0n);
  const lineMode = !byAmount && byLines;
  const chosen = chosenLines(lines, choices);

  useEffect(() => {
    if (step === "form" && !lineMode) amountField.current?.focus();
    if (step === "confirm") keep.current?.focus();
  }, [step, lineMode, linesReady]);

  if (intent.refunds.length === 0 && !(refund && refundable)) return null;

  const start = () => {
    setOutcome({});
    setFieldError(null);
    setAmount(intent.remaining);
    setByAmount(false);
    setChoices({});
    setAttempt(crypto.randomUUID());
    setStep("form");
  };
  const close = () => {
    setStep("closed");
    open.current?.focus();
  };
  const review = (event: React.FormEvent) => {
    event.preventDefault();
    if (lineMode) {
      if (chosen.lines.length === 0) return setFieldError(t("lines.noneChosen"));
      if (chosen.problems > 0) return setFieldError(t("lines.fix"));
      if (chosen.cents <= 0n) return setFieldError(t("lines.nothing"));
      if (chosen.cents > BigInt(remainingCents)) return setFieldError(t("overRemaining", { remaining: f.money(intent.remaining) }));
      setFieldError(null);
      // the lines, the amount and where it goes are on the form itself: its button is the confirmation
      return void confirm();
    }
    const cents = typedCents(amount);
    if (cents !== null && cents > remainingCents) return setFieldError(t("overRemaining", { remaining: f.money(intent.remaining) }));
    if (cents === null || cents <= 0) return setFieldError(t("invalidAmount"));
    setFieldError(null);
    setStep("confirm");
  };
  const confirm = async () => {
    if (!refund) return;
    setPending(true);
    const cents = lineMode ? Number(chosen.cents) : typedCents(amount)!;
    const result = await refund({ intent: intent.id, amount: (cents / 100).toFixed(2), reason, note, via, attempt, ...(lineMode ? { lines: chosen.lines } : {}) });
    setPending(false);
    setStep("closed");
    if (!("refunded" in result) || !result.refunded) {
      // a line refused by the server (given back meanwhile, say) is said in its own words
      const said = "errors" in result && result.errors ? Object.values(result.errors)[0] : undefined;
      await queryClient.invalidateQueries({ queryKey: saleLinesKey(intent.id) });
      return setOutcome({ error: said ?? ("error" in result ? result.error : undefined) });
    }
    const done = result.refunded;
    onRefunded?.(done);
    setOutcome({ message: t(`done.${done.status}`, { amount: f.money(done.amount.toFixed(2)) }) });
    await Promise.all([queryClient.invalidateQueries({ queryKey: intentKeys.detail(intent.id) }), queryClient.invalidateQueries({ queryKey: saleLinesKey(intent.id) })]);
  };
  const typed = lineMode ? Number(chosen.cents) : typedCents(amount);
  const shownAmount = f.money(((typed ?? 0) / 100).toFixed(2));

  return (
    <section aria-labelledby={ids.heading} data-testid="refunds" className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={ids.heading} className="flex-1 text-base font-semibold">
          {t("heading")}
        </h2>
        {refund && refundable && step === "closed" && (
          <button ref={open} type="button" onClick={start} data-testid="refund-open" className={`${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
            {t("open")}
          </button>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-3">
        <div data-testid="refund-refunded">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("refunded")}</dt>
          <dd className="tabular-nums">{f.money(intent.refunded)}</dd>
        </div>
        {Number(intent.refundPending) > 0 && (
          <div data-testid="refund-pending">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("pending")}</dt>
            <dd className="tabular-nums">{f.money(intent.refundPending)}</dd>
          </div>
        )}
        <div data-testid="refund-remaining">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("remaining")}</dt>
          <dd className="tabular-nums">{f.money(intent.remaining)}</dd>
        </div>
      </dl>
      {step === "form" && (
        <form onSubmit={review} onKeyDown={(event) => event.key === "Escape" && close()} data-testid="refund-form" className="mt-4 grid max-w-xl gap-3" noValidate>
          {!linesReady ? (
            <p className="text-sm text-slate-600">{t("lines.loading")}</p>
          ) : lineMode ? (
            <div>
              <RefundLines lines={lines} choices={choices} onChange={setChoices} amountCents={chosen.cents} amountId={ids.hint} />
              {fieldError && (
                <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
                  {fieldError}
                </p>
              )}
              <button type="button" onClick={() => (setByAmount(true), setFieldError(null))} data-testid="refund-by-amount" className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline underline-offset-2">
                {t("lines.byAmount")}
              </button>
            </div>
          ) : (
            <div>
              <label htmlFor={ids.amount} className="text-sm font-medium">
                {t("amount")}
              </label>
              <input
                ref={amountField}
                id={ids.amount}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-describedby={`${ids.hint}${fieldError ? ` ${ids.error}` : ""}`}
                aria-invalid={fieldError ? true : undefined}
                className={`${field} tabular-nums`}
              />
              <p id={ids.hint} className="mt-1 text-xs text-slate-500">
                {t("amountHint", { remaining: f.money(intent.remaining) })}
              </p>
              {fieldError && (
                <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
                  {fieldError}
                </p>
              )}
              {byAmount && byLines && (
                <button type="button" onClick={() => (setByAmount(false), setFieldError(null))} data-testid="refund-by-lines" className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline underline-offset-2">
                  {t("lines.byLines")}
                </button>
              )}
            </div>
          )}
          <div>
            <label htmlFor={ids.reason} className="text-sm font-medium">
              {t("reason")}
            </label>
            <select id={ids.reason} name="reason" value={reason} onChange={(event) => setReason(event.target.value as RefundReason)} className={field}>
              {REFUND_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`reasons.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.note} className="text-sm font-medium">
              {t("note")}
            </label>
            <input id={ids.note} name="note" maxLength={255} value={note} onChange={(event) => setNote(event.target.value)} className={field} />
          </div>
          {lineMode && chosen.cents > 0n && (
            <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="font-semibold" data-testid="refund-destination">
                {destination(shownAmount)}
              </p>
              <p>{t("question")}</p>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {lineMode ? (
              <button type="submit" disabled={pending} data-testid="refund-submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
                {pending ? t("refunding") : t("lines.submit", { amount: shownAmount })}
              </button>
            ) : (
              <button type="submit" disabled={!linesReady} className={`${button} bg-indigo-700 text-white hover:bg-indigo-800`}>
                {t("review")}
              </button>
            )}
            <button type="button" disabled={pending} onClick={close} className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              {t("keep")}
            </button>
          </div>
        </form>
      )}
      {step === "confirm" && (
        <div
          role="group"
          aria-labelledby={`${ids.heading}-confirm`}
          data-testid="refund-confirm"
          onKeyDown={(event) => event.key === "Escape" && !pending && setStep("form")}
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <div id={`${ids.heading}-confirm`} className="min-w-0 flex-1 basis-64 text-sm text-amber-950">
            <p className="font-semibold" data-testid="refund-destination">
              {destination(shownAmount)}
            </p>
            <p>
              {t(`reasons.${reason}`)}
              {note ? ` · ${note}` : ""}
            </p>
            <p className="mt-1">{t("question")}</p>
          </div>
          <div className="flex gap-2">
            <button type="button" disabled={pending} onClick={() => void confirm()} data-testid="refund-submit" className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {pending ? t("refunding") : t("yes")}
            </button>
            <button ref={keep} type="button" disabled={pending} onClick={() => setStep("form")} className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              {t("keep")}
            </button>
          </div>
        </div>
      )}
      {(outcome.error || outcome.message) && (
        <div data-testid={outcome.error ? "refund-failed" : "refund-done"}>
          <p role={outcome.error ? "alert" : "status"} data-testid="refund-outcome" className={`mt-3 rounded-lg px-3 py-2 text-sm ${outcome.error ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}>
            {outcome.error ?? outcome.message}
          </p>
        </div>
      )}
      {intent.refunds.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="refund-list">
          {intent.refunds.map((item) => (
            <li key={item.id} data-testid="refund" data-refund={item.id} data-status={item.status} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${TONES[item.status] ?? "bg-slate-50 text-slate-700 ring-slate-200"}`}>
                {isRefundStatus(item.status) ? t(`statuses.${item.status}`) : item.status}
              </span>
              <span className="font-medium tabular-nums">{f.money(item.amount)}</span>
              {item.reason && REFUND_REASONS.includes(item.reason as RefundReason) && <span className="text-slate-600">{t(`reasons.${item.reason as RefundReason}`)}</span>}
              {item.note && <span className="break-words text-slate-600">{`“${item.note}”`}</span>}
              {item.by && <span className="text-slate-500">{t("by", { name: item.by })}</span>}
              <time dateTime={item.created} className="text-slate-500">
                {f.time(item.created, true)}
              </time>
              <span translate="no" className="break-all font-mono text-xs text-slate-400">
                {item.id}
              </span>
              {receiptPath && item.status !== "refund_failed" && (
                <a
                  href={`${receiptPath}?refund=${item.id}`}
                  target="_blank"
                  rel="noopener"
                  data-testid="refund-receipt"
                  className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline underline-offset-2 lg:min-h-0"
                >
                  {t("receipt")}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function isRefundStatus(status: string): status is RefundStatus {
  return (REFUND_STATUSES as readonly string[]).includes(status);
}
