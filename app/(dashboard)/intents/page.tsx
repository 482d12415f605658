import { Suspense } from "react";
import { requirePermission } from "@/app/_server/auth";
import { IntentFiltersForm } from "@/components/intents/intent-filters";
import { IntentTable } from "@/components/intents/intent-table";
import { getDb } from "@/lib/db/client";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { listIntents } from "@/lib/dashboard/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { can } from "@/lib/dashboard/users/roles";

export const metadata = { title: "Payments" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Intents({ searchParams, canExport }: Props & { canExport: boolean }) {
  const { filters, invalid } = parseIntentFilters(await searchParams);
  const { timeZone, locale, currency } = merchantConfig();
  const { cursor: _cursor, ...listFilters } = filters;
  const page = await listIntents((await getDb()).prisma, listFilters, timeZone);
  return (
    <>
      <IntentFiltersForm filters={filters} invalid={invalid} canExport={canExport} />
      <IntentTable key={JSON.stringify(listFilters)} filters={listFilters} initialPage={page} prefs={{ timeZone, locale, currency }} />
    </>
  );
}

function TableSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading payments" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}

export default async function IntentsPage(props: Props) {
  const user = await requirePermission("intents:read");
  const { timeZone } = merchantConfig();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Payments</h1>
        <p className="text-sm text-slate-500">Times in {timeZone}</p>
      </div>
      <Suspense fallback={<TableSkeleton />}>
        <Intents searchParams={props.searchParams} canExport={can(user.role, "reports:read")} />
      </Suspense>
    </div>
  );
}
