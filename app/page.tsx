import { checkHealth } from "@/lib/system/check-health";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const health = await checkHealth();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Caja</h1>
      <p className="text-lg text-slate-600">Payment intents for card, QR and e-commerce payments, and the dashboard to follow them.</p>
      <section aria-labelledby="status-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="status-heading" className="text-sm font-medium uppercase tracking-wide text-slate-500">
          Service status
        </h2>
        <p className="mt-2" data-testid="health">
          {health.ok ? (
            <>
              <span className="font-medium text-emerald-700">Database ready</span> · {health.database} ·{" "}
              {health.migrations} migrations applied
            </>
          ) : (
            <span className="font-medium text-red-700">Database unavailable ({health.database})</span>
          )}
        </p>
      </section>
    </main>
  );
}
