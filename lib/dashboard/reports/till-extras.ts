import { centsToMoney, moneyToCents } from "../../contract/money";

/** How many, and their amounts added up (an exact decimal, e.g. "1234.50"). */
type Figure = { count: number; amount: string };

/** What the tills add, shown apart: the cash sales (inside every total) and the tips. */
export type TillExtras = {
  /** cash sales in the range, tips included (part of the collected total) */
  cash: Figure;
  /** tips on paid sales: cash, and QR or card charges whose intent is authorized; `count` sales with a tip */
  tips: Figure & { cash: string; service: string };
};

/**
 * The till's figures from the sums a report's statement already made over its sales (no second
 * pass over them): the cash sales, the tips of the paid sales, and the tips of the cash ones among
 * them (the rest came with QR or card).
 */
export function tillExtrasOf(sums: { cash: Figure; tips: Figure; cashTips: string }): TillExtras {
  const money = (value: string) => centsToMoney(moneyToCents(value));
  const tips = money(sums.tips.amount);
  const cashTips = money(sums.cashTips);
  return {
    cash: { count: sums.cash.count, amount: money(sums.cash.amount) },
    tips: { count: sums.tips.count, amount: tips, cash: cashTips, service: centsToMoney(moneyToCents(tips) - moneyToCents(cashTips)) },
  };
}
