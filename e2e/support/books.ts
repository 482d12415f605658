import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { parseCsv } from "../../lib/testing/parse-csv";
import type { BurstPayment } from "./pos-burst";
import { signInApi } from "./session";

/** A signed-in owner's HTTP client of a dashboard (its cookie kept). */
export async function ownerClient(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await signInApi(request, "owner");
  return request;
}

/** What is wrong with a dashboard's CSV export against the payments the service answered for. */
export type CsvGaps = { rows: number; missing: number; withoutAmount: number; wrong: number; examples: string[] };

/**
 * The dashboard's CSV export of every payment compared with the payments made: each one there,
 * with the amount, branch and terminal the service holds, and a paid one authorized.
 */
export async function csvGaps(owner: APIRequestContext, payments: BurstPayment[]): Promise<CsvGaps> {
  const response = await owner.get("/api/dashboard/intents/export");
  expect(response.status()).toBe(200);
  const [header, ...rows] = parseCsv(await response.text());
  const col = (name: string) => header!.indexOf(name);
  const byId = new Map(rows.map((row) => [row[col("id")]!, row]));
  const gaps: CsvGaps = { rows: rows.length, missing: 0, withoutAmount: 0, wrong: 0, examples: [] };
  for (const payment of payments) {
    const row = byId.get(payment.intent);
    const problem = !row
      ? "missing"
      : !row[col("amount")]
        ? "withoutAmount"
        : row[col("amount")] !== payment.amount || row[col("branch")] !== payment.branch || row[col("terminal")] !== payment.terminal || (payment.paid !== (row[col("status_group")] === "authorized"))
          ? "wrong"
          : null;
    if (!problem) continue;
    gaps[problem]++;
    if (gaps.examples.length < 5) gaps.examples.push(`${payment.intent}: ${problem} ${row ? JSON.stringify({ amount: row[col("amount")], branch: row[col("branch")], status: row[col("status")] }) : ""}`);
  }
  return gaps;
}

/**
 * Polls the CSV until it holds every payment as the service does. Answers when the read that showed
 * it complete was asked (`ms` after `since`: the copy was complete then at the latest) and when its
 * answer had arrived (`answeredMs`: a CSV of thousands of rows from a busy server takes seconds to
 * download, which is not the copy's lag), with the last gaps seen. No read is asked after `withinMs`.
 */
export async function csvComplete(owner: APIRequestContext, payments: BurstPayment[], since: number, withinMs: number): Promise<{ ms: number; answeredMs: number; gaps: CsvGaps }> {
  let asked = Date.now();
  let gaps = await csvGaps(owner, payments);
  while (gaps.missing + gaps.withoutAmount + gaps.wrong > 0 && Date.now() - since < withinMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    asked = Date.now();
    gaps = await csvGaps(owner, payments);
  }
  return { ms: asked - since, answeredMs: Date.now() - since, gaps };
}

/** A sum of decimal strings, exact (cents). */
export function sumAmounts(amounts: string[]): string {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** An amount as the dashboard writes it in English: "MXN 1,234.50". */
export const moneyEn = (amount: string) => new Intl.NumberFormat("en", { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(Number(amount));
