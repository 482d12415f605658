"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { QRCodeSVG } from "qrcode.react";
import { startTransition, useActionState, useRef, useState } from "react";
import type * as PaymentActions from "@/app/(dashboard)/_actions/payments";
import type { InitState, NewPaymentState } from "@/app/(dashboard)/_actions/payments";

/** The server actions this form calls, handed in by its page (components never import app/). */
export type NewPaymentActions = Pick<typeof PaymentActions, "createPaymentAction" | "initPaymentAction" | "tapTestCardAction">;
import { formatMoney, type DisplayPrefs } from "@/lib/dashboard/format";
import type { CreatedPayment } from "@/lib/dashboard/payments/create-payment";
import { reasonText } from "@/lib/contract/reasons";
import { PAYMENT_LABELS, statusInfo } from "@/lib/contract/statuses";
import { intentStatusOptions } from "../intents/queries";
import { useLive } from "../live-updates";

const TYPES = ["qr_present", "ec_remote", "card_present"] as const;
type Line = { key: number; sku: string; description: string; price: string; qty: string };

function FieldError({ errors, name }: { errors?: Record<string, string>; name: string }) {
  const message = errors?.[name];
  return message ? (
    <span id={`${name}-error`} className="mt-1 block text-xs font-medium text-red-700">
      {message}
    </span>
  ) : null;
}

/** Submits through the action by hand, so a form answered with errors keeps what was typed. */
function keepInput(dispatch: (data: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };
}

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-100";

/** New payment of any type; the API's own validation answers field by field, shown next to each field. */
export function NewPayment({ prefs, sandbox, actions }: { prefs: DisplayPrefs; sandbox: boolean; actions: NewPaymentActions }) {
  const [round, setRound] = useState(0);
  return <NewPaymentForm key={round} prefs={prefs} sandbox={sandbox} actions={actions} onAnother={() => setRound(round + 1)} />;
}

function NewPaymentForm({ prefs, sandbox, actions, onAnother }: { prefs: DisplayPrefs; sandbox: boolean; actions: NewPaymentActions; onAnother: () => void }) {
  const [payment, setPayment] = useState<(typeof TYPES)[number]>("qr_present");
  const [lines, setLines] = useState<Line[]>([]);
  const [state, action, pending] = useActionState<NewPaymentState, FormData>(actions.createPaymentAction, {});
  const errors = state.errors;
  const described = (name: string) => (errors?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});

  if (state.created) return <Created created={state.created} prefs={prefs} sandbox={sandbox} actions={actions} onAnother={onAnother} />;
  return (
    <form action={action} onSubmit={keepInput(action)} className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Payment type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <label key={type} className={`cursor-pointer rounded-lg px-4 py-2 text-sm font-medium ring-1 ${payment === type ? "bg-indigo-600 text-white ring-indigo-600" : "ring-slate-300"}`}>
              <input type="radio" name="payment" value={type} checked={payment === type} onChange={() => setPayment(type)} className="sr-only" />
              {PAYMENT_LABELS[type]} <span className="font-mono text-xs opacity-75">{type}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="text-sm font-medium text-slate-700">
          Amount
          <input name="amount" inputMode="decimal" placeholder="149.50" className={input} {...described("amount")} />
          <FieldError errors={errors} name="amount" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Branch
          <input name="branch" defaultValue="main" className={input} {...described("data.branch")} />
          <FieldError errors={errors} name="data.branch" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Terminal
          <input name="terminal" defaultValue="dashboard" className={input} {...described("data.terminal")} />
          <FieldError errors={errors} name="data.terminal" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Concept
          <input name="concept" className={input} {...described("data.concept")} />
          <FieldError errors={errors} name="data.concept" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Ticket
          <input name="ticket" className={input} {...described("data.ticket")} />
          <FieldError errors={errors} name="data.ticket" />
        </label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Items</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_2fr_1fr_1fr_auto]" data-testid="item-line">
            {(["sku", "description", "price", "qty"] as const).map((field) => (
              <label key={field} className="text-xs text-slate-600">
                {field === "qty" ? "Qty" : field[0]!.toUpperCase() + field.slice(1)}
                <input name={`item_${field}`} defaultValue={line[field]} className={input} {...described(`data.items[${index}].${field}`)} />
                <FieldError errors={errors} name={`data.items[${index}].${field}`} />
              </label>
            ))}
            <button type="button" onClick={() => setLines(lines.filter((l) => l.key !== line.key))} className="self-end rounded-lg px-2 py-2 text-sm text-slate-500 hover:bg-slate-100" aria-label={`Remove line ${index + 1}`}>
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setLines([...lines, { key: Date.now(), sku: "", description: "", price: "", qty: "1" }])}
          className="rounded-lg border border-dashed border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
        >
          + Add line
        </button>
        <FieldError errors={errors} name="data.items" />
      </fieldset>
      {state.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
      <button type="submit" disabled={pending} className="rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50">
        {pending ? "Creating…" : `Create ${PAYMENT_LABELS[payment]} payment`}
      </button>
    </form>
  );
}

/** How a final intent ended, in words: "Authorized", "Declined: Insufficient funds", "Expired: …", "Canceled: …". */
function outcomeText(status: string, reason: string | null): string {
  const info = statusInfo(status, reason);
  const label = info.group === "failed" ? "Declined" : info.label;
  const why = info.group === "authorized" ? null : reasonText(reason);
  return why ? `${label}: ${why}` : label;
}

