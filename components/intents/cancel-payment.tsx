"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type * as PaymentActions from "@/app/(dashboard)/_actions/payments";
import { intentKeys } from "./queries";

/** The server action this control calls, handed in by its page (components never import app/). */
export type CancelPaymentAction = (typeof PaymentActions)["cancelPaymentAction"];

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";

/**
 * "Cancel payment" on an intent's page, with a confirmation step ("Yes, cancel payment" / "Keep
 * it"; the safe choice has the focus, Escape keeps it). On success the intent is read again, so its
 * badge reads "Canceled" at once; a refusal (the customer is already paying) is said in words.
 */
export function CancelPayment({ intent, cancelable, cancel }: { intent: string; cancelable: boolean; cancel: CancelPaymentAction }) {
  const t = useTranslations("intent.cancel");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; message?: string }>({});
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const heading = useId();
  const panel = useId();

  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  const close = () => {
    setConfirming(false);
    open.current?.focus();
  };

  const confirm = async () => {
    setPending(true);
    const result = await cancel({ intent, via: "intent detail" });
    setPending(false);
    setConfirming(false);
    if ("error" in result && result.error) return setOutcome({ error: result.error });
    setOutcome({ message: t("done") });
    await queryClient.invalidateQueries({ queryKey: intentKeys.detail(intent) });
  };

  if (!cancelable && !outcome.error && !outcome.message) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="cancel-payment">
      {cancelable && (
        <button
          ref={open}
          type="button"
          aria-expanded={confirming}
          aria-controls={confirming ? panel : undefined}
          disabled={pending}
          onClick={() => {
            setOutcome({});
            setConfirming(true);
          }}
          className={`${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
        >
          {t("open")}
        </button>
      )}
      {cancelable && confirming && (
        <div
          id={panel}
          role="group"
          aria-labelledby={heading}
          data-testid="cancel-confirm"
          onKeyDown={(event) => event.key === "Escape" && !pending && close()}
          className="flex w-full flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p id={heading} className="text-sm font-medium text-red-900">
            {t("question")}
          </p>
          <div className="ml-auto flex gap-2">
            <button type="button" disabled={pending} onClick={() => void confirm()} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
              {pending ? t("canceling") : t("yes")}
            </button>
            <button ref={keep} type="button" disabled={pending} onClick={close} className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              {t("keep")}
            </button>
          </div>
        </div>
      )}
      {(outcome.error || outcome.message) && (
        <p role={outcome.error ? "alert" : "status"} className={`w-full rounded-lg px-3 py-2 text-sm ${outcome.error ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}>
          {outcome.error ?? outcome.message}
        </p>
      )}
    </div>
  );
}
