"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TAP_TEST_CARDS } from "./test-cards";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { Fragment, startTransition, useActionState, useId, useRef, useState } from "react";
import type * as PaymentActions from "@/app/(dashboard)/_actions/payments";
import type { InitState, NewPaymentState } from "@/app/(dashboard)/_actions/payments";
import type { CreatedPayment } from "@/lib/dashboard/payments/create-payment";
import { fieldMessage } from "@/lib/dashboard/payments/field-message";
import { statusInfo } from "@/lib/contract/statuses";
import { useTillDevice } from "../checkout/use-till-device";
import { useFormat } from "../format-provider";
import { intentStatusOptions } from "../intents/queries";
import { useLiveConnected } from "../live-updates";

/** The server actions this form calls, handed in by its page (components never import app/). */
export type NewPaymentActions = Pick<typeof PaymentActions, "createPaymentAction" | "initPaymentAction" | "tapTestCardAction">;

const TYPES = ["qr_present", "ec_remote", "card_present"] as const;
type Line = { key: number; sku: string; description: string; price: string; qty: string };

/** A field error of the payment API in the user's language (as the API sent it when this version does not know it). */
function useFieldText() {
  const t = useTranslations("newPayment.field");
  return (message: string) => {
    const known = fieldMessage(message);
    return known ? t(known.key, known.values ?? {}) : message;
  };
}

function FieldError({ errors, name }: { errors?: Record<string, string>; name: string }) {
  const word = useFieldText();
  const message = errors?.[name];
  return message ? (
    <span id={`${name}-error`} className="mt-1 block text-xs font-medium text-red-700">
      {word(message)}
    </span>
  ) : null;
}

type InputProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * One field of the form: its label, the input, a hint in plain words below it and the API's error
 * for it; the hint and the error are read out with the input (its description), not as its name.
 */
