"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { readLocalDate, toLocalDate } from "@/lib/i18n/local-date";
import { useDisplayPrefs } from "./format-provider";

/**
 * A date input in the user's language, not the browser's: typed as "dd/mm/aaaa" in Spanish and
 * "mm/dd/yyyy" in English, with the browser's calendar one tap away. The form receives
 * `name=YYYY-MM-DD` (a hidden field); a date that is not real is said in words, and not sent: a
 * wrong format ("Escribe la fecha como dd/mm/aaaa.") apart from a day that does not exist ("El
 * 31/02/2026 no existe: ese mes tiene 28 días."). `error` (the server's word on what the page was
 * given) is said while the field still holds that value; once edited, the field speaks for itself.
 */
export function DateField({ name, label, defaultValue = "", error, className = "" }: { name: string; label: string; defaultValue?: string; error?: string; className?: string }) {
  const t = useTranslations("common");
  const { locale } = useDisplayPrefs();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const initial = defaultValue ? toLocalDate(defaultValue, locale) : "";
  const [text, setText] = useState(initial);
  const reading = text.trim() ? readLocalDate(text, locale) : null;
  const iso = reading === null ? "" : "iso" in reading ? reading.iso : null;
  const own =
    reading === null || "iso" in reading
      ? undefined
      : reading.problem === "format"
        ? t("dateInvalid", { format: t("dateFormat") })
        : reading.problem === "month"
          ? t("dateNoMonth", { date: text.trim() })
          : t("dateNoDay", { date: text.trim(), days: reading.days });
  const problem = (text === initial ? error : undefined) ?? own;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-stretch gap-1">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("dateFormat")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid={`date-${name}`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-500"
        />
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-lg border border-slate-300 bg-white px-2 text-slate-600 hover:bg-slate-50"
          onClick={() => picker.current?.showPicker?.()}
          aria-label={t("datePick")}
          title={t("datePick")}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="mx-auto size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
            <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          className="pointer-events-none absolute size-0 opacity-0"
          value={iso ?? ""}
          onChange={(event) => setText(event.target.value ? toLocalDate(event.target.value, locale) : "")}
        />
      </div>
      <input type="hidden" name={name} value={iso ?? ""} />
      {problem && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
