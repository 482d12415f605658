"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { moneyOf, type IvaRate } from "@/lib/contract/ticket-lines";
import { priceTicket, SOLD_BY_AMOUNT, type Discount, type PricedTicket, type TillProduct } from "@/lib/dashboard/till/price-ticket";
import { centsToMoney, moneyToCents } from "@/lib/contract/money";
import { statusInfo, type Status } from "@/lib/contract/statuses";
import type { TapOutcome } from "@/lib/dashboard/payments/tap-test-card";
import type { CashSale } from "@/lib/dashboard/till/record-cash-sale";
import type { TillCharge } from "@/lib/dashboard/till/start-till-charge";
import type { Till } from "@/lib/dashboard/till/till-schemas";
import { useFormat } from "../format-provider";
import { intentKeys } from "../intents/queries";
import { CashScreen, type CashSaleInput } from "./cash-screen";
import { DrawerDialog, type DrawerActions } from "./drawer-dialog";
import { Keypad, pressKey } from "./keypad";
import { PaidScreen, UnpaidScreen } from "./outcome-screen";
import { QrScreen } from "./qr-screen";
import { RecentSales } from "./recent-sales";
import { SaleOptions, tipCents, type PayMethod, type TipChoice } from "./sale-options";
import { TillRefund } from "./till-refund";
import type { RefundPaymentAction } from "../intents/refund-payment";
import { TillSetup } from "./till-setup";
import { TillWarnings } from "./till-warnings";
import { ModalDialog } from "./modal-dialog";
import { findByCode, ProductGrid } from "./product-grid";
import { lineInput, LineEditor, TicketDiscountDialog, TicketPanel, WeightDialog, type DraftLine } from "./ticket-panel";
import { useTillDevice, type OpenCharge, type PendingCharge, type TicketLines } from "./use-till-device";

/** How an action refuses, already worded in the user's language; `tillGone`: this tablet's till no longer exists. */
type Failure = { error: string; errors?: Record<string, string>; tillGone?: boolean };

/** The server actions the till calls, handed in by its page (components never import app/). */
export type TillActions = DrawerActions & {
  setUpTill: (input: { branch: string; terminal: string }) => Promise<{ till: Till } | Failure>;
  startCharge: (input: { tillId: string; attempt: string; amount: string; concept: string; method?: "qr" | "card"; tip?: string } & TicketLines) => Promise<{ charge: TillCharge } | Failure>;
  recordCashSale: (input: CashSaleInput & { tillId: string } & TicketLines) => Promise<{ sale: CashSale } | Failure>;
  tapCard: (input: { intent: string; amount: number; sealedKeys: string; card: string }) => Promise<TapOutcome | Failure>;
  cancelPayment: (input: { intent: string; via: "till" }) => Promise<object | Failure>;
  simulateCustomer: (input: { intent: string; to: Status }) => Promise<object | Failure>;
  receiptLink: (input: { intent: string }) => Promise<{ path: string } | Failure>;
  /** given to those who may refund */
  refundPayment?: RefundPaymentAction;
};

/** Why a tip cannot be charged (`refused`), or that it is large for the sale (`large`); null when it is fine. */
type TipProblem = { kind: "refused"; why: "notAmount" | "tooBig" } | { kind: "large"; percent: number };

function tipCheck(saleCents: number, tip: TipChoice, tipped: number, warnPercent: number): TipProblem | null {
  if (tip.kind !== "custom" || tip.pesos === "") return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(tip.pesos)) return { kind: "refused", why: "notAmount" };
  if (saleCents > 0 && tipped >= saleCents) return { kind: "refused", why: "tooBig" };
  if (saleCents > 0 && tipped * 100 > saleCents * warnPercent) return { kind: "large", percent: Math.round((tipped * 100) / saleCents) };
  return null;
}

