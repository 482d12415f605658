"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";

type Translate = ReturnType<typeof useTranslations<"auth">>;

/** The sign-in refusals (app/_server/auth.ts throws `reason` or `reason:seconds`) in the user's words. */
function refusalMessage(error: string, t: Translate): string {
  const [reason, seconds] = error.split(":");
  const wait = Number(seconds) || 0;
  const inWords = wait >= 90 ? t("refusal.minutes", { count: Math.ceil(wait / 60) }) : t("refusal.seconds", { count: wait });
  switch (reason) {
    case "locked":
      return t("refusal.locked", { wait: inWords });
    case "wait":
      return t("refusal.wait", { wait: inWords });
    case "two_factor_invalid":
      return t("refusal.codeInvalid");
    default:
      return t("refusal.invalid");
  }
}

export function LoginForm() {
  const t = useTranslations("auth");
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // After a right password for an account with two-factor on: the code step (email and password kept).
  const [needsCode, setNeedsCode] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Back where the visitor was sent from; otherwise "/", which sends each role to its own page (a cashier's is the till).
  const callbackUrl = (() => {
    const raw = params.get("callbackUrl") ?? "/";
    try {
      const url = new URL(raw, window.location.origin);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}` : "/";
    } catch {
      return "/";
    }
  })();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const form = new FormData(event.currentTarget);
    const result = await signIn("credentials", { email: form.get("email"), password: form.get("password"), code: form.get("code") ?? "", redirect: false });
    setPending(false);
    if (!result || result.error) {
      if (result?.error === "two_factor_required") {
        setNeedsCode(true);
        setTimeout(() => codeInput.current?.focus(), 0);
        return;
      }
      setError(refusalMessage(result?.error ?? "", t));
      return;
    }
    router.replace(callbackUrl === "/login" ? "/" : callbackUrl);
    router.refresh();
  }

  const field = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? "login-error" : undefined}>
      <label className={needsCode ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {t("email")}
        <input name="email" type="email" autoComplete="username" required readOnly={needsCode} className={field} />
      </label>
      <label className={needsCode ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {t("password")}
        <input name="password" type="password" autoComplete="current-password" required readOnly={needsCode} className={field} />
      </label>
      {needsCode && (
        <label className="block text-sm font-medium text-slate-700">
          {t("code")}
          <span className="mt-0.5 block text-xs font-normal text-slate-500">{t("codeHint")}</span>
          <input ref={codeInput} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={64} className={`${field} font-mono tracking-widest`} />
        </label>
      )}
      {error && (
        <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className="min-h-11 w-full rounded-lg bg-indigo-600 px-4 py-2.5 font-medium text-white hover:bg-indigo-700 disabled:opacity-60">
        {pending ? t("signingIn") : needsCode ? t("verify") : t("signIn")}
      </button>
    </form>
  );
}
