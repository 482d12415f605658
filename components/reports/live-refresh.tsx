"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useLive, useLivePhase } from "@/components/live-updates";

/** At most one refresh in flight per this many milliseconds: a burst of payments is one re-render, not fifty. */
const COALESCE_MS = 300;
const POLL_MS = 5_000;

/**
 * Keeps a server-rendered report current while it is open: every live change of a payment (the
 * dashboard's server-sent events, see components/live-updates.tsx) re-renders the page's server
 * part in place (router.refresh: the figures are read again, what is typed or chosen stays), within
 * ~0.3 s of the change. While changes cannot reach the page it refreshes every 5 s (when the server
 * answers), and once when they can again.
 */
export function LiveRefresh() {
  const t = useTranslations("reports.live");
  const live = useTranslations("live");
  const phase = useLivePhase();
  const router = useRouter();
  const { connected, lastChange } = useLive();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wasConnected = useRef(connected);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A refresh the server cannot answer makes Next.js load the whole page instead, and a browser
  // left open while the server is away would end on its "cannot be reached" page for good: while
  // not live, the server is asked first whether it answers (a refresh is made only when it does).
  const refresh = useCallback(
    async (probe: boolean) => {
      if (probe) {
        const answered = await fetch("/api/health", { cache: "no-store" }).then(
          (response) => response.status < 500,
          () => false,
        );
        if (!answered) return;
      }
      router.refresh();
    },
    [router],
  );

  useEffect(() => {
    if (!lastChange || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refresh(false);
    }, COALESCE_MS);
  }, [lastChange, refresh]);

  useEffect(() => {
    if (connected && !wasConnected.current) void refresh(false); // whatever changed while it was not live
    wasConnected.current = connected;
    if (connected) return;
    const poll = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(poll);
  }, [connected, refresh]);

  return (
    <p role="status" className="inline-flex items-center gap-2 text-xs text-slate-600 print:hidden" data-testid="report-live" data-connected={connected} data-phase={phase}>
      <span aria-hidden className={`size-2 rounded-full ${connected ? "bg-emerald-500" : phase === "reconnecting" ? "motion-safe:animate-pulse bg-amber-500" : "bg-slate-300"}`} />
      {/* before the first connection (a moment on every load) nothing alarming: a neutral dot, words for screen readers */}
      {connected ? t("on") : phase === "reconnecting" ? t("off") : <span className="sr-only">{live("connecting")}</span>}
    </p>
  );
}
