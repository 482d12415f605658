import { infiniteQueryOptions, queryOptions, replaceEqualDeep } from "@tanstack/react-query";
import type { IntentFilters } from "@/lib/dashboard/intent-filters";
import { callDashboard, DashboardApiError } from "@/lib/dashboard/json-api/dashboard-client";
import type { DashboardAnswerData } from "@/lib/dashboard/json-api/dashboard-operations";
import { mergeIntent } from "./merge-intent";

/** One factory per query: the same keys for fetching, live updates and invalidation. */
export const intentKeys = {
  all: ["intents"] as const,
  lists: () => [...intentKeys.all, "list"] as const,
  list: (filters: IntentFilters) => [...intentKeys.lists(), filters] as const,
  detail: (id: string) => [...intentKeys.all, "detail", id] as const,
  tills: () => [...intentKeys.all, "till"] as const,
  till: (id: string) => [...intentKeys.tills(), id] as const,
};

/** A page of the list as the table keeps it (the filters it could not apply are the page's business, read on the server). */
type IntentPage = Pick<DashboardAnswerData<"intents.list">, "rows" | "nextCursor">;
type IntentView = DashboardAnswerData<"intents.get">;

type Pages = { pages: IntentPage[]; pageParams: unknown[] };

/**
 * Live changes and refetches race: a refetch that started before a change arrived may answer after
 * it. Merging by sequence number (mergeIntent) keeps every row at the newest status either source has seen.
 */
function keepNewestRows(old: unknown, next: unknown): unknown {
  const before = old as Pages | undefined;
  const after = next as Pages;
  if (!before?.pages || !after?.pages) return next;
  const seen = new Map(before.pages.flatMap((page) => page.rows.map((row) => [row.id, row] as const)));
  const merged = {
    ...after,
    pages: after.pages.map((page) => ({ ...page, rows: page.rows.map((row) => mergeIntent(seen.get(row.id), row) ?? row) })),
  };
  return replaceEqualDeep(old, merged);
}

/** The same for one intent: an answer older than what is shown (a refetch overtaken by a newer one) is not applied. */
function keepNewest<T extends { status: string; code: number; seq: number }>(old: unknown, next: unknown): unknown {
  return replaceEqualDeep(old, mergeIntent(old as T | null | undefined, next as T | null | undefined));
}

export function intentListOptions(filters: Omit<IntentFilters, "cursor">) {
  return infiniteQueryOptions({
    structuralSharing: keepNewestRows,
    queryKey: intentKeys.list(filters),
    queryFn: ({ pageParam }): Promise<IntentPage> => {
      const query = Object.fromEntries(Object.entries({ ...filters, cursor: pageParam ?? undefined }).filter((e): e is [string, string] => !!e[1]));
      return callDashboard("intents.list", { query });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function intentDetailOptions(id: string) {
  return queryOptions({
    queryKey: intentKeys.detail(id),
    queryFn: () => callDashboard("intents.get", { params: { id } }),
    structuralSharing: keepNewest<IntentView>,
  });
}

/** The till's view of one intent: its status as the dashboard knows it, or null until the first webhook arrived. */
export function intentStatusOptions(id: string) {
  return queryOptions({
    queryKey: [...intentKeys.detail(id), "status"] as const,
    queryFn: async () => {
      const view = await callDashboard("intents.get", { params: { id } }).catch((error: unknown) => {
        if (error instanceof DashboardApiError && error.status === 404) return null;
        throw error;
      });
      if (!view) return null;
      return { status: view.status, code: view.code, reason: view.reason, seq: view.seq };
    },
    structuralSharing: keepNewest<{ status: string; code: number; seq: number; reason: string | null }>,
  });
}
