import { requirePermission } from "@/app/_server/auth";
import { CashUpReport } from "@/components/cash-up/cash-up-report";
import { getDb } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { parseCashUpFilters } from "@/lib/dashboard/reports/cash-up-filters";
import { getCashUp } from "@/lib/dashboard/reports/get-cash-up";

export const metadata = { title: "Cash-up" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The end-of-day cash-up (corte de caja) of a day, a branch or a till: `?day=YYYY-MM-DD&branch&terminal`. */
export default async function CashUpPage({ searchParams }: Props) {
  await requirePermission("cashup:read");
  const raw = await searchParams;
  const { timeZone, locale, currency } = merchantConfig();
  const now = new Date();
  const parsed = parseCashUpFilters(raw, timeZone, now);
  const cashUp = parsed.filters ? await getCashUp(await getDb(), parsed.filters, timeZone) : null;
  return <CashUpReport raw={raw} cashUp={cashUp} errors={parsed.errors} prefs={{ timeZone, locale, currency }} now={now} />;
}
