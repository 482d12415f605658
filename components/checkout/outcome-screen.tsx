"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { statusInfo } from "@/lib/contract/statuses";
import { useFormat } from "../format-provider";
import { ReceiptQr } from "../receipts/receipt-qr";
import type { TillActions } from "./checkout";
import { ModalDialog } from "./modal-dialog";
import type { OpenCharge } from "./use-till-device";

/** Seconds the paid screen stays before the till returns to a fresh keypad (shown, and can be stopped). */
export const PAID_SECONDS = 20;

const SCREEN = "m-0 h-dvh max-h-none w-screen max-w-none p-6 text-center";

/**
 * Paid: full screen, the receipt as a QR code and a link (a payment through the service), the
 * change to hand back (cash), and a visible countdown back to the keypad.
 */
export function PaidScreen({
  charge,
  receiptLink,
  onDone,
  change,
}: {
  charge: Pick<OpenCharge, "amount" | "ticket" | "concept"> & { intent?: string };
  receiptLink: TillActions["receiptLink"];
  onDone: () => void;
  change?: string;
}) {
  const t = useTranslations("till");
  const f = useFormat();
  const [left, setLeft] = useState(PAID_SECONDS);
  const [held, setHeld] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  useEffect(() => {
    if (held) return;
    if (left <= 0) return onDone();
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, held, onDone]);
  // The receipt's link, asked for until it comes: a tablet whose Wi-Fi dropped while the QR waited
  // sees "Paid" from its check, and the receipt as soon as it is back online (or on a later try).
  useEffect(() => {
    const intent = charge.intent;
    if (!intent) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1000;
    const ask = () => {
      clearTimeout(timer);
      void receiptLink({ intent })
        .then((result) => {
          if (!active) return;
          if ("path" in result && result.path) setReceipt(result.path);
          else later();
        })
        .catch(() => active && later());
    };
    const later = () => {
      timer = setTimeout(ask, delay);
      delay = Math.min(delay * 2, 10_000);
    };
    const online = () => {
      delay = 1000;
      ask();
    };
    window.addEventListener("online", online);
    ask();
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [charge.intent, receiptLink]);
  return (
    <ModalDialog label={t("paid.title")} testId="checkout-paid" onEscape={onDone} className={`${SCREEN} bg-emerald-600 text-white`}>
      <div className="flex h-full flex-col items-center justify-center gap-5">
        <svg aria-hidden viewBox="0 0 24 24" className="size-28 sm:size-36" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <circle cx="12" cy="12" r="10" strokeOpacity={0.4} />
          <path d="M7 12.5l3.2 3.2L17 9" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="text-5xl font-semibold">{t("paid.title")}</h1>
        <p className="text-4xl tabular-nums">{f.money(charge.amount)}</p>
        {change !== undefined && (
          <p data-testid="paid-change" className="rounded-2xl bg-white px-6 py-3 text-3xl font-semibold text-emerald-800 tabular-nums">
            {t("cash.changeDue", { change: f.money(change) })}
          </p>
        )}
        <p className="text-lg opacity-90">
          {t("same.ticket", { ticket: charge.ticket })}
          {charge.concept && (
            <>
              {" · "}
              <span translate="no">{charge.concept}</span>
            </>
          )}
        </p>
        {receipt && (
          <div data-testid="paid-receipt" className="rounded-2xl bg-white p-3 text-slate-800">
            <ReceiptQr url={receipt} />
          </div>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <button autoFocus type="button" onClick={onDone} className="min-h-14 rounded-2xl bg-white px-10 text-xl font-semibold text-emerald-700">
            {t("paid.newSale")}
          </button>
          {!held && (
            <button type="button" onClick={() => setHeld(true)} className="min-h-14 rounded-2xl px-6 text-lg font-medium ring-2 ring-white/70">
              {t("paid.keep")}
            </button>
          )}
        </div>
        {receipt && (
          // below the buttons: appearing when the link is known, it moves none of them; the customer's phone number is never asked: WhatsApp opens with the receipt's link, to send to whom they choose
          <a
            data-testid="paid-whatsapp"
            href={`https://wa.me/?text=${encodeURIComponent(t("paid.whatsappText", { url: new URL(receipt, window.location.origin).href }))}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center rounded-2xl bg-white/15 px-6 text-lg font-medium ring-2 ring-white/70"
          >
            {t("paid.whatsapp")}
          </a>
        )}
        <p data-testid="paid-countdown" aria-live="off" className="text-base opacity-90">
          {held ? t("paid.held") : t("paid.countdown", { seconds: left })}
        </p>
        {!held && (
          <div aria-hidden className="h-1.5 w-64 overflow-hidden rounded-full bg-white/30">
            <div className="h-full bg-white transition-[width] duration-1000 ease-linear" style={{ width: `${(left / PAID_SECONDS) * 100}%` }} />
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

/**
 * Not paid: a decline is red and says why in words; an expired or canceled QR is calm (nothing went
 * wrong with the customer's money). "Try again" makes a new QR for the same amount.
 */
export function UnpaidScreen({ charge, status, reason, onRetry, onDone }: { charge: OpenCharge; status: string; reason: string | null; onRetry: () => void; onDone: () => void }) {
  const t = useTranslations("till");
  const f = useFormat();
  const group = statusInfo(status, reason).group;
  const declined = group === "failed";
  const title = declined ? t("unpaid.failed") : group === "canceled" ? t("unpaid.canceled") : t("unpaid.expired");
  const why = f.reason(reason) ?? (declined ? null : f.reason("expired"));
  return (
    <ModalDialog label={title} testId="checkout-failed" onEscape={onDone} className={`${SCREEN} ${declined ? "bg-red-700 text-white" : "bg-slate-100 text-slate-900"}`}>
      <div data-group={group} data-testid="checkout-outcome" className="flex h-full flex-col items-center justify-center gap-6">
        <span aria-hidden className="text-7xl">
          {declined ? "✕" : "◷"}
        </span>
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="text-2xl tabular-nums">
          {f.money(charge.amount)} · {t("same.ticket", { ticket: charge.ticket })}
        </p>
        {why && <p className="text-xl opacity-90">{why}</p>}
        <div className="flex flex-wrap justify-center gap-4">
          <button autoFocus type="button" onClick={onRetry} className={`min-h-14 rounded-2xl px-8 text-xl font-semibold ${declined ? "bg-white text-red-800" : "bg-slate-800 text-white"}`}>
            {t("unpaid.tryAgain")}
          </button>
          <button type="button" onClick={onDone} className={`min-h-14 rounded-2xl px-8 text-xl font-medium ring-2 ${declined ? "ring-white/70" : "ring-slate-400"}`}>
            {t("unpaid.newSale")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
