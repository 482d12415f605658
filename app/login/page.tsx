import { Suspense } from "react";
import { LoginForm } from "@/components/login-form";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { checkHealth } from "@/lib/system/check-health";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/dashboard/users/ensure-dashboard-users";

export const metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function LoginPage() {
  const config = merchantConfig();
  const health = await checkHealth();
  const demo = config.sandbox && !config.env.DASHBOARD_OWNER_EMAIL;
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Caja</h1>
        <p className="mt-1 text-slate-600">Sign in to follow your payments.</p>
      </div>
      <Suspense>
        <LoginForm />
      </Suspense>
      {demo && (
        <section aria-labelledby="demo-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <h2 id="demo-heading" className="font-medium">Sandbox demo accounts</h2>
          <p className="mt-1">
            Password <code className="font-mono">{DEMO_PASSWORD}</code> for:
          </p>
          <ul className="mt-1 list-inside list-disc">
            {DEMO_USERS.map((user) => (
              <li key={user.email}>
                <code className="font-mono">{user.email}</code> ({user.role})
              </li>
            ))}
          </ul>
        </section>
      )}
      <p data-testid="health" className="text-xs text-slate-500">
        {health.ok ? `Service ready · database ${health.database} · ${health.migrations} migrations` : `Database unavailable (${health.database})`}
      </p>
    </main>
  );
}
