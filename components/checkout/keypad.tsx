"use client";

import { useTranslations } from "next-intl";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0", "⌫"] as const;

/** Digits enter cents from the right ("1","2","5","0" → 12.50); at most 9 digits (9 999 999.99). */
export function pressKey(cents: string, key: string): string {
  if (key === "⌫" || key === "Backspace") return cents.slice(0, -1);
  if (!/^\d{1,2}$/.test(key)) return cents;
  const next = (cents + key).replace(/^0+/, "");
  return next.length <= 9 ? next : cents;
}

/** A cash-register keypad with touch targets over 44 px (48 on a phone, 64 from a tablet up); it grows with the space it is given (portrait tablets). */
export function Keypad({ cents, onChange }: { cents: string; onChange: (next: string) => void }) {
  const t = useTranslations("till");
  return (
    <div className="grid h-full min-h-52 grid-cols-3 grid-rows-4 gap-2 sm:min-h-72 sm:gap-3" role="group" aria-label={t("keypad")}>
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onChange(pressKey(cents, key))}
          aria-label={key === "⌫" ? t("deleteDigit") : key}
          className="min-h-12 rounded-2xl bg-white text-3xl sm:min-h-16 font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-indigo-500 active:scale-95 active:bg-slate-100"
        >
          {key}
        </button>
      ))}
    </div>
  );
}
