import type { DisplayGroup } from "../../contract/statuses";

/** What a figure of a report counts, as the payments list filters it. */
export type PaymentsSelection = { from: string; to: string; group?: DisplayGroup; status?: string; payment?: string; branch?: string; terminal?: string };

const ORDER = ["group", "status", "payment", "branch", "terminal", "from", "to"] as const;

/** The payments list (`/intents?…`) showing exactly the payments a figure counts, its parameters in a fixed order. */
export function paymentsListHref(selection: PaymentsSelection): string {
  return `/intents?${new URLSearchParams(ORDER.flatMap((key) => (selection[key] ? [[key, selection[key]]] : [])))}`;
}
