import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import type { InvoiceBooks as Books } from "@/lib/dashboard/invoices/sum-invoice-books";

const PARTS = ["invoiced", "global", "pending"] as const;

function Figure({ id, label, amount, count, hint, strong = false }: { id: string; label: string; amount: string; count: string; hint?: string; strong?: boolean }) {
  return (
    <div className={`min-w-0 rounded-lg p-3 ${strong ? "bg-indigo-50 text-indigo-950" : "bg-slate-50"}`} data-testid={`books-${id}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className={`block font-semibold tabular-nums [overflow-wrap:anywhere] ${strong ? "text-2xl" : "text-xl"}`} data-testid={`books-${id}-amount`}>
          {amount}
        </span>
        <span className="block text-sm text-slate-600" data-testid={`books-${id}-count`}>
          {count}
        </span>
        {hint && <span className="mt-1 block text-xs text-slate-600">{hint}</span>}
      </dd>
    </div>
  );
}

/**
 * Facturas' books of a period and branch: the sales (paid, tips left out) and the same money by where
 * it is invoiced now (its own factura, a factura global, none yet: the three add up to the sales, to
 * the cent), and the notes of credit of the period's invoiced sales.
 */
export async function InvoiceBooks({ books, f, period }: { books: Books; f: Format; period: string }) {
  const t = await getTranslations("invoices.books");
  return (
    <section aria-labelledby="books-heading" data-testid="invoice-books" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="books-heading" className="text-base font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-slate-600" data-testid="books-period">
          {period}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
        <Figure id="sales" label={t("sales")} amount={f.money(books.sales.amount)} count={t("count", { count: books.sales.count })} strong />
        {PARTS.map((part) => (
          <Figure key={part} id={part} label={t(part)} amount={f.money(books[part].amount)} count={t("count", { count: books[part].count })} hint={part === "pending" && books.pending.count > 0 ? t("pendingHint") : undefined} />
        ))}
        <Figure id="credited" label={t("credited")} amount={f.money(books.credited.amount)} count={t("credits", { count: books.credited.count })} />
      </dl>
      <p className="text-xs text-slate-600">{t("rule")}</p>
    </section>
  );
}
