import { useTranslations } from "next-intl";
import Link from "next/link";
import { ActionForm, Field, type Action } from "@/components/settings/action-form";
import { IVA_RATES } from "@/lib/contract/ticket-lines";
import type { Product } from "@/lib/dashboard/catalogue/product-schema";
import { SAT_PRODUCT_KEYS, SAT_UNIT_KEYS } from "@/lib/dashboard/catalogue/sat-keys";

const input = "mt-1 min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base";
const check = "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * A product as an owner creates or changes it, sized for a tablet (12 px taller targets than the
 * settings' forms). The SAT keys are typed or chosen from the usual ones (a datalist: the browser
 * offers the SAT's descriptions as the owner types words or digits; any 8-digit key is accepted).
 */
export function ProductForm({ product, categories, save }: { product: Product | null; categories: string[]; save: Action }) {
  const t = useTranslations("catalogue.form");
  const rates = useTranslations("catalogue.ivaRates");
  return (
    <div className="space-y-4">
      <Link href="/catalogue" className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
        {t("back")}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{product ? t("editTitle") : t("newTitle")}</h1>
      <p className="max-w-3xl text-sm text-slate-600">{t("body")}</p>
      <ActionForm action={save} submit={t("save")} pendingLabel={t("saving")} className="grid max-w-4xl gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
        {product && <input type="hidden" name="id" value={product.id} />}
        <Field label={t("name")} name="name" className="sm:col-span-2">
          <input name="name" defaultValue={product?.name} required maxLength={120} className={input} />
        </Field>
        <Field label={t("price")} name="price">
          <input name="price" inputMode="decimal" defaultValue={product?.price} required className={`${input} tabular-nums`} />
        </Field>
        <Field label={t("iva")} name="iva">
          <select name="iva" defaultValue={product?.iva ?? "16"} className={input}>
            {IVA_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rates(rate)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("sku")} name="sku">
          <input name="sku" defaultValue={product?.sku ?? ""} autoCapitalize="characters" className={`${input} font-mono`} />
        </Field>
        <Field label={t("barcode")} name="barcode">
          <input name="barcode" defaultValue={product?.barcode ?? ""} inputMode="numeric" aria-describedby="barcode-hint" className={`${input} font-mono`} />
          <span id="barcode-hint" className="mt-1 block text-xs font-normal text-slate-500">
            {t("barcodeHint")}
          </span>
        </Field>
        <Field label={t("category")} name="category">
          <input name="category" list="product-categories" defaultValue={product?.category ?? ""} maxLength={60} className={input} />
          <datalist id="product-categories">
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </Field>
        <Field label={t("productKey")} name="productKey">
          <input name="productKey" list="sat-product-keys" defaultValue={product?.productKey ?? "01010101"} aria-describedby="product-key-hint" className={`${input} font-mono`} />
          <datalist id="sat-product-keys">
            {SAT_PRODUCT_KEYS.map((key) => (
              <option key={key.code} value={key.code} label={key.name} />
            ))}
          </datalist>
          <span id="product-key-hint" className="mt-1 block text-xs font-normal text-slate-500">
            {t("productKeyHint")}
          </span>
        </Field>
        <Field label={t("unitKey")} name="unitKey">
          <input name="unitKey" list="sat-unit-keys" defaultValue={product?.unitKey ?? "H87"} autoCapitalize="characters" aria-describedby="unit-key-hint" className={`${input} font-mono`} />
          <datalist id="sat-unit-keys">
            {SAT_UNIT_KEYS.map((key) => (
              <option key={key.code} value={key.code} label={key.name} />
            ))}
          </datalist>
          <span id="unit-key-hint" className="mt-1 block text-xs font-normal text-slate-500">
            {t("unitKeyHint")}
          </span>
        </Field>
        <Field label="" name="byWeight" className="sm:col-span-2">
          <span className={check}>
            <input type="checkbox" name="byWeight" value="yes" defaultChecked={product?.byWeight ?? false} className="size-5 shrink-0 accent-indigo-600" />
            {t("byWeight")}
          </span>
        </Field>
        <Field label="" name="active" className="sm:col-span-2">
          <span className={check}>
            <input type="checkbox" name="active" value="yes" defaultChecked={product?.active ?? true} className="size-5 shrink-0 accent-indigo-600" />
            {t("active")}
          </span>
        </Field>
      </ActionForm>
    </div>
  );
}
