"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Till } from "@/lib/dashboard/till/till-schemas";
import type { TillActions } from "./checkout";

/**
 * Sets this tablet up as a till: owners choose the branch and the terminal's name (once; the
 * tablet remembers). Anyone else is told to ask an owner.
 */
export function TillSetup({ current, canSetUp, tills, setUpTill, onDone, onClose }: { current: Till | null; canSetUp: boolean; tills: Till[]; setUpTill: TillActions["setUpTill"]; onDone: (till: Till) => void; onClose?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = useTranslations("till");
  if (!canSetUp) {
    return (
      <div className="mx-auto max-w-xl space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p data-testid="till-not-set-up" className="text-lg text-slate-700">
          {t("setup.notSetUp")}
        </p>
      </div>
    );
  }
  const submit = async (form: FormData) => {
    setBusy(true);
    const result = await setUpTill({ branch: String(form.get("branch") ?? ""), terminal: String(form.get("terminal") ?? "") }).catch(() => ({ error: t("setup.noConnection") }));
    setBusy(false);
    if ("till" in result) return onDone(result.till);
    setError(result.error);
    setErrors(("errors" in result && result.errors) || {});
  };
  const field = (name: "branch" | "terminal", label: string, hint: string) => (
    <div>
      <label htmlFor={`till-${name}`} className="block text-base font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`till-${name}`}
        name={name}
        required
        maxLength={64}
        defaultValue={current?.[name] ?? ""}
        list={`till-${name}-options`}
        aria-invalid={!!errors[name]}
        aria-describedby={`till-${name}-hint`}
        className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-lg"
      />
      <p id={`till-${name}-hint`} className={`mt-1 text-sm ${errors[name] ? "text-red-700" : "text-slate-600"}`}>
        {errors[name] ?? hint}
      </p>
    </div>
  );
  return (
    <form data-testid="till-setup" action={(form) => void submit(form)} className="mx-auto max-w-xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <h2 className="text-xl font-medium">{current ? t("setup.change") : t("setup.first")}</h2>
      <p className="text-slate-600">{t("setup.intro")}</p>
      {field("branch", t("setup.branch"), t("setup.branchHint"))}
      {field("terminal", t("same.terminal"), t("setup.terminalHint"))}
      <datalist id="till-branch-options">{[...new Set(tills.map((till) => till.branch))].map((branch) => <option key={branch} value={branch} />)}</datalist>
      <datalist id="till-terminal-options">{[...new Set(tills.map((till) => till.terminal))].map((terminal) => <option key={terminal} value={terminal} />)}</datalist>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className="min-h-12 rounded-2xl bg-indigo-600 px-6 text-lg font-semibold text-white disabled:opacity-50">
          {busy ? t("setup.saving") : t("setup.use")}
        </button>
        {onClose && (
          <button type="button" onClick={onClose} className="min-h-12 rounded-2xl px-6 text-lg ring-2 ring-slate-300">
            {t("setup.keep", { terminal: current?.terminal ?? "" })}
          </button>
        )}
      </div>
    </form>
  );
}
