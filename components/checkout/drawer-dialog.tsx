"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { centsToMoney, moneyToCents } from "@/lib/contract/money";
import { countedCents, DENOMINATIONS, type DrawerCount } from "@/lib/dashboard/drawer/denominations";
import type { DrawerSummary } from "@/lib/dashboard/drawer/summarize-drawer";
import { useFormat } from "../format-provider";
import { ModalDialog } from "./modal-dialog";

type Failure = { error: string; errors?: Record<string, string> };
type DrawerAnswer = Promise<{ drawer: DrawerSummary } | Failure>;

/** The server actions the drawer calls, handed in by the till's page. */
export type DrawerActions = {
  tillDrawer: (input: { tillId: string }) => Promise<{ drawer: DrawerSummary | null } | Failure>;
  openDrawer: (input: { tillId: string; float: string }) => DrawerAnswer;
  moveDrawerCash: (input: { drawerId: string; kind: "in" | "out"; amount: string; reason: string }) => DrawerAnswer;
  closeDrawer: (input: { drawerId: string; count: DrawerCount; total?: string; note: string; confirmed: boolean }) => DrawerAnswer;
};

const input = "mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-lg";
const primary = "min-h-12 rounded-xl bg-slate-900 px-5 text-base font-semibold text-white disabled:opacity-40";
const secondary = "min-h-12 rounded-xl px-5 text-base font-medium ring-1 ring-slate-300 disabled:opacity-50";

/** Why the drawer refused, in words (nothing while all is well). */
function ErrorNote({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
      {error}
    </p>
  );
}

function failureText(result: Failure): string {
  return [result.error, ...Object.values(result.errors ?? {})].join(" ");
}

/** Expected, counted and the difference, in words: "Cuadra", "Faltan MXN 20.00", "Sobran MXN 5.00". */
export function DifferenceText({ cents }: { cents: number }) {
  const t = useTranslations("till.drawer");
  const f = useFormat();
  if (cents === 0) return <>{t("balanced")}</>;
  return <>{cents < 0 ? t("short", { amount: f.money(centsToMoney(-cents)) }) : t("over", { amount: f.money(centsToMoney(cents)) })}</>;
}

/** The drawer's figures so far: float, cash sales, cash refunds, in, out, and what it should hold. */
function Figures({ drawer }: { drawer: DrawerSummary }) {
  const t = useTranslations("till.drawer");
  const f = useFormat();
  const rows: Array<[string, string, string]> = [
    ["float", t("float"), drawer.float],
    ["sales", t("cashSales", { count: drawer.sales.count }), drawer.sales.total],
    ...(drawer.refunds.count > 0 ? [["cash-refunds", t("cashRefunds", { count: drawer.refunds.count }), `-${drawer.refunds.total}`] as [string, string, string]] : []),
    ["in", t("cashIn"), drawer.cashIn],
    ["out", t("cashOut"), `-${drawer.cashOut}`],
  ];
  return (
    <dl data-testid="drawer-figures" className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {rows.map(([key, label, value]) => (
        <div key={key} data-figure={key} className="flex justify-between gap-3 px-4 py-2">
          <dt>{label}</dt>
          <dd className="tabular-nums">{f.money(value)}</dd>
        </div>
      ))}
      <div data-figure="expected" className="flex justify-between gap-3 px-4 py-2 font-semibold">
        <dt>{t("expected")}</dt>
        <dd className="tabular-nums">{f.money(drawer.expected)}</dd>
      </div>
    </dl>
  );
}

/** A count field: whole pieces only ("1.5" is not 15 pieces); null when it is not a whole number. */
const piecesOf = (value: string): number | null => (value.trim() === "" ? 0 : /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : null);

/** Money typed as a total ("200", "200.50"): cents, or null when it is not an amount. */
const typedCents = (value: string): number | null => (/^\d{1,7}(\.\d{1,2})?$/.test(value) ? moneyToCents(value) : null);

/**
 * Counting the drawer at the close: pieces per MXN note and coin (whole numbers only), or the total
 * typed instead; the total counted and the difference, live. Closing with nothing counted, or
 * further off than the shop's threshold, asks first (the server refuses it unconfirmed too).
 */
