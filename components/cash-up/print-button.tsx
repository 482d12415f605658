"use client";

import { useTranslations } from "next-intl";

/** Opens the browser's print dialog (the print styles leave out the navigation and the controls). */
export function PrintButton() {
  const t = useTranslations("cashUp");
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 print:hidden"
    >
      {t("print")}
    </button>
  );
}
