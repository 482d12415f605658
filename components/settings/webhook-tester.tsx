"use client";

import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import type { WebhookEventType } from "@/lib/contract/webhook-events";
import type { WebhookTest } from "@/lib/dashboard/payment-api";
import { SNIPPET_LANGUAGES, verificationSnippet, type SnippetLanguage } from "@/lib/dashboard/webhook-endpoints/verification-snippet";
import { Card } from "./card";

type TesterEndpoint = { id: string; url: string | null; description: string; secretId: string | null };
type Failure = { error: string; errors?: Record<string, string> };
type TestAction = (input: { id: string; type: WebhookEventType }) => Promise<{ result: WebhookTest } | Failure>;
type TestUrlAction = (input: { url: string; type: WebhookEventType }) => Promise<{ result: WebhookTest & { secret: string } } | Failure>;

/** The endpoint choice that means "a URL typed here, not saved". */
const OTHER_URL = "";

const select = "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm sm:min-h-9";

/**
 * The tester: pick an endpoint and an event type, send a signed sample now, and see what the
 * receiver did: its status and how long it took, its headers and the start of its answer; or, with
 * no answer, why (the name does not resolve, nothing listens, the certificate…) in words. Below it,
 * how to verify the signature in Node, Python or PHP, naming the endpoint's secret in force.
 */
export function WebhookTester({ endpoints, types, test, testUrl }: { endpoints: TesterEndpoint[]; types: WebhookEventType[]; test: TestAction; testUrl: TestUrlAction }) {
  const t = useTranslations("settings.endpoints");
  const id = useId();
  const sendable = endpoints.filter((endpoint) => endpoint.url);
  const [endpointId, setEndpointId] = useState(sendable[0]?.id ?? OTHER_URL);
  const [url, setUrl] = useState("");
  const [type, setType] = useState<WebhookEventType>(types[0] ?? "intent.status_changed");
  const [language, setLanguage] = useState<SnippetLanguage>("node");
  const [answer, setAnswer] = useState<{ result: WebhookTest & { secret?: string } } | Failure | null>(null);
  const [pending, start] = useTransition();
  const endpoint = endpoints.find((candidate) => candidate.id === endpointId);
  const result = answer && "result" in answer ? answer.result : null;
  const ok = result?.httpStatus !== null && result?.httpStatus !== undefined && result.httpStatus >= 200 && result.httpStatus < 300;
  return (
    <Card title={t("tester.heading")} id="tester-heading">
      <p className="text-sm text-slate-600">{t("tester.intro")}</p>
      <form
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        aria-busy={pending}
        onSubmit={(event) => {
          event.preventDefault();
          setAnswer(null);
          start(async () => setAnswer(endpointId === OTHER_URL ? await testUrl({ url, type }) : await test({ id: endpointId, type })));
        }}
      >
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("tester.endpoint")}
          <select name="endpoint" translate="no" value={endpointId} onChange={(event) => setEndpointId(event.target.value)} className={select}>
            {sendable.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.url}
                {candidate.description ? ` (${candidate.description})` : ""}
              </option>
            ))}
            <option value={OTHER_URL}>{t("tester.otherUrl")}</option>
          </select>
        </label>
        {endpointId === OTHER_URL && (
          <label className="min-w-0 text-sm font-medium text-slate-700 sm:col-span-3 sm:row-start-2">
            {t("tester.url")}
            <input
              name="url"
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://"
              translate="no"
              aria-invalid={!!(answer && "errors" in answer && answer.errors?.url)}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-sm aria-[invalid=true]:border-red-500 sm:min-h-9"
            />
            {answer && "errors" in answer && answer.errors?.url && <span className="mt-1 block text-xs text-red-700">{answer.errors.url}</span>}
          </label>
        )}
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("tester.type")}
          <select name="type" translate="no" value={type} onChange={(event) => setType(event.target.value as WebhookEventType)} className={`${select} font-mono`}>
            {types.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={pending || (endpointId === OTHER_URL && !url.trim())}
          className="min-h-11 whitespace-nowrap rounded-lg bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 sm:min-h-9"
        >
          {pending ? t("tester.sending") : t("tester.send")}
        </button>
      </form>

      <div aria-live="polite" data-testid="test-result">
        {answer && "error" in answer && (
          <p role="alert" className="text-sm text-red-700">
            {answer.error}
          </p>
        )}
        {result && !result.sent && <p className="text-sm text-slate-700">{t("tester.noUrl")}</p>}
        {result?.secret && (
          <p className="mb-2 text-sm text-slate-700">
            {t("tester.oneOffSecret")}{" "}
            <code data-testid="test-secret" className="break-all font-mono text-xs" translate="no">
              {result.secret}
            </code>
          </p>
        )}
        {result && result.sent && (
          <div className="space-y-3">
            {result.httpStatus !== null ? (
              <p data-testid="test-outcome" className={`text-sm font-medium ${ok ? "text-emerald-700" : "text-red-700"}`}>
                {t("tester.answered", { status: result.httpStatus, ms: result.latencyMs })}
                {ok ? ` ${t("tester.accepted")}` : ` ${t("tester.rejected")}`}
              </p>
            ) : (
              <div data-testid="test-outcome" role="alert" className="space-y-1 text-sm text-red-700">
                <p className="font-medium">{t(`failure.${result.failure ?? "connection"}`)}</p>
                {result.error && (
                  <p className="break-all font-mono text-xs text-slate-600" translate="no">
                    {result.error}
                  </p>
                )}
              </div>
            )}
            {Object.keys(result.headers).length > 0 && (
              <details>
                <summary className="cursor-pointer text-sm font-medium text-slate-700">{t("tester.headers", { count: Object.keys(result.headers).length })}</summary>
                <table className="mt-2 w-full text-left font-mono text-xs" translate="no">
                  <tbody>
                    {Object.entries(result.headers).map(([name, value]) => (
                      <tr key={name} className="border-t border-slate-100">
                        <th scope="row" className="py-1 pr-3 font-medium text-slate-600">
                          {name}
                        </th>
                        <td className="break-all py-1">{value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            )}
            {result.response !== null && (
              <div>
                <p className="text-xs uppercase tracking-wide text-slate-500">{t("tester.body")}</p>
                <pre data-testid="test-body" className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 font-mono text-xs ring-1 ring-slate-200" translate="no">
                  {result.response || t("tester.emptyBody")}
                </pre>
              </div>
            )}
          </div>
        )}
      </div>

      <div className="space-y-2">
        <div role="tablist" aria-label={t("tester.verify")} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700">{t("tester.verify")}</span>
          {SNIPPET_LANGUAGES.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              id={`${id}-${candidate}`}
              aria-selected={language === candidate}
              aria-controls={`${id}-snippet`}
              onClick={() => setLanguage(candidate)}
              className="min-h-11 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300 aria-selected:bg-slate-900 aria-selected:text-white sm:min-h-9"
            >
              {t(`tester.languages.${candidate}`)}
            </button>
          ))}
        </div>
        <pre id={`${id}-snippet`} role="tabpanel" aria-labelledby={`${id}-${language}`} data-testid="snippet" className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100" translate="no">
          {verificationSnippet(language, endpoint?.secretId ?? null)}
        </pre>
      </div>
    </Card>
  );
}
