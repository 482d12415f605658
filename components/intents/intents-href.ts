import type { IntentFilters } from "@/lib/dashboard/intent-filters";

/** The order filters appear in a payments list URL (a stable URL for the same filters). */
const ORDER = ["q", "group", "status", "refunded", "payment", "from", "to", "branch", "terminal"] as const;

/** The payments list with these filters (empty values left out): `/intents?group=authorized,failed&q=cafe`. */
export function intentsHref(filters: Omit<IntentFilters, "cursor">): string {
  const params = new URLSearchParams(ORDER.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));
  // Commas separate list values: kept readable in the address bar.
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `/intents?${query}` : "/intents";
}
