import { getTranslations } from "next-intl/server";
import { ActionForm, type Action } from "./action-form";

const WINDOWS = ["1", "24", "72", "168"] as const;

/** "Send missed events again since…": the last hour, 24 hours, 3 or 7 days. */
export async function RecoverForm({ endpoint, recover }: { endpoint: string; recover: Action }) {
  const [t, settings] = await Promise.all([getTranslations("settings.endpoints"), getTranslations("settings")]);
  return (
    <ActionForm action={recover} submit={t("recover")} pendingLabel={settings("saving")} spellErrors>
      <input type="hidden" name="id" value={endpoint} />
      <label className="text-sm font-medium text-slate-700">
        {t("recoverSince")}
        <select name="hours" defaultValue="24" className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm sm:min-h-9">
          {WINDOWS.map((hours) => (
            <option key={hours} value={hours}>
              {t(`window.${hours}`)}
            </option>
          ))}
        </select>
      </label>
    </ActionForm>
  );
}
