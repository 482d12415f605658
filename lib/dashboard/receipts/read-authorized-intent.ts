import { statusInfo } from "../../contract/statuses";
import type { Store } from "../../db/store";
import { log } from "../../log";
import { readIntent, type IntentView } from "../intents/read-intent";

/**
 * The intent if its payment is authorized (a receipt exists from then on), else null. The copy is
 * brought up to date by a pass of the sync first unless it is complete (final, with its fields,
 * items and the service's time of payment). When the service cannot be reached, an authorized copy
 * with its fields is used as it is; an intent the copy does not know then cannot be told (thrown).
 */
export async function readAuthorizedIntent(store: Store, intent: string, sync: "if-incomplete" | "always" = "if-incomplete"): Promise<IntentView | null> {
  const read = await readIntent(store, intent, { sync });
  if (read.kind === "unknown") return null;
  if (read.kind === "unavailable") throw new Error(`the intent cannot be read now: ${read.code}`);
  if (read.synced && !read.synced.ok) log.warn("dashboard.receipt_copy_not_refreshed", { intent, error: read.synced.code });
  const { view } = read;
  return statusInfo(view.status).group === "authorized" && view.detailed ? view : null;
}
