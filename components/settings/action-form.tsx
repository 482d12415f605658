"use client";

import { createContext, startTransition, useActionState, useContext } from "react";
import type { FormState } from "@/app/(dashboard)/settings/actions";

type Action = (state: FormState, form: FormData) => Promise<FormState>;

const StateContext = createContext<FormState>({});

/**
 * A form posting to a server action (works without JavaScript too), showing the action's outcome;
 * `Field`s inside show their own errors from it. A form without Fields (hidden inputs, a bare
 * select, a button) says its field errors in its message instead (`spellErrors`).
 */
export function ActionForm({
  action,
  submit,
  children,
  className = "",
  danger = false,
  spellErrors = false,
}: {
  action: Action;
  submit: string;
  children?: React.ReactNode;
  className?: string;
  danger?: boolean;
  spellErrors?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const error = spellErrors && state.errors ? Object.values(state.errors).join("; ") : state.error;
  return (
    <form
      action={formAction}
      // Dispatching by hand keeps what was typed when the server answers with field errors
      // (React resets a form after its action otherwise); without JavaScript the form still posts.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      className={className}
    >
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
      <button
        type="submit"
        disabled={pending}
        className={`rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-50 ${danger ? "border border-red-300 text-red-700 hover:bg-red-50" : "bg-indigo-600 text-white hover:bg-indigo-700"}`}
      >
        {pending ? "…" : submit}
      </button>
      {state.ok && (
        <span role="status" className="ml-2 text-sm text-emerald-700">
          {state.ok}
        </span>
      )}
      {error && (
        <span role="alert" className="ml-2 text-sm text-red-700">
          {error}
        </span>
      )}
    </form>
  );
}

export function Field({ label, name, type = "text", defaultValue, children }: { label: string; name: string; type?: string; defaultValue?: string; children?: React.ReactNode }) {
  const error = useContext(StateContext).errors?.[name];
  return (
    <label className="text-sm font-medium text-slate-700">
      {label}
      {children ?? (
        <input
          name={name}
          type={type}
          defaultValue={defaultValue}
          aria-invalid={!!error}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500"
        />
      )}
      {error && (
        <span id={`${name}-error`} className="mt-1 block text-xs text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}
