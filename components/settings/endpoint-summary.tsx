import { getTranslations } from "next-intl/server";
import type { EndpointDeliveries } from "@/lib/dashboard/payment-api";
import type { Format } from "@/lib/i18n/create-format";

type Attempt = { httpStatus: number | null; error: string | null; failure: string | null };

/** What an attempt came to, in a few words: "answered 503", "connection refused", "timed out"… */
export async function attemptWords(attempt: Attempt): Promise<string> {
  const t = await getTranslations("settings.endpoints");
  if (attempt.httpStatus !== null) return t("answeredStatus", { status: attempt.httpStatus });
  return t(`failureShort.${(attempt.failure ?? "connection") as "connection"}`);
}

/** An endpoint's last 24 hours in one line: delivered, failed, pending, p95 latency, and its latest error in words. */
export async function EndpointSummary({ summary, f }: { summary: EndpointDeliveries["summary"]; f: Format }) {
  const t = await getTranslations("settings.endpoints");
  const lastError = summary.lastError;
  return (
    <p data-testid="endpoint-summary" className="text-sm text-slate-700">
      <span className="font-medium">{t("last24h")}</span>{" "}
      {t("summary", { delivered: summary.delivered, failed: summary.failed, pending: summary.pending })}
      {summary.p95LatencyMs !== null && ` · ${t("p95", { ms: Math.round(summary.p95LatencyMs) })}`}
      {lastError && (
        <span className="block text-amber-800" data-testid="endpoint-last-error">
          {t("lastError", { time: f.time(lastError.at, true), what: await attemptWords(lastError) })}
        </span>
      )}
    </p>
  );
}
