import { queryOptions } from "@tanstack/react-query";
import { callDashboard } from "@/lib/dashboard/json-api/dashboard-client";

/** A sale's ticket lines with what each has given back (the refund by line): one factory for fetching and invalidation. */
export const saleLinesKey = (id: string) => ["sales", "lines", id] as const;

export function saleLinesOptions(id: string) {
  return queryOptions({ queryKey: saleLinesKey(id), queryFn: () => callDashboard("sales.lines", { params: { id } }) });
}
