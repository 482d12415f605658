"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { TillCharge } from "@/lib/dashboard/till/start-till-charge";
import type { Till, TillLineInput } from "@/lib/dashboard/till/till-schemas";
import type { Discount } from "@/lib/dashboard/till/price-ticket";

/** What the tablet keeps across reloads, sleep and network drops, in its own storage. */
const KEYS = {
  /** which till this tablet is (set up once by an owner) */
  till: "caja.till",
  /** the charge whose QR is on screen, until its outcome was shown */
  open: "caja.till.open",
  /** a charge sent to the server that has not answered yet: retried with the same attempt (never charged twice) */
  pending: "caja.till.pending",
  /** the cash screen open (its sale, attempt and what was typed as received), until recorded or left */
  cash: "caja.till.cash",
} as const;

/** The charge on screen; `method` absent (kept by an older version of the till) is a QR. */
export type OpenCharge = Pick<TillCharge, "intent" | "amount" | "qr" | "ticket" | "concept"> & Partial<Pick<TillCharge, "method" | "sealedKeys" | "tip">>;
/** The ticket's lines and discount as the till sends them (absent: an amount keyed in). */
export type TicketLines = { lines?: TillLineInput[]; discount?: Discount };
export type PendingCharge = { attempt: string; amount: string; concept: string; method?: "qr" | "card"; tip?: string } & TicketLines;
/** A cash sale on the cash screen: its sale (amount before the tip, the tip, concept), its attempt, what was typed as received. */
export type OpenCash = { attempt: string; amount: string; tip: string; concept: string; received: string } & TicketLines;

const CHANGED = "caja:till-storage";

function rawValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the till still works, it only cannot resume after a reload
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** A value in the device's storage; `undefined` while rendering on the server (not known yet). */
function useStored<T>(key: string): [T | null, (value: T | null) => void, boolean] {
  const raw = useSyncExternalStore(
    subscribe,
    () => rawValue(key),
    () => undefined,
  );
  const value = useMemo(() => {
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }, [raw]);
  const set = useCallback((next: T | null) => write(key, next), [key]);
  return [value, set, raw !== undefined];
}

/** This tablet's till, its open charge, a charge in flight and the cash screen, kept on the device. */
export function useTillDevice() {
  const [till, setTill, tillLoaded] = useStored<Till>(KEYS.till);
  const [open, setOpen, openLoaded] = useStored<OpenCharge>(KEYS.open);
  const [pending, setPending, pendingLoaded] = useStored<PendingCharge>(KEYS.pending);
  const [cash, setCash, cashLoaded] = useStored<OpenCash>(KEYS.cash);
  return { loaded: tillLoaded && openLoaded && pendingLoaded && cashLoaded, till, setTill, open, setOpen, pending, setPending, cash, setCash };
}
