import { createPaymentAction, initPaymentAction, tapTestCardAction } from "../../_actions/payments";
import { requirePermission } from "@/app/_server/auth";
import { NewPayment } from "@/components/payments/new-payment-form";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export const metadata = { title: "New payment" };

export default async function NewPaymentPage() {
  await requirePermission("payments:create");
  const { timeZone, locale, currency, sandbox } = merchantConfig();
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">New payment</h1>
      <NewPayment prefs={{ timeZone, locale, currency }} sandbox={sandbox} actions={{ createPaymentAction, initPaymentAction, tapTestCardAction }} />
    </div>
  );
}
