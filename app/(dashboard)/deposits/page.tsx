import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { DepositsOverview } from "@/components/deposits/deposits-overview";
import { readDeposits } from "@/lib/dashboard/deposits/read-deposits";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi } from "@/lib/dashboard/payment-api";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deposits"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Depósitos (owners; support to answer "where is my money"): the next deposit, the balance, the deposits made. */
export default async function DepositsPage({ searchParams }: Props) {
  await requirePermission("deposits:read");
  const { after } = await searchParams;
  const [t, f] = await Promise.all([getTranslations("deposits"), getFormat()]);
  let deposits;
  try {
    deposits = await readDeposits(paymentApi(merchantConfig()), typeof after === "string" && after ? after : undefined);
  } catch (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t("unavailable", { error: error instanceof PaymentApiError ? f.error(error.code, error.httpStatus) : f.error("payment_api_unavailable") })}
      </p>
    );
  }
  return <DepositsOverview deposits={deposits} f={f} older={deposits.next} />;
}