type Ending = { status: string; reason: string | null };

/**
 * Sandbox card_present: the "tap test card" buttons, until the intent has an outcome. A tap in
 * flight, an answered tap (approved or declined) and any final status the dashboard hears of
 * (expired, canceled elsewhere) disable them and show how it ended, so no second transaction is
 * ever sent to a final intent.
 */
function TapTestCard({ created, tapTestCardAction }: { created: CreatedPayment; tapTestCardAction: NewPaymentActions["tapTestCardAction"] }) {
  const queryClient = useQueryClient();
  const { connected } = useLive();
  const { data: known } = useQuery({
    ...intentStatusOptions(created.intent),
    // Live changes refetch it; a change heard while the very first read is in flight is not refetched
    // (react-query keeps that read), so until the intent has ended, look again now and then.
    refetchInterval: (query) => (query.state.data && statusInfo(query.state.data.status, query.state.data.reason).final ? false : connected ? 10_000 : 5000),
  });
  const [tapping, setTapping] = useState(false);
  const inFlight = useRef(false);
  const [answered, setAnswered] = useState<Ending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ending: Ending | null = answered ?? (known && statusInfo(known.status, known.reason).final ? { status: known.status, reason: known.reason } : null);

  const tapCard = async (card: string) => {
    if (inFlight.current || ending) return;
    inFlight.current = true;
    setTapping(true);
    setError(null);
    const result = await tapTestCardAction({ intent: created.intent, amount: created.amount, sealedKeys: created.sealedKeys ?? "", card }).finally(() => {
      inFlight.current = false;
      setTapping(false);
    });
    if ("outcome" in result && result.outcome === "approved") return setAnswered({ status: "cp_authorized", reason: null });
    if ("outcome" in result && result.outcome === "declined") return setAnswered({ status: "cp_error_x", reason: result.reason });
    setError("outcome" in result ? `Error: ${result.message}` : (result.error ?? "Something went wrong."));
    // The intent may have ended meanwhile (expired, canceled, an issuer timeout): ask how.
    await queryClient.invalidateQueries({ queryKey: intentStatusOptions(created.intent).queryKey });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">Sandbox: tap a test card on this intent (the signed and encrypted transaction is built as a terminal would).</p>
      <div className="flex flex-wrap gap-2">
        {[
          ["4242424242424242", "Tap test card (approves)"],
          ["4000000000000002", "Tap declining card"],
          ["4000000000009995", "Tap card without funds"],
        ].map(([card, label]) => (
          <button
            key={card}
            type="button"
            disabled={tapping || ending !== null}
            onClick={() => void tapCard(card!)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {label}
          </button>
        ))}
      </div>
      {tapping && (
        <p role="status" className="text-sm text-slate-600">
          Tapping…
        </p>
      )}
      {ending ? (
        <p role="status" data-testid="tap-result" data-status={ending.status} className="text-sm font-medium">
          {outcomeText(ending.status, ending.reason)}
          {ending.reason && <span className="font-mono text-xs font-normal text-slate-500"> ({ending.reason})</span>}
        </p>
      ) : (
        error && (
          <p role="alert" data-testid="tap-result" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )
      )}
    </div>
  );
}

function Created({ created, prefs, sandbox, actions, onAnother }: { created: CreatedPayment; prefs: DisplayPrefs; sandbox: boolean; actions: NewPaymentActions; onAnother: () => void }) {
  const [initState, initAction, initPending] = useActionState<InitState, FormData>(actions.initPaymentAction, {});
  const phoneError = initState.errors?.phone ? `Phone ${initState.errors.phone}.` : initState.error;
  return (
    <section data-testid="payment-created" data-intent={created.intent} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">
        {PAYMENT_LABELS[created.payment]} payment of {formatMoney(created.amount, prefs)} created
      </h2>
      <p className="font-mono text-sm">
        <Link href={`/intents/${created.intent}`} className="text-indigo-700 underline">
          {created.intent}
        </Link>
      </p>
      {created.qr && (
        <div className="inline-block rounded-2xl p-3 ring-1 ring-slate-200">
          <QRCodeSVG data-testid="qr-code" value={JSON.stringify(created.qr)} level="H" size={320} marginSize={2} title="Scan to pay" />
        </div>
      )}
      {created.payment === "ec_remote" &&
        (initState.done ? (
          <p role="status" className="text-emerald-700">
            Initialized: the customer has been asked to confirm on their phone.
          </p>
        ) : (
          <form action={initAction} onSubmit={keepInput(initAction)} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={created.intent} />
            <label className="text-sm font-medium text-slate-700">
              Customer&apos;s phone (10 digits)
              <input name="phone" inputMode="numeric" className={input} aria-invalid={!!phoneError} aria-describedby={phoneError ? "phone-error" : undefined} />
            </label>
            <button type="submit" disabled={initPending} className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
              Send to phone
            </button>
            {phoneError && (
              <span id="phone-error" role="alert" className="w-full text-sm text-red-700">
                {phoneError}
              </span>
            )}
          </form>
        ))}
      {created.payment === "card_present" && sandbox && <TapTestCard created={created} tapTestCardAction={actions.tapTestCardAction} />}
      <button type="button" onClick={onAnother} className="block text-sm text-indigo-700 underline">
        Another payment
      </button>
    </section>
  );
}
