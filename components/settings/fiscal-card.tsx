import { useTranslations } from "next-intl";
import type { FiscalProfile } from "@/lib/dashboard/fiscal/read-fiscal-profile";
import { TAX_REGIMES_ZOD_FREE } from "@/lib/dashboard/fiscal/tax-regimes";
import { VAT_CHOICES } from "@/lib/dashboard/fiscal/vat";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";

const select = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0";

/**
 * Settings → fiscal details: what every receipt prints (legal name, RFC, régimen fiscal, address),
 * the IVA the prices include, and where a customer asks for a factura. Owners only.
 */
export function FiscalCard({ profile, save }: { profile: FiscalProfile | null; save: Action }) {
  const t = useTranslations("settings.fiscal");
  const regimes = useTranslations("fiscal.regimes");
  return (
    <Card title={t("heading")} id="fiscal-heading">
      <p className="text-sm text-slate-600">{profile ? t("body") : t("empty")}</p>
      <ActionForm action={save} submit={t("save")} pendingLabel={t("saving")} className="grid gap-3 sm:grid-cols-2">
        <Field label={t("legalName")} name="legalName" defaultValue={profile?.legalName} />
        <Field label={t("rfc")} name="rfc" defaultValue={profile?.rfc} />
        <Field label={t("taxRegime")} name="taxRegime">
          <select name="taxRegime" defaultValue={profile?.taxRegime ?? "626"} className={select}>
            {TAX_REGIMES_ZOD_FREE.map((key) => (
              <option key={key} value={key}>
                {regimes(key)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("vat")} name="vat">
          <select name="vat" defaultValue={profile?.vat ?? "16"} className={select}>
            {VAT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`vatChoices.${choice}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("address")} name="address" defaultValue={profile?.address} className="sm:col-span-2" />
        <Field label={t("invoiceContact")} name="invoiceContact" defaultValue={profile?.invoiceContact} className="sm:col-span-2" />
      </ActionForm>
    </Card>
  );
}
