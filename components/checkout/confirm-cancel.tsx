"use client";

import { useTranslations } from "next-intl";
import { ModalDialog } from "./modal-dialog";

/** "Cancel this charge?": Enter or the first button keeps waiting (the safe choice), the other cancels. */
export function ConfirmCancel({ ticket, busy, onKeep, onConfirm }: { ticket: string; busy: boolean; onKeep: () => void; onConfirm: () => void }) {
  const t = useTranslations("till.confirmCancel");
  return (
    <ModalDialog label={t("label")} onEscape={onKeep} testId="confirm-cancel" className="m-auto w-[min(32rem,92vw)] rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50">
      <h2 className="text-2xl font-semibold">{t("title", { ticket })}</h2>
      <p className="mt-2 text-lg text-slate-600">{t("body")}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button autoFocus type="button" onClick={onKeep} className="min-h-12 rounded-2xl px-6 text-lg font-medium ring-2 ring-slate-300">
          {t("keep")}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className="min-h-12 rounded-2xl bg-slate-800 px-6 text-lg font-semibold text-white disabled:opacity-50">
          {busy ? t("canceling") : t("confirm")}
        </button>
      </div>
    </ModalDialog>
  );
}
