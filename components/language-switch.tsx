"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

/** The language choice: each language by its own name, the current one marked; the page re-renders in the choice. */
export function LanguageSwitch({ choose, className = "" }: { choose: (locale: Locale) => Promise<{ ok: boolean }>; className?: string }) {
  const t = useTranslations("common");
  const current = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div role="group" aria-label={t("language")} className={`flex items-center gap-1 text-sm ${className}`} data-testid="language-switch">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending}
          onClick={() =>
            start(async () => {
              await choose(locale);
              router.refresh();
            })
          }
          className="min-h-11 rounded-lg px-2.5 py-1 text-slate-600 hover:bg-slate-100 aria-pressed:bg-slate-900 aria-pressed:text-white"
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