function CountForm({
  drawer,
  close,
  confirmDifference,
  onBack,
  onClosed,
}: {
  drawer: DrawerSummary;
  close: DrawerActions["closeDrawer"];
  /** cents: a difference past it asks to confirm */
  confirmDifference: number;
  onBack: () => void;
  onClosed: (drawer: DrawerSummary) => void;
}) {
  const t = useTranslations("till.drawer");
  const f = useFormat();
  const [mode, setMode] = useState<"pieces" | "total">("pieces");
  const [count, setCount] = useState<Record<string, string>>({});
  const [total, setTotal] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const parsed = Object.entries(count).map(([key, value]) => [key, piecesOf(value)] as const);
  const badPieces = mode === "pieces" && parsed.some(([, pieces]) => pieces === null);
  const pieces: DrawerCount = Object.fromEntries(parsed.filter(([, n]) => n !== null && n > 0));
  const totalCents = typedCents(total.replace(",", ".").trim());
  const badTotal = mode === "total" && total.trim() !== "" && totalCents === null;
  const nothing = mode === "pieces" ? Object.keys(pieces).length === 0 : totalCents === null;
  const counted = mode === "pieces" ? countedCents(pieces) : (totalCents ?? 0);
  const difference = counted - moneyToCents(drawer.expected);
  const mustAsk = nothing || Math.abs(difference) > confirmDifference;
  const submit = async (confirmed: boolean) => {
    if (badPieces || badTotal) return;
    if (mustAsk && !confirmed) return setAsking(true);
    setAsking(false);
    setBusy(true);
    setError(null);
    const input = mode === "total" && totalCents !== null ? { total: centsToMoney(totalCents) } : {};
    const result = await close({ drawerId: drawer.id, count: mode === "pieces" ? pieces : {}, ...input, note, confirmed }).catch(() => ({ error: t("noConnection") }));
    setBusy(false);
    if ("drawer" in result) onClosed(result.drawer);
    else setError(failureText(result));
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <h3 className="text-lg font-semibold">{t("countTitle")}</h3>
      <div role="radiogroup" aria-label={t("countHow")} className="flex flex-wrap gap-2">
        {(["pieces", "total"] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={mode === option}
            onClick={() => setMode(option)}
            className="min-h-12 rounded-xl bg-white px-4 font-medium ring-1 ring-slate-300 aria-checked:bg-slate-900 aria-checked:text-white"
          >
            {t(option === "pieces" ? "countByPieces" : "countByTotal")}
          </button>
        ))}
      </div>
      {mode === "pieces" ? (
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {DENOMINATIONS.map(({ key, kind, cents }) => (
            <label key={key} className="flex items-center justify-between gap-2 text-base">
              <span className="tabular-nums">{t(kind === "note" ? "note" : "coin", { value: f.money(centsToMoney(cents)) })}</span>
              <input
                inputMode="numeric"
                aria-label={t(kind === "note" ? "piecesOfNote" : "piecesOfCoin", { value: f.money(centsToMoney(cents)) })}
                aria-invalid={piecesOf(count[key] ?? "") === null ? true : undefined}
                data-denomination={key}
                value={count[key] ?? ""}
                onChange={(e) => setCount((c) => ({ ...c, [key]: e.target.value.slice(0, 8) }))}
                className="min-h-11 w-20 rounded-lg border border-slate-300 px-2 text-right text-lg tabular-nums aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-200"
              />
            </label>
          ))}
        </div>
      ) : (
        <label className="block text-base font-medium text-slate-700">
          {t("totalLabel")}
          <input inputMode="decimal" autoFocus value={total} onChange={(e) => setTotal(e.target.value)} aria-invalid={badTotal ? true : undefined} className={input} />
        </label>
      )}
      {(badPieces || badTotal) && (
        <p role="alert" data-testid="drawer-count-error" className="rounded-xl bg-red-50 px-4 py-2 text-red-800">
          {badPieces ? t("countInvalid") : t("amountInvalid")}
        </p>
      )}
      <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        <div className="flex justify-between px-4 py-2">
          <dt>{t("expected")}</dt>
          <dd className="tabular-nums">{f.money(drawer.expected)}</dd>
        </div>
        <div className="flex justify-between px-4 py-2">
          <dt>{t("counted")}</dt>
          <dd data-testid="drawer-counted" className="tabular-nums">
            {badPieces || badTotal ? "—" : f.money(centsToMoney(counted))}
          </dd>
        </div>
        <div className={`flex justify-between px-4 py-2 font-semibold ${difference < 0 ? "text-red-700" : difference > 0 ? "text-amber-700" : "text-emerald-700"}`}>
          <dt>{t("difference")}</dt>
          <dd data-testid="drawer-difference" aria-live="polite">
            {badPieces || badTotal ? "—" : <DifferenceText cents={difference} />}
          </dd>
        </div>
      </dl>
      <label className="block text-base font-medium text-slate-700">
        {t("noteLabel")}
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className={input} />
      </label>
      <ErrorNote error={error} />
      <p className="text-sm text-slate-600">{t("closeWarning")}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onBack} className={secondary}>
          {t("back")}
        </button>
        <button type="submit" disabled={busy || badPieces || badTotal} className={primary}>
          {busy ? t("closing") : t("confirmClose")}
        </button>
      </div>
      {asking && (
        <div role="alertdialog" aria-labelledby="drawer-ask" data-testid="drawer-close-confirm" className="space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-2 ring-amber-300">
          <p id="drawer-ask" className="font-semibold">
            {nothing ? t("nothingCounted", { counted: f.money(centsToMoney(counted)) }) : t("bigDifference", { counted: f.money(centsToMoney(counted)), expected: f.money(drawer.expected) })}
          </p>
          <p>
            <DifferenceText cents={difference} />
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" autoFocus onClick={() => setAsking(false)} className={`${secondary} bg-white`}>
              {t("keepCounting")}
            </button>
            <button type="button" disabled={busy} onClick={() => void submit(true)} className="min-h-12 rounded-xl bg-red-700 px-5 text-base font-semibold text-white disabled:opacity-40">
              {t("closeAnyway")}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

/**
 * The till's cash drawer, in a dialog: open it with a float; while open, its figures, cash in and
 * out with a reason, and the close with the count by denomination; once closed, the corte's
 * figures and a link to print it.
 */
export function DrawerDialog({
  tillId,
  drawer,
  actions,
  confirmDifference,
  onChanged,
  onClose,
}: {
  tillId: string;
  drawer: DrawerSummary | null;
  actions: DrawerActions;
  /** cents: closing further off than this asks first */
  confirmDifference: number;
  onChanged: (drawer: DrawerSummary | null) => void;
  onClose: () => void;
}) {
  const t = useTranslations("till.drawer");
  const f = useFormat();
  const [view, setView] = useState<"main" | "count">("main");
  const [closed, setClosed] = useState<DrawerSummary | null>(null);
  const [float, setFloat] = useState("");
  const [kind, setKind] = useState<"in" | "out">("out");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (run: () => DrawerAnswer, after?: () => void) => {
    setBusy(true);
    setError(null);
    const result = await run().catch(() => ({ error: t("noConnection") }));
    setBusy(false);
    if ("drawer" in result) {
      onChanged(result.drawer);
      after?.();
    } else setError(failureText(result));
  };

  return (
    <ModalDialog label={t("title")} testId="drawer-dialog" onEscape={onClose} className="m-auto max-h-[95dvh] w-[min(44rem,96vw)] overflow-y-auto rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{t("title")}</h2>
          {/* not while the drawer is being opened, moved or closed: back at the keypad before the
              server answered, a cash charge found no open drawer and showed this dialog again */}
          <button type="button" onClick={onClose} disabled={busy} className={secondary}>
            {t("done")}
          </button>
        </div>
        {closed ? (
          <div data-testid="drawer-closed" className="space-y-4">
            <p role="status" className="text-lg">
              {t("closedNotice", { when: f.at(closed.closedAt!) })}
            </p>
            <Figures drawer={closed} />
            <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              <div className="flex justify-between px-4 py-2">
                <dt>{t("counted")}</dt>
                <dd className="tabular-nums">{f.money(closed.counted)}</dd>
              </div>
              <div className="flex justify-between px-4 py-2 font-semibold">
                <dt>{t("difference")}</dt>
                <dd data-testid="drawer-closed-difference">
                  <DifferenceText cents={moneyToCents(closed.difference!)} />
                </dd>
              </div>
            </dl>
            <a href={`/cash-up/drawers/${closed.id}`} className="inline-flex min-h-12 items-center rounded-xl bg-indigo-600 px-5 font-semibold text-white">
              {t("printCorte")}
            </a>
          </div>
        ) : !drawer ? (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void act(() => actions.openDrawer({ tillId, float: float || "0" }));
            }}
          >
            <p>{t("closedIntro")}</p>
            <label className="block text-base font-medium text-slate-700">
              {t("floatLabel")}
              <input inputMode="decimal" autoFocus value={float} onChange={(e) => setFloat(e.target.value.replace(",", ".").trim())} className={input} />
            </label>
            <ErrorNote error={error} />
            <button type="submit" disabled={busy} className={primary}>
              {t("open")}
            </button>
          </form>
        ) : view === "count" ? (
          <CountForm
            drawer={drawer}
            close={actions.closeDrawer}
            confirmDifference={confirmDifference}
            onBack={() => setView("main")}
            onClosed={(done) => {
              setClosed(done);
              onChanged(null);
            }}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">{t("openedBy", { who: drawer.openedBy, when: f.at(drawer.openedAt) })}</p>
            <Figures drawer={drawer} />
            <form
              className="space-y-3 rounded-xl bg-slate-50 p-4"
              onSubmit={(event) => {
                event.preventDefault();
                void act(
                  () => actions.moveDrawerCash({ drawerId: drawer.id, kind, amount, reason }),
                  () => {
                    setAmount("");
                    setReason("");
                  },
                );
              }}
            >
              <div role="radiogroup" aria-label={t("movement")} className="flex gap-2">
                {(["out", "in"] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    role="radio"
                    aria-checked={kind === option}
                    onClick={() => setKind(option)}
                    className="min-h-12 rounded-xl bg-white px-4 font-medium ring-1 ring-slate-300 aria-checked:bg-slate-900 aria-checked:text-white"
                  >
                    {t(option === "in" ? "kindIn" : "kindOut")}
                  </button>
                ))}
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <label className="block text-base font-medium text-slate-700">
                  {t("amount")}
                  <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.replace(",", ".").trim())} className={input} />
                </label>
                <label className="block text-base font-medium text-slate-700">
                  {t("reason")}
                  <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} placeholder={t(kind === "in" ? "reasonInHint" : "reasonOutHint")} className={input} />
                </label>
              </div>
              <button type="submit" disabled={busy || !amount || !reason.trim()} className={primary}>
                {t(kind === "in" ? "recordIn" : "recordOut")}
              </button>
            </form>
            {drawer.entries.length > 0 && (
              <ul data-testid="drawer-entries" className="divide-y divide-slate-100 text-sm">
                {drawer.entries.map((entry) => (
                  <li key={entry.id} className="flex justify-between gap-3 py-2">
                    <span>
                      {f.time(entry.at)} · {t(entry.kind === "in" ? "kindIn" : entry.kind === "out" ? "kindOut" : "kindCorrection")} · <span translate="no">{entry.reason}</span>
                    </span>
                    <span className="tabular-nums">{f.money(entry.kind === "out" ? `-${entry.amount}` : entry.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
            <ErrorNote error={error} />
            {/* the corte so far (a corte X): what the drawer should hold now, printable, before closing */}
            <a href={`/cash-up/drawers/${drawer.id}`} className="inline-flex min-h-12 items-center rounded-xl px-4 font-medium text-indigo-700 ring-1 ring-indigo-200">
              {t("printCorteSoFar")}
            </a>
            <button type="button" onClick={() => setView("count")} className="min-h-14 w-full rounded-2xl bg-indigo-600 text-lg font-semibold text-white">
              {t("startClose")}
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
