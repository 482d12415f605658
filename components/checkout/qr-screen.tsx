"use client";

import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FAMILIES, statusInfo, type Status } from "@/lib/contract/statuses";
import { useFormat } from "../format-provider";
import type { TillActions } from "./checkout";
import { ConfirmCancel } from "./confirm-cancel";
import { ModalDialog } from "./modal-dialog";
import { TAP_TEST_CARDS } from "../payments/test-cards";
import { TillWarnings } from "./till-warnings";
import type { OpenCharge } from "./use-till-device";
import { useIntentCheck } from "./use-intent-check";

/** The open statuses the QR or card screen words as what the till is waiting for (till.qr.waiting.*). */
const WAITING = ["qr_created", "qr_scanned", "qr_progress", "cp_created", "cp_progress"] as const;
const isWaiting = (status: string): status is (typeof WAITING)[number] => (WAITING as readonly string[]).includes(status);

/** What the sandbox's "simulate customer" buttons do. */
const qr = FAMILIES.qr_present;
const CUSTOMER_STEPS = [
  [qr.path[1]!, "scan"],
  [qr.path.at(-1)!, "authorize"],
  [qr.error, "decline"],
  [qr.expired, "expire"],
] as const satisfies ReadonlyArray<readonly [Status, string]>;

/**
 * The QR at the till, full screen in a modal dialog (focus stays in it; Escape asks to cancel):
 * amount, ticket and concept, the QR code, a live status line. A card charge shows the card reader
 * instead of the QR; in the sandbox the tablet plays the reader: a test card "tapped" is built into
 * the signed and encrypted transaction with the intent's keys and submitted, as a reader's SDK
 * would. It ends when the payment API says the intent is final (onFinal; a tap's own answer ends it
 * at once) or the cashier cancels it (onCanceled).
 */
