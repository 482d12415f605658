"use client";

import { useEffect, useEffectEvent, useRef } from "react";

const FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * A modal on the platform's own <dialog> (showModal): the page behind is inert, so focus stays
 * inside; Escape calls `onEscape` (instead of closing on its own); Tab wraps around inside it; when it
 * goes away, focus goes back to where it was.
 */
export function ModalDialog({ label, onEscape, className, children, testId, intent }: { label: string; onEscape: () => void; className: string; children: React.ReactNode; testId?: string; intent?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const dialog = ref.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      escape();
    };
    // The page behind is inert, but Tab past the last control would leave for the browser's own
    // controls: it wraps around inside the dialog instead (Shift+Tab too).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest("dialog") === dialog && el.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog ref={ref} aria-label={label} data-testid={testId} data-intent={intent} className={className}>
      {children}
    </dialog>
  );
}
