"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog";

type Result = { ok?: string; error?: string };

/** Ends this user's sessions on every device (this one included), after asking, then signs this browser out. */
export function SignOutEverywhere({ action }: { action: (input: Record<string, never>) => Promise<Result> }) {
  const t = useTranslations("account.sessions");
  const common = useTranslations("common");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  async function run() {
    setAsking(false);
    setPending(true);
    const result = await action({});
    setPending(false);
    if (result.error) return setError(result.error);
    await signOut({ callbackUrl: "/login" });
  }
  return (
    <section aria-labelledby="sessions-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sessions-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-slate-600">{t("body")}</p>
      <button onClick={() => setAsking(true)} disabled={pending} aria-haspopup="dialog" className="min-h-11 rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
        {t("signOutEverywhere")}
      </button>
      {asking && <ConfirmDialog text={{ title: t("confirmTitle"), body: t("confirmBody"), confirm: t("confirm"), cancel: common("cancel") }} onCancel={() => setAsking(false)} onConfirm={() => void run()} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
