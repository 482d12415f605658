"use client";

import "@/lib/contract/zod-in-browser";
import { useTranslations } from "next-intl";
import { startTransition, useActionState, useId, useRef, useState } from "react";
import { REGIMENES, regimenesFor, USOS, usosFor } from "@/lib/cfdi/receiver-rules";
import { receiverSchema } from "@/lib/dashboard/invoices/invoice-schemas";
import { isTaxRegime } from "@/lib/dashboard/fiscal/tax-regimes";
import { useFormat } from "../format-provider";
import type { InvoicePreviewData } from "./preview-data";

/** What issuing answers: a confirmation, or why not (the form's message, and messages next to its fields), in words. */
export type InvoiceFormState = { ok?: string; error?: string; errors?: Record<string, string> };

/** The server action the form posts to (the receipt's public one, or the dashboard's), handed in by its page. */
export type InvoiceFormAction = (state: InvoiceFormState, form: FormData) => Promise<InvoiceFormState>;

const FIELDS = ["rfc", "name", "zip", "regime", "use", "email"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { rfc: "", name: "", zip: "", regime: "", use: "", email: "" };

type Who = "fisica" | "moral";

/**
 * The person an RFC is of, from its start while it is typed: four letters then the date a persona
 * física's, three a moral's (null: not yet known). Its length says the same once it is whole, and
 * so the list does not jump while a character is corrected.
 */
function whoOf(rfc: string): Who | null {
  if (/^[A-ZÑ&]{4}\d/.test(rfc)) return "fisica";
  if (/^[A-ZÑ&]{3}\d/.test(rfc)) return "moral";
  return null;
}

/** A whole RFC whose length and start agree (13: física, 12: moral): SAT's rules (receiver-rules.ts) are asked with it. */
const whole = (rfc: string) => (rfc.length === 13 && whoOf(rfc) === "fisica") || (rfc.length === 12 && whoOf(rfc) === "moral");

/** The régimenes to offer: those of the RFC's person (every one until it is known). */
function regimesOffered(rfc: string): string[] {
  if (whole(rfc)) return regimenesFor(rfc);
  const who = whoOf(rfc);
  return Object.keys(REGIMENES).filter((key) => !who || REGIMENES[key]!.includes(who));
}

/** The usos SAT allows with the régimen, for the RFC's person. */
function usesOffered(rfc: string, regime: string): string[] {
  if (!regime) return [];
  if (whole(rfc)) return usosFor(rfc, regime);
  const who = whoOf(rfc);
  return Object.keys(USOS).filter((key) => USOS[key]!.regimenes.includes(regime) && (!who || USOS[key]!.who.includes(who)));
}

/** What the browser can already tell is wrong (the same schema the server parses with), each field's first problem as a catalogue key. */
function problemsOf(values: Values): Partial<Record<FieldName, string>> {
  const result = receiverSchema.safeParse(values);
  const problems: Partial<Record<FieldName, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "") as FieldName;
      if (FIELDS.includes(field) && !problems[field]) problems[field] = issue.message;
    }
  }
  for (const field of ["rfc", "name", "zip"] as const) if (!values[field].trim()) problems[field] = "invoices.form.required";
  return problems;
}

const input =
  "mt-1 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-invalid:border-red-500 disabled:bg-slate-100 disabled:text-slate-500";

/**
 * The customer's fiscal data for a ticket's factura (the receipt's factura page, and the payment's
 * page in the dashboard), phone first: RFC, name as on the Constancia, código postal, régimen fiscal
 * (only those of the RFC's person) and uso del CFDI (only those SAT allows with that régimen, both
 * following what is typed), an optional e-mail; then, live, what the factura will say; then
 * "Emitir factura". Checked in the browser with the server's own schema (a wrong RFC check digit is
 * said next to the field before anything is sent), and always again on the server, whose answer is
 * said in words. A success re-renders the page (the factura replaces the form).
 */
