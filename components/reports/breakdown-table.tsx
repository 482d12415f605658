import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Format } from "@/lib/i18n/create-format";
import type { Breakdown } from "@/lib/dashboard/reports/get-overview";
import styles from "./report-table.module.css";

export type BreakdownRow = Breakdown & {
  key: string;
  /** what the row is (a branch, "Centro › Caja 1", a payment type) */
  name: string;
  /** the name is what the merchant typed (a branch or till), not words of the page's language */
  typed?: boolean;
  /** the payments list of the row's payments, and of its sales; null for payments whose details are not known yet */
  payments: Breakdown["payments"];
  paymentsHref: string | null;
  salesHref: string | null;
};

function Figure({ href, children, label, figure, count }: { href: string | null; children: React.ReactNode; label: string; figure: string; count: number }) {
  if (!href)
    return (
      <span className={styles.figure} data-figure={figure} data-count={count}>
        {children}
      </span>
    );
  return (
    <Link href={href} prefetch={false} className={styles.figure} aria-label={label} data-figure={figure} data-count={count}>
      {children}
    </Link>
  );
}

/**
 * A report's figures by branch, by till or by payment type: sales and the money collected, the
 * average ticket, the success rate and every payment; each count opens the payments behind it.
 * A table on wide screens, one block per row on phones.
 */
export function BreakdownTable({ title, nameHeader, rows, f, testId }: { title: string; nameHeader: string; rows: BreakdownRow[]; f: Format; testId: string }) {
  const t = useTranslations("reports.breakdown");
  const same = useTranslations("reports.same");
  const id = `${testId}-heading`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={id} className="px-4 pt-4 text-base font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className={styles.table} data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                <th scope="col">{t("sales")}</th>
                <th scope="col">{t("collected")}</th>
                <th scope="col">{t("averageTicket")}</th>
                <th scope="col">{t("successRate")}</th>
                <th scope="col">{t("payments")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" translate={row.typed ? "no" : undefined}>
                    {row.name}
                  </th>
                  <td data-label={t("sales")}>
                    <Figure href={row.salesHref} figure="sales" count={row.sales.count} label={t("openSales", { name: row.name, count: row.sales.count })}>
                      {row.sales.count}
                    </Figure>
                  </td>
                  <td data-label={t("collected")} data-figure="collected">
                    {f.money(row.sales.amount)}
                  </td>
                  <td data-label={t("averageTicket")} data-figure="average">
                    {f.money(row.averageTicket)}
                  </td>
                  <td data-label={t("successRate")} data-figure="success">
                    {row.successRate === null ? "—" : same("rate", { rate: row.successRate })}
                  </td>
                  <td data-label={t("payments")}>
                    <Figure href={row.paymentsHref} figure="payments" count={row.payments.count} label={t("openPayments", { name: row.name, count: row.payments.count })}>
                      {row.payments.count}
                    </Figure>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
