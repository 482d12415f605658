"use client";

import { useQuery } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { useCallback, useEffect, useState } from "react";
import { isFinalStatus, statusInfo } from "@/lib/contract/statuses";
import type * as PaymentActions from "@/app/(dashboard)/_actions/payments";

/** The server actions the till calls, handed in by its page (components never import app/). */
export type TillActions = Pick<typeof PaymentActions, "startCheckout" | "simulateCustomer">;
import { formatMoney, type DisplayPrefs } from "@/lib/dashboard/format";
import type { CreatedPayment } from "@/lib/dashboard/payments/create-payment";
import { useLive } from "../live-updates";
import { intentStatusOptions } from "../intents/queries";
import { Keypad } from "./keypad";

type Screen = { name: "keypad" } | { name: "qr"; payment: CreatedPayment } | { name: "paid"; payment: CreatedPayment } | { name: "failed"; payment: CreatedPayment; status: string; reason: string | null };

const WAITING: Record<string, string> = {
  qr_created: "Waiting for the customer to scan",
  qr_scanned: "Scanned: waiting for the customer to approve",
  qr_progress: "Processing the payment…",
};

/** What the sandbox's "simulate customer" buttons do. */
const CUSTOMER_STEPS = [
  ["qr_scanned", "Scan"],
  ["qr_authorized", "Authorize"],
  ["qr_error_x", "Decline"],
  ["qr_expired", "Expire"],
] as const;

function centsToAmount(cents: string): string {
  const padded = cents.padStart(3, "0");
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** The till, for a tablet: keypad → full-screen QR with a live status line → paid or failed → keypad. */
export function Checkout({ prefs, sandbox, actions }: { prefs: DisplayPrefs; sandbox: boolean; actions: TillActions }) {
  const [screen, setScreen] = useState<Screen>({ name: "keypad" });
  const [cents, setCents] = useState("");
  const [concept, setConcept] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const charge = useCallback(
    async (amount: string, label: string) => {
      setPending(true);
      setError(null);
      const result = await actions.startCheckout({ amount, concept: label, attempt: crypto.randomUUID() });
      setPending(false);
      // the till has no fields to highlight: the API's field errors are spelt out
      if ("error" in result) return setError(result.errors ? Object.entries(result.errors).map(([field, message]) => `${field} ${message}`).join("; ") : result.error);
      if ("payment" in result) setScreen({ name: "qr", payment: result.payment });
    },
    [actions],
  );
  const reset = useCallback(() => {
    setCents("");
    setConcept("");
    setScreen({ name: "keypad" });
  }, []);

  if (screen.name === "qr") {
    return (
      <QrScreen
        simulateCustomer={actions.simulateCustomer}
        payment={screen.payment}
        prefs={prefs}
        sandbox={sandbox}
        onFinal={(status, reason) => setScreen(statusInfo(status).group === "authorized" ? { name: "paid", payment: screen.payment } : { name: "failed", payment: screen.payment, status, reason })}
        onCancel={reset}
      />
    );
  }
  if (screen.name === "paid") return <PaidScreen payment={screen.payment} prefs={prefs} onDone={reset} />;
  if (screen.name === "failed") {
    return (
      <div data-testid="checkout-failed" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-red-600 p-8 text-center text-white">
        <span aria-hidden className="text-8xl">✕</span>
        <h1 className="text-4xl font-semibold">{statusInfo(screen.status).group === "expired" ? "The QR code expired" : "The payment failed"}</h1>
        <p className="text-2xl">{formatMoney(screen.payment.amount, prefs)}</p>
        {screen.reason && <p className="text-lg opacity-90">Reason: {screen.reason}</p>}
        <div className="flex gap-4">
          <button onClick={() => void charge(screen.payment.amount.toFixed(2), concept)} className="rounded-2xl bg-white px-8 py-4 text-xl font-semibold text-red-700">
            Try again
          </button>
          <button onClick={reset} className="rounded-2xl px-8 py-4 text-xl font-medium ring-2 ring-white/70">
            New sale
          </button>
        </div>
      </div>
    );
  }

  const amount = centsToAmount(cents);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2 md:items-start">
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Till</h1>
        <output aria-live="polite" data-testid="checkout-amount" className="block rounded-2xl bg-white p-6 text-right text-5xl font-semibold tabular-nums shadow-sm ring-1 ring-slate-200">
          {formatMoney(amount, prefs)}
        </output>
        <label className="block text-sm font-medium text-slate-700">
          Concept (optional)
          <input value={concept} onChange={(e) => setConcept(e.target.value)} maxLength={255} className="mt-1 w-full rounded-xl border border-slate-300 px-4 py-3 text-lg" />
        </label>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-3">
        <Keypad cents={cents} onChange={setCents} />
        <button
          onClick={() => void charge(amount, concept)}
          disabled={pending || Number(amount) <= 0}
          className="h-20 w-full rounded-2xl bg-indigo-600 text-2xl font-semibold text-white shadow active:scale-[0.99] disabled:opacity-40"
        >
          {pending ? "Creating QR…" : `Charge ${formatMoney(amount, prefs)}`}
        </button>
      </div>
    </div>
  );
}

