import { useTranslations } from "next-intl";
import type { ShopOptions } from "@/lib/dashboard/shop/read-shop-options";
import { TIP_PRESETS_MAX } from "@/lib/dashboard/shop/shop-options-schema";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";

const hint = "text-xs text-slate-500";

/**
 * Settings → the shop's name on tickets and the till's tips (owners): two forms, each saving its own
 * part (saving the name leaves the tips as they are, and the other way round). A part no owner has
 * saved yet is the server's configuration, and says so. Percentages are typed as text with a
 * numeric keyboard: the server checks them and answers in the reader's language.
 */
export function ShopCard({ options, save }: { options: ShopOptions; save: Action }) {
  const t = useTranslations("settings.shop");
  const presets = Array.from({ length: TIP_PRESETS_MAX }, (_, i) => options.tips.presets[i]);
  return (
    <Card title={t("heading")} id="shop-heading">
      <p className="text-sm text-slate-600">{t("body")}</p>
      <ActionForm action={save} submit={t("saveName")} pendingLabel={t("saving")} className="grid gap-2 sm:grid-cols-2">
        <input type="hidden" name="part" value="name" />
        <Field label={t("tradeName")} name="tradeName" defaultValue={options.tradeName} className="sm:col-span-2" />
        <p className={`${hint} sm:col-span-2`}>
          {t("tradeNameHint")}
          {!options.saved.tradeName && (
            <span data-testid="shop-name-source" className="block">
              {t("fromServer")}
            </span>
          )}
        </p>
      </ActionForm>
      <hr className="border-slate-200" />
      <ActionForm action={save} submit={t("saveTips")} pendingLabel={t("saving")} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <input type="hidden" name="part" value="tips" />
        <div className="col-span-2 sm:col-span-4">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700 sm:min-h-0">
            <input type="checkbox" name="enabled" defaultChecked={options.tips.enabled} aria-describedby="tips-enabled-hint" className="size-5 accent-indigo-600" />
            {t("tipsEnabled")}
          </label>
          <p id="tips-enabled-hint" className={hint}>
            {t("tipsEnabledHint")}
            {!options.saved.tips && (
              <span data-testid="shop-tips-source" className="block">
                {t("tipsFromServer")}
              </span>
            )}
          </p>
        </div>
        {presets.map((percent, i) => (
          <Field key={i} label={t("preset", { n: i + 1 })} name={`preset${i + 1}`} inputMode="numeric" defaultValue={percent === undefined ? "" : String(percent)} />
        ))}
        <p className={`${hint} col-span-2 sm:col-span-4`}>{t("presetsHint")}</p>
        <div className="col-span-2 sm:col-span-4 sm:max-w-md">
          <Field label={t("warnPercent")} name="warnPercent" inputMode="numeric" defaultValue={String(options.tips.warnPercent)} />
          <p className={`${hint} mt-1`}>{t("warnHint")}</p>
        </div>
      </ActionForm>
    </Card>
  );
}
