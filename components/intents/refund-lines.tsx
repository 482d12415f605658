"use client";

import { useTranslations } from "next-intl";
import { formatQuantity } from "@/lib/contract/ticket-lines";
import { useFormat } from "../format-provider";
import { leftOf, lineProblem, lineRefundCents, typedQuantity, type LineChoice, type RefundableLine } from "./refund-line-amounts";

const stepper = "inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-40";
const quantityField = "block min-h-11 w-24 rounded-lg border border-slate-300 bg-white px-3 text-right text-base tabular-nums focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[invalid=true]:border-red-600";

/**
 * The sale's lines in the refund form: each with a checkbox (`refund-line-<index>`) and how much
 * goes back (`refund-line-qty-<index>`): a stepper of whole units, or the kilograms typed for a
 * weighed line; what each line and all of them give back follows as they change (`refund-amount`),
 * computed with the server's own arithmetic. A line given back in full is shown, not choosable.
 */
export function RefundLines({
  lines,
  choices,
  onChange,
  amountCents,
  amountId,
}: {
  lines: readonly RefundableLine[];
  choices: Record<number, LineChoice>;
  onChange: (choices: Record<number, LineChoice>) => void;
  amountCents: bigint;
  /** the amount's element id (the form's hint points at it) */
  amountId: string;
}) {
  const t = useTranslations("intent.refund.lines");
  const f = useFormat();
  const set = (line: number, choice: LineChoice) => onChange({ ...choices, [line]: choice });
  const money = (cents: bigint) => f.money((Number(cents) / 100).toFixed(2));

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t("heading")}</legend>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" data-testid="refund-lines">
        {lines.map((line) => {
          const left = leftOf(line);
          const choice = choices[line.line] ?? { on: false, quantity: formatQuantity(left) };
          const name = line.description ?? line.sku ?? t("unnamed", { number: line.line + 1 });
          const problem = choice.on ? lineProblem(line, choice.quantity) : null;
          const ids = { box: `refund-line-${line.line}-box`, qty: `refund-line-${line.line}-qty`, problem: `refund-line-${line.line}-problem` };
          const step = (by: bigint) => {
            const now = typedQuantity(choice.quantity) ?? 0n;
            const next = now + by;
            if (next >= 1000n && next <= left) set(line.line, { on: true, quantity: formatQuantity(next) });
          };
          return (
            <li key={line.line} data-line={line.line} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
              <input
                id={ids.box}
                type="checkbox"
                checked={choice.on && left > 0n}
                disabled={left === 0n}
                onChange={(event) => set(line.line, { ...choice, on: event.target.checked })}
                data-testid={`refund-line-${line.line}`}
                className="size-5 accent-indigo-700"
              />
              <label htmlFor={ids.box} className="min-w-0 flex-1 basis-40">
                <span translate="no" className="font-medium break-words">
                  {name}
                </span>
                <span className="block text-xs text-slate-600">
                  {line.weighed ? t("soldWeighed", { sold: line.sold, price: f.money(line.price) }) : t("soldUnits", { sold: line.sold, price: f.money(line.price) })}
                  {line.refunded !== "0" && ` · ${left === 0n ? t("allBack") : t("back", { refunded: line.refunded })}`}
                </span>
              </label>
              {left > 0n && (
                <div className="flex items-center gap-1">
                  {!line.weighed && (
                    <button type="button" className={stepper} aria-label={t("less", { name })} disabled={!choice.on || (typedQuantity(choice.quantity) ?? 0n) <= 1000n} onClick={() => step(-1000n)}>
                      -
                    </button>
                  )}
                  <input
                    id={ids.qty}
                    inputMode={line.weighed ? "decimal" : "numeric"}
                    autoComplete="off"
                    value={choice.quantity}
                    disabled={!choice.on}
                    onChange={(event) => set(line.line, { on: true, quantity: event.target.value })}
                    aria-label={line.weighed ? t("kilograms", { name }) : t("units", { name })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? ids.problem : undefined}
                    data-testid={`refund-line-qty-${line.line}`}
                    className={quantityField}
                  />
                  {line.weighed ? (
                    <span className="text-xs text-slate-600">{t("unit")}</span>
                  ) : (
                    <button type="button" className={stepper} aria-label={t("more", { name })} disabled={!choice.on || (typedQuantity(choice.quantity) ?? 0n) >= left} onClick={() => step(1000n)}>
                      +
                    </button>
                  )}
                </div>
              )}
              <span className="w-24 text-right font-medium tabular-nums" data-figure="line-amount">
                {choice.on && !problem ? money(lineRefundCents(line, choice.quantity)) : "—"}
              </span>
              {problem && (
                <p id={ids.problem} role="alert" className="w-full text-sm text-red-700">
                  {t(problem)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p id={amountId} className="mt-2 text-sm" data-testid="refund-amount" data-cents={String(amountCents)}>
        {t("amount", { amount: money(amountCents) })}
      </p>
    </fieldset>
  );
}
