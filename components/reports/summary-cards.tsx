import Link from "next/link";

export type SummaryCard = {
  id: string;
  label: string;
  value: string;
  /** a line under the value ("of 12 finished payments") */
  hint?: string;
  /** the payments list behind the figure, when there is one */
  href?: string | null;
  /** how many payments the figure stands for (tests compare it with the list it links to) */
  count?: number;
};

/**
 * The report pages' headline figures (the overview's and the cash-up's), one card each: two
 * columns on a phone, four from a tablet on; a figure with payments behind it opens them.
 */
export function SummaryCards({ cards, testId, label }: { cards: SummaryCard[]; testId: string; label: string }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4 print:gap-1" data-testid={testId}>
      {cards.map((card) => (
        <div key={card.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:rounded-none print:border-0 print:p-1 print:shadow-none">
          <p className="text-sm text-slate-600 print:text-[8pt]">{card.label}</p>
          <p className="mt-1 min-w-0 text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-2xl print:text-[11pt]" data-testid={`summary-${card.id}`}>
            {card.href ? (
              <Link
                href={card.href}
                prefetch={false}
                data-figure={`summary-${card.id}`}
                data-count={card.count}
                aria-label={`${card.label}: ${card.value}`}
                className="inline-flex min-h-11 min-w-11 items-center text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 print:min-h-0 print:text-inherit"
              >
                {card.value}
              </Link>
            ) : (
              <span className="inline-flex min-h-11 items-center print:min-h-0" data-figure={`summary-${card.id}`} data-count={card.count}>
                {card.value}
              </span>
            )}
          </p>
          {card.hint && <p className="text-xs text-slate-600 print:hidden">{card.hint}</p>}
        </div>
      ))}
    </section>
  );
}
