"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

type Result = { ok?: string; error?: string };

/** Ends this user's sessions on every device (this one included), then signs this browser out. */
export function SignOutEverywhere({ action }: { action: (input: Record<string, never>) => Promise<Result> }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function run() {
    if (!window.confirm("Sign out on every device, this one included?")) return;
    setPending(true);
    const result = await action({});
    setPending(false);
    if (result.error) return setError(result.error);
    await signOut({ callbackUrl: "/login" });
  }
  return (
    <section aria-labelledby="sessions-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="sessions-heading" className="text-base font-semibold">
        Sessions
      </h2>
      <p className="text-sm text-slate-600">Lost a device, or signed in somewhere you should not have? End every session of yours at once.</p>
      <button onClick={() => void run()} disabled={pending} className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
        Sign out everywhere
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
