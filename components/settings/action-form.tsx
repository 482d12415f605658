"use client";

import { createContext, startTransition, useActionState, useContext, useEffect, useRef, useState } from "react";
import { ConfirmDialog, type ConfirmText } from "../confirm-dialog";

/** What a settings action answers: a confirmation in words, or why not (and which field). */
export type FormState = { ok?: string; error?: string; errors?: Record<string, string>; reveal?: { label: string; value: string } };

/** A server action as a form calls it (`useActionState`). */
export type Action = (state: FormState, form: FormData) => Promise<FormState>;

const StateContext = createContext<FormState>({});

/** What the form around answered last (for a piece handed in to go with it, as `revealExtra`). */
export function useFormAnswer(): FormState {
  return useContext(StateContext);
}

const buttonClass = (danger: boolean) =>
  `min-h-11 whitespace-nowrap rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 sm:min-h-9 ${danger ? "border border-red-300 bg-white text-red-700 hover:bg-red-50" : "bg-indigo-600 text-white hover:bg-indigo-700"}`;

/**
 * A form posting to a server action, that talks back: what the action answers is said in words
 * under its button, a success (role=status) as well as a refusal with its reason (role=alert);
 * `Field`s inside show their own errors. A form without Fields (hidden inputs, a bare select, a
 * button) says its field errors in its message instead (`spellErrors`). With `confirm`, the button
 * first asks (a dialog) and only the dialog's confirm button submits: for changes that cannot
 * simply be undone. Without `confirm` the form also posts without JavaScript. With
 * `resetOnSuccess` (a form that makes something new), a success puts the fields back to their
 * defaults and takes the focus to the answer, and what is revealed (`revealExtra`: a copy button)
 * is the next Tab.
 */
export function ActionForm({
  action,
  submit,
  pendingLabel,
  children,
  className = "",
  danger = false,
  spellErrors = false,
  confirm,
  resetOnSuccess = false,
  revealExtra,
}: {
  action: Action;
  /** The button's words; null: no button now (the form stays, to keep saying what it last did). */
  submit: string | null;
  pendingLabel: string;
  children?: React.ReactNode;
  className?: string;
  danger?: boolean;
  spellErrors?: boolean;
  confirm?: ConfirmText;
  resetOnSuccess?: boolean;
  /** Shown with a revealed value, under the form's answer (it may read it: useFormAnswer). */
  revealExtra?: React.ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const error = spellErrors && state.errors ? Object.values(state.errors).join("; ") : state.error;
  useEffect(() => {
    if (!resetOnSuccess || !state.ok) return;
    form.current?.reset();
    answer.current?.focus();
  }, [state, resetOnSuccess]);
  const said = (
    <>
      {state.ok && !pending && (
        <p role="status" className="col-span-full basis-full text-sm text-emerald-700">
          {state.ok}
        </p>
      )}
      {state.reveal && !pending && (
        <div className="col-span-full basis-full rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{state.reveal.label}</p>
          <code data-testid="revealed" className="mt-1 block select-all break-all font-mono text-slate-900" translate="no">
            {state.reveal.value}
          </code>
          {revealExtra && <div className="mt-2">{revealExtra}</div>}
        </div>
      )}
    </>
  );
  return (
    <form
      ref={form}
      action={formAction}
      // Dispatching by hand keeps what was typed when the server answers with field errors
      // (React resets a form after its action otherwise); without JavaScript the form still posts.
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(false);
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      className={className || "flex flex-wrap items-end gap-2"}
      aria-busy={pending}
    >
      <StateContext.Provider value={state}>
        {children}
        {submit === null ? null : confirm ? (
          <button type="button" disabled={pending} onClick={() => setAsking(true)} aria-haspopup="dialog" className={buttonClass(danger)}>
            {pending ? pendingLabel : submit}
          </button>
        ) : (
          <button type="submit" disabled={pending} className={buttonClass(danger)}>
            {pending ? pendingLabel : submit}
          </button>
        )}
        {confirm && asking && <ConfirmDialog text={confirm} submit onCancel={() => setAsking(false)} />}
        {!resetOnSuccess ? (
          said
        ) : (
          (state.ok || state.reveal) &&
          !pending && (
            <div ref={answer} tabIndex={-1} data-testid="action-result" className="col-span-full basis-full space-y-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
              {said}
            </div>
          )
        )}
        {error && !pending && (
          <p role="alert" className="col-span-full basis-full text-sm text-red-700">
            {error}
          </p>
        )}
      </StateContext.Provider>
    </form>
  );
}

export function Field({ label, name, type = "text", inputMode, defaultValue, className = "", children }: { label: string; name: string; type?: string; inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]; defaultValue?: string; className?: string; children?: React.ReactNode }) {
  const error = useContext(StateContext).errors?.[name];
  return (
    <label className={`min-w-0 text-sm font-medium text-slate-700 ${className}`}>
      {label}
      {children ?? (
        <input
          name={name}
          type={type}
          inputMode={inputMode}
          defaultValue={defaultValue}
          aria-invalid={!!error}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500 sm:min-h-0"
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
