"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { moneyOf } from "@/lib/contract/ticket-lines";
import { DISCOUNT_REASONS, type Discount, type PricedLineInput, type PricedTicket } from "@/lib/dashboard/till/price-ticket";
import type { TillLineInput } from "@/lib/dashboard/till/till-schemas";
import { useFormat } from "../format-provider";
import { ModalDialog } from "./modal-dialog";

/** A line of the ticket on the tablet: what the server needs to price it again, and what the screen shows. */
export type DraftLine = PricedLineInput & { key: string };

/** The line as the till sends it: the product's id (the server reads its price), or the typed line. */
export function lineInput(line: DraftLine): TillLineInput {
  const discount = line.discount && line.discount.value !== "" ? { discount: line.discount } : {};
  if (line.product) return { product: line.product, quantity: line.quantity, ...discount };
  return { description: line.description, price: line.price, iva: line.iva, quantity: line.quantity, ...discount };
}

const KG = /^\d{1,6}([.,]\d{1,3})?$/;
/** A weight as typed (a comma read as the decimal point), or null when it is not one above zero. */
export function readWeight(typed: string): string | null {
  const text = typed.trim().replace(",", ".");
  return KG.test(text) && Number(text) > 0 ? text : null;
}

/** The ticket: its lines (tap one to change its quantity or discount, or remove it), the discounts, the total and its IVA by rate. */
export function TicketPanel({
  lines,
  priced,
  canDiscount,
  ticketDiscount,
  onEdit,
  onTicketDiscount,
  onClear,
}: {
  lines: readonly DraftLine[];
  priced: PricedTicket | null;
  canDiscount: boolean;
  ticketDiscount?: Discount;
  onEdit: (key: string) => void;
  onTicketDiscount: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("till.ticket");
  const f = useFormat();
  if (lines.length === 0 || !priced) return <p className="rounded-2xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">{t("empty")}</p>;
  return (
    <section aria-label={t("lines")} data-testid="ticket" className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <ul className="max-h-[38dvh] divide-y divide-slate-100 overflow-y-auto">
        {lines.map((line, i) => {
          const p = priced.lines[i]!;
          return (
            <li key={line.key}>
              <button type="button" data-testid="ticket-line" data-sku={line.sku ?? ""} onClick={() => onEdit(line.key)} className="flex min-h-14 w-full items-center justify-between gap-3 px-1 py-2 text-left">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{line.description}</span>
                  <span className="block text-sm text-slate-600 tabular-nums">
                    {line.byWeight ? t("kg", { qty: line.quantity, price: f.money(line.price) }) : t("each", { qty: line.quantity, price: f.money(line.price) })}
                    {p.discountCents > 0n && <span data-testid="line-discount">{` · ${t("lineDiscount")} −${f.money(moneyOf(p.discountCents))}`}</span>}
                  </span>
                </span>
                <span data-testid="line-total" className="shrink-0 text-lg font-semibold tabular-nums">
                  {f.money(moneyOf(p.totalCents))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 border-t border-slate-200 pt-2 text-sm text-slate-700 tabular-nums">
        {priced.discountCents > 0n && (
          <>
            <dt>{t("subtotal")}</dt>
            <dd>{f.money(moneyOf(priced.grossCents))}</dd>
            <dt>{t("discounts")}</dt>
            <dd data-testid="ticket-discounts">{`−${f.money(moneyOf(priced.discountCents))}`}</dd>
          </>
        )}
        {priced.desglose.map((split) => (
          <div key={split.rate} className="col-span-2 text-xs text-slate-600" data-testid={`ticket-iva-${split.rate}`}>
            {split.rate === "exempt" ? t("exemptLine", { base: f.money(split.base) }) : t("ivaLine", { rate: split.rate, base: f.money(split.base), iva: f.money(split.iva) })}
          </div>
        ))}
        <dt className="text-base font-semibold text-slate-900">{t("total")}</dt>
        <dd data-testid="ticket-total" className="text-base font-semibold text-slate-900">
          {f.money(moneyOf(priced.totalCents))}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {canDiscount && (
          <button type="button" data-testid="ticket-discount" onClick={onTicketDiscount} className="min-h-11 rounded-xl px-3 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200">
            {t("ticketDiscount")}
            {ticketDiscount && ticketDiscount.value !== "" ? ` (${ticketDiscount.kind === "percent" ? `${ticketDiscount.value} %` : f.money(ticketDiscount.value)})` : ""}
          </button>
        )}
        <button type="button" onClick={onClear} className="min-h-11 rounded-xl px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300">
          {t("clear")}
        </button>
      </div>
    </section>
  );
}

/** A product sold by weight: the kg on the scale, typed (three decimals). */
export function WeightDialog({ name, onAdd, onClose }: { name: string; onAdd: (kg: string) => void; onClose: () => void }) {
  const t = useTranslations("till.ticket");
  const [typed, setTyped] = useState("");
  const [wrong, setWrong] = useState(false);
  const add = () => {
    const kg = readWeight(typed);
    if (!kg) return setWrong(true);
    onAdd(kg);
  };
  return (
    <ModalDialog label={t("weightTitle", { name })} testId="weight-dialog" onEscape={onClose} className="m-auto w-[min(28rem,96vw)] rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <h2 className="text-xl font-semibold">{t("weightTitle", { name })}</h2>
        <label className="block text-base font-medium">
          {t("weightLabel")}
          <input autoFocus inputMode="decimal" data-testid="weight-input" value={typed} onChange={(e) => setTyped(e.target.value)} aria-invalid={wrong} className="mt-1 block min-h-14 w-full rounded-xl border border-slate-300 px-4 text-2xl tabular-nums" />
        </label>
        {wrong && <p role="alert" className="text-red-700">{t("weightInvalid")}</p>}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="min-h-12 rounded-2xl px-5 ring-1 ring-slate-300">
            {t("cancel")}
          </button>
          <button type="submit" data-testid="weight-add" className="min-h-12 rounded-2xl bg-indigo-600 px-6 font-semibold text-white">
            {t("add")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A discount's fields (percent or amount, value, reason); empty value: none. */
function DiscountFields({ discount, onChange }: { discount: Discount; onChange: (next: Discount) => void }) {
  const t = useTranslations("till.ticket");
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-medium">{t("discountValue")}</legend>
      <div className="flex gap-2" role="group" aria-label={t("discountKind")}>
        {(["percent", "amount"] as const).map((kind) => (
          <button key={kind} type="button" aria-pressed={discount.kind === kind} data-testid={`discount-kind-${kind}`} onClick={() => onChange({ ...discount, kind })} className={`min-h-11 flex-1 rounded-xl ring-1 ${discount.kind === kind ? "bg-indigo-600 text-white ring-indigo-600" : "ring-slate-300"}`}>
            {kind === "percent" ? t("percent") : t("money")}
          </button>
        ))}
      </div>
      <input inputMode="decimal" data-testid="discount-value" aria-label={t("discountValue")} value={discount.value} onChange={(e) => onChange({ ...discount, value: e.target.value.replace(",", ".").trim() })} className="block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-xl tabular-nums" />
      <label className="block text-sm font-medium">
        {t("discountReason")}
        <select data-testid="discount-reason" value={discount.reason} onChange={(e) => onChange({ ...discount, reason: e.target.value as Discount["reason"] })} className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-3">
          {DISCOUNT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

const NO_DISCOUNT: Discount = { kind: "percent", value: "", reason: "promotion" };

/** A line's quantity (units with − and +, or kg typed), its discount (for those allowed), or its removal. */
export function LineEditor({ line, canDiscount, onSave, onRemove, onClose }: { line: DraftLine; canDiscount: boolean; onSave: (line: DraftLine) => void; onRemove: () => void; onClose: () => void }) {
  const t = useTranslations("till.ticket");
  const [quantity, setQuantity] = useState(line.quantity);
  const [discount, setDiscount] = useState<Discount>(line.discount ?? NO_DISCOUNT);
  const units = Number(quantity) || 1;
  const save = () => {
    const q = line.byWeight ? readWeight(quantity) : /^\d+$/.test(quantity) && Number(quantity) > 0 ? quantity : null;
    if (!q) return;
    onSave({ ...line, quantity: q, ...(discount.value !== "" ? { discount } : { discount: undefined }) });
  };
  return (
    <ModalDialog label={t("editTitle", { name: line.description })} testId="line-editor" onEscape={onClose} className="m-auto w-[min(30rem,96vw)] rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <div className="space-y-4">
        <h2 className="text-xl font-semibold">{t("editTitle", { name: line.description })}</h2>
        {line.byWeight ? (
          <label className="block text-base font-medium">
            {t("weightLabel")}
            <input inputMode="decimal" data-testid="line-quantity" value={quantity} onChange={(e) => setQuantity(e.target.value)} className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-xl tabular-nums" />
          </label>
        ) : (
          <div className="flex items-center gap-3" role="group" aria-label={t("quantity")}>
            <button type="button" aria-label={t("less")} onClick={() => setQuantity(String(Math.max(1, units - 1)))} className="min-h-14 min-w-14 rounded-2xl text-2xl ring-1 ring-slate-300">
              {"−"}
            </button>
            <output data-testid="line-quantity" className="min-w-16 text-center text-2xl font-semibold tabular-nums">
              {units}
            </output>
            <button type="button" aria-label={t("more")} data-testid="line-more" onClick={() => setQuantity(String(units + 1))} className="min-h-14 min-w-14 rounded-2xl text-2xl ring-1 ring-slate-300">
              {"+"}
            </button>
          </div>
        )}
        {canDiscount && <DiscountFields discount={discount} onChange={setDiscount} />}
        <div className="flex flex-wrap justify-between gap-3">
          <button type="button" data-testid="line-remove" onClick={onRemove} className="min-h-12 rounded-2xl px-4 text-red-700 ring-1 ring-red-200">
            {t("remove")}
          </button>
          <button type="button" data-testid="line-done" onClick={save} className="min-h-12 rounded-2xl bg-indigo-600 px-6 font-semibold text-white">
            {t("done")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** The discount on the whole ticket (spread over its lines when charged). */
export function TicketDiscountDialog({ discount, onSave, onClose }: { discount?: Discount; onSave: (discount: Discount | undefined) => void; onClose: () => void }) {
  const t = useTranslations("till.ticket");
  const [draft, setDraft] = useState<Discount>(discount ?? NO_DISCOUNT);
  return (
    <ModalDialog label={t("ticketDiscount")} testId="ticket-discount-dialog" onEscape={onClose} className="m-auto w-[min(30rem,96vw)] rounded-3xl bg-white p-6 text-slate-900 backdrop:bg-slate-900/60">
      <div className="space-y-4">
        <h2 className="text-xl font-semibold">{t("ticketDiscount")}</h2>
        <DiscountFields discount={draft} onChange={setDraft} />
        <div className="flex flex-wrap justify-between gap-3">
          <button type="button" onClick={() => onSave(undefined)} className="min-h-12 rounded-2xl px-4 ring-1 ring-slate-300">
            {t("noDiscount")}
          </button>
          <button type="button" data-testid="ticket-discount-done" onClick={() => onSave(draft.value !== "" ? draft : undefined)} className="min-h-12 rounded-2xl bg-indigo-600 px-6 font-semibold text-white">
            {t("done")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
