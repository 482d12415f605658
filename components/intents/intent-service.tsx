"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import type { DeliveryEvent, ServiceView } from "@/lib/dashboard/intents/read-service-facts";
import { callDashboard, DashboardApiError } from "@/lib/dashboard/json-api/dashboard-client";
import { useFormat } from "../format-provider";
import { StatusBadge } from "../status-badge";
import { CopyButton } from "./copy-button";
import { intentKeys } from "./queries";

/** What the service says, with how far the browser's clock is behind the server's (ms) when it was read. */
export type ServiceAnswer = ServiceView & { offset?: number };

/** The statuses in which a QR intent is still waiting for the customer to pay with its code. */
const QR_OPEN = ["qr_created", "qr_scanned"];

/**
 * The intent as the payment service itself has it (expiry, QR, webhook delivery attempts), read
 * through the dashboard's route. It lives under the intent's query key, so every live change of
 * the intent reads it again; while a delivery is pending it is read every few seconds.
 */
export function intentServiceOptions(id: string) {
  return queryOptions({
    queryKey: [...intentKeys.detail(id), "service"] as const,
    queryFn: async (): Promise<ServiceAnswer> => {
      let data: ServiceView;
      try {
        data = await callDashboard("intents.service", { params: { id } });
      } catch (error) {
        if (!(error instanceof DashboardApiError)) throw error;
        return { ok: false, code: error.code ?? "payment_api_unavailable", status: error.status };
      }
      return data.ok ? { ...data, offset: Date.parse(data.now) - Date.now() } : data;
    },
    refetchInterval: (query) => (query.state.data?.ok && query.state.data.deliveries.some((event) => event.state === "pending") ? 5000 : false),
  });
}

export function useIntentService(id: string, enabled = true) {
  return useQuery({ ...intentServiceOptions(id), enabled });
}

