import Link from "next/link";
import { requirePermission } from "@/app/_server/auth";
import { AuditFiltersForm } from "@/components/settings/audit-filters-form";
import { AuditTable } from "@/components/settings/audit-table";
import { getDb } from "@/lib/db/client";
import { auditFiltersQuery, parseAuditFilters } from "@/lib/dashboard/audit/audit-filters";
import { listAuditEvents } from "@/lib/dashboard/audit/list-audit-events";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export const metadata = { title: "Activity" };

/** The filters' names as the form labels them, for the messages about invalid ones. */
const FIELD_LABELS: Record<string, string> = { action: "Actions", actor: "Who", target: "Target", from: "From", to: "To", cursor: "Page" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Settings › Activity (owners): the audit trail, filtered by the URL, 50 events a page. */
export default async function ActivityPage({ searchParams }: Props) {
  await requirePermission("audit:read");
  const raw = await searchParams;
  const { timeZone, locale, currency } = merchantConfig();
  const parsed = parseAuditFilters(raw);
  const page = parsed.filters ? await listAuditEvents((await getDb()).prisma, parsed.filters, timeZone) : null;
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/settings" className="hover:underline">
          Settings
        </Link>{" "}
        › Activity
      </nav>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Activity</h1>
        <p className="text-sm text-slate-500">Who did what in this dashboard · times in {timeZone}</p>
      </div>
      <AuditFiltersForm raw={raw} filters={parsed.filters ?? null} />
      {parsed.errors && (
        <div role="alert" data-testid="audit-filter-errors" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">These filters are not valid, so nothing is shown:</p>
          <ul className="mt-1 list-disc pl-5">
            {parsed.errors.map((error) => (
              <li key={error.field}>
                {FIELD_LABELS[error.field.split(/[.[]/)[0]!] ?? error.field}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {page && parsed.filters && (
        <>
          <AuditTable rows={page.rows} prefs={{ timeZone, locale, currency }} />
          <div className="flex gap-3 text-sm">
            {parsed.filters.cursor && (
              <Link href={`/settings/activity?${auditFiltersQuery(parsed.filters)}`} className="rounded-lg px-3 py-2 font-medium text-indigo-700 hover:bg-indigo-50">
                ← Newest
              </Link>
            )}
            {page.nextCursor && (
              <Link href={`/settings/activity?${auditFiltersQuery(parsed.filters, page.nextCursor)}`} className="ml-auto rounded-lg px-3 py-2 font-medium text-indigo-700 hover:bg-indigo-50">
                Older →
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}