/** A charge above the shop's threshold, said back in full before it is sent. */
function ConfirmLarge({ total, onYes, onNo }: { total: string; onYes: () => void; onNo: () => void }) {
  const t = useTranslations("till.large");
  return (
    <ModalDialog label={t("title")} testId="confirm-large" onEscape={onNo} className="m-auto w-[min(32rem,96vw)] rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <div className="space-y-4 text-center">
        <h2 className="text-xl font-semibold">{t("title")}</h2>
        <p className="text-4xl font-semibold tabular-nums [overflow-wrap:anywhere]">{total}</p>
        <p className="text-slate-700">{t("body")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" autoFocus onClick={onNo} className="min-h-14 rounded-2xl px-6 text-lg font-medium ring-2 ring-slate-300">
            {t("no")}
          </button>
          <button type="button" onClick={onYes} className="min-h-14 rounded-2xl bg-indigo-600 px-6 text-lg font-semibold text-white">
            {t("yes", { total })}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

function centsToAmount(cents: string): string {
  const padded = cents.padStart(3, "0");
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}


/**
 * The till, for a tablet at the counter: set up once (branch, terminal) → keypad → full-screen QR
 * with a live status line → paid (receipt QR, countdown) or not paid → keypad. The open charge is
 * kept on the device, so a reload, sleep or network drop shows the same QR again (or what happened
 * to it meanwhile), and a charge in flight is resent with the same attempt (charged once).
 */
/** The shop's guards at the till, in cents: a charge above `confirmAbove` is confirmed first (0: never); a drawer closed further off than `drawerDifference` too. */
export type TillLimits = { confirmAbove: number; drawerDifference: number };

export function Checkout({
  sandbox,
  canSetUp,
  tills,
  tipPresets,
  tipWarnPercent = 30,
  limits,
  actions,
  products = [],
  canDiscount = false,
  shopIva = "16",
}: {
  sandbox: boolean;
  canSetUp: boolean;
  tills: Till[];
  /** the catalogue's active products (none: the keypad alone) */
  products?: TillProduct[];
  /** may give line and ticket discounts (sales:discount) */
  canDiscount?: boolean;
  /** the shop's IVA (its fiscal profile): a line sold by amount carries it */
  shopIva?: IvaRate;
  tipPresets: number[];
  /** a tip above this share of the sale (%) is said before charging */
  tipWarnPercent?: number;
  limits: TillLimits;
  actions: TillActions;
}) {
  const t = useTranslations("till");
  const device = useTillDevice();
  const [changing, setChanging] = useState(false);
  if (!device.loaded) return <h1 className="sr-only">{t("title")}</h1>;
  if (!device.till || changing) {
    return (
      <TillSetup
        current={device.till}
        canSetUp={canSetUp}
        tills={tills}
        setUpTill={actions.setUpTill}
        onDone={(till) => {
          device.setTill(till);
          setChanging(false);
        }}
        onClose={device.till ? () => setChanging(false) : undefined}
      />
    );
  }
  return (
    <Register
      till={device.till}
      device={device}
      sandbox={sandbox}
      tipPresets={tipPresets}
      tipWarnPercent={tipWarnPercent}
      limits={limits}
      actions={actions}
      products={products}
      canDiscount={canDiscount}
      shopIva={shopIva}
      onChangeTill={canSetUp ? () => setChanging(true) : undefined}
    />
  );
}

type Outcome = { charge: OpenCharge; status: string; reason: string | null };

/** The till's open drawer (null: none), read when the till opens and after each drawer action or cash sale. */
function useTillDrawer(tillId: string, read: TillActions["tillDrawer"]) {
  const queryClient = useQueryClient();
  const key = ["till-drawer", tillId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await read({ tillId });
      if (!("drawer" in result)) throw new Error(result.error);
      return result.drawer;
    },
  });
  return { drawer: data, known: data !== undefined, set: (drawer: typeof data) => queryClient.setQueryData(key, drawer), refresh: () => queryClient.invalidateQueries({ queryKey: key }) };
}

function Register({
  till,
  device,
  sandbox,
  tipPresets,
  tipWarnPercent,
  limits,
  actions,
  products,
  canDiscount,
  shopIva,
  onChangeTill,
}: {
  till: Till;
  products: TillProduct[];
  canDiscount: boolean;
  shopIva: IvaRate;
  device: ReturnType<typeof useTillDevice>;
  sandbox: boolean;
  tipPresets: number[];
  tipWarnPercent: number;
  limits: TillLimits;
  actions: TillActions;
  onChangeTill?: () => void;
}) {
  const [cents, setCents] = useState("");
  const [concept, setConcept] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refunding, setRefunding] = useState<string | null>(null);
  const [method, setMethod] = useState<PayMethod>("qr");
  const [tip, setTip] = useState<TipChoice>({ kind: "none" });
  const [drawerShown, setDrawerShown] = useState(false);
  const [cashPaid, setCashPaid] = useState<CashSale | null>(null);
  /** a charge above the shop's threshold, waiting for the cashier's yes */
  const [confirming, setConfirming] = useState(false);
  const drawer = useTillDrawer(till.id, actions.tillDrawer);
  const queryClient = useQueryClient();
  const { open, setOpen, pending, setPending, setTill, cash: cashing, setCash } = device;
  const t = useTranslations("till");
  const f = useFormat();
  const ticket = useTicket(till.id, products, shopIva);

  const send = useCallback(
    async (charge: PendingCharge) => {
      setSending(true);
      setError(null);
      setNotice(null);
      setPending(charge);
      let result: Awaited<ReturnType<TillActions["startCharge"]>>;
      try {
        result = await actions.startCharge({ tillId: till.id, ...charge });
      } catch {
        setSending(false);
        return setError(t("noConnectionCharge"));
      }
      setSending(false);
      setPending(null);
      if ("charge" in result) {
        const { intent, amount, qr, ticket, concept: label, method: how, sealedKeys, tip: charged } = result.charge;
        return setOpen({ intent, amount, qr, ticket, concept: label, method: how, sealedKeys, tip: charged });
      }
      if (result.tillGone) setTill(null);
      // the till has no fields to highlight: the API's field errors are spelt out
      const fields = Object.entries(result.errors ?? {}).map(([field, message]) => t("same.fieldError", { field, message }));
      setError([result.error, ...fields].join(" "));
    },
    [actions, till.id, setOpen, setPending, setTill, t],
  );

  // A charge that was on its way when the page went away: send it again (same attempt, same ticket).
  const [unanswered] = useState(() => (open ? null : pending));
  const resumed = useRef(false);
  useEffect(() => {
    if (!unanswered) return;
    const timer = setTimeout(() => {
      if (resumed.current) return;
      resumed.current = true;
      void send(unanswered);
    }, 0);
    return () => clearTimeout(timer);
  }, [unanswered, send]);

  const keypadActive = !open && !outcome && !cashing && !cashPaid && !drawerShown && !confirming;
  const withLines = ticket.lines.length > 0;
  const amount = withLines ? (ticket.priced ? moneyOf(ticket.priced.totalCents) : "0.00") : centsToAmount(cents);
  const saleCents = moneyToCents(amount);
  const sold: TicketLines = withLines ? { lines: ticket.lines.map(lineInput), ...(ticket.discount ? { discount: ticket.discount } : {}) } : {};
  const tipped = tipCents(saleCents, tip);
  const tipAmount = centsToMoney(tipped);
  const total = centsToMoney(saleCents + tipped);
  const cashBlocked = method === "cash" && drawer.known && !drawer.drawer;
  const tipProblem = tipCheck(saleCents, tip, tipped, tipWarnPercent);
  const canCharge = !sending && saleCents > 0 && tipProblem?.kind !== "refused";
  const go = () => {
    setConfirming(false);
    if (method === "cash") return cashBlocked ? setDrawerShown(true) : setCash({ attempt: crypto.randomUUID(), amount, tip: tipAmount, concept, received: "", ...sold });
    void send({ attempt: crypto.randomUUID(), amount, concept, method, tip: tipAmount, ...sold });
  };
  const charge = () => {
    if (!canCharge) return;
    // a large amount is looked at twice before anything is sent (a slip on the keypad)
    if (limits.confirmAbove > 0 && saleCents + tipped > limits.confirmAbove && !(method === "cash" && cashBlocked)) return setConfirming(true);
    go();
  };

  const newSale = useCallback(() => {
    setOutcome(null);
    setCashPaid(null);
    setConfirming(false);
    setCents("");
    setConcept("");
    setNotice(null);
    setTip({ kind: "none" });
    ticket.clear();
  }, [ticket]);
  const finish = useCallback(
    (status: string, reason: string | null) => {
      if (!open) return;
      setOutcome({ charge: open, status, reason });
      setOpen(null);
    },
    [open, setOpen],
  );
  const canceled = useCallback(() => {
    if (open) setNotice(t("canceledNotice", { ticket: open.ticket }));
    setOpen(null);
  }, [open, setOpen, t]);

  // A code typed or scanned on the products screen: its product is added (one sold by weight asks
  // its weight first); an unknown code is said, with the way to sell it by amount.
  const [code, setCode] = useState("");
  const codeRef = useRef("");
  useEffect(() => {
    codeRef.current = code;
  }, [code]);
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  const scan = (typed: string) => {
    setCode("");
    const product = findByCode(products, typed);
    if (!product) return setUnknownCode(typed);
    setUnknownCode(null);
    ticket.add(product);
  };
  const scanByKey = useEffectEvent((typed: string) => scan(typed));

  // Physical keys on the keypad screen: digits and Backspace key the amount, Enter charges, Escape clears.
  // On the products screen, keys make a code (a scanner types one), Enter adds its product.
  const chargeByKey = useEffectEvent(() => charge());
  useEffect(() => {
    if (!keypadActive) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      // a ticket's dialog (weight, line, discount) has its own keys: Enter there is its own form's, never Charge
      if (target.closest?.("dialog")) return;
      const typing = !!target.closest?.("input, textarea, select");
      if (event.key === "Enter") {
        // a code being scanned ends with Enter wherever the focus was left (a tile just tapped): it is added, not the tile again
        if (ticket.mode === "products" && codeRef.current && !typing) {
          event.preventDefault();
          return scanByKey(codeRef.current);
        }
        if (!typing && target.closest?.("button, a")) return; // a focused button does what it says
        event.preventDefault();
        return chargeByKey();
      }
      if (typing) return;
      if (ticket.mode === "products") {
        // a barcode scanner types the code and Enter: the code is kept until Enter (or Escape)
        if (event.key.length === 1 && /[0-9A-Za-z\-_.]/.test(event.key)) {
          event.preventDefault();
          return setCode((current) => (current + event.key).slice(-64));
        }
        if (event.key === "Backspace") return setCode((current) => current.slice(0, -1));
        if (event.key === "Escape") return setCode("");
        return;
      }
      if (/^\d$/.test(event.key) || event.key === "Backspace") {
        event.preventDefault();
        setCents((current) => pressKey(current, event.key));
      } else if (event.key === "Escape" || event.key === "Delete") {
        setCents("");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keypadActive, ticket.mode]);

  const paid = outcome && statusInfo(outcome.status, outcome.reason).group === "authorized";
  return (
    <div
      data-testid="till"
      data-till={till.id}
      className="grid min-h-[calc(100dvh-8.5rem)] grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_minmax(0,1fr)] lg:gap-6"
    >
      <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p data-testid="till-identity" className="flex flex-wrap items-center gap-2 text-base text-slate-700">
            <span translate="no">
              {till.branch} · {till.terminal}
            </span>
            {/* a tablet set up before tills had series keeps none until it is set up again: its tickets carry it all the same */}
            {till.series && <span data-testid="till-series">{t("series", { series: till.series })}</span>}
            {onChangeTill && (
              <button type="button" onClick={onChangeTill} className="min-h-11 rounded-xl px-3 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200">
                {t("changeTill")}
              </button>
            )}
            <button
              type="button"
              data-testid="drawer-button"
              data-open={drawer.drawer ? "true" : "false"}
              onClick={() => setDrawerShown(true)}
              className="min-h-11 rounded-xl px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300"
            >
              {drawer.drawer ? t("drawerButton.open", { expected: f.money(drawer.drawer.expected) }) : t("drawerButton.closed")}
            </button>
          </p>
        </div>
        <output aria-live="polite" aria-label={t("amount")} data-testid="checkout-amount" className="block rounded-2xl bg-white p-6 text-right text-4xl font-semibold tabular-nums shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere] sm:text-5xl">
          {f.money(amount)}
        </output>
        <label className="block text-base font-medium text-slate-700">
          {t("concept")}
          <input value={concept} onChange={(e) => setConcept(e.target.value)} maxLength={255} className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-lg" />
        </label>
        {(withLines || ticket.mode === "products") && (
          <TicketPanel lines={ticket.lines} priced={ticket.priced} canDiscount={canDiscount} ticketDiscount={ticket.discount} onEdit={ticket.setEditing} onTicketDiscount={() => ticket.setDiscounting(true)} onClear={ticket.clear} />
        )}
        {ticket.problem && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-red-800">
            {t(ticket.problem as "ticket.discountInvalid")}
          </p>
        )}
        {keypadActive && <TillWarnings late={false} />}
        {error && (
          <div role="alert" className="space-y-2 rounded-xl bg-red-50 px-4 py-3 text-red-800">
            <p>{error}</p>
            {pending && !sending && (
              <button type="button" onClick={() => void send(pending)} className="min-h-11 rounded-xl bg-red-700 px-4 font-semibold text-white">
                {t("sendAgain")}
              </button>
            )}
          </div>
        )}
        {notice && (
          <p role="status" data-testid="till-notice" className="rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
            {notice}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {/* the product screen needs a tablet's width: on a phone the till is the keypad, and its Charge button stays on screen */}
        {products.length > 0 && (
          <div className="hidden grid-cols-2 gap-2 sm:grid" role="group" aria-label={t("ticket.lines")}>
            {(["products", "amount"] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                data-testid={`mode-${mode}`}
                aria-pressed={ticket.mode === mode}
                onClick={() => ticket.setMode(mode)}
                className={`min-h-12 rounded-2xl text-lg font-medium ring-1 ${ticket.mode === mode ? "bg-slate-900 text-white ring-slate-900" : "bg-white text-slate-800 ring-slate-300"}`}
              >
                {mode === "products" ? t("ticket.modeProducts") : t("ticket.modeAmount")}
              </button>
            ))}
          </div>
        )}
        {code && (
          <p data-testid="code-buffer" className="rounded-xl bg-slate-100 px-4 py-2 font-mono text-lg">
            {t("ticket.codeBuffer", { code })}
          </p>
        )}
        {unknownCode && (
          <div role="alert" data-testid="scan-notice" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
            <span>{t("ticket.unknownCode", { code: unknownCode })}</span>
            <button
              type="button"
              data-testid="sell-by-amount"
              onClick={() => {
                setUnknownCode(null);
                ticket.setMode("amount");
              }}
              className="min-h-11 rounded-xl bg-amber-700 px-4 font-semibold text-white"
            >
              {t("ticket.sellByAmount")}
            </button>
          </div>
        )}
        <div className="min-h-0 flex-1">
          {ticket.mode === "products" && products.length > 0 ? (
            <ProductGrid products={products} recent={ticket.recent} onAdd={ticket.add} onUnknownCode={setUnknownCode} />
          ) : (
            <Keypad cents={cents} onChange={setCents} />
          )}
        </div>
        {ticket.mode === "amount" && withLines && (
          <button
            type="button"
            data-testid="add-amount"
            disabled={moneyToCents(centsToAmount(cents)) === 0}
            onClick={() => {
              ticket.addAmount(centsToAmount(cents));
              setCents("");
            }}
            className="min-h-14 w-full rounded-2xl bg-white text-xl font-semibold text-indigo-700 ring-2 ring-indigo-200 disabled:opacity-40"
          >
            {t("ticket.addAmount", { amount: f.money(centsToAmount(cents)) })}
          </button>
        )}
        <SaleOptions method={method} onMethod={setMethod} cashHint={cashBlocked ? t("cash.needsDrawer") : null} tipPresets={tipPresets} tip={tip} onTip={setTip} saleCents={saleCents} />
        {tipProblem && (
          <p role={tipProblem.kind === "refused" ? "alert" : "status"} data-testid="tip-problem" data-kind={tipProblem.kind} className={`rounded-xl px-4 py-2 ${tipProblem.kind === "refused" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}>
            {tipProblem.kind === "refused" ? t(`tip.${tipProblem.why}`, { sale: f.money(amount) }) : t("tip.large", { tip: f.money(tipAmount), percent: tipProblem.percent })}
          </p>
        )}
        <button
          type="button"
          onClick={charge}
          disabled={!canCharge}
          className="min-h-16 w-full rounded-2xl bg-indigo-600 text-2xl sm:min-h-20 font-semibold text-white shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 active:scale-[0.99] disabled:opacity-40"
        >
          {sending ? t("creatingQr") : tipProblem?.kind === "refused" ? t("tip.fixFirst") : t("charge", { amount: f.money(total) })}
        </button>
        <p className="hidden text-center text-sm text-slate-600 sm:block">{t("keysHint")}</p>
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <RecentSales tillId={till.id} paused={!keypadActive || sending} onRefund={actions.refundPayment ? setRefunding : undefined} />
      </div>
      {refunding && actions.refundPayment && (
        <TillRefund
          intent={refunding}
          refund={actions.refundPayment}
          receiptLink={actions.receiptLink}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            // a cash refund left the drawer: its figures and the recent sales are read again
            void drawer.refresh();
            void queryClient.invalidateQueries({ queryKey: intentKeys.till(till.id) });
          }}
        />
      )}
      {open && <QrScreen charge={open} sandbox={sandbox} actions={actions} onFinal={finish} onCanceled={canceled} />}
      {drawerShown && (
        <DrawerDialog tillId={till.id} drawer={drawer.drawer ?? null} actions={actions} confirmDifference={limits.drawerDifference} onChanged={drawer.set} onClose={() => setDrawerShown(false)} />
      )}
      {ticket.weighing && <WeightDialog name={ticket.weighing.name} onAdd={ticket.addWeighed} onClose={() => ticket.setWeighing(null)} />}
      {ticket.editingLine && (
        <LineEditor line={ticket.editingLine} canDiscount={canDiscount} onSave={ticket.replace} onRemove={() => ticket.remove(ticket.editingLine!.key)} onClose={() => ticket.setEditing(null)} />
      )}
      {ticket.discounting && <TicketDiscountDialog discount={ticket.discount} onSave={ticket.setTicketDiscount} onClose={() => ticket.setDiscounting(false)} />}
      {confirming && (
        <ConfirmLarge
          total={f.money(total)}
          onYes={go}
          onNo={() => setConfirming(false)}
        />
      )}
      {cashing && (
        <CashScreen
          sale={{ ...cashing, totalCents: moneyToCents(cashing.amount) + moneyToCents(cashing.tip) }}
          record={(input) => actions.recordCashSale({ ...input, tillId: till.id, ...(cashing.lines ? { lines: cashing.lines } : {}), ...(cashing.discount ? { discount: cashing.discount } : {}) })}
          onTyped={(received) => setCash({ ...cashing, received })}
          onClose={() => {
            // back to the keypad with the same sale keyed in
            setCents(String(moneyToCents(cashing.amount)));
            setConcept(cashing.concept);
            setCash(null);
          }}
          onRecorded={(sale) => {
            setCash(null);
            setCashPaid(sale);
            // no webhook tells of a cash sale: the drawer's figures and the recent sales are read again
            void drawer.refresh();
            void queryClient.invalidateQueries({ queryKey: intentKeys.till(till.id) });
          }}
        />
      )}
      {cashPaid && <PaidScreen charge={{ amount: Number(cashPaid.amount), ticket: cashPaid.ticket, concept: cashPaid.concept, intent: cashPaid.id }} change={cashPaid.change} receiptLink={actions.receiptLink} onDone={newSale} />}
      {outcome && paid && <PaidScreen charge={outcome.charge} receiptLink={actions.receiptLink} onDone={newSale} />}
      {outcome && !paid && (
        <UnpaidScreen
          charge={outcome.charge}
          status={outcome.status}
          reason={outcome.reason}
          onDone={newSale}
          onRetry={() => {
            setOutcome(null);
            const { amount: charged, tip: tipped = "0.00", method: how = "qr", concept: label } = outcome.charge;
            // the same sale again, the same way: a declined card is tapped again (or another one), a QR shown again (its lines still on the ticket)
            void send({ attempt: crypto.randomUUID(), amount: centsToMoney(moneyToCents(charged.toFixed(2)) - moneyToCents(tipped)), tip: tipped, method: how, concept: label ?? "", ...sold });
          }}
        />
      )}
    </div>
  );
}

const RECENT_MAX = 12;
const MODE_KEY = "caja.till.mode";

/**
 * The ticket being built at a till: its lines (kept on the device, so a reload keeps the ticket),
 * the ticket's discount, which screen adds to it (products or the keypad), the products sold lately
 * (the grid's "Recent"), and the dialogs that change it. Prices with priceTicket, as the server will.
 */
function useTicket(tillId: string, products: readonly TillProduct[], shopIva: IvaRate) {
  const storageKey = `caja.till.${tillId}.ticket`;
  const [state, setState] = useState<{ lines: DraftLine[]; discount?: Discount; recent: string[] }>(() => {
    try {
      const kept = JSON.parse(window.localStorage.getItem(storageKey) ?? "null") as { lines: DraftLine[]; discount?: Discount; recent: string[] } | null;
      // a ticket kept on the device is priced again with the catalogue the page brought (an owner may
      // have changed a price since); a product no longer sold keeps its line, which the server refuses by name
      const current = new Map(products.map((product) => [product.id, product]));
      const repriced = (line: DraftLine): DraftLine => {
        const product = line.product ? current.get(line.product) : undefined;
        return product ? { ...line, description: product.name, price: product.price, iva: product.iva, byWeight: product.byWeight, productKey: product.productKey, unitKey: product.unitKey } : line;
      };
      if (kept && Array.isArray(kept.lines)) return { lines: kept.lines.map(repriced), discount: kept.discount, recent: Array.isArray(kept.recent) ? kept.recent : [] };
    } catch {
      // a ticket the device could not keep starts empty
    }
    return { lines: [], recent: [] };
  });
  useEffect(() => {
    window.localStorage.setItem(storageKey, JSON.stringify(state));
  }, [storageKey, state]);
  // the screen that adds to the ticket: the keypad until the tablet's cashier picks the products
  // once (kept on the device), so a shop that charges amounts sees no change
  const [mode, setModeState] = useState<"products" | "amount">(() => (products.length > 0 && window.localStorage.getItem(MODE_KEY) === "products" ? "products" : "amount"));
  const setMode = (next: "products" | "amount") => {
    window.localStorage.setItem(MODE_KEY, next);
    setModeState(next);
  };
  const [weighing, setWeighing] = useState<TillProduct | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [discounting, setDiscounting] = useState(false);
  const priced = useMemo((): { ticket: PricedTicket | null; problem: string | null } => {
    if (state.lines.length === 0) return { ticket: null, problem: null };
    try {
      return { ticket: priceTicket(state.lines, state.discount), problem: null };
    } catch (error) {
      return { ticket: null, problem: error instanceof RangeError && error.message.startsWith("till.") ? error.message : "till.ticket.discountInvalid" };
    }
  }, [state.lines, state.discount]);
  const push = (line: Omit<DraftLine, "key">, productId?: string) =>
    setState((current) => ({
      ...current,
      lines: [...current.lines, { ...line, key: crypto.randomUUID() }],
      recent: productId ? [productId, ...current.recent.filter((id) => id !== productId)].slice(0, RECENT_MAX) : current.recent,
    }));
  const fromProduct = (product: TillProduct, quantity: string): Omit<DraftLine, "key"> => ({
    product: product.id,
    ...(product.sku ? { sku: product.sku } : {}),
    description: product.name,
    price: product.price,
    iva: product.iva,
    productKey: product.productKey,
    unitKey: product.unitKey,
    quantity,
    byWeight: product.byWeight,
  });
  return {
    lines: state.lines,
    discount: state.discount,
    recent: state.recent,
    priced: priced.ticket,
    problem: priced.problem,
    mode,
    setMode,
    weighing,
    setWeighing,
    editingLine: state.lines.find((line) => line.key === editing) ?? null,
    setEditing,
    discounting,
    setDiscounting,
    /** a product tapped or scanned: one more of it (the same line while it has no discount), or its weight asked */
    add: (product: TillProduct) => {
      if (product.byWeight) return setWeighing(product);
      setState((current) => {
        const same = current.lines.findIndex((line) => line.product === product.id && !line.discount);
        const recent = [product.id, ...current.recent.filter((id) => id !== product.id)].slice(0, RECENT_MAX);
        if (same < 0) return { ...current, lines: [...current.lines, { ...fromProduct(product, "1"), key: crypto.randomUUID() }], recent };
        return { ...current, recent, lines: current.lines.map((line, i) => (i === same ? { ...line, quantity: String(Number(line.quantity) + 1) } : line)) };
      });
    },
    addWeighed: (kg: string) => {
      if (weighing) push(fromProduct(weighing, kg), weighing.id);
      setWeighing(null);
    },
    /** the keypad's amount as a line sold by amount (the shop's IVA: the server sets it) */
    addAmount: (price: string) => push({ description: SOLD_BY_AMOUNT, price, iva: shopIva, quantity: "1" }),
    replace: (line: DraftLine) => {
      setState((current) => ({ ...current, lines: current.lines.map((l) => (l.key === line.key ? line : l)) }));
      setEditing(null);
    },
    remove: (key: string) => {
      setState((current) => ({ ...current, lines: current.lines.filter((l) => l.key !== key) }));
      setEditing(null);
    },
    setTicketDiscount: (discount: Discount | undefined) => {
      setState((current) => ({ ...current, discount }));
      setDiscounting(false);
    },
    clear: () => setState((current) => ({ lines: [], recent: current.recent })),
  };
}