export function InvoiceForm({ action, hidden, preview, testId = "invoice-form" }: { action: InvoiceFormAction; hidden: Record<string, string>; preview: InvoicePreviewData; testId?: string }) {
  const t = useTranslations("invoices");
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // what the server said of a field stands until that field is changed
  const [answered, setAnswered] = useState(state);
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(new Set());
  if (answered !== state) {
    setAnswered(state);
    setEdited(new Set());
  }
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const problems = problemsOf(values);
  const word = (message: string) => {
    const key = message.replace(/^invoices\./, "");
    return message !== key && t.has(key as "form.required") ? t(key as "form.required") : message;
  };
  const errorOf = (field: FieldName): string | undefined => {
    const own = submitted || touched.has(field) ? problems[field] : undefined;
    if (own) return word(own);
    return edited.has(field) ? undefined : state.errors?.[field];
  };

  const change = (field: FieldName, value: string) => {
    setEdited((set) => new Set(set).add(field));
    setValues((current) => {
      const next = { ...current, [field]: value };
      // a régimen the RFC's person cannot have, or a uso that régimen cannot use, is chosen again
      if (next.regime && !regimesOffered(next.rfc).includes(next.regime)) next.regime = "";
      if (next.use && !usesOffered(next.rfc, next.regime).includes(next.use)) next.use = "";
      return next;
    });
  };
  const blur = (field: FieldName) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  const field = (name: FieldName) => {
    const error = errorOf(name);
    const hint = t.has(`form.${name}Hint` as "form.rfcHint") ? t(`form.${name}Hint` as "form.rfcHint") : null;
    return {
      control: {
        id: `${id}-${name}`,
        name,
        value: values[name],
        onBlur: () => blur(name),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined,
        "data-testid": `invoice-${name}`,
        className: input,
      },
      label: (
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
          {t(`form.${name}`)}
        </label>
      ),
      after: (
        <>
          {hint && (
            <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-${name}-error`} data-testid={`invoice-${name}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </>
      ),
    };
  };

  const rfc = field("rfc");
  const name = field("name");
  const zip = field("zip");
  const regime = field("regime");
  const use = field("use");
  const email = field("email");
  const regimes = regimesOffered(values.rfc);
  const uses = usesOffered(values.rfc, values.regime);
  const formError = !pending && state.error ? state.error : submitted && Object.keys(problems).length > 0 ? t("form.check") : null;

  return (
    <form ref={form} action={formAction} onSubmit={onSubmit} noValidate aria-busy={pending} data-testid={testId} className="space-y-5">
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          {rfc.label}
          <input
            {...rfc.control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            translate="no"
            className={`${input} font-mono uppercase tracking-wide`}
            onChange={(event) => change("rfc", event.target.value.toUpperCase().replace(/\s+/g, ""))}
          />
          {rfc.after}
        </div>
        <div className="min-w-0">
          {zip.label}
          <input {...zip.control} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} onChange={(event) => change("zip", event.target.value.replace(/\D/g, ""))} />
          {zip.after}
        </div>
        <div className="min-w-0 sm:col-span-2">
          {name.label}
          <input {...name.control} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={254} onChange={(event) => change("name", event.target.value)} />
          {name.after}
        </div>
        <div className="min-w-0 sm:col-span-2">
          {regime.label}
          <RegimeSelect control={regime.control} regimes={regimes} onChange={(value) => change("regime", value)} />
          {regime.after}
        </div>
        <div className="min-w-0 sm:col-span-2">
          {use.label}
          <select {...use.control} disabled={uses.length === 0} onChange={(event) => change("use", event.target.value)}>
            <option value="">{values.regime ? t("form.usePlaceholder") : t("form.useFirst")}</option>
            {uses.map((key) => (
              <option key={key} value={key}>
                {t.has(`uses.${key}` as "uses.G01") ? t(`uses.${key}` as "uses.G01") : key}
              </option>
            ))}
          </select>
          {use.after}
        </div>
        <div className="min-w-0 sm:col-span-2">
          {email.label}
          <input {...email.control} type="email" inputMode="email" autoComplete="email" spellCheck={false} maxLength={254} onChange={(event) => change("email", event.target.value)} />
          {email.after}
        </div>
      </div>

      <InvoicePreview preview={preview} values={values} />

      {formError && (
        <p role="alert" data-testid="invoice-form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      {pending && (
        <p role="status" className="text-sm text-slate-700">
          {t("form.issuing")}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        data-testid="invoice-issue"
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-indigo-600 px-5 text-base font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 sm:w-auto"
      >
        {t("form.issue")}
      </button>
    </form>
  );
}

/** The régimen select, by SAT's names (the `fiscal` catalogue). */
function RegimeSelect({ control, regimes, onChange }: { control: React.SelectHTMLAttributes<HTMLSelectElement> & { "data-testid": string }; regimes: string[]; onChange: (value: string) => void }) {
  const t = useTranslations("invoices.form");
  const names = useTranslations("fiscal.regimes");
  return (
    <select {...control} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t("regimePlaceholder")}</option>
      {regimes.map((key) => (
        <option key={key} value={key}>
          {isTaxRegime(key) ? names(key) : key}
        </option>
      ))}
    </select>
  );
}

/** A label and its value in the preview. */
function Fact({ label, value, testId, typed = false }: { label: string; value: React.ReactNode; testId?: string; typed?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900 [overflow-wrap:anywhere]" translate={typed ? "no" : undefined}>
        {value}
      </dd>
    </div>
  );
}

/**
 * "What the factura will say": the issuer, the receiver as typed (upper-cased as SAT compares it),
 * each concept (SAT key, quantity and unit, description, amount, IVA), the subtotal, the IVA by rate
 * and the total; the tip is said to be left out.
 */
function InvoicePreview({ preview, values }: { preview: InvoicePreviewData; values: Values }) {
  const t = useTranslations("invoices");
  const regimes = useTranslations("fiscal.regimes");
  const f = useFormat();
  const regimeName = (key: string) => (!key ? t("preview.notYet") : isTaxRegime(key) ? regimes(key) : key);
  const typed = (value: string) => value.trim().toUpperCase().replace(/\s+/g, " ") || t("preview.notYet");
  const rate = (value: string) => (value === "exempt" ? t("preview.exempt") : t("same.iva", { rate: value }));
  return (
    <section aria-labelledby="invoice-preview-heading" data-testid="invoice-preview" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <h2 id="invoice-preview-heading" className="text-base font-semibold text-slate-900">
        {t("preview.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1" data-testid="invoice-preview-issuer">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("preview.issuer")}</p>
          <p className="font-medium [overflow-wrap:anywhere]" translate="no">
            {preview.issuer.name}
          </p>
          <p translate="no">{t("same.rfc", { rfc: preview.issuer.rfc })}</p>
          <p className="text-slate-700">{regimeName(preview.issuer.regime)}</p>
          <p className="text-slate-700">
            {t("preview.place")}: <span translate="no">{preview.issuer.zip}</span>
          </p>
        </div>
        <div className="space-y-1" data-testid="invoice-preview-receiver">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("preview.receiver")}</p>
          <p className="font-medium [overflow-wrap:anywhere]" translate="no">
            {typed(values.name)}
          </p>
          <p translate="no">{t("same.rfc", { rfc: values.rfc || t("preview.notYet") })}</p>
          <p className="text-slate-700">
            {t("preview.regime")}: {regimeName(values.regime)}
          </p>
          <p className="text-slate-700">
            {t("preview.zip")}: <span translate="no">{values.zip || t("preview.notYet")}</span>
          </p>
          <p className="text-slate-700">
            {t("preview.use")}: {values.use ? (t.has(`uses.${values.use}` as "uses.G01") ? t(`uses.${values.use}` as "uses.G01") : values.use) : t("preview.notYet")}
          </p>
        </div>
      </div>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("preview.concepts")}</p>
        <ul className="mt-1 divide-y divide-slate-200" data-testid="invoice-preview-concepts">
          {preview.concepts.map((concept, index) => (
            <li key={index} className="space-y-0.5 py-2" data-testid="invoice-preview-concept">
              <p className="flex justify-between gap-3">
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]" translate="no">
                  {concept.description}
                </span>
                <span className="shrink-0 tabular-nums">{f.money(concept.amount)}</span>
              </p>
              <p className="text-xs text-slate-600" translate="no">
                {t("preview.key", { key: concept.key })} · {t("preview.quantity", { quantity: concept.quantity, unit: concept.unit })}
                {concept.sku ? ` · ${concept.sku}` : ""}
              </p>
              <p className="text-xs text-slate-600">{concept.iva === null ? rate(concept.rate) : t("same.ivaAmount", { rate: concept.rate, amount: f.money(concept.iva) })}</p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="space-y-1 border-t border-slate-200 pt-3 tabular-nums">
        <Fact label={t("preview.subtotal")} value={f.money(preview.subtotal)} testId="invoice-preview-subtotal" />
        {preview.taxes.map((tax) =>
          tax.iva === null ? (
            <Fact key={tax.rate} label={t("preview.exemptBase")} value={f.money(tax.base)} testId={`invoice-preview-iva-${tax.rate}`} />
          ) : (
            <Fact key={tax.rate} label={rate(tax.rate)} value={f.money(tax.iva)} testId={`invoice-preview-iva-${tax.rate}`} />
          ),
        )}
        <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>{t("preview.total")}</dt>
          <dd data-testid="invoice-preview-total">{f.money(preview.total)}</dd>
        </div>
      </dl>
      <dl className="space-y-1">
        <Fact label={t("preview.paymentForm")} value={t.has(`paymentForms.${preview.paymentForm}` as "paymentForms.01") ? t(`paymentForms.${preview.paymentForm}` as "paymentForms.01") : preview.paymentForm} />
        <Fact label={t("preview.paymentMethod")} value={t("preview.pue")} />
      </dl>
      {preview.tip !== "0.00" && (
        <p className="text-slate-700" data-testid="invoice-preview-tip">
          {t("preview.tip", { amount: f.money(preview.tip) })}
        </p>
      )}
    </section>
  );
}
