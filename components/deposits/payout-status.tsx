import { getTranslations } from "next-intl/server";
import type { PayoutRecord } from "@/lib/contract/responses";

const TONES: Record<PayoutRecord["status"], string> = {
  pending: "bg-sky-50 text-sky-800 ring-sky-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  canceled: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A deposit's status as a badge, in words. */
export async function PayoutStatus({ status }: { status: PayoutRecord["status"] }) {
  const t = await getTranslations("deposits.status");
  return (
    <span data-testid="payout-status" data-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(status)}
    </span>
  );
}
