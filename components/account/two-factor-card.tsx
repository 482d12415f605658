"use client";

import { QRCodeSVG } from "qrcode.react";
import { useRouter } from "next/navigation";
import { useState } from "react";

type Failure = { error: string; errors?: Record<string, string> };
type Status = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean };

const button = "rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50";
const dangerButton = "rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50";
const input = "mt-1 w-40 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm tracking-widest";

const failed = (value: object): value is Failure => "error" in value && typeof (value as Failure).error === "string";
const messageOf = (failure: Failure) => Object.values(failure.errors ?? {})[0] ?? failure.error;

/** One code field and its button. */
function CodeForm({ label, submit, className, pending, onCode }: { label: string; submit: string; className: string; pending: boolean; onCode: (code: string) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onCode(String(new FormData(event.currentTarget).get("code") ?? ""));
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <label className="text-sm font-medium text-slate-700">
        {label}
        <input name="code" inputMode="numeric" autoComplete="one-time-code" required className={`block ${input}`} />
      </label>
      <button type="submit" disabled={pending} className={className}>
        {submit}
      </button>
    </form>
  );
}

/**
 * Two-factor sign-in (TOTP): enrol by scanning a QR code and confirming a code, then the recovery
 * codes, shown once; or, when on, turn it off with a current code.
 */
export function TwoFactorCard({
  status,
  start,
  confirm,
  disable,
}: {
  status: Status;
  start: (input: Record<string, never>) => Promise<{ uri: string; secret: string } | Failure>;
  confirm: (input: { code: string }) => Promise<{ recoveryCodes: string[] } | Failure>;
  disable: (input: { code: string }) => Promise<{ ok: string } | Failure>;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<{ uri: string; secret: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function call<T extends object>(work: () => Promise<T | Failure>, then: (value: T) => void) {
    setPending(true);
    setError(null);
    const result = await work();
    setPending(false);
    if (failed(result)) setError(messageOf(result));
    else then(result as T);
  }

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="two-factor-heading" className="text-base font-semibold">
        Two-factor sign-in
      </h2>
      {codes ? (
        <div className="space-y-3" data-testid="recovery-codes">
          <p role="status" className="text-sm font-medium text-emerald-700">
            Two-factor sign-in is on.
          </p>
          <p className="text-sm text-slate-700">
            Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. <strong>They are shown only now.</strong>
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm">
            {codes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <button className={button} onClick={() => (setCodes(null), router.refresh())}>
            I have saved them
          </button>
        </div>
      ) : status.enabled ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            On since {status.enabledAt}. {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? "" : "s"} left.
          </p>
          {status.required ? (
            <p className="text-sm text-slate-600">An owner requires two-factor sign-in for every user.</p>
          ) : (
            <CodeForm label="Code to turn it off" submit="Turn off" className={dangerButton} pending={pending} onCode={(code) => void call(() => disable({ code }), () => router.refresh())} />
          )}
        </div>
      ) : enrolment ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then type the 6-digit code it shows.</p>
          <div className="inline-block rounded-lg border border-slate-200 bg-white p-3">
            <QRCodeSVG value={enrolment.uri} size={192} marginSize={2} title="Two-factor set-up code" />
          </div>
          <p className="text-xs text-slate-600">
            Cannot scan? Type this key: <code data-testid="totp-secret" className="break-all font-mono">{enrolment.secret}</code>
          </p>
          <CodeForm label="Code from the app" submit="Turn on" className={button} pending={pending} onCode={(code) => void call(() => confirm({ code }), (r) => setCodes(r.recoveryCodes))} />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password is not enough.</p>
          <button disabled={pending} className={button} onClick={() => void call(() => start({}), setEnrolment)}>
            Set up two-factor sign-in
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
