import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { DepositStatement } from "@/components/deposits/deposit-statement";
import { PAYOUT_ID } from "@/lib/contract/ids";
import { readDeposit } from "@/lib/dashboard/deposits/read-deposit";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, { id }] = await Promise.all([getTranslations("deposits"), params]);
  return { title: t("metaTitle", { id }) };
}

/** One deposit (owners and support): its facts, its statement line by line, its CSV. */
export default async function DepositPage({ params }: Props) {
  await requirePermission("deposits:read");
  const { id } = await params;
  if (!PAYOUT_ID.test(id)) notFound();
  const [t, f] = await Promise.all([getTranslations("deposits"), getFormat()]);
  let deposit;
  try {
    deposit = await readDeposit(paymentApi(merchantConfig()), id);
  } catch (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t("unavailable", { error: error instanceof PaymentApiError ? f.error(error.code, error.httpStatus) : f.error("payment_api_unavailable") })}
      </p>
    );
  }
  if (!deposit) notFound();
  return <DepositStatement deposit={deposit} f={f} />;
}
