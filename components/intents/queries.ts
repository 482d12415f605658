import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { IntentFilters } from "@/lib/merchant/intent-filters";
import type { IntentPage } from "@/lib/merchant/list-intents";
import type { IntentView } from "@/lib/merchant/get-intent-view";

/** One factory per query: the same keys for fetching, live updates and invalidation. */
export const intentKeys = {
  all: ["intents"] as const,
  lists: () => [...intentKeys.all, "list"] as const,
  list: (filters: IntentFilters) => [...intentKeys.lists(), filters] as const,
  detail: (id: string) => [...intentKeys.all, "detail", id] as const,
};

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(body.message);
  return body.data;
}

export function intentListOptions(filters: Omit<IntentFilters, "cursor">) {
  return infiniteQueryOptions({
    queryKey: intentKeys.list(filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(Object.entries({ ...filters, cursor: pageParam ?? undefined }).filter((e): e is [string, string] => !!e[1]));
      return getJson<IntentPage>(`/api/dashboard/intents?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function intentDetailOptions(id: string) {
  return queryOptions({ queryKey: intentKeys.detail(id), queryFn: () => getJson<IntentView>(`/api/dashboard/intents/${encodeURIComponent(id)}`) });
}

/** The till's view of one intent: its status as the dashboard knows it, or null until the first webhook arrived. */
export function intentStatusOptions(id: string) {
  return queryOptions({
    queryKey: [...intentKeys.detail(id), "status"] as const,
    queryFn: async () => {
      const response = await fetch(`/api/dashboard/intents/${encodeURIComponent(id)}`, { cache: "no-store" });
      if (response.status === 404) return null;
      const body = (await response.json()) as { code: number; message: string; data: IntentView };
      if (body.code !== 200) throw new Error(body.message);
      return { status: body.data.status, code: body.data.code, reason: body.data.reason };
    },
  });
}
