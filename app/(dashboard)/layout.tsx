import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentUser } from "@/app/_server/auth";
import { Nav } from "@/components/nav";
import { Providers } from "@/components/providers";
import Link from "next/link";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { checkPaymentApi } from "@/lib/dashboard/settings/check-payment-api";
import { endpointProblem } from "@/lib/dashboard/settings/endpoint-problem";
import { can } from "@/lib/dashboard/users/roles";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/login");
  const config = merchantConfig();
  // Owners see at once when the payment service cannot deliver to this dashboard, or stopped
  // delivering to another of their endpoints (checked at most every 30 s).
  const status = can(user.role, "settings:manage") && config.apiKey ? await checkPaymentApi(paymentApi(config), config, 30_000) : null;
  const problem = endpointProblem(status?.endpoint ?? null);
  const stopped = status?.stopped.length ?? 0;
  const t = await getTranslations("settings.banner");
  return (
    <Providers>
      <Nav user={user} sandbox={config.sandbox} />
      {problem && (
        <div role="alert" data-testid="webhook-banner" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 print:hidden">
          {problem.kind === "failing" ? t("failing") : t("stopped")}{" "}
          <Link href="/settings" className="font-medium underline">
            {t("open")}
          </Link>
        </div>
      )}
      {stopped > 0 && (
        <div role="alert" data-testid="endpoints-banner" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 print:hidden">
          {t("endpointsStopped", { count: stopped })}{" "}
          <Link href="/settings/webhooks" className="font-medium underline">
            {t("openEndpoints")}
          </Link>
        </div>
      )}
      <main className="mx-auto max-w-7xl px-4 py-6 print:max-w-none print:p-0">{children}</main>
    </Providers>
  );
}
