import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import { zonedDay } from "@/lib/dashboard/format";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";

export type InvoicingSetup = {
  /** the shop's CSD as kept (its certificate's facts; the key and its password are never read here) */
  csd: { rfc: string; noCertificado: string; validFrom: string; validTo: string; uploadedAt: string; uploadedBy: string | null; expired: boolean } | null;
  places: Array<{ branch: string; zip: string; series: string; nextFolio: number }>;
  /** the branches a place of issue can be for: the tills' and those that have one ("" the default) */
  branches: string[];
  /** the PAC that stamps (null: none, facturas are off): the built-in sandbox, or a real one by name and host */
  pac: { kind: "sandbox" } | { kind: "live"; name: string; url: string } | null;
  mailFrom: string | null;
  /** what facturas still need, in words (empty: ready) */
  missing: string;
};

const term = "text-xs uppercase tracking-wide text-slate-500";
const select = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0";
const file =
  "mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm file:mr-3 file:min-h-11 file:border-0 file:bg-slate-100 file:px-3 file:text-sm file:font-medium hover:file:bg-slate-200 sm:file:min-h-9";

/**
 * Settings → Facturación (owners): whether the shop can issue facturas and what is missing; the CSD
 * (what it is; the saved certificate's RFC, number and validity, never its key; the upload of a new
 * .cer, .key and password, checked as a PAC would); the places of issue and series by branch (the
 * default one for sales without a branch); the PAC in use and whether facturas are e-mailed.
 */
export async function InvoicingCard({ setup, f, actions }: { setup: InvoicingSetup; f: Format; actions: { csd: Action; series: Action } }) {
  const t = await getTranslations("invoices");
  const tz = f.prefs.timeZone;
  const day = (iso: string) => f.day(zonedDay(new Date(iso), tz));
  const { csd } = setup;
  const expired = csd?.expired ?? false;
  const branchName = (branch: string) => branch || t("setup.default");
  return (
    <Card title={t("setup.heading")} id="invoicing-heading">
      <div className="space-y-5" data-testid="invoicing">
        <div className="space-y-2 text-sm text-slate-700">
          <p>{t("setup.body")}</p>
          <p>{t("setup.nameRule")}</p>
          <p role="status" data-testid="invoicing-readiness" className={`rounded-lg px-3 py-2 ${setup.missing ? "bg-amber-50 text-amber-900" : "bg-emerald-50 text-emerald-900"}`}>
            {setup.missing ? t("setup.missing", { missing: setup.missing }) : t("setup.ready")}
          </p>
        </div>

        <section aria-labelledby="csd-heading" className="space-y-3 border-t border-slate-100 pt-4">
          <h3 id="csd-heading" className="text-sm font-semibold">
            {t("csd.heading")}
          </h3>
          <p className="text-sm text-slate-600">{t("csd.what")}</p>
          {csd ? (
            <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="csd-current">
              <div className="min-w-0">
                <dt className={term}>{t("form.rfc")}</dt>
                <dd className="font-mono" translate="no" data-testid="csd-rfc">
                  {csd.rfc}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={term}>{t("csd.number")}</dt>
                <dd className="break-all font-mono" translate="no" data-testid="csd-number">
                  {csd.noCertificado}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className={term}>{t("csd.validity")}</dt>
                <dd data-testid="csd-validity" className={expired ? "text-red-700" : undefined}>
                  {t("csd.validRange", { from: day(csd.validFrom), to: day(csd.validTo) })}
                </dd>
              </div>
              <p className="text-xs text-slate-500 sm:col-span-3">
                {csd.uploadedBy ? t("csd.uploadedBy", { when: f.time(csd.uploadedAt), who: csd.uploadedBy }) : t("csd.uploaded", { when: f.time(csd.uploadedAt) })}
              </p>
              {expired && (
                <p role="alert" className="text-sm text-red-700 sm:col-span-3">
                  {t("csd.expiredNow")}
                </p>
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-700" data-testid="csd-none">
              {t("csd.none")}
            </p>
          )}
          <p className="text-xs text-slate-500">{t("csd.keyNever")}</p>
          <ActionForm action={actions.csd} submit={t("csd.save")} pendingLabel={t("csd.saving")} resetOnSuccess className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Field label={t("csd.cer")} name="cer">
              <input type="file" name="cer" accept=".cer" required className={file} data-testid="csd-cer" />
            </Field>
            <Field label={t("csd.key")} name="key">
              <input type="file" name="key" accept=".key" required className={file} data-testid="csd-key" />
            </Field>
            <Field label={t("csd.password")} name="password">
              <input type="password" name="password" autoComplete="off" required className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:min-h-0" data-testid="csd-password" />
            </Field>
          </ActionForm>
        </section>

        <section aria-labelledby="places-heading" className="space-y-3 border-t border-slate-100 pt-4">
          <h3 id="places-heading" className="text-sm font-semibold">
            {t("setup.placesHeading")}
          </h3>
          <p className="text-sm text-slate-600">{t("setup.placesWhat")}</p>
          {setup.places.length === 0 ? (
            <p className="text-sm text-amber-900" data-testid="places-none">
              {t("setup.noPlaces")}
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="invoice-places">
                <thead className={term}>
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t("setup.branch")}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t("setup.zip")}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t("setup.series")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("setup.nextFolio")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {setup.places.map((place) => (
                    <tr key={place.branch} data-testid="invoice-place" data-branch={place.branch}>
                      <td className="py-2 pr-4" translate={place.branch ? "no" : undefined}>
                        {branchName(place.branch)}
                      </td>
                      <td className="py-2 pr-4 font-mono">{place.zip}</td>
                      <td className="py-2 pr-4 font-mono" translate="no">
                        {place.series}
                      </td>
                      <td className="py-2 text-right tabular-nums">{place.nextFolio}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-xs text-slate-500">{t("setup.defaultHint")}</p>
          <h4 className="text-sm font-medium text-slate-700">{t("setup.placeForm")}</h4>
          <ActionForm action={actions.series} submit={t("setup.save")} pendingLabel={t("setup.saving")} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Field label={t("setup.branch")} name="branch">
              <select name="branch" defaultValue="" className={select} data-testid="place-branch">
                {setup.branches.map((branch) => (
                  <option key={branch} value={branch} translate={branch ? "no" : undefined}>
                    {branchName(branch)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("setup.zip")} name="zip" inputMode="numeric" />
            <Field label={t("setup.series")} name="series" />
          </ActionForm>
        </section>

        <section aria-labelledby="pac-heading" className="space-y-3 border-t border-slate-100 pt-4">
          <h3 id="pac-heading" className="text-sm font-semibold">
            {t("setup.pacHeading")}
          </h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className={term}>{t("setup.pac")}</dt>
              <dd data-testid="invoicing-pac" data-pac={setup.pac?.kind ?? "none"} className="[overflow-wrap:anywhere]">
                {setup.pac === null ? t("setup.pacNone") : setup.pac.kind === "sandbox" ? t("setup.pacSandbox") : t("setup.pacLive", { name: setup.pac.name, url: setup.pac.url })}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className={term}>{t("setup.mail")}</dt>
              <dd data-testid="invoicing-mail" className="[overflow-wrap:anywhere]">
                {setup.mailFrom ? t("setup.mailOn", { from: setup.mailFrom }) : t("setup.mailOff")}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </Card>
  );
}
