import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePermission } from "@/app/_server/auth";
import { IntentDetail } from "@/components/intents/intent-detail";
import { getDb } from "@/lib/db/client";
import { statusInfo } from "@/lib/contract/statuses";
import { getIntentView } from "@/lib/dashboard/get-intent-view";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { receiptPath } from "@/lib/dashboard/receipts/receipt-url";
import { receiptLinkAction } from "../../_actions/receipts";
import { can } from "@/lib/dashboard/users/roles";
import { cancelPaymentAction } from "../../_actions/payments";
import { refreshIntent } from "./actions";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: (await params).id };
}

export default async function IntentPage({ params }: Props) {
  const user = await requirePermission("intents:read");
  const { id } = await params;
  const view = await getIntentView((await getDb()).prisma, id);
  if (!view) notFound();
  const config = merchantConfig();
  const { timeZone, locale, currency } = config;
  const receipt = { path: statusInfo(view.status).group === "authorized" ? receiptPath(config, view.id) : null, find: receiptLinkAction };
  return (
    <div className="space-y-4">
      <Link href="/intents" className="text-sm text-indigo-700 hover:underline">
        ← Payments
      </Link>
      <IntentDetail
        initial={view}
        prefs={{ timeZone, locale, currency }}
        refresh={refreshIntent}
        receipt={receipt}
        cancel={can(user.role, "payments:cancel") ? cancelPaymentAction : undefined}
      />
    </div>
  );
}
