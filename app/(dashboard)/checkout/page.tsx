import { simulateCustomer, startCheckout } from "../_actions/payments";
import { requirePermission } from "@/app/_server/auth";
import { Checkout } from "@/components/checkout/checkout";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export const metadata = { title: "Till" };

export default async function CheckoutPage() {
  await requirePermission("payments:create");
  const { timeZone, locale, currency, sandbox } = merchantConfig();
  return <Checkout prefs={{ timeZone, locale, currency }} sandbox={sandbox} actions={{ startCheckout, simulateCustomer }} />;
}