export function QrScreen({
  charge,
  sandbox,
  actions,
  onFinal,
  onCanceled,
}: {
  charge: OpenCharge;
  sandbox: boolean;
  actions: Pick<TillActions, "cancelPayment" | "simulateCustomer" | "tapCard">;
  onFinal: (status: string, reason: string | null) => void;
  onCanceled: () => void;
}) {
  const t = useTranslations("till");
  const f = useFormat();
  const { status, final, late } = useIntentCheck(charge.intent);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The cashier's own cancel may be heard live before its answer: it ends like a cancel, not as an outcome to show.
  const canceling = useRef(false);
  // The screen ends once: the first of the live status, the API's answer and the tap's own answer
  // ends it; an answer that comes after (a slow tap answer once the cashier has moved on to a new
  // sale) must not bring this charge's outcome back.
  const ended = useRef(false);
  useEffect(() => {
    ended.current = false;
    return () => {
      ended.current = true;
    };
  }, []);
  const end = useCallback((done: () => void) => {
    if (ended.current) return;
    ended.current = true;
    done();
  }, []);
  useEffect(() => {
    if (!final) return;
    if (canceling.current && statusInfo(final.status, final.reason).group === "canceled") end(onCanceled);
    else end(() => onFinal(final.status, final.reason));
  }, [final, onFinal, onCanceled, end]);

  const cancel = async () => {
    canceling.current = true;
    setBusy(true);
    const result = await actions.cancelPayment({ intent: charge.intent, via: "till" }).catch(() => ({ error: t("qr.noConnectionCancel") }));
    setBusy(false);
    setConfirming(false);
    if ("error" in result) {
      canceling.current = false;
      setNotice(result.error);
    } else end(onCanceled);
  };
  const simulate = async (to: Status) => {
    setBusy(true);
    await actions.simulateCustomer({ intent: charge.intent, to }).catch(() => null);
    setBusy(false);
  };
  const card = charge.method === "card";
  const tap = async (number: string) => {
    setBusy(true);
    setNotice(null);
    const result = await actions.tapCard({ intent: charge.intent, amount: charge.amount, sealedKeys: charge.sealedKeys ?? "", card: number }).catch(() => ({ error: t("qr.noConnectionTap") }));
    setBusy(false);
    if ("outcome" in result && result.outcome === "approved") return end(() => onFinal(FAMILIES.card_present.path.at(-1)!, null));
    if ("outcome" in result && result.outcome === "declined") return end(() => onFinal(FAMILIES.card_present.error, result.reason));
    if (ended.current) return;
    setNotice("error" in result ? result.error : f.error(result.code, result.status));
  };

  const shown = status ?? (card ? "cp_created" : "qr_created");
  return (
    <ModalDialog
      label={card ? t("card.label", { ticket: charge.ticket }) : t("qr.label", { ticket: charge.ticket })}
      testId={card ? "checkout-card" : "checkout-qr"}
      intent={charge.intent}
      onEscape={() => setConfirming(true)}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-4 text-slate-900 backdrop:bg-white"
    >
      <div className="flex h-full flex-col items-center justify-center gap-4">
        <div className="text-center">
          <p className="text-4xl font-semibold tabular-nums sm:text-5xl">{f.money(charge.amount)}</p>
          <p className="mt-1 text-lg text-slate-600">
            <span data-testid="checkout-ticket">{t("same.ticket", { ticket: charge.ticket })}</span>
            {charge.concept && (
              <span data-testid="checkout-concept">
                {" · "}
                <span translate="no">{charge.concept}</span>
              </span>
            )}
          </p>
        </div>
        {card ? (
          <div data-testid="card-reader" className="flex w-[min(60vh,84vw)] flex-col items-center gap-4 rounded-3xl bg-slate-900 p-8 text-white shadow-lg">
            <svg aria-hidden viewBox="0 0 48 32" className="w-40" fill="none" stroke="currentColor" strokeWidth={2}>
              <rect x="2" y="2" width="44" height="28" rx="4" />
              <path d="M2 10h44M8 22h10" strokeLinecap="round" />
            </svg>
            <p className="text-center text-2xl font-medium">{t("card.present")}</p>
            {sandbox && (
              <div role="group" aria-label={t("card.testCards")} className="flex flex-wrap justify-center gap-2">
                {TAP_TEST_CARDS.map(([number, label]) => (
                  <button key={number} type="button" disabled={busy} onClick={() => void tap(number)} className="min-h-12 rounded-xl bg-white px-4 text-base font-medium text-slate-900 disabled:opacity-50">
                    {t(`card.tap.${label}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        ) : (
          <div className="rounded-3xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
            <QRCodeSVG data-testid="qr-code" value={JSON.stringify(charge.qr)} level="H" size={512} marginSize={2} title={t("qr.scanToPay")} style={{ width: "min(60vh, 84vw)", height: "auto" }} />
          </div>
        )}
        <p role="status" aria-live="polite" data-testid="checkout-status" data-status={shown} className="flex items-center gap-3 text-xl text-slate-700 sm:text-2xl">
          <span aria-hidden className="size-3 motion-safe:animate-pulse rounded-full bg-indigo-500" />
          {isWaiting(shown) ? t(`qr.waiting.${shown}`) : f.status(shown)}
        </p>
        <div className="w-full max-w-xl space-y-3">
          <TillWarnings late={late} />
          {notice && (
            <p role="alert" className="rounded-xl bg-slate-100 px-4 py-3 text-base text-slate-800">
              {notice}
            </p>
          )}
        </div>
        <button type="button" onClick={() => setConfirming(true)} className="min-h-14 min-w-48 rounded-2xl px-8 text-xl font-medium text-slate-700 ring-2 ring-slate-300">
          {t("qr.cancel")}
        </button>
        {sandbox && !card && (
          <div className="absolute right-3 bottom-3 flex flex-wrap items-center gap-1 rounded-xl bg-slate-100/90 px-2 py-1 text-sm text-slate-600" role="group" aria-label={t("qr.simulate")}>
            <span className="mr-1">{t("qr.simulateLabel")}</span>
            {CUSTOMER_STEPS.map(([to, step]) => (
              <button key={to} type="button" disabled={busy} onClick={() => void simulate(to)} className="min-h-11 min-w-11 rounded-lg px-3 hover:bg-white disabled:opacity-50">
                {t(`qr.steps.${step}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {confirming && <ConfirmCancel ticket={charge.ticket} busy={busy} onKeep={() => setConfirming(false)} onConfirm={() => void cancel()} />}
    </ModalDialog>
  );
}
