import { getTranslations } from "next-intl/server";
import { DateField } from "@/components/date-field";
import { GLOBAL_PERIODICITIES } from "@/lib/dashboard/invoices/invoice-schemas";
import { ActionForm, Field, type Action } from "../settings/action-form";
import { Card } from "../settings/card";

const select = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0";

/**
 * Owners: "Emitir factura global": the branch (those of the tills, and the sales without one), the
 * periodicity (SAT's c_Periodicidad: diario, semanal, quincenal, mensual) and the period's first
 * day; the answer says the factura issued (serie-folio, UUID, tickets, total) or why not.
 */
export async function GlobalInvoiceCard({ branches, day, issue }: { branches: string[]; day: string; issue: Action }) {
  const t = await getTranslations("invoices");
  return (
    <div data-testid="global-invoice">
      <Card title={t("global.heading")} id="global-invoice-heading">
        <p className="text-sm text-slate-600">{t("global.body")}</p>
        <ActionForm action={issue} submit={t("global.submit")} pendingLabel={t("global.issuing")} spellErrors className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t("global.branch")} name="branch">
            <select name="branch" defaultValue={branches[0] ?? ""} className={select} data-testid="global-branch">
              {branches.map((branch) => (
                <option key={branch} value={branch} translate={branch ? "no" : undefined}>
                  {branch || t("global.noBranch")}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("global.periodicity")} name="periodicity">
            <select name="periodicity" defaultValue="01" className={select} data-testid="global-periodicity">
              {GLOBAL_PERIODICITIES.map((key) => (
                <option key={key} value={key}>
                  {t(`periodicities.${key}`)}
                </option>
              ))}
            </select>
          </Field>
          <DateField name="from" label={t("global.from")} defaultValue={day} />
          <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-4">{t("global.periodHint")}</p>
        </ActionForm>
      </Card>
    </div>
  );
}
