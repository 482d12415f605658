import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { CashUpReport } from "@/components/cash-up/cash-up-report";
import { LiveRefresh } from "@/components/reports/live-refresh";
import { getStore } from "@/lib/db/client";
import { listDrawers } from "@/lib/dashboard/drawer/list-drawers";
import { zonedDay, zonedDayRange } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { parseCashUpFilters } from "@/lib/dashboard/reports/cash-up-filters";
import { getCashUp } from "@/lib/dashboard/reports/get-cash-up";
import { can } from "@/lib/dashboard/users/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cashUp"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The end-of-day cash-up (corte de caja) of a day, a branch or a till: `?day=YYYY-MM-DD&branch&terminal`, live while open. */
export default async function CashUpPage({ searchParams }: Props) {
  const user = await requirePermission("cashup:read");
  const raw = await searchParams;
  const { timeZone } = merchantConfig();
  const now = new Date();
  const parsed = parseCashUpFilters(raw, timeZone, now);
  const store = await getStore();
  // the day's drawers: every till's for owners and support, a cashier's own
  const drawerScope = parsed.filters && { ...zonedDayRange(parsed.filters.day, timeZone), branch: parsed.filters.branch, terminal: parsed.filters.terminal, openedBy: can(user.role, "drawer:read-all") ? undefined : user.email };
  const [cashUp, drawers, f] = await Promise.all([parsed.filters ? getCashUp(store, parsed.filters, timeZone) : null, drawerScope ? listDrawers(store, drawerScope) : [], getFormat()]);
  return (
    <ClientMessages namespaces={["cashUp", "reports"]}>
      <div className="space-y-2">
        {/* live while open, as the reports: each payment's change reads the figures again */}
        <div className="flex justify-end">
          <LiveRefresh />
        </div>
        <CashUpReport raw={raw} cashUp={cashUp} drawers={drawers} errors={parsed.errors} f={f} now={now} today={zonedDay(now, timeZone)} />
      </div>
    </ClientMessages>
  );
}
