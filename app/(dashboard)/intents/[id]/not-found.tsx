import Link from "next/link";
import { getTranslations } from "next-intl/server";

/**
 * "No such payment": an id that cannot be an intent id, or one neither this dashboard nor the
 * payment API knows. Answered with status 404, inside the dashboard's frame, with a search of the
 * payments and the way back to them.
 */
export default async function IntentNotFound() {
  const t = await getTranslations("intent.notFound");
  return (
    <section data-testid="intent-not-found" aria-labelledby="not-found-heading" className="mx-auto max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-indigo-700">404</p>
      <h1 id="not-found-heading" className="text-2xl font-semibold tracking-tight">
        {t("title")}
      </h1>
      <p className="text-slate-600">{t("body")}</p>
      <form action="/intents" method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-56 text-sm font-medium text-slate-700">
          {t("searchLabel")}
          <input
            name="q"
            type="search"
            maxLength={80}
            placeholder={t("searchPlaceholder")}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </label>
        <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          {t("search")}
        </button>
      </form>
      <Link href="/intents" className="inline-flex min-h-11 items-center font-medium text-indigo-700 hover:underline">
        ← {t("back")}
      </Link>
    </section>
  );
}
