"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import type { DisplayPrefs } from "@/lib/dashboard/format";
import { createFormat, type Format, type Translate } from "@/lib/i18n/create-format";

const PrefsContext = createContext<DisplayPrefs | null>(null);

/** Hands the request's display preferences (language, merchant zone, currency) to every client component. */
export function FormatProvider({ prefs, children }: { prefs: DisplayPrefs; children: React.ReactNode }) {
  return <PrefsContext.Provider value={prefs}>{children}</PrefsContext.Provider>;
}

export function useDisplayPrefs(): DisplayPrefs {
  const prefs = useContext(PrefsContext);
  if (!prefs) throw new Error("useDisplayPrefs outside FormatProvider");
  return prefs;
}

/** The one formatting layer (lib/i18n/create-format.ts) in a client component. */
export function useFormat(): Format {
  const prefs = useDisplayPrefs();
  const t = useTranslations();
  return useMemo(() => createFormat(prefs, t as unknown as Translate), [prefs, t]);
}
