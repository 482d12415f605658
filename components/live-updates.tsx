"use client";

import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import type { IntentPage } from "@/lib/dashboard/intents/list-intents";
import type { LiveChange } from "@/lib/dashboard/live-bus";
import { dashboardPath } from "@/lib/dashboard/json-api/dashboard-client";
import { mergeIntent } from "./intents/merge-intent";
import { intentKeys } from "./intents/queries";

/**
 * `connected`: changes arrive as they happen. `dropped`: they did, or the first try failed, or the
 * stream has not connected within LIVE_GRACE_MS, and now do not (the page polls meanwhile); before
 * the stream first opens, for at most that long, the page is neither (connecting): nothing is
 * interrupted yet, and no page warns about it.
 */
type LiveState = { connected: boolean; dropped: boolean; lastChange: LiveChange | null };
const CONNECTING: LiveState = { connected: false, dropped: false, lastChange: null };

/**
 * How long a page's first connection may take before it counts as dropped. A stream opens in a few
 * hundred milliseconds on a shop's network (the server answers its headers at once); one that has
 * neither opened nor failed after 10 s is held somewhere (a proxy that buffers it, a network that
 * lost the request), and the cashier must know the till is asking the service itself meanwhile. A
 * stream that fails (refused, the server away) counts as dropped at once, without waiting.
 */
export const LIVE_GRACE_MS = 10_000;

/** What the live badge says: connecting (before the first connection: nothing alarming), live, or reconnecting (a stream that was open and dropped). */
export type LivePhase = "connecting" | "live" | "reconnecting";
const phaseOf = (state: LiveState): LivePhase => (state.connected ? "live" : state.dropped ? "reconnecting" : "connecting");

/**
 * The page's live state, outside React's tree: a change reaches only the components that are
 * mounted and read it. As a context value it would also reach a part of the page the server has
 * streamed but React has not placed yet (it waits for the next frame), and React would discard
 * that part and render it again in the browser, two copies in one document for a moment.
 */
