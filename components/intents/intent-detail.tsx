"use client";

import { useQuery } from "@tanstack/react-query";
import { useActionState, useEffect, useState } from "react";
import type { receiptLinkAction } from "@/app/(dashboard)/_actions/receipts";
import { formatMoney, formatTime, type DisplayPrefs } from "@/lib/dashboard/format";
import type { IntentView } from "@/lib/dashboard/get-intent-view";
import { reasonText } from "@/lib/contract/reasons";
import { CANCELED_REASON, isCancelable, PAYMENT_LABELS, statusInfo } from "@/lib/contract/statuses";
import { useLive } from "../live-updates";
import { ReceiptQr } from "../receipts/receipt-qr";
import { StatusBadge } from "../status-badge";
import { CancelPayment, type CancelPaymentAction } from "./cancel-payment";
import { intentDetailOptions } from "./queries";

type RefreshState = { message?: string; error?: string };

/** The receipt of the intent: its path when the page was rendered for an authorized intent, and the action that finds it once it becomes authorized while shown. */
export type ReceiptLink = { path: string | null; find: typeof receiptLinkAction };

/** The receipt's path: as rendered, or asked for once the intent is shown authorized (live). */
function useReceiptPath(intent: string, authorized: boolean, receipt: ReceiptLink): string | null {
  const [found, setFound] = useState<string | null>(null);
  const path = receipt.path ?? found;
  useEffect(() => {
    if (!authorized || path) return;
    let current = true;
    void receipt.find({ intent }).then((answer) => {
      if (current && "path" in answer && answer.path) setFound(answer.path);
    });
    return () => {
      current = false;
    };
  }, [authorized, path, intent, receipt]);
  return authorized ? path : null;
}


/** A failure or expiry reason in words, its API code kept beside it for support. */
function Reason({ reason, className }: { reason: string; className: string }) {
  return (
    <span className={className} data-testid="reason" data-reason={reason}>
      {reasonText(reason)} <span className="font-mono text-xs opacity-70">({reason})</span>
    </span>
  );
}

/** One intent: its fields, a timeline of every status, the webhooks as received; live. Those who may cancel it get "Cancel payment" while it can be. */
export function IntentDetail({
  initial,
  prefs,
  refresh,
  receipt,
  cancel,
}: {
  initial: IntentView;
  prefs: DisplayPrefs;
  refresh: (state: RefreshState, form: FormData) => Promise<RefreshState>;
  receipt: ReceiptLink;
  cancel?: CancelPaymentAction;
}) {
  const { connected } = useLive();
  const { data } = useQuery({ ...intentDetailOptions(initial.id), initialData: initial, refetchInterval: connected ? false : 5000 });
  const intent = data ?? initial;
  const receiptPath = useReceiptPath(intent.id, statusInfo(intent.status).group === "authorized", receipt);
  const [state, action, pending] = useActionState(refresh, {});
  const facts: Array<[string, React.ReactNode]> = [
    ["Type", intent.payment ? `${PAYMENT_LABELS[intent.payment]} (${intent.payment})` : "—"],
    ["Amount", formatMoney(intent.amount, prefs)],
    ["Branch", intent.branch ?? "—"],
    ["Terminal", intent.terminal ?? "—"],
    ["Ticket", intent.ticket ?? "—"],
    ["Concept", intent.concept ?? "—"],
    ["Phone (last 4)", intent.phoneLast4 ?? "—"],
    ["Card (last 4)", intent.cardLast4 ?? "—"],
    ["Created", formatTime(intent.created, prefs, true)],
    ["Last heard of", formatTime(intent.updated, prefs, true)],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-xl font-semibold">{intent.id}</h1>
        <StatusBadge status={intent.status} code={intent.code} reason={intent.reason} showName />
        {intent.reason && <Reason reason={intent.reason} className="text-sm text-slate-600" />}
        <form action={action} className="ml-auto">
          <input type="hidden" name="id" value={intent.id} />
          <button type="submit" disabled={pending} className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50">
            {pending ? "Refreshing…" : "Refresh from API"}
          </button>
        </form>
      </div>
      {cancel && <CancelPayment intent={intent.id} cancelable={isCancelable(intent.status)} cancel={cancel} />}
      {(state.message || state.error) && (
        <p role="status" className={`rounded-lg px-3 py-2 text-sm ${state.error ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}>
          {state.error ?? state.message}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      {receiptPath && (
        <section aria-labelledby="receipt-heading" className="flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="max-w-sm space-y-1">
            <h2 id="receipt-heading" className="text-base font-semibold">
              Receipt
            </h2>
            <p className="text-sm text-slate-600">The customer&apos;s receipt, at a public link anyone who has it can open (no sign-in). Print it on 58 mm, 80 mm or A4 paper from there.</p>
          </div>
          <ReceiptQr url={receiptPath} />
        </section>
      )}
      <section aria-labelledby="timeline-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="timeline-heading" className="text-base font-semibold">Timeline</h2>
        <ol className="mt-4 space-y-4 border-l border-slate-200 pl-5" data-testid="timeline">
          {intent.events.map((event) => (
            <li key={event.seq} className="relative" data-seq={event.seq} data-status={event.status}>
              <span aria-hidden className="absolute -left-[26px] top-1 size-2.5 rounded-full bg-indigo-500 ring-4 ring-white" />
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={event.status} code={event.code} reason={event.reason} />
                <span className="font-mono text-xs text-slate-500">
                  {event.status} · {event.code} · #{event.seq}
                </span>
                <time dateTime={event.at} className="text-sm text-slate-600">
                  {formatTime(event.at, prefs, true)}
                </time>
                {event.reason && <Reason reason={event.reason} className={`text-sm ${event.reason === CANCELED_REASON ? "text-slate-600" : "text-red-700"}`} />}
                <span className="text-xs text-slate-400">{event.source === "webhook" ? `webhook${event.receipts > 1 ? ` ×${event.receipts}` : ""}` : "from API"}</span>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="webhooks-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="webhooks-heading" className="text-base font-semibold">Webhooks received</h2>
        {intent.events.filter((e) => e.raw).length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">None yet: this intent is known from the API only.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {intent.events
              .filter((e) => e.raw)
              .map((event) => (
                <li key={event.seq}>
                  <details className="rounded-lg border border-slate-200 p-3">
                    <summary className="cursor-pointer text-sm">
                      <span className="font-mono">{event.webhookId}</span> · {event.status} · received {formatTime(event.received, prefs, true)}
                      {event.receipts > 1 && ` · ${event.receipts} receipts`}
                    </summary>
                    <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(event.raw, null, 2)}</pre>
                  </details>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