function Field({ name, label, hint, errors, input }: { name: string; label: string; hint?: string; errors?: Record<string, string>; input: (props: InputProps) => React.ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", errors?.[name] ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="min-w-0 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {input({ id, ...(errors?.[name] ? { "aria-invalid": true } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && (
        <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-500">
          {hint}
        </span>
      )}
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/** Submits through the action by hand, so a form answered with errors keeps what was typed. */
function keepInput(dispatch: (data: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };
}

const input =
  "mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-100";
const primary = "inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-600 px-5 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50";

/** New payment of any type; the API's own validation answers field by field, shown next to each field in the user's language. */
export function NewPayment({ sandbox, actions }: { sandbox: boolean; actions: NewPaymentActions }) {
  const [round, setRound] = useState(0);
  return <NewPaymentForm key={round} sandbox={sandbox} actions={actions} onAnother={() => setRound(round + 1)} />;
}

const ITEM_FIELDS = ["sku", "description", "price", "qty"] as const;

/**
 * Where the payment is taken: on a tablet an owner set up as a till, that till's branch and
 * terminal; elsewhere empty, with an example (the payment API requires both; nothing is invented).
 * The device's till is known only in the browser: the fields are made again once it is read.
 */
function BranchAndTerminal({ errors }: { errors?: Record<string, string> }) {
  const t = useTranslations("newPayment");
  const { till } = useTillDevice();
  return (
    <Fragment key={till?.id ?? "no-till"}>
      <Field
        name="data.branch"
        label={t("branch")}
        hint={t("hints.branch")}
        errors={errors}
        input={(props) => <input name="branch" defaultValue={till?.branch ?? ""} placeholder={t("branchPlaceholder")} className={input} {...props} />}
      />
      <Field
        name="data.terminal"
        label={t("same.terminal")}
        hint={t("hints.terminal")}
        errors={errors}
        input={(props) => <input name="terminal" defaultValue={till?.terminal ?? ""} placeholder={t("terminalPlaceholder")} className={input} {...props} />}
      />
    </Fragment>
  );
}

function NewPaymentForm({ sandbox, actions, onAnother }: { sandbox: boolean; actions: NewPaymentActions; onAnother: () => void }) {
  const t = useTranslations("newPayment");
  const [payment, setPayment] = useState<(typeof TYPES)[number]>("qr_present");
  const [lines, setLines] = useState<Line[]>([]);
  const [state, action, pending] = useActionState<NewPaymentState, FormData>(actions.createPaymentAction, {});
  const errors = state.errors;
  const described = (name: string) => (errors?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  const formId = useId();

  if (state.created) return <Created created={state.created} sandbox={sandbox} actions={actions} onAnother={onAnother} />;
  return (
    <form action={action} onSubmit={keepInput(action)} className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" noValidate>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-700">{t("type")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {TYPES.map((type) => (
            <label
              key={type}
              className={`flex min-h-11 min-w-0 cursor-pointer flex-col gap-0.5 rounded-lg px-4 py-2 text-sm ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${payment === type ? "bg-indigo-600 text-white ring-indigo-600" : "ring-slate-300"}`}
            >
              <input
                type="radio"
                name="payment"
                value={type}
                checked={payment === type}
                onChange={() => setPayment(type)}
                aria-labelledby={`${formId}-${type}`}
                aria-describedby={`${formId}-${type}-hint`}
                className="sr-only"
              />
              <span id={`${formId}-${type}`} className="font-medium">
                {t(`types.${type}.label`)}
              </span>
              <span id={`${formId}-${type}-hint`} className={`text-xs ${payment === type ? "text-indigo-100" : "text-slate-500"}`}>
                {t(`types.${type}.hint`)}
              </span>
              {/* the API's name, for whoever reads the API's documents or talks to support */}
              <span translate="no" className={`font-mono text-[11px] ${payment === type ? "text-indigo-200" : "text-slate-400"}`}>
                {type}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field name="amount" label={t("amount")} hint={t("hints.amount")} errors={errors} input={(props) => <input name="amount" inputMode="decimal" placeholder="149.50" className={input} {...props} />} />
        <BranchAndTerminal errors={errors} />
        <Field name="data.concept" label={t("concept")} hint={t("hints.concept")} errors={errors} input={(props) => <input name="concept" className={input} {...props} />} />
        <Field name="data.ticket" label={t("same.ticket")} hint={t("hints.ticket")} errors={errors} input={(props) => <input name="ticket" className={input} {...props} />} />
      </div>
      <fieldset className="min-w-0 space-y-2" aria-describedby={`${formId}-items-hint`}>
        <legend className="text-sm font-medium text-slate-700">{t("items")}</legend>
        <p id={`${formId}-items-hint`} className="text-xs text-slate-500">
          {t("hints.items")}
        </p>
        {lines.map((line, index) => (
          <div key={line.key} className="grid min-w-0 grid-cols-2 gap-2 border-b border-slate-100 pb-2 sm:grid-cols-[1fr_2fr_1fr_1fr_auto] sm:border-0 sm:pb-0" data-testid="item-line">
            {ITEM_FIELDS.map((field) => (
              <label key={field} className="min-w-0 text-xs text-slate-600">
                {t(`line.${field}`)}
                <input
                  name={`item_${field}`}
                  defaultValue={line[field]}
                  inputMode={field === "price" ? "decimal" : field === "qty" ? "numeric" : undefined}
                  className={input}
                  {...described(`data.items[${index}].${field}`)}
                />
                <FieldError errors={errors} name={`data.items[${index}].${field}`} />
              </label>
            ))}
            <button
              type="button"
              onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
              className="col-span-2 inline-flex min-h-11 min-w-11 items-center justify-center self-end rounded-lg text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:col-span-1"
              aria-label={t("removeLine", { n: index + 1 })}
            >
              <span aria-hidden>✕</span>
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setLines([...lines, { key: Date.now(), sku: "", description: "", price: "", qty: "1" }])}
          className="inline-flex min-h-11 items-center rounded-lg border border-dashed border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t("addLine")}
        </button>
        <FieldError errors={errors} name="data.items" />
      </fieldset>
      {state.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
      <button type="submit" disabled={pending} className={primary}>
        {pending ? t("creating") : t("create", { type: t(`types.${payment}.label`) })}
      </button>
    </form>
  );
}

type Ending = { status: string; reason: string | null };

/** How a final intent ended, in words: "Authorized", "Declined: Insufficient funds", "Expired: …", "Canceled: …". */
function useOutcomeText() {
  const t = useTranslations("newPayment.tap");
  const f = useFormat();
  return ({ status, reason }: Ending) => {
    const group = statusInfo(status, reason).group;
    const label = group === "failed" ? t("declined") : f.status(status, reason);
    const why = group === "authorized" ? null : f.reason(reason);
    return why ? t("same.outcome", { label, why }) : label;
  };
}

/**
 * Sandbox card_present: the "tap test card" buttons, until the intent has an outcome. A tap in
 * flight, an answered tap (approved or declined) and any final status the dashboard hears of
 * (expired, canceled elsewhere) disable them and show how it ended, so no second transaction is
 * ever sent to a final intent.
 */
function TapTestCard({ created, tapTestCardAction }: { created: CreatedPayment; tapTestCardAction: NewPaymentActions["tapTestCardAction"] }) {
  const t = useTranslations("newPayment.tap");
  const f = useFormat();
  const outcomeText = useOutcomeText();
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
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
    if ("outcome" in result) setError(result.code === "card_keys_invalid" ? t("badKeys") : f.error(result.code, result.status));
    else setError(result.error);
    // The intent may have ended meanwhile (expired, canceled, an issuer timeout): ask how.
    await queryClient.invalidateQueries({ queryKey: intentStatusOptions(created.intent).queryKey });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t("hint")}</p>
      <div className="flex flex-wrap gap-2">
        {TAP_TEST_CARDS.map(([card, label]) => (
          <button
            key={card}
            type="button"
            disabled={tapping || ending !== null}
            onClick={() => void tapCard(card)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t(label)}
          </button>
        ))}
      </div>
      {tapping && (
        <p role="status" className="text-sm text-slate-600">
          {t("tapping")}
        </p>
      )}
      {ending ? (
        <p role="status" data-testid="tap-result" data-status={ending.status} className="text-sm font-medium">
          {outcomeText(ending)}
          {ending.reason && (
            <span translate="no" className="font-mono text-xs font-normal text-slate-500">
              {" "}
              ({ending.reason})
            </span>
          )}
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

function Created({ created, sandbox, actions, onAnother }: { created: CreatedPayment; sandbox: boolean; actions: NewPaymentActions; onAnother: () => void }) {
  const t = useTranslations("newPayment");
  const f = useFormat();
  const word = useFieldText();
  const [initState, initAction, initPending] = useActionState<InitState, FormData>(actions.initPaymentAction, {});
  const phoneError = initState.errors?.phone ? t("phoneError", { message: word(initState.errors.phone) }) : initState.error;
  return (
    <section data-testid="payment-created" data-intent={created.intent} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold">{t("created", { type: t(`types.${created.payment}.label`), amount: f.money(created.amount) })}</h2>
      <p className="min-w-0 break-all font-mono text-sm">
        <Link translate="no" href={`/intents/${created.intent}`} className="inline-flex min-h-11 items-center text-indigo-700 underline lg:min-h-0">
          {created.intent}
        </Link>
      </p>
      {created.qr && (
        <div className="inline-block max-w-full rounded-2xl p-3 ring-1 ring-slate-200">
          <QRCodeSVG data-testid="qr-code" value={JSON.stringify(created.qr)} level="H" size={320} marginSize={2} title={t("scanToPay")} className="h-auto w-80 max-w-full" />
        </div>
      )}
      {created.payment === "ec_remote" &&
        (initState.done ? (
          <p role="status" className="text-emerald-700">
            {t("initialized")}
          </p>
        ) : (
          <form action={initAction} onSubmit={keepInput(initAction)} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={created.intent} />
            <label className="min-w-0 text-sm font-medium text-slate-700">
              {t("phone")}
              <input name="phone" inputMode="numeric" autoComplete="off" className={input} aria-invalid={!!phoneError} aria-describedby={phoneError ? "phone-error" : undefined} />
            </label>
            <button type="submit" disabled={initPending} className={primary}>
              {t("sendToPhone")}
            </button>
            {phoneError && (
              <span id="phone-error" role="alert" className="w-full text-sm text-red-700">
                {phoneError}
              </span>
            )}
          </form>
        ))}
      {created.payment === "card_present" && sandbox && <TapTestCard created={created} tapTestCardAction={actions.tapTestCardAction} />}
      <button type="button" onClick={onAnother} className="inline-flex min-h-11 items-center text-sm text-indigo-700 underline">
        {t("another")}
      </button>
    </section>
  );
}
