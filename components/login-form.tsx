"use client";

import { signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const callbackUrl = (() => {
    const raw = params.get("callbackUrl") ?? "/intents";
    try {
      const url = new URL(raw, window.location.origin);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}` : "/intents";
    } catch {
      return "/intents";
    }
  })();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const form = new FormData(event.currentTarget);
    const result = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false });
    setPending(false);
    if (!result || result.error) {
      setError("Email or password is wrong, or the account is disabled.");
      return;
    }
    router.replace(callbackUrl === "/login" ? "/intents" : callbackUrl);
    router.refresh();
  }

  const field = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200";
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? "login-error" : undefined}>
      <label className="block text-sm font-medium text-slate-700">
        Email
        <input name="email" type="email" autoComplete="username" required className={field} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Password
        <input name="password" type="password" autoComplete="current-password" required className={field} />
      </label>
      {error && (
        <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className="w-full rounded-lg bg-indigo-600 px-4 py-2.5 font-medium text-white hover:bg-indigo-700 disabled:opacity-60">
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
