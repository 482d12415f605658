"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { RefundRecord } from "@/lib/contract/responses";
import { intentDetailOptions } from "../intents/queries";
import { RefundPayment, type RefundPaymentAction } from "../intents/refund-payment";
import { ReceiptQr } from "../receipts/receipt-qr";
import type { TillActions } from "./checkout";
import { ModalDialog } from "./modal-dialog";
import type { IntentView } from "@/lib/dashboard/intents/read-intent";
import { useFormat } from "../format-provider";

/** The sale a scanned (or pasted) receipt link is for: `/r/{intent or cash sale}/{mac}`, whole URL or path. */
export function intentOfReceiptLink(text: string): string | null {
  return /\/r\/((?:cp|qp|ec)_[0-9A-Za-z]{16,64}|cash_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[A-Za-z0-9_-]+/.exec(text.trim())?.[1] ?? null;
}

/** Which sale this is, as the cashier and the customer know it: ticket, amount, what was sold, when and how it was paid. */
function SaleSummary({ view }: { view: IntentView }) {
  const t = useTranslations("till.refund");
  const f = useFormat();
  const how = view.payment ? f.payment(view.payment) : "—";
  return (
    <dl data-testid="refund-sale" className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200 sm:grid-cols-3">
      <div>
        <dt className="text-slate-500">{t("same.ticket")}</dt>
        <dd translate="no" className="font-medium">{view.ticket ?? "—"}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("amount")}</dt>
        <dd className="font-medium tabular-nums">{f.money(view.amount)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("paidWith")}</dt>
        <dd>{view.cardLast4 ? t("same.card", { method: how, last4: view.cardLast4 }) : how}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("when")}</dt>
        <dd>
          <time dateTime={view.created}>{f.time(view.created)}</time>
        </dd>
      </div>
      <div className="col-span-2">
        <dt className="text-slate-500">{t("concept")}</dt>
        <dd translate={view.concept ? "no" : undefined} className="break-words">{view.concept ?? "—"}</dd>
      </div>
    </dl>
  );
}

/**
 * A refund at the till, over the keypad: the sale (from the recent sales, or found by its receipt's
 * QR), its refunds and the refund form of the payment's page; once given back, the refund's own
 * receipt as a QR for the customer to scan (and a link to print it).
 */
export function TillRefund({
  intent,
  refund,
  receiptLink,
  onClose,
  onRefunded,
}: {
  intent: string;
  refund: RefundPaymentAction;
  receiptLink: TillActions["receiptLink"];
  onClose: () => void;
  /** a refund was made (a cash one left the drawer: the till reads its figures again) */
  onRefunded?: () => void;
}) {
  const t = useTranslations("till.refund");
  const { data: view, isError } = useQuery(intentDetailOptions(intent));
  const [path, setPath] = useState<string | null>(null);
  const [done, setDone] = useState<RefundRecord | null>(null);
  useEffect(() => {
    let current = true;
    void receiptLink({ intent }).then((answer) => {
      if (current && "path" in answer) setPath(answer.path);
    });
    return () => {
      current = false;
    };
  }, [intent, receiptLink]);
  return (
    <ModalDialog label={t("title")} onEscape={onClose} testId="till-refund" intent={intent} className="m-auto w-[min(44rem,calc(100vw-1rem))] max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-2xl bg-slate-50 p-4 shadow-xl backdrop:bg-slate-900/60">
      <div className="flex items-center gap-3">
        <h2 className="flex-1 text-xl font-semibold">{t("title")}</h2>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-50">
          {t("close")}
        </button>
      </div>
      {view && <SaleSummary view={view} />}
      <p translate="no" className="mt-1 break-all font-mono text-xs text-slate-500">
        {intent}
      </p>
      {isError && !view && <p role="alert" className="mt-3 text-red-800">{t("notFound")}</p>}
      {view && (
        <div className="mt-3 space-y-3">
          <RefundPayment
            intent={view}
            refund={refund}
            receiptPath={path}
            via="till"
            onRefunded={(done) => {
              setDone(done);
              onRefunded?.();
            }}
          />
          {done && path && done.status !== "refund_failed" && (
            <section data-testid="till-refund-receipt" className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="max-w-xs text-sm text-slate-700">{t("receiptHint")}</p>
              <ReceiptQr url={`${path}?refund=${done.refund}`} />
            </section>
          )}
        </div>
      )}
    </ModalDialog>
  );
}

/** "Refund a sale": the receipt's QR scanned (a scanner types its link) or its link pasted. */
export function FindSaleByReceipt({ onFound }: { onFound: (intent: string) => void }) {
  const t = useTranslations("till.refund");
  const [value, setValue] = useState("");
  const [error, setError] = useState<"link" | null>(null);
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const intent = intentOfReceiptLink(value);
        setError(intent ? null : "link");
        if (intent) {
          setValue("");
          onFound(intent);
        }
      }}
    >
      <label className="min-w-0 flex-1 basis-56 text-sm font-medium">
        {t("byReceipt")}
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode="url"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
        />
      </label>
      <button type="submit" className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium hover:bg-slate-50">
        {t("find")}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t("notAReceipt")}
        </p>
      )}
    </form>
  );
}
