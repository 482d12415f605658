"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LanguageSwitch } from "../language-switch";
import { PAPERS, type Paper } from "./papers";
import "./receipt.css";

const MM_PER_PX = 25.4 / 96;

/**
 * A thermal roll has no page length: the printed page is made as long as the slip, so the printer
 * feeds what the receipt needs and cuts once. The slip is measured on screen, where it is laid out
 * at the same width and font size as in print (never while the page is laid out for print). The
 * rule goes in a constructed style sheet (CSSOM), which the pages' Content Security Policy allows
 * where an inline style would not be.
 */
function useRollLength(paper: Paper, slip: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const { widthMm, marginYMm } = PAPERS[paper];
    const element = slip.current;
    if (widthMm === null || !element || typeof CSSStyleSheet === "undefined" || !("adoptedStyleSheets" in document)) return;
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const print = window.matchMedia("print");
    const measure = () => {
      if (print.matches) return; // laid out for the page now, not as on the roll
      const lengthMm = Math.max(widthMm, Math.ceil(element.getBoundingClientRect().height * MM_PER_PX + 2 * marginYMm + 4));
      sheet.replaceSync(`@page receipt-${paper} { size: ${widthMm}mm ${lengthMm}mm; }`);
      element.closest("[data-paper]")?.setAttribute("data-roll-length", `${lengthMm}mm`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [paper, slip]);
}

/**
 * The receipt page's paper: the slip (children) on a card as wide as the chosen paper, a paper
 * choice (58 mm, 80 mm, A4; kept in the URL as `?paper=`, so a printed link keeps it), a Print
 * button and the reader's language. No control is printed.
 */
export function ReceiptPaper({ initialPaper, chooseLocale, children }: { initialPaper: Paper; chooseLocale: (locale: Locale) => Promise<{ ok: boolean }>; children: React.ReactNode }) {
  const t = useTranslations("receipt");
  const [paper, setPaper] = useState<Paper>(initialPaper);
  const slip = useRef<HTMLDivElement>(null);
  useRollLength(paper, slip);

  const choose = (next: Paper) => {
    setPaper(next);
    const url = new URL(window.location.href);
    url.searchParams.set("paper", next);
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <main className="receipt-page" data-paper={paper} data-testid="receipt-page">
      <div className="receipt-screen-only flex flex-wrap items-center justify-center gap-3">
        <div role="group" aria-label={t("paper")} className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white text-sm">
          {(Object.keys(PAPERS) as Paper[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={paper === option}
              onClick={() => choose(option)}
              className="min-h-11 px-3 py-1.5 font-medium text-slate-700 not-last:border-r not-last:border-slate-300 hover:bg-slate-50 aria-pressed:bg-slate-900 aria-pressed:text-white"
            >
              {PAPERS[option].label}
            </button>
          ))}
        </div>
        <button type="button" onClick={() => window.print()} className="min-h-11 rounded-lg bg-indigo-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500">
          {t("print")}
        </button>
        <LanguageSwitch choose={chooseLocale} />
      </div>
      <div className="receipt-card">
        <div ref={slip}>{children}</div>
      </div>
    </main>
  );
}
