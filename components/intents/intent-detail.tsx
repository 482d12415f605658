"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState } from "react";
import type { receiptLinkAction } from "@/app/(dashboard)/_actions/receipts";
import type { IntentView } from "@/lib/dashboard/intents/read-intent";
import { CANCELED_REASON, isCancelable, statusInfo } from "@/lib/contract/statuses";
import { isCashPaid } from "@/lib/dashboard/cash-sale";
import { useFormat } from "../format-provider";
import { useLiveConnected } from "../live-updates";
import { ReceiptQr } from "../receipts/receipt-qr";
import { StatusBadge } from "../status-badge";
import { CancelPayment, type CancelPaymentAction } from "./cancel-payment";
import { CopyButton } from "./copy-button";
import { RefundPayment, type RefundPaymentAction } from "./refund-payment";
import { PayNow, ServiceDeliveries, useIntentService } from "./intent-service";
import { intentDetailOptions } from "./queries";

/** What "Refresh from API" answers: whether the status had changed, or why it could not ask. */
export type RefreshState = { changed?: boolean; error?: string };

/** The receipt of the intent: its path when the page was rendered for an authorized intent, and the action that finds it once it becomes authorized while shown. */
export type ReceiptLink = { path: string | null; find: typeof receiptLinkAction };

/** The receipt's path: as rendered, or asked for once the intent is shown authorized (live). */
function useReceiptPath(intent: string, authorized: boolean, receipt: ReceiptLink): string | null {
  const [found, setFound] = useState<string | null>(null);
  const path = receipt.path ?? found;
  useEffect(() => {
    if (!authorized || path) return;
    let current = true;
    void receipt.find({ intent }).then((answer) => {
      if (current && "path" in answer && answer.path) setFound(answer.path);
    });
    return () => {
      current = false;
    };
  }, [authorized, path, intent, receipt]);
  return authorized ? path : null;
}

/** A failure or expiry reason in words, its API code kept beside it for support. */
function Reason({ reason, className }: { reason: string; className: string }) {
  const f = useFormat();
  return (
    <span className={className} data-testid="reason" data-reason={reason}>
      {f.reason(reason)} <span translate="no" className="font-mono text-xs opacity-70">({reason})</span>
    </span>
  );
}

const card = "min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** A value with a copy button beside it; long values (ids) wrap rather than widen the page. */
function Copyable({ value, what, mono = false }: { value: string; what: string; mono?: boolean }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <span translate="no" className={`min-w-0 break-all ${mono ? "font-mono" : ""}`}>{value}</span>
      <CopyButton value={value} what={what} />
    </span>
  );
}

/** The amount of a line: unit price × quantity (a line without a quantity is one unit), exact to the API's 4 decimals of a price. */
function lineTotal(price: string | undefined, qty: number | undefined): number | null {
  if (price === undefined || !/^\d+(\.\d+)?$/.test(price)) return null;
  return Math.round(Number(price) * 10_000 * (qty ?? 1)) / 10_000;
}

