"use client";

import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useState, useSyncExternalStore } from "react";
import { copyText } from "../copy-text";

const noSubscription = () => () => {};

/** The page's own origin (the browser's: localhost, a LAN address or the TLS proxy's name); null while rendering on the server. */
function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}


/**
 * A receipt for the customer to take: a QR code of the receipt's absolute URL (for their phone's
 * camera), "Open receipt" and "Copy link" (to send it). `url` is the receipt's path (as
 * `receiptLinkAction` answers it) or an absolute URL; a path is resolved against the origin the
 * browser is on, so the link works however the dashboard was reached.
 */
export function ReceiptQr({ url, className = "" }: { url: string; className?: string }) {
  const t = useTranslations("receipt");
  const origin = usePageOrigin();
  const absolute = origin ? new URL(url, origin).href : null;
  const [copied, setCopied] = useState<boolean | null>(null);

  return (
    <figure data-testid="receipt-qr" data-url={absolute ?? undefined} className={`flex flex-col items-center gap-3 ${className}`}>
      {absolute ? (
        <QRCodeSVG data-testid="receipt-qr-code" value={absolute} level="M" size={176} marginSize={3} title={t("qrTitle")} className="rounded-md bg-white" />
      ) : (
        <div aria-hidden className="size-44 rounded-md bg-slate-100" />
      )}
      <figcaption className="text-center text-sm text-slate-600">{t("scan")}</figcaption>
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <a href={url} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-50">
          {t("open")}
        </a>
        <button
          type="button"
          disabled={!absolute}
          onClick={async () => setCopied(absolute ? await copyText(absolute) : false)}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          {t("copy")}
        </button>
      </div>
      <p role="status" className="min-h-5 text-center text-xs text-slate-600">
        {copied === true && t("copied")}
        {copied === false && t("copyBelow")}
      </p>
      {absolute && copied === false && <p className="max-w-full select-all break-all text-center font-mono text-xs text-slate-700">{absolute}</p>}
    </figure>
  );
}