/** The current time, moving every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Milliseconds as a clock reading: "4:32", "1:02:05". */
function clockOf(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** "Expires in 4:32", ticking; once the time is up, says so until the service's expiry reaches the page. */
function Countdown({ expires, offset }: { expires: string; offset: number }) {
  const t = useTranslations("intent.expiry");
  const f = useFormat();
  const deadline = Date.parse(expires);
  const now = useNow(true) + offset;
  const left = deadline - now;
  return (
    <div className="space-y-1">
      <h2 id="expiry-heading" className="text-sm font-medium text-slate-600">
        {t("heading")}
      </h2>
      <p role="timer" data-testid="countdown" data-expired={left <= 0} className={`text-3xl font-semibold tabular-nums ${left <= 0 ? "text-red-700" : left < 60_000 ? "text-amber-700" : "text-slate-900"}`}>
        {left > 0 ? t("in", { left: clockOf(left) }) : t("over")}
      </p>
      <p className="text-sm text-slate-600">{t("at", { time: f.time(expires, true) })}</p>
    </div>
  );
}

/**
 * For an intent still waiting for the customer: the time left to pay, live, and for a QR intent
 * its code again (the API's `qr` object as JSON, as the till shows it), so a cashier or support
 * agent can show it to the customer.
 */
export function PayNow({ id, status, final, amount }: { id: string; status: string; final: boolean; amount: string }) {
  const t = useTranslations("intent");
  // a final payment shows nothing here: it asks the service only while one is on the page anyway
  const { data } = useIntentService(id, !final);
  if (final || !data?.ok) return null;
  const qr = data.qr && QR_OPEN.includes(status) ? JSON.stringify(data.qr) : null;
  if (!data.expires && !qr) return null;
  return (
    <section aria-labelledby="expiry-heading" data-testid="pay-now" className="flex flex-wrap items-start gap-6 rounded-xl border border-indigo-200 bg-white p-5 shadow-sm">
      {data.expires ? <Countdown expires={data.expires} offset={data.offset ?? 0} /> : <h2 id="expiry-heading" className="sr-only">{t("qr.heading")}</h2>}
      {qr && (
        <figure className="flex min-w-0 max-w-full flex-col items-center gap-2" data-testid="intent-qr" data-qr={qr}>
          <QRCodeSVG data-testid="intent-qr-code" value={qr} level="H" size={320} marginSize={2} title={t("qr.title", { amount })} className="h-auto w-80 max-w-full rounded-lg bg-white" />
          <figcaption className="max-w-80 text-center text-sm text-slate-600">{t("qr.hint")}</figcaption>
          <CopyButton value={qr} what={t("copy.what.qr")} />
        </figure>
      )}
    </section>
  );
}

function AttemptResult({ httpStatus, error }: { httpStatus: number | null; error: string | null }) {
  const t = useTranslations("intent.deliveries");
  const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
  return (
    <span className={`font-medium ${ok ? "text-emerald-700" : "text-red-700"}`}>
      {httpStatus !== null ? t("result.code", { status: httpStatus }) : t("noAnswer")}
      {error && (
        <span translate="no" className="ml-1 break-all font-mono text-xs font-normal">
          {error}
        </span>
      )}
    </span>
  );
}

const STATE_TONES: Record<string, string> = {
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  pending: "bg-amber-50 text-amber-800 ring-amber-300",
  failed: "bg-red-50 text-red-800 ring-red-300",
  skipped: "bg-slate-100 text-slate-700 ring-slate-300",
};

const isRefundStatus = (status: string): status is "refund_pending" | "refund_succeeded" | "refund_failed" => ["refund_pending", "refund_succeeded", "refund_failed"].includes(status);

/**
 * Why a pending delivery has not gone out, never a time that has passed: its own next attempt when
 * still to come; else, behind an earlier event of this payment to the same endpoint (the service
 * delivers a payment's events in order); else its turn at the dispatcher's next claim.
 */
function PendingWhy({ event, all }: { event: DeliveryEvent; all: DeliveryEvent[] }) {
  const t = useTranslations("intent.deliveries");
  const f = useFormat();
  const [now] = useState(() => Date.now());
  if (event.nextAttemptAt && Date.parse(event.nextAttemptAt) > now) {
    return (
      <span data-testid="next-attempt" className="text-sm text-slate-600">
        {t("nextAttempt", { time: f.time(event.nextAttemptAt, true) })}
      </span>
    );
  }
  const ahead = all.some((other) => other.endpoint === event.endpoint && other.seq < event.seq && other.state === "pending");
  return (
    <span data-testid="next-attempt" data-wait={ahead ? "behind" : "turn"} className="text-sm text-slate-600">
      {ahead ? t("waitBehind") : t("waitTurn")}
    </span>
  );
}

function DeliveryEventItem({ event, all }: { event: DeliveryEvent; all: DeliveryEvent[] }) {
  const t = useTranslations("intent.deliveries");
  const refundWords = useTranslations("intent.refund");
  const f = useFormat();
  const state = (["delivered", "pending", "failed", "skipped"] as const).find((s) => s === event.state);
  return (
    <li data-testid="delivery-event" data-seq={event.seq} data-state={event.state} className="min-w-0 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        {event.refund ? (
          // a refund's event carries the intent's status unchanged: it is named for the refund, never as a second authorization
          <span data-testid="delivery-refund" className="text-sm font-medium">
            {t("refundEvent", { amount: f.money(event.refund.amount) })}
            {isRefundStatus(event.refund.status) && <span className="font-normal text-slate-600"> · {refundWords(`statuses.${event.refund.status}`)}</span>}
          </span>
        ) : (
          <StatusBadge status={event.status} code={event.code} />
        )}
        <span translate="no" className="font-mono text-xs text-slate-500">
          {event.refund ? `${event.refund.refund} · #${event.seq}` : `${event.status} · ${event.code} · #${event.seq}`}
        </span>
        <span data-testid="delivery-state" className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATE_TONES[event.state] ?? STATE_TONES.skipped}`}>
          {state ? t(`state.${state}`) : event.state}
        </span>
        {event.state === "pending" && <PendingWhy event={event} all={all} />}
      </div>
      {event.attempts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{event.state === "skipped" ? t("skippedHint") : t("noAttempts")}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {event.attempts.map((attempt) => (
            <li
              key={attempt.attempt}
              data-testid="delivery-attempt"
              data-http-status={attempt.httpStatus ?? ""}
              className="grid min-w-0 grid-cols-2 gap-x-4 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm sm:grid-cols-[auto_auto_minmax(0,1fr)_auto_auto] sm:items-baseline"
            >
              <span className="font-medium">{t("attempt", { n: attempt.attempt })}</span>
              <time dateTime={attempt.at} className="text-slate-600">
                {f.time(attempt.at, true)}
              </time>
              <span className="col-span-2 min-w-0 break-all font-mono text-xs text-slate-700 sm:col-span-1">
                <span className="sr-only">{t("host")}: </span>
                <span translate="no">{attempt.host}</span>
              </span>
              <AttemptResult httpStatus={attempt.httpStatus} error={attempt.error} />
              <span className="text-slate-600">
                <span className="sr-only">{t("duration")}: </span>
                {t("latency.unit", { ms: Math.round(attempt.latencyMs) })}
              </span>
              {attempt.response && (
                <details className="col-span-2 min-w-0 sm:col-span-5">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-xs text-slate-600 lg:min-h-0">{t("response")}</summary>
                  <pre className="mt-1 max-h-48 max-w-full overflow-auto rounded bg-slate-900 p-2 text-xs text-slate-100">{attempt.response}</pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** Every webhook event of the intent at the payment service: its delivery state, each attempt (time, endpoint host, answer or error, duration) and the next retry. */
export function ServiceDeliveries({ id }: { id: string }) {
  const t = useTranslations("intent.deliveries");
  const f = useFormat();
  const { data, isError, isPending } = useIntentService(id);
  return (
    <section aria-labelledby="deliveries-heading" data-testid="service-deliveries" className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="deliveries-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("hint")}</p>
      {isPending ? (
        <p className="mt-3 text-sm text-slate-600" aria-busy="true">
          {t("loading")}
        </p>
      ) : isError || !data?.ok ? (
        <p role="alert" data-testid="service-unavailable" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("unavailable", { why: data && !data.ok ? f.error(data.code, data.status) : f.error("payment_api_unavailable", 502) })}
        </p>
      ) : data.deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {data.deliveries.map((event) => (
            <DeliveryEventItem key={`${event.event}:${event.endpoint}`} event={event} all={data.deliveries} />
          ))}
        </ol>
      )}
    </section>
  );
}
