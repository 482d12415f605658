import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PERMISSIONS, type Permission } from "@/lib/dashboard/users/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound.forbidden"))("title") };
}

type Props = { searchParams: Promise<{ need?: string }> };

const isPermission = (value: string | undefined): value is Permission => value !== undefined && Object.hasOwn(PERMISSIONS, value);

/** Where a page the user's role may not open sends them (`need`: the permission it asked for, to say who may). */
export default async function ForbiddenPage({ searchParams }: Props) {
  const [t, nav, common] = await Promise.all([getTranslations("notFound.forbidden"), getTranslations("nav"), getTranslations("common")]);
  const need = (await searchParams).need;
  const roles = isPermission(need) ? PERMISSIONS[need].map((role) => nav(`roles.${role}`)).join(", ") : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6">
      <Link href="/intents" className="self-start text-3xl font-semibold tracking-tight">
        {common("appName")}
      </Link>
      <h1 className="text-2xl font-semibold">{t("heading")}</h1>
      <p className="text-slate-600">{t("body")}</p>
      {roles && <p className="text-sm text-slate-600">{t("who", { roles })}</p>}
      <div className="flex flex-wrap gap-2">
        <Link href="/intents" className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 font-medium text-white hover:bg-indigo-700">
          {t("toPayments")}
        </Link>
        <Link href="/account" className="inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-indigo-700 hover:bg-indigo-50">
          {t("toAccount")}
        </Link>
      </div>
    </main>
  );
}
