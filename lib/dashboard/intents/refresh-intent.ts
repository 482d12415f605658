import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { readIntent } from "./read-intent";

/**
 * "Check with the service" on an intent's page: a pass of the sync, waited for (whatever the service
 * has committed by now is in the copy after it). Answers whether the intent's status changed; fails
 * as the payment API being unreachable when the pass could not be made, and as not found when the
 * service does not know the intent.
 */
export async function refreshIntent(store: Store, id: string): Promise<boolean> {
  const known = await readIntent(store, id);
  const before = known.kind === "found" ? known.view : null;
  const read = await readIntent(store, id, { sync: "always", waitMs: 10_000 });
  if (read.kind === "unknown") throw new AppError("intent_not_found");
  if (read.kind === "unavailable" || (read.synced && !read.synced.ok)) throw new AppError(read.kind === "unavailable" && read.code === "database_unavailable" ? "database_unavailable" : "payment_api_unavailable");
  return read.view.seq !== (before?.seq ?? 0);
}
