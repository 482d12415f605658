"use client";

import { useTranslations } from "next-intl";
import { startTransition, useActionState, useId, useState } from "react";
import { ModalDialog } from "../checkout/modal-dialog";
import type { Action } from "../settings/action-form";

const MOTIVOS = ["01", "02", "03", "04"] as const;

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";
const field = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-500";

/**
 * "Cancelar" on a CFDI of the Facturas list (owners): a dialog asking SAT's motivo (c_MotivoCancelacion,
 * in SAT's words) and, for 01 only, the UUID of the factura that replaces it; then the server's
 * answer in words (the PAC's refusal, a field's problem next to it). The safe choice ("No cancelar")
 * has the focus; Escape keeps the factura. A success closes the dialog and says how it stands.
 */
export function CancelInvoice({ id, folio, cancel }: { id: string; folio: string; cancel: Action }) {
  const t = useTranslations("invoices.cancel");
  const motivos = useTranslations("invoices.motivos");
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState("");
  const [state, formAction, pending] = useActionState(cancel, {});
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.ok) setOpen(false);
  }
  const fieldId = useId();
  const errors = state.errors ?? {};
  const others = Object.entries(errors)
    .filter(([name]) => name !== "motivo" && name !== "replacement")
    .map(([, message]) => message);
  const close = () => {
    if (!pending) setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="invoice-cancel">
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="invoice-cancel-open" className={`${button} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700 lg:min-h-9`}>
        {t("open")}
      </button>
      {state.ok && !open && (
        <p role="status" className="text-sm text-emerald-700">
          {state.ok}
        </p>
      )}
      {open && (
        <ModalDialog label={t("title", { folio })} onEscape={close} testId="invoice-cancel-dialog" className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/50">
          <form
            action={formAction}
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              startTransition(() => formAction(data));
            }}
            aria-busy={pending}
            className="space-y-4"
          >
            <h2 className="text-lg font-semibold">{t("title", { folio })}</h2>
            <p className="text-sm text-slate-600">{t("body")}</p>
            <input type="hidden" name="id" value={id} />
            <div>
              <label htmlFor={`${fieldId}-motivo`} className="text-sm font-medium text-slate-700">
                {t("motivo")}
              </label>
              <select
                id={`${fieldId}-motivo`}
                name="motivo"
                value={motivo}
                onChange={(event) => setMotivo(event.target.value)}
                aria-invalid={errors.motivo ? true : undefined}
                aria-describedby={errors.motivo ? `${fieldId}-motivo-error` : undefined}
                data-testid="invoice-cancel-motivo"
                className={field}
              >
                <option value="">{t("motivoPlaceholder")}</option>
                {MOTIVOS.map((key) => (
                  <option key={key} value={key}>
                    {motivos(key)}
                  </option>
                ))}
              </select>
              {errors.motivo && (
                <p id={`${fieldId}-motivo-error`} className="mt-1 text-xs text-red-700">
                  {errors.motivo}
                </p>
              )}
            </div>
            {motivo === "01" && (
              <div>
                <label htmlFor={`${fieldId}-replacement`} className="text-sm font-medium text-slate-700">
                  {t("replacement")}
                </label>
                <input
                  id={`${fieldId}-replacement`}
                  name="replacement"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={36}
                  aria-invalid={errors.replacement ? true : undefined}
                  aria-describedby={`${fieldId}-replacement-hint${errors.replacement ? ` ${fieldId}-replacement-error` : ""}`}
                  data-testid="invoice-cancel-replacement"
                  className={`${field} font-mono uppercase`}
                />
                <p id={`${fieldId}-replacement-hint`} className="mt-1 text-xs text-slate-600">
                  {t("replacementHint")}
                </p>
                {errors.replacement && (
                  <p id={`${fieldId}-replacement-error`} className="mt-1 text-xs text-red-700">
                    {errors.replacement}
                  </p>
                )}
              </div>
            )}
            {state.error && !pending && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="invoice-cancel-error">
                {[state.error, ...others].join(" ")}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button autoFocus type="button" onClick={close} disabled={pending} className={`${button} ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-600`}>
                {t("keep")}
              </button>
              <button type="submit" disabled={pending} data-testid="invoice-cancel-confirm" className={`${button} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-700`}>
                {pending ? t("canceling") : t("confirm")}
              </button>
            </div>
          </form>
        </ModalDialog>
      )}
    </div>
  );
}
