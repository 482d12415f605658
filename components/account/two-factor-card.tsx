"use client";

import { QRCodeSVG } from "qrcode.react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";

type Failure = { error: string; errors?: Record<string, string> };
type Status = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean };

const button = "min-h-11 rounded-lg bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50";
const dangerButton = "min-h-11 rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50";
const input = "mt-1 min-h-11 w-40 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm tracking-widest";

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
  const t = useTranslations("account.twoFactor");
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
    <section aria-labelledby="two-factor-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="two-factor-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      {codes ? (
        <div className="space-y-3" data-testid="recovery-codes">
          <p role="status" className="text-sm font-medium text-emerald-700">
            {t("on")}
          </p>
          <p className="text-sm text-slate-700">{t.rich("keepCodes", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <ul aria-label={t("codesLabel")} translate="no" className="grid grid-cols-1 gap-2 font-mono text-sm min-[360px]:grid-cols-2">
            {codes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <button className={button} onClick={() => (setCodes(null), router.refresh())}>
            {t("saved")}
          </button>
        </div>
      ) : status.enabled ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t("onSince", { time: status.enabledAt ?? "", count: status.recoveryCodesLeft })}</p>
          {status.required ? (
            <p className="text-sm text-slate-600">{t("required")}</p>
          ) : (
            <CodeForm label={t("offCode")} submit={t("turnOff")} className={dangerButton} pending={pending} onCode={(code) => void call(() => disable({ code }), () => router.refresh())} />
          )}
        </div>
      ) : enrolment ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t("scan")}</p>
          <div className="inline-block rounded-lg border border-slate-200 bg-white p-3">
            <QRCodeSVG value={enrolment.uri} size={192} marginSize={2} title={t("qrTitle")} />
          </div>
          <p className="text-xs text-slate-600">
            {t("cannotScan")} <code data-testid="totp-secret" className="break-all font-mono">{enrolment.secret}</code>
          </p>
          <CodeForm label={t("appCode")} submit={t("turnOn")} className={button} pending={pending} onCode={(code) => void call(() => confirm({ code }), (r) => setCodes(r.recoveryCodes))} />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t("off")}</p>
          <button disabled={pending} className={button} onClick={() => void call(() => start({}), setEnrolment)}>
            {t("setUp")}
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
