import type { Store } from "../../db/store";
import { readIntent, type IntentView } from "./read-intent";

/** How long after the service entered a status its webhook may take before the dashboard calls its webhooks late. */
const LATE_AFTER_MS = 5_000;

export type CheckedIntent = {
  status: string;
  code: number;
  reason: string | null;
  /** a status the service entered more than 5 s ago has come through the feed but not as a webhook: this dashboard's webhooks are late or lost */
  late: boolean;
};

/** Whether a status the service entered more than 5 s before `now` has not come as a webhook (the feed brought it). */
function webhooksLate(view: IntentView, now: number): boolean {
  const heard = Math.max(0, ...view.events.filter((event) => event.source === "webhook").map((event) => event.seq));
  return view.events.some((event) => event.seq > heard && event.at !== event.received && now - Date.parse(event.at) > LATE_AFTER_MS);
}

/**
 * Where an intent stands for the till, which does not rely on webhooks alone: the copy, brought up
 * to date by a pass of the sync unless it is complete (a missed webhook never leaves a customer's
 * payment unseen), and whether this dashboard's webhooks for it are late. A pass that failed is the
 * answer (the till says it cannot check), as is an intent the service does not know.
 */
export async function checkIntent(store: Store, id: string): Promise<{ kind: "checked"; intent: CheckedIntent } | { kind: "unknown" } | { kind: "unavailable"; code: string; status: number }> {
  const read = await readIntent(store, id, { sync: "if-incomplete", waitMs: 5_000 });
  if (read.kind !== "found") return read;
  if (read.synced && !read.synced.ok) return { kind: "unavailable", code: read.synced.code ?? "payment_api_unavailable", status: read.synced.status ?? 502 };
  const { view } = read;
  return { kind: "checked", intent: { status: view.status, code: view.code, reason: view.reason, late: webhooksLate(view, Date.now()) } };
}
