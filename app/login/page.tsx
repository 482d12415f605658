import { ClientMessages } from "@/components/client-messages";
import { Suspense } from "react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { chooseLocaleAction } from "@/app/_actions/locale";
import { LanguageSwitch } from "@/components/language-switch";
import { LoginForm } from "@/components/login-form";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { checkHealth } from "@/lib/system/check-health";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/dashboard/users/ensure-dashboard-users";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("title") };
}

/** Sign-in, in the language of the browser's choice (its cookie) or the dashboard's default, with the choice at hand. */
export default async function LoginPage() {
  const config = merchantConfig();
  const [health, t, nav, common] = await Promise.all([checkHealth(), getTranslations("auth"), getTranslations("nav"), getTranslations("common")]);
  const demo = config.sandbox && !config.env.DASHBOARD_OWNER_EMAIL;
  return (
    <ClientMessages namespaces={["auth"]}>
      <main className="mx-auto flex min-h-screen w-full max-w-sm flex-col justify-center gap-6 px-6 py-8">
        <LanguageSwitch choose={chooseLocaleAction} className="self-end" />
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{common("appName")}</h1>
          <p className="mt-1 text-slate-600">{t("tagline")}</p>
        </div>
        <Suspense>
          <LoginForm />
        </Suspense>
        {demo && (
          <section aria-labelledby="demo-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <h2 id="demo-heading" className="font-medium">
              {t("demo.heading")}
            </h2>
            <p className="mt-1">{t.rich("demo.password", { password: DEMO_PASSWORD, code: (chunks) => <code className="font-mono">{chunks}</code> })}</p>
            <ul className="mt-1 list-inside list-disc">
              {DEMO_USERS.map((user) => (
                <li key={user.email}>
                  <code className="font-mono">{user.email}</code> ({nav(`roles.${user.role}`)})
                </li>
              ))}
            </ul>
          </section>
        )}
        <p data-testid="health" className="text-xs text-slate-500">
          {/* Whether it answers, not what it runs on: the database's kind and migrations are no visitor's business */}
          {health.ok ? t("health.ready") : t("health.down")}
        </p>
      </main>
    </ClientMessages>
  );
}
