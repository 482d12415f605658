import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { chooseLocaleAction } from "@/app/_actions/locale";
import { requireSignedIn } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { LanguageSwitch } from "@/components/language-switch";
import { getStore } from "@/lib/db/client";
import { getTwoFactorStatus } from "@/lib/dashboard/two-factor/get-two-factor-status";
import { confirmEnrolmentAction, disableTwoFactorAction, signOutEverywhereAction, startEnrolmentAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("title") };
}

type Props = { searchParams: Promise<{ setup?: string }> };

/** Every signed-in user's own page: their language, two-factor sign-in and their sessions. */
export default async function AccountPage({ searchParams }: Props) {
  const user = await requireSignedIn();
  const [status, t, nav, f] = await Promise.all([getTwoFactorStatus(await getStore(), user.id), getTranslations("account"), getTranslations("nav"), getFormat()]);
  const setupRequired = (await searchParams).setup === "required" && user.mustEnrolTwoFactor;
  return (
    <ClientMessages namespaces={["account"]}>
      <div className="max-w-2xl space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="break-words text-sm text-slate-600">
          <span translate="no">{user.name}</span> · <span translate="no">{user.email}</span> · <span className="font-medium">{nav(`roles.${user.role}`)}</span>
        </p>
        {setupRequired && (
          <p role="alert" className="rounded-lg bg-amber-100 px-4 py-3 text-sm text-amber-900">
            {t("setupRequired")}
          </p>
        )}
        <section aria-labelledby="language-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="language-heading" className="text-base font-semibold">
            {t("language.heading")}
          </h2>
          <p className="text-sm text-slate-600">{t("language.hint")}</p>
          <LanguageSwitch choose={chooseLocaleAction} className="flex-wrap" />
        </section>
        <TwoFactorCard status={{ ...status, enabledAt: status.enabledAt ? f.time(status.enabledAt) : null }} start={startEnrolmentAction} confirm={confirmEnrolmentAction} disable={disableTwoFactorAction} />
        <SignOutEverywhere action={signOutEverywhereAction} />
      </div>
    </ClientMessages>
  );
}
