import { ClientMessages } from "@/components/client-messages";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { IntentFiltersForm } from "@/components/intents/intent-filters";
import { intentsHref } from "@/components/intents/intents-href";
import { IntentTable } from "@/components/intents/intent-table";
import { getStore } from "@/lib/db/client";
import { zonedDay } from "@/lib/dashboard/format";
import { parseIntentFilters } from "@/lib/dashboard/intent-filters";
import { listIntents } from "@/lib/dashboard/intents/list-intents";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { can } from "@/lib/dashboard/users/roles";

export async function generateMetadata() {
  const t = await getTranslations("payments");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Intents({ searchParams, canExport }: Props & { canExport: boolean }) {
  const { filters, problems } = parseIntentFilters(await searchParams);
  const { timeZone } = merchantConfig();
  const { cursor: _cursor, ...listFilters } = filters;
  const page = await listIntents(await getStore(), listFilters, timeZone);
  // A new URL is a new form and a new list (what was chosen, typed and loaded for the old one goes).
  const key = `${intentsHref(listFilters)}#${problems.map((p) => `${p.field}=${p.value}`).join("&")}`;
  return (
    <>
      <IntentFiltersForm key={key} filters={filters} problems={problems} canExport={canExport} today={zonedDay(new Date(), timeZone)} />
      <IntentTable key={intentsHref(listFilters)} filters={listFilters} initialPage={page} />
    </>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-8 motion-safe:animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}

export default async function IntentsPage(props: Props) {
  const user = await requirePermission("intents:read");
  const [t, f] = await Promise.all([getTranslations("payments"), getFormat()]);
  return (
    <ClientMessages namespaces={["payments"]}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-slate-500">{t("timesIn", { zone: f.zone() })}</p>
        </div>
        <Suspense fallback={<TableSkeleton label={t("loading")} />}>
          <Intents searchParams={props.searchParams} canExport={can(user.role, "reports:read")} />
        </Suspense>
      </div>
    </ClientMessages>
  );
}
