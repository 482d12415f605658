import { isIntentId } from "../contract/ids";
import type { Database } from "../db/client";
import { isDatabaseUnavailable } from "../db/database-errors";
import { fillIntentFromApi } from "./fill-intent-from-api";
import { getIntentView, type IntentView } from "./get-intent-view";
import { PaymentApiError, type PaymentApi } from "./payment-api";

/**
 * What the intent page can show for an id: the intent (`lookedUp` when the dashboard did not know
 * it and has just read it from the payment API), no such intent, or why it cannot tell now (the
 * code and HTTP status of the failure, for the page to word).
 */
export type FoundIntent =
  | { kind: "found"; view: IntentView; lookedUp: boolean }
  | { kind: "unknown" }
  | { kind: "unavailable"; code: string; status: number };

/** The payment API not reached or too slow (fetch's own failures, not an answer of the API). */
function unreachable(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError" || (error instanceof TypeError && /fetch failed/i.test(error.message)));
}

function unavailable(error: unknown): FoundIntent {
  if (isDatabaseUnavailable(error)) return { kind: "unavailable", code: "database_unavailable", status: 503 };
  if (error instanceof PaymentApiError) return { kind: "unavailable", code: error.code, status: error.httpStatus };
  if (unreachable(error)) return { kind: "unavailable", code: "payment_api_unavailable", status: 502 };
  throw error;
}

/**
 * An intent for its page: the dashboard's copy when it has one; otherwise the payment API is asked
 * (GET /payment/{intent}) and what it answers is stored as the dashboard's copy (fields, items and
 * history, as for an intent a point of sale created straight on the API), then shown. An id that
 * cannot be an intent id is not looked up; one the API does not know (404) is unknown.
 */
export async function findIntentView(db: Database, api: Pick<PaymentApi, "detail">, id: string): Promise<FoundIntent> {
  if (!isIntentId(id)) return { kind: "unknown" };
  try {
    const known = await getIntentView(db.prisma, id);
    if (known) return { kind: "found", view: known, lookedUp: false };
    let detail;
    try {
      detail = await api.detail(id);
    } catch (error) {
      if (error instanceof PaymentApiError && error.httpStatus === 404) return { kind: "unknown" };
      throw error;
    }
    await fillIntentFromApi(db, api, id, detail);
    const view = await getIntentView(db.prisma, id);
    return view ? { kind: "found", view, lookedUp: true } : { kind: "unknown" };
  } catch (error) {
    return unavailable(error);
  }
}
