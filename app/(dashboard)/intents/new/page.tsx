import { ClientMessages } from "@/components/client-messages";
import { getTranslations } from "next-intl/server";
import { createPaymentAction, initPaymentAction, tapTestCardAction } from "../../_actions/payments";
import { requirePermission } from "@/app/_server/auth";
import { NewPayment } from "@/components/payments/new-payment-form";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

export async function generateMetadata() {
  return { title: (await getTranslations("newPayment"))("title") };
}

export default async function NewPaymentPage() {
  await requirePermission("payments:create");
  const t = await getTranslations("newPayment");
  return (
    <ClientMessages namespaces={["newPayment"]}>
      <div className="max-w-4xl min-w-0 space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <NewPayment sandbox={merchantConfig().sandbox} actions={{ createPaymentAction, initPaymentAction, tapTestCardAction }} />
      </div>
    </ClientMessages>
  );
}
