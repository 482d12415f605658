"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useLiveConnected } from "../live-updates";

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * What a cashier must know about the data on screen: the tablet is offline, live updates are down (the till is asking the
 * payment service itself every 2 s), or the dashboard learnt of a payment late (its webhooks are
 * late or lost: an owner should look at Settings).
 */
export function TillWarnings({ late }: { late: boolean }) {
  const t = useTranslations("till.warnings");
  const connected = useLiveConnected();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online && connected && !late) return null;
  return (
    <p role="alert" data-testid="till-stale" className="rounded-xl bg-amber-100 px-4 py-3 text-base text-amber-950 ring-1 ring-amber-300">
      {!online ? t("offline") : !connected ? t("notLive") : t("late")}
    </p>
  );
}
