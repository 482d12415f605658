"use client";

import { ModalDialog } from "./checkout/modal-dialog";

export type ConfirmText = { title: string; body: string; confirm: string; cancel: string };

/**
 * "Are you sure?" before a change that cannot simply be taken back, on the platform's <dialog>
 * (keyboard: Tab stays inside, Escape or the first button keeps things as they are, focus goes back
 * to the button that asked). Inside a form, `submit` makes the confirm button submit that form.
 */
export function ConfirmDialog({ text, onCancel, onConfirm, submit = false }: { text: ConfirmText; onCancel: () => void; onConfirm?: () => void; submit?: boolean }) {
  return (
    <ModalDialog label={text.title} onEscape={onCancel} testId="confirm-dialog" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-5 text-left text-slate-900 shadow-2xl backdrop:bg-slate-900/50">
      <h2 className="text-lg font-semibold">{text.title}</h2>
      <p className="mt-2 text-sm text-slate-600">{text.body}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button autoFocus type="button" onClick={onCancel} className="min-h-11 rounded-lg px-4 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          {text.cancel}
        </button>
        <button
          type={submit ? "submit" : "button"}
          onClick={submit ? undefined : onConfirm}
          className="min-h-11 rounded-lg bg-red-600 px-4 text-sm font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {text.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