function QrScreen({ payment, prefs, sandbox, simulateCustomer, onFinal, onCancel }: { payment: CreatedPayment; prefs: DisplayPrefs; sandbox: boolean; simulateCustomer: TillActions["simulateCustomer"]; onFinal: (status: string, reason: string | null) => void; onCancel: () => void }) {
  const { connected } = useLive();
  const { data } = useQuery({ ...intentStatusOptions(payment.intent), refetchInterval: connected ? 10_000 : 2000, retry: true });
  const status = data?.status ?? "qr_created";
  useEffect(() => {
    if (isFinalStatus(status)) onFinal(status, data?.reason ?? null);
  }, [status, data?.reason, onFinal]);
  const [simulating, setSimulating] = useState(false);
  const simulate = async (to: (typeof CUSTOMER_STEPS)[number][0]) => {
    setSimulating(true);
    await simulateCustomer({ intent: payment.intent, to });
    setSimulating(false);
  };
  return (
    <div data-testid="checkout-qr" data-intent={payment.intent} className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white p-4">
      <p className="text-3xl font-semibold tabular-nums sm:text-4xl">{formatMoney(payment.amount, prefs)}</p>
      <div className="rounded-3xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
        <QRCodeSVG
          data-testid="qr-code"
          value={JSON.stringify(payment.qr)}
          level="H"
          size={512}
          marginSize={2}
          title="Scan to pay"
          style={{ width: "min(62vh, 86vw)", height: "auto" }}
        />
      </div>
      <p role="status" aria-live="polite" data-testid="checkout-status" data-status={status} className="flex items-center gap-3 text-xl text-slate-700 sm:text-2xl">
        <span aria-hidden className="size-3 animate-pulse rounded-full bg-indigo-500" />
        {WAITING[status] ?? "Waiting…"}
      </p>
      <button onClick={onCancel} className="text-sm text-slate-500 underline">
        Cancel
      </button>
      {sandbox && (
        <div className="absolute bottom-3 right-3 flex items-center gap-1 rounded-xl bg-slate-100/80 px-2 py-1 text-xs text-slate-600" aria-label="Simulate the customer (sandbox)">
          <span className="mr-1">Simulate customer:</span>
          {CUSTOMER_STEPS.map(([to, label]) => (
            <button key={to} disabled={simulating} onClick={() => void simulate(to)} className="rounded-lg px-2 py-1 hover:bg-white disabled:opacity-50">
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function PaidScreen({ payment, prefs, onDone }: { payment: CreatedPayment; prefs: DisplayPrefs; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, 15_000);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div data-testid="checkout-paid" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-6 bg-emerald-600 p-8 text-center text-white">
      <svg aria-hidden viewBox="0 0 24 24" className="size-40" fill="none" stroke="currentColor" strokeWidth={2.5}>
        <circle cx="12" cy="12" r="10" strokeOpacity={0.4} />
        <path d="M7 12.5l3.2 3.2L17 9" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="text-5xl font-semibold">Paid</h1>
      <p className="text-4xl tabular-nums">{formatMoney(payment.amount, prefs)}</p>
      <p className="font-mono text-sm opacity-80">{payment.intent}</p>
      <button onClick={onDone} className="rounded-2xl bg-white px-10 py-4 text-xl font-semibold text-emerald-700">
        New sale
      </button>
    </div>
  );
}