function Items({ items, detailed }: { items: IntentView["items"]; detailed: boolean }) {
  const t = useTranslations("intent.items");
  const f = useFormat();
  const totals = (items ?? []).map((item) => lineTotal(item.price, item.qty));
  const sum = totals.every((total) => total !== null) ? totals.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
  const cell = "flex justify-between gap-4 py-0.5 sm:table-cell sm:py-2 sm:text-right";
  const label = "text-slate-500 sm:hidden";
  return (
    <section aria-labelledby="items-heading" className={card}>
      <h2 id="items-heading" className="text-base font-semibold">
        {t("heading")} {items && items.length > 0 && <span className="text-sm font-normal text-slate-500">({t("count", { count: items.length })})</span>}
      </h2>
      {!items || items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="items-none">
          {!items && !detailed ? t("unknown") : t("none")}
        </p>
      ) : (
        <table data-testid="items" role="table" className="mt-3 block w-full text-sm sm:table">
          <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 sm:table-header-group">
            <tr role="row">
              <th role="columnheader" scope="col" className="py-2 pr-4 font-medium">
                {t("name")}
              </th>
              <th role="columnheader" scope="col" className="py-2 pr-4 text-right font-medium">
                {t("qty")}
              </th>
              <th role="columnheader" scope="col" className="py-2 pr-4 text-right font-medium">
                {t("unitPrice")}
              </th>
              <th role="columnheader" scope="col" className="py-2 text-right font-medium">
                {t("lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="block divide-y divide-slate-100 sm:table-row-group">
            {items.map((item, index) => (
              <tr key={index} role="row" data-testid="item" className="block py-2 sm:table-row sm:py-0">
                <td role="cell" className="block py-0.5 font-medium sm:table-cell sm:py-2 sm:pr-4">
                  {item.description ? (
                    <span translate="no" className="break-words">
                      {item.description}
                    </span>
                  ) : (
                    <span className="break-words">{t("noName")}</span>
                  )}
                  {item.sku && <span translate="no" className="ml-2 break-all font-mono text-xs font-normal text-slate-500">{t("sku", { sku: item.sku })}</span>}
                </td>
                <td role="cell" data-testid="item-qty" className={`${cell} sm:pr-4`}>
                  <span className={label}>{t("qty")}</span>
                  <span className="tabular-nums">{item.qty ?? 1}</span>
                </td>
                <td role="cell" data-testid="item-price" className={`${cell} sm:pr-4`}>
                  <span className={label}>{t("unitPrice")}</span>
                  <span className="tabular-nums">{item.price !== undefined ? f.money(item.price) : "—"}</span>
                </td>
                <td role="cell" data-testid="item-total" className={cell}>
                  <span className={label}>{t("lineTotal")}</span>
                  <span className="tabular-nums font-medium">{f.money(totals[index])}</span>
                </td>
              </tr>
            ))}
          </tbody>
          {sum !== null && (
            <tfoot role="rowgroup" className="block border-t border-slate-200 sm:table-footer-group">
              <tr role="row" className="flex justify-between gap-4 py-2 sm:table-row">
                <th role="rowheader" scope="row" colSpan={3} className="text-left font-medium text-slate-600 sm:py-2 sm:text-right sm:pr-4">
                  {t("sum")}
                </th>
                <td role="cell" data-testid="items-sum" className="tabular-nums font-semibold sm:py-2 sm:text-right">
                  {f.money(sum)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
    </section>
  );
}

type TimelineEntry =
  | { kind: "status"; at: string; event: IntentView["events"][number] }
  | { kind: "refund"; at: string; refund: IntentView["refunds"][number] }
  /** a till's cash sale: paid when recorded, no status at the service */
  | { kind: "cash"; at: string };

/** The history in the order things happened: every status, and every refund (asked for, with how it stands now). */
function timelineOf(intent: IntentView): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...(intent.cash ? [{ kind: "cash" as const, at: intent.created }] : []),
    ...intent.events.map((event) => ({ kind: "status" as const, at: event.at, event })),
    ...intent.refunds.map((refund) => ({ kind: "refund" as const, at: refund.created, refund })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const REFUND_TONES: Record<string, string> = { refund_succeeded: "bg-emerald-500", refund_pending: "bg-amber-500", refund_failed: "bg-red-500" };
const REFUND_REASONS_SHOWN = ["requested_by_customer", "duplicate", "fraudulent", "other"] as const;

/** A refund in the history, in words: how much, how it stands, why, when (and who, when asked for here). */
function RefundEntry({ refund }: { refund: IntentView["refunds"][number] }) {
  const t = useTranslations("intent");
  const f = useFormat();
  const status = (["refund_pending", "refund_succeeded", "refund_failed"] as const).find((s) => s === refund.status);
  const reason = REFUND_REASONS_SHOWN.find((r) => r === refund.reason);
  return (
    <li className="relative min-w-0" data-testid="timeline-refund" data-refund={refund.id} data-status={refund.status}>
      <span aria-hidden className={`absolute -left-[26px] top-1 size-2.5 rounded-full ring-4 ring-white ${REFUND_TONES[refund.status] ?? "bg-slate-400"}`} />
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{t("timeline.refund", { amount: f.money(refund.amount) })}</span>
        <span>· {status ? t(`refund.statuses.${status}`) : refund.status}</span>
        {reason && <span className="text-slate-600">· {t(`refund.reasons.${reason}`)}</span>}
        {refund.by && <span className="text-slate-500">{t("refund.by", { name: refund.by })}</span>}
        <time dateTime={refund.created} className="text-slate-600">
          {f.time(refund.created, true)}
        </time>
      </div>
    </li>
  );
}

function WebhooksReceived({ events }: { events: IntentView["events"] }) {
  const t = useTranslations("intent.webhooks");
  const tc = useTranslations("intent.copy.what");
  const f = useFormat();
  const received = events.filter((event) => event.webhook);
  return (
    <section aria-labelledby="webhooks-heading" className={card}>
      <h2 id="webhooks-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      {received.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("none")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {received.map((event) => (
            <li key={event.seq} className="min-w-0" data-testid="webhook" data-seq={event.seq}>
              <details className="min-w-0 rounded-lg border border-slate-200">
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-sm">
                  <span className="font-mono text-xs text-slate-500">#{event.seq}</span>
                  <StatusBadge status={event.status} code={event.code} reason={event.reason} />
                  <span className="text-slate-600">{t("received", { time: f.time(event.received, true) })}</span>
                  {event.receipts > 1 && <span className="text-slate-500">{t("receipts", { count: event.receipts })}</span>}
                </summary>
                <div className="min-w-0 space-y-3 border-t border-slate-200 p-3">
                  {event.webhookId && (
                    <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                      <span className="text-slate-500">{t("id")}</span>
                      <Copyable value={event.webhookId} what={tc("webhookId")} mono />
                    </p>
                  )}
                  <div className="min-w-0">
                    <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("headers")}</h3>
                    <pre data-testid="webhook-headers" className="mt-1 max-h-64 max-w-full overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                      {Object.entries(event.webhook!.headers)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join("\n")}
                    </pre>
                  </div>
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("body")}</h3>
                      <CopyButton value={event.webhook!.body} what={tc("body")} />
                    </div>
                    {!event.webhook!.json && <p className="mt-1 text-xs text-slate-500">{t("notJson")}</p>}
                    <pre data-testid="webhook-body" className="mt-1 max-h-96 max-w-full overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                      {event.webhook!.body}
                    </pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Where a status came from as support names it (the timeline's title, beside the words for
 * people): "webhook", "webhook ×2", "event feed" (the sync) or "API" (the payment was read from it).
 */
function sourceName(t: ReturnType<typeof useTranslations<"intent">>, event: IntentView["events"][number]): string {
  if (event.source === "webhook") return event.receipts > 1 ? t("timeline.same.webhookTimes", { count: event.receipts }) : t("timeline.same.webhook");
  return event.source === "feed" ? t("timeline.same.feed") : t("timeline.same.api");
}

/**
 * One intent for support, cashiers and owners: its facts (with copy buttons), what is left of the
 * time to pay and the QR again while it can be paid, its item lines, a timeline of every status,
 * the webhooks this dashboard received (headers and body, pretty) and the payment service's own
 * delivery attempts; live. Those who may cancel it get "Cancel payment" while it can be; its refunds
 * are shown to all, "Refund" to those who may.
 */
export function IntentDetail({
  initial,
  lookedUp,
  refresh,
  receipt,
  cancel,
  refund,
}: {
  initial: IntentView;
  /** the dashboard did not know the intent: it was read from the payment API for this page */
  lookedUp: boolean;
  refresh: (state: RefreshState, form: FormData) => Promise<RefreshState>;
  receipt: ReceiptLink;
  cancel?: CancelPaymentAction;
  /** given to those who may refund (owners, and the roles DASHBOARD_REFUND_ROLES adds) */
  refund?: RefundPaymentAction;
}) {
  const t = useTranslations("intent");
  const f = useFormat();
  const connected = useLiveConnected();
  const { data } = useQuery({ ...intentDetailOptions(initial.id), initialData: initial, refetchInterval: connected ? false : 5000 });
  const intent = data ?? initial;
  const cash = isCashPaid(intent.status);
  const service = useIntentService(intent.id, !cash).data;
  const receiptPath = useReceiptPath(intent.id, cash || statusInfo(intent.status).group === "authorized", receipt);
  const [state, action, pending] = useActionState(refresh, {});
  const none = "—";
  const updated = service?.ok && service.updated && Date.parse(service.updated) >= Date.parse(intent.updated) ? service.updated : intent.updated;
  const facts: Array<[key: string, label: string, value: React.ReactNode]> = [
    ["type", t("facts.type"), intent.payment ? <>{f.payment(intent.payment)} <span translate="no" className="font-mono text-xs text-slate-500">{intent.payment}</span></> : none],
    ["amount", t("facts.amount"), <span className="tabular-nums" key="amount">{f.money(intent.amount)}</span>],
    ...(intent.tip !== "0.00" ? [["tip", t("facts.tip"), <span className="tabular-nums" key="tip">{f.money(intent.tip)}</span>] as [string, string, React.ReactNode]] : []),
    ...(intent.cash
      ? ([
          ["received", t("facts.received"), <span className="tabular-nums" key="received">{f.money(intent.cash.received)}</span>],
          ["change", t("facts.change"), <span className="tabular-nums" key="change">{f.money(intent.cash.change)}</span>],
        ] as Array<[string, string, React.ReactNode]>)
      : []),
    ["branch", t("facts.branch"), <span translate="no" className="break-words" key="branch">{intent.branch ?? none}</span>],
    ["terminal", t("facts.same.terminal"), <span translate="no" className="break-words" key="terminal">{intent.terminal ?? none}</span>],
    ["ticket", t("facts.same.ticket"), intent.ticket ? <Copyable value={intent.ticket} what={t("copy.what.ticket")} /> : none],
    ["concept", t("facts.concept"), <span translate="no" className="break-words" key="concept">{intent.concept ?? none}</span>],
    ...(intent.payment === "ec_remote" || intent.phoneLast4
      ? [["phone", t("facts.phone"), intent.phoneLast4 ? <Copyable value={intent.phoneLast4} what={t("copy.what.phone")} mono /> : none] as [string, string, React.ReactNode]]
      : []),
    ...(intent.payment === "card_present" || intent.cardLast4
      ? [["card", t("facts.card"), intent.cardLast4 ? <Copyable value={intent.cardLast4} what={t("copy.what.card")} mono /> : none] as [string, string, React.ReactNode]]
      : []),
    ...(intent.cashier ? [["cashier", t("facts.cashier"), <span translate="no" className="break-all" key="cashier">{intent.cashier}</span>] as [string, string, React.ReactNode]] : []),
    ["created", t("facts.created"), <time key="created" dateTime={intent.created}>{f.time(intent.created, true)}</time>],
    ["updated", t("facts.updated"), <time key="updated" dateTime={updated}>{f.time(updated, true)}</time>],
  ];
  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <p className="text-sm font-medium text-slate-500">{t("heading")}</p>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h1 translate="no" className="min-w-0 break-all font-mono text-lg font-semibold sm:text-xl">{intent.id}</h1>
            <CopyButton value={intent.id} what={t("copy.what.id")} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={intent.status} code={intent.code} reason={intent.reason} refund={intent.refundState} showName />
            {intent.reason && <Reason reason={intent.reason} className="text-sm text-slate-600" />}
          </div>
        </div>
        {!cash && (
        <form action={action}>
          <input type="hidden" name="id" value={intent.id} />
          <button
            type="submit"
            disabled={pending}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 lg:min-h-9"
          >
            {pending ? t("refreshing") : t("refresh")}
          </button>
        </form>
        )}
      </div>
      {lookedUp && (
        <p role="status" data-testid="looked-up" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {t("lookedUp")}
        </p>
      )}
      {cancel && <CancelPayment intent={intent.id} cancelable={isCancelable(intent.status)} cancel={cancel} />}
      {(state.changed !== undefined || state.error) && (
        <p role="status" className={`rounded-lg px-3 py-2 text-sm ${state.error ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800"}`}>
          {state.error ?? (state.changed ? t("refreshChanged") : t("refreshSame"))}
        </p>
      )}
      <PayNow id={intent.id} status={intent.status} final={intent.final} amount={f.money(intent.amount)} />
      <section aria-labelledby="facts-heading" className={card}>
        <h2 id="facts-heading" className="sr-only">
          {t("facts.heading")}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
          {facts.map(([key, label, value]) => (
            <div key={key} className="min-w-0" data-testid={`fact-${key}`}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-0.5 min-w-0 text-sm">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-500">{f.zone()}</p>
      </section>
      <RefundPayment intent={intent} refund={refund} receiptPath={receiptPath} />
      <Items items={intent.items} detailed={intent.detailed} />
      {receiptPath && (
        <section aria-labelledby="receipt-heading" className={`flex flex-wrap items-center gap-6 ${card}`}>
          <div className="max-w-sm space-y-1">
            <h2 id="receipt-heading" className="text-base font-semibold">
              {t("receipt.heading")}
            </h2>
            <p className="text-sm text-slate-600">{t("receipt.hint")}</p>
          </div>
          <ReceiptQr url={receiptPath} />
        </section>
      )}
      <section aria-labelledby="timeline-heading" className={card}>
        <h2 id="timeline-heading" className="text-base font-semibold">
          {t("timeline.heading")}
        </h2>
        <ol className="mt-4 space-y-4 border-l border-slate-200 pl-5" data-testid="timeline">
          {timelineOf(intent).map((entry) =>
            entry.kind === "refund" ? (
              <RefundEntry key={entry.refund.id} refund={entry.refund} />
            ) : entry.kind === "cash" ? (
              <li key="cash" className="relative min-w-0" data-status="cash_paid">
                <span aria-hidden className="absolute -left-[26px] top-1 size-2.5 rounded-full bg-emerald-500 ring-4 ring-white" />
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <StatusBadge status="cash_paid" />
                  <time dateTime={entry.at} className="text-sm text-slate-600">
                    {f.time(entry.at, true)}
                  </time>
                  <span className="text-xs text-slate-500">{t("timeline.till")}</span>
                </div>
              </li>
            ) : (
            <li key={entry.event.seq} className="relative min-w-0" data-seq={entry.event.seq} data-status={entry.event.status}>
              <span aria-hidden className="absolute -left-[26px] top-1 size-2.5 rounded-full bg-indigo-500 ring-4 ring-white" />
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <StatusBadge status={entry.event.status} code={entry.event.code} reason={entry.event.reason} />
                <span translate="no" className="font-mono text-xs text-slate-500">
                  {entry.event.status} · {entry.event.code} · #{entry.event.seq}
                </span>
                <time dateTime={entry.event.at} className="text-sm text-slate-600">
                  {f.time(entry.event.at, true)}
                </time>
                {entry.event.reason && <Reason reason={entry.event.reason} className={`text-sm ${entry.event.reason === CANCELED_REASON ? "text-slate-600" : "text-red-700"}`} />}
                <span className="text-xs text-slate-500" data-testid="event-source" title={sourceName(t, entry.event)}>
                  {entry.event.source === "webhook" ? (entry.event.receipts > 1 ? t("timeline.webhookTimes", { count: entry.event.receipts }) : t("timeline.webhook")) : entry.event.source === "feed" ? t("timeline.feed") : t("timeline.api")}
                </span>
              </div>
            </li>
            ),
          )}
        </ol>
      </section>
      {!cash && <WebhooksReceived events={intent.events} />}
      {!cash && <ServiceDeliveries id={intent.id} />}
    </div>
  );
}
