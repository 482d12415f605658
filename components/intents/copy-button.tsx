"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { copyText } from "../copy-text";


/**
 * "Copy" for one value (an id, the QR text, a webhook body): the button reads "Copied" for a
 * moment, and a polite live region says what was copied ("Copied: payment ID"), or that it could
 * not be. `what` names the value for screen readers ("Copy payment ID").
 */
export function CopyButton({ value, what, className = "" }: { value: string; what: string; className?: string }) {
  const t = useTranslations("intent.copy");
  const common = useTranslations("common");
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const reset = setTimeout(() => setOutcome(null), 2500);
    return () => clearTimeout(reset);
  }, [outcome]);
  return (
    <span className={`inline-flex items-center ${className}`}>
      <button
        type="button"
        data-testid="copy-button"
        data-copied={outcome === "copied"}
        onClick={async () => setOutcome((await copyText(value)) ? "copied" : "failed")}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:min-h-8"
      >
        <span aria-hidden>{outcome === "copied" ? "✓ " : ""}{outcome === "copied" ? common("copied") : common("copy")}</span>
        <span className="sr-only">{t("copyWhat", { what })}</span>
      </button>
      <span role="status" className="sr-only">
        {outcome === "copied" ? t("copiedWhat", { what }) : outcome === "failed" ? t("failedWhat", { what }) : ""}
      </span>
    </span>
  );
}
