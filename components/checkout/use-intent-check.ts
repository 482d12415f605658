"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { FAMILIES, isFinalStatus, isStatus, STATUS_TABLE } from "@/lib/contract/statuses";
import type { CheckedIntent } from "@/lib/dashboard/intents/check-intent";
import { callDashboard } from "@/lib/dashboard/json-api/dashboard-client";
import { useLive } from "../live-updates";
import { intentKeys } from "../intents/queries";

/** How far along its family's path a status is (final statuses last): the newer of two sources wins. */
function rank(status: string): number {
  if (!isStatus(status)) return -1;
  if (isFinalStatus(status)) return 100;
  return FAMILIES[STATUS_TABLE[status].payment].path.indexOf(status);
}

/**
 * Where the till's own intent stands. The payment API is asked directly (through the dashboard's
 * check route): at once, every 2 s while the live stream is down, every 10 s while it is live, and
 * whenever the tablet comes back online or to the foreground; a live change for the intent is shown
 * at once (its final status and reason too) and asks the API again. So a payment made while the dashboard's webhooks were lost,
 * or while the tablet was offline, still reaches the screen.
 */
export function useIntentCheck(intent: string) {
  const { connected, lastChange } = useLive();
  const query = useQuery({
    queryKey: [...intentKeys.detail(intent), "check"] as const,
    queryFn: (): Promise<CheckedIntent> => callDashboard("intents.check", { params: { id: intent } }),
    refetchInterval: (q) => (q.state.data && isFinalStatus(q.state.data.status) ? false : connected ? 10_000 : 2_000),
    refetchOnReconnect: "always",
    refetchOnWindowFocus: "always",
    retry: true,
    retryDelay: 1_000,
  });
  const checked = query.data;
  const live = lastChange?.intent === intent ? lastChange : null;
  const ahead = !!live && rank(live.status) > rank(checked?.status ?? "");
  // A live change that came while a check was on its way is newer than that check's answer: ask again.
  const { isFetching, refetch } = query;
  useEffect(() => {
    if (ahead && !isFetching) void refetch();
  }, [ahead, isFetching, refetch]);
  const status = ahead ? live.status : (checked?.status ?? null);
  // A final status is shown as soon as either source has it: a live change (a signed webhook the
  // dashboard verified, with its reason) or the API's own answer.
  const liveFinal = ahead && isFinalStatus(live.status) ? live : null;
  const final = useMemo(
    () => (liveFinal ? { status: liveFinal.status, code: liveFinal.code, reason: liveFinal.reason ?? null } : checked && isFinalStatus(checked.status) ? checked : null),
    [liveFinal, checked],
  );
  return { status, final, late: checked?.late ?? false, checking: isFetching, failing: query.failureCount > 0 };
}
