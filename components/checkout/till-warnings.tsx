"use client";

import { useSyncExternalStore } from "react";
import { useLive } from "../live-updates";

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
  const { connected } = useLive();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online && connected && !late) return null;
  return (
    <p role="alert" data-testid="till-stale" className="rounded-xl bg-amber-100 px-4 py-3 text-base text-amber-950 ring-1 ring-amber-300">
      {!online
        ? "This tablet is offline. The QR code stays valid: the till checks the payment as soon as the connection is back."
        : !connected
        ? "Live updates are interrupted. The till is checking with the payment service every 2 seconds."
        : "Payment updates are reaching this dashboard late. The till checks with the payment service directly; tell the owner."}
    </p>
  );
}
