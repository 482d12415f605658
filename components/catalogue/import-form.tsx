"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormat } from "@/components/format-provider";
import { DASHBOARD_OPERATIONS, type DashboardAnswerData } from "@/lib/dashboard/json-api/dashboard-operations";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";

type Report = DashboardAnswerData<"catalogue.import">;

const button = "inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50";

/** Sends the file to the import route (multipart) and answers its report, or why it could not. */
async function send(file: File, skipInvalid: boolean): Promise<{ report: Report } | { error: { code: string | null; status: number } }> {
  const form = new FormData();
  form.set("file", file);
  form.set("skipInvalid", String(skipInvalid));
  const response = await fetch(dashboardPath("catalogue.import"), { method: "POST", body: form, headers: { accept: "application/json" }, cache: "no-store" });
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: unknown } | null;
  if (!body || body.code !== 200) return { error: { code: typeof body?.message === "string" ? body.message : null, status: response.status } };
  const parsed = DASHBOARD_OPERATIONS["catalogue.import"].answer.schema.safeParse(body.data);
  return parsed.success ? { report: parsed.data } : { error: { code: null, status: response.status } };
}

/**
 * Catalogue → import: a CSV file is checked whole first. A file with bad rows imports nothing and
 * the report lists them (line, column, why); the owner then fixes the file and uploads it again, or
 * chooses to import exactly its valid rows (a second, explicit step, `skipInvalid`). Owners only.
 */
export function ImportForm({ maxRows }: { maxRows: number }) {
  const t = useTranslations("catalogue.import");
  const f = useFormat();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"check" | "valid" | null>(null);

  async function run(skipInvalid: boolean) {
    if (!file) {
      setError(t("chooseFile"));
      return;
    }
    setPending(skipInvalid ? "valid" : "check");
    setError(null);
    try {
      const answer = await send(file, skipInvalid);
      if ("error" in answer) {
        setReport(null);
        setError(t("failed", { error: f.error(answer.error.code ?? "internal_error", answer.error.status) }));
        return;
      }
      setReport(answer.report);
      if (answer.report.committed) router.refresh();
    } catch {
      setError(t("network"));
    } finally {
      setPending(null);
    }
  }

  const imported = report ? report.created + report.updated + report.unchanged : 0;
  return (
    <section aria-labelledby="import-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="import-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">{t("body")}</p>
      <p className="max-w-3xl text-sm text-slate-600">{t("rule")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(false);
        }}
      >
        <label className="min-w-0 text-sm font-medium text-slate-700">
          {t("file", { rows: maxRows })}
          <input
            type="file"
            name="file"
            accept=".csv,text/csv,text/plain"
            data-testid="import-file"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
            className="mt-1 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
          />
        </label>
        <button type="submit" disabled={pending !== null} data-testid="import-submit" className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}>
          {pending === "check" ? t("submitting") : t("submit")}
        </button>
      </form>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {report?.fileProblem && (
        <p role="alert" data-testid="import-file-problem" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {report.fileProblem.message}
        </p>
      )}
      {report && !report.fileProblem && report.committed && (
        <div role="status" className="space-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p data-testid="import-count" data-count={imported}>
            {t("imported", { count: imported, created: report.created, updated: report.updated, unchanged: report.unchanged })}
          </p>
          {report.invalid > 0 && <p>{t("skipped", { count: report.invalid })}</p>}
        </div>
      )}
      {report && !report.fileProblem && !report.committed && report.invalid > 0 && (
        <div role="alert" className="space-y-3 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-950">
          <p className="font-medium" data-testid="import-summary">
            {t("problems", { count: report.invalid })}
          </p>
          <p>{t("validRows", { count: report.valid })}</p>
          {report.valid > 0 && (
            <button type="button" disabled={pending !== null} onClick={() => void run(true)} data-testid="import-valid-rows" className={`${button} border border-amber-400 bg-white text-amber-950 hover:bg-amber-100`}>
              {pending === "valid" ? t("importingValid") : t("importValid", { count: report.valid })}
            </button>
          )}
        </div>
      )}
      {report && report.problems.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm" data-testid="import-report">
            <caption className="sr-only">{t("reportCaption")}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("line")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("column")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("problem")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.problems.map((problem) => (
                <tr key={`${problem.line}-${problem.column ?? ""}`} data-testid="import-error-row" data-line={problem.line} data-column={problem.column ?? ""}>
                  <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                  <td className="px-3 py-2">{problem.columnName ?? t("wholeRow")}</td>
                  <td className="px-3 py-2">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.problemCount > report.problems.length && <p className="px-3 py-2 text-sm text-slate-600">{t("more", { count: report.problemCount - report.problems.length })}</p>}
        </div>
      )}
    </section>
  );
}