function createLiveStore() {
  let state = CONNECTING;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update: (state: LiveState) => LiveState) {
      const next = update(state);
      if (next.connected === state.connected && next.dropped === state.dropped && next.lastChange === state.lastChange) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
type LiveStore = ReturnType<typeof createLiveStore>;
const LiveContext = createContext<LiveStore>(createLiveStore());
const serverState = () => CONNECTING;

/** The page's live state: whether changes arrive as they happen, and the last one that did. */
export function useLive(): LiveState {
  const store = useContext(LiveContext);
  return useSyncExternalStore(store.subscribe, store.get, serverState);
}

/** Connecting, live or reconnecting (re-renders only when that changes, not on every change). */
export function useLivePhase(): LivePhase {
  const store = useContext(LiveContext);
  return useSyncExternalStore(store.subscribe, () => phaseOf(store.get()), () => "connecting");
}

/**
 * Whether live updates are interrupted: the stream was open and dropped, it was refused, or it has
 * not opened within the grace period. Not while a page is still connecting on load (the till's
 * warning flashed on every load before the stream first opened).
 */
export function useLiveInterrupted(): boolean {
  return useLivePhase() === "reconnecting";
}

/** Whether changes arrive as they happen (re-renders only when that flips, not on every change). */
export function useLiveConnected(): boolean {
  const store = useContext(LiveContext);
  return useSyncExternalStore(store.subscribe, () => store.get().connected, () => false);
}

/**
 * Keeps every open page current: a server-sent-events stream of intent changes feeds the
 * react-query cache (a known row's badge changes in place; an unknown intent, or one whose fields
 * have just become known, refetches the lists, at most every 400 ms; an open detail refetches). The page counts as live only while the stream is open AND the server
 * says changes can reach it (`event: state`, false while its database LISTEN connection is lost);
 * otherwise queries poll (see `useLive`). Each time it becomes live again, or the tablet wakes up,
 * everything is refetched once to catch up. A stream the server refused (a 503 during a database
 * outage) is not retried by the browser itself: it is reopened here, with backoff.
 */
export function LiveUpdates({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(createLiveStore);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let delay = 2000;
    let open = false;
    let listening = false;
    // Not live after having been (or after a first try that failed): reconnecting, not connecting.
    const publish = () => store.set((s) => ({ ...s, connected: open && listening, dropped: s.dropped || (s.connected && !(open && listening)) }));
    const fail = () => store.set((s) => ({ ...s, connected: false, dropped: true }));
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: intentKeys.all });
    // Lists read again for rows they cannot patch in place (an intent they do not show, or one whose
    // amount and branch have just become known): once per 400 ms however many changes arrive, so a
    // burst of payments is a few refetches, not one per payment.
    let listsTimer: ReturnType<typeof setTimeout> | undefined;
    const refetchLists = () => {
      listsTimer ??= setTimeout(() => {
        listsTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: intentKeys.lists() });
      }, 400);
    };

    const connect = () => {
      clearTimeout(reopen);
      source?.close();
      source = new EventSource(dashboardPath("live.stream"));
      source.onopen = () => {
        open = true;
        delay = 2000;
        publish();
      };
      source.addEventListener("state", (event) => {
        const next = (JSON.parse((event as MessageEvent).data as string) as { listening: boolean }).listening;
        // Whatever changed between the page's render (or the last time it was live) and now.
        if (next && !listening) catchUp();
        listening = next;
        if (next) publish();
        else fail(); // open, but the server cannot pass changes on
      });
      source.onerror = () => {
        open = false;
        listening = false;
        fail();
        if (source?.readyState === EventSource.CLOSED) {
          reopen = setTimeout(connect, delay);
          delay = Math.min(delay * 2, 10_000);
        }
      };
      source.onmessage = (message) => {
        const change = JSON.parse(message.data as string) as LiveChange;
        let known = false;
        queryClient.setQueriesData<InfiniteData<IntentPage>>({ queryKey: intentKeys.lists() }, (data) => {
          if (!data) return data;
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.map((row) => {
                if (row.id !== change.intent) return row;
                known = true;
                return mergeIntent(row, { status: change.status, code: change.code, seq: change.seq, reason: change.reason ?? null });
              }),
            })),
          };
        });
        // a drawer's movement is no row of any list (its figures are the reports', refreshed by lastChange)
        // a refund moves a row's money (Refunded, Partly refunded): its list is read again
        if ((!known && change.status !== "drawer") || change.filled || change.refund) refetchLists();
        void queryClient.invalidateQueries({ queryKey: intentKeys.detail(change.intent) });
        void queryClient.invalidateQueries({ queryKey: intentKeys.tills() });
        store.set((s) => ({ ...s, lastChange: change }));
      };
    };
    connect();
    // A first connection that neither opened nor failed within the grace period: as good as dropped.
    const grace = setTimeout(() => store.set((s) => (s.connected ? s : { ...s, dropped: true })), LIVE_GRACE_MS);
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      catchUp();
      if (source?.readyState === EventSource.CLOSED) connect();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(grace);
      clearTimeout(reopen);
      clearTimeout(listsTimer);
      source?.close();
    };
  }, [queryClient, store]);

  return <LiveContext.Provider value={store}>{children}</LiveContext.Provider>;
}

/** Whether this page is live or polling, in words (the dot's colour alone says nothing to everyone). */
export function LiveIndicator() {
  const t = useTranslations("live");
  const phase = useLivePhase();
  const connected = phase === "live";
  return (
    <span
      role="status"
      title={phase === "reconnecting" ? `${t("reconnecting")} (${t("polling")})` : undefined}
      data-testid="live-indicator"
      data-connected={connected}
      data-phase={phase}
      className="inline-flex items-center gap-2 text-xs text-slate-600"
    >
      <span aria-hidden className={`size-2 rounded-full ${connected ? "bg-emerald-500" : phase === "reconnecting" ? "bg-amber-500 motion-safe:animate-pulse" : "bg-slate-300"}`} />
      {connected ? (
        t("live")
      ) : phase === "connecting" ? (
        // Before the first connection (a few hundred ms on every load): a neutral dot, the words for screen readers only.
        <span className="sr-only">{t("connecting")}</span>
      ) : (
        <>
          {t("reconnecting")}
          {/* What still happens meanwhile: said in full to screen readers and on wide screens; the bar is one row */}
          <span className="sr-only 2xl:not-sr-only">
            {" ("}
            {t("polling")}
            {")"}
          </span>
        </>
      )}
    </span>
  );
}
