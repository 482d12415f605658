"use client";

import { useTranslations } from "next-intl";
import { ActionForm, Field, type Action } from "../settings/action-form";

/** An owner's correction of a closed drawer's count: the right counted total and why (screen only, never printed). */
export function CorrectDrawerForm({ drawerId, counted, correct }: { drawerId: string; counted: string; correct: Action }) {
  const t = useTranslations("cashUp.drawers");
  return (
    <section aria-labelledby="correct-heading" className="receipt-screen-only w-full max-w-md space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="correct-heading" className="text-base font-semibold">
        {t("correctTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("correctBody")}</p>
      <ActionForm action={correct} submit={t("correctSubmit")} pendingLabel={t("correcting")} className="grid gap-2">
        <input type="hidden" name="drawerId" value={drawerId} />
        <Field label={t("correctCounted")} name="counted" defaultValue={counted} />
        <Field label={t("correctReason")} name="reason" />
      </ActionForm>
    </section>
  );
}
