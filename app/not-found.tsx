import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { currentUser } from "./_server/auth";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("title") };
}

/**
 * Any path that is not a page (status 404), branded and in the person's language, without the
 * navigation: back to the payments when signed in, to sign-in when not. Next.js's own 404 page
 * styles itself with inline style attributes, which the CSP refuses. Plain links, not next/link:
 * this page is part of every page's tree (the root layout's not-found boundary), and next/link
 * would add its chunk to pages that have no other use for it.
 */
export default async function NotFound() {
  const [t, common, user] = await Promise.all([getTranslations("notFound"), getTranslations("common"), currentUser().catch(() => null)]);
  // Plain links to a path computed here (see above: a full load is fine).
  const home = user ? "/intents" : "/login";
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6" data-testid="not-found">
      <a href={home} className="self-start text-3xl font-semibold tracking-tight">
        {common("appName")}
      </a>
      <p className="font-mono text-sm font-medium text-indigo-700" aria-hidden>
        {t("code")}
      </p>
      <h1 className="text-2xl font-semibold">{t("heading")}</h1>
      <p className="text-slate-600">{t("body")}</p>
      <a href={home} data-testid="not-found-back" className="inline-flex min-h-11 items-center self-start rounded-lg bg-indigo-600 px-4 font-medium text-white hover:bg-indigo-700">
        {user ? t("toPayments") : t("toSignIn")}
      </a>
    </main>
  );
}
