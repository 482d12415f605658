"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useLiveInterrupted } from "../live-updates";

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
 * late or lost: an owner should look at Settings). Live updates still connecting on load are not
 * "down" (`useLiveInterrupted`): the warning waits until they dropped, were refused or did not
 * connect within the grace period.
 */
export function TillWarnings({ late }: { late: boolean }) {
  const t = useTranslations("till.warnings");
  const interrupted = useLiveInterrupted();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online && !interrupted && !late) return null;
  return (
    <p role="alert" data-testid="till-stale" className="rounded-xl bg-amber-100 px-4 py-3 text-base text-amber-950 ring-1 ring-amber-300">
      {!online ? t("offline") : interrupted ? t("notLive") : t("late")}
    </p>
  );
}
