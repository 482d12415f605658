import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import type { IntentPage } from "@/lib/dashboard/list-intents";
import type { IntentView } from "@/lib/dashboard/get-intent-view";

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

type Pages = { pages: IntentPage[]; pageParams: unknown[] };

/**
 * Live changes and refetches race: a refetch that started before a change arrived may answer after
 * it. Merging by sequence number keeps every row at the newest status either source has seen.
 */
function keepNewestRows(old: unknown, next: unknown): unknown {
  const before = old as Pages | undefined;
  const after = next as Pages;
  if (!before?.pages || !after?.pages) return next;
  const seen = new Map(before.pages.flatMap((page) => page.rows.map((row) => [row.id, row] as const)));
  return {
    ...after,
    pages: after.pages.map((page) => ({
      ...page,
      rows: page.rows.map((row) => {
        const known = seen.get(row.id);
        return known && known.seq > row.seq ? { ...row, status: known.status, code: known.code, seq: known.seq } : row;
      }),
    })),
  };
}

export function intentListOptions(filters: Omit<IntentFilters, "cursor">) {
  return infiniteQueryOptions({
    structuralSharing: keepNewestRows,
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
  return queryOptions({
    queryKey: intentKeys.detail(id),
    queryFn: () => getJson<IntentView>(`/api/dashboard/intents/${encodeURIComponent(id)}`),
    // an answer older than what is shown (a refetch overtaken by a newer one) is not applied
    structuralSharing: (old: unknown, next: unknown) => ((old as IntentView | undefined)?.seq ?? 0) > (next as IntentView).seq ? old : next,
  });
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
      return { status: body.data.status, code: body.data.code, reason: body.data.reason, seq: body.data.seq };
    },
    structuralSharing: (old: unknown, next: unknown) => (((old as { seq: number } | null)?.seq ?? 0) > ((next as { seq: number } | null)?.seq ?? 0) ? old : next),
  });
}
