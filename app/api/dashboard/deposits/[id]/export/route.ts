import { getTranslations } from "next-intl/server";
import { dashboardOperation } from "@/app/_server/dashboard-route";
import { requestLocale } from "@/app/_server/locale";
import { AppError } from "@/lib/errors";
import { payoutCsv, PAYOUT_CSV_COLUMNS } from "@/lib/dashboard/deposits/payout-csv";
import { readDeposit } from "@/lib/dashboard/deposits/read-deposit";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";

export const dynamic = "force-dynamic";

/** GET /api/dashboard/deposits/{id}/export: the deposit's CSV for the accountant, in the reader's language (lib/dashboard/deposits/payout-csv.ts). */
export const GET = dashboardOperation("deposits.export", "deposits:read", async (_request, { params: { id } }) => {
  const config = merchantConfig();
  const deposit = await readDeposit(paymentApi(config), id);
  if (!deposit) throw new AppError("payout_not_found");
  const t = await getTranslations({ locale: await requestLocale(), namespace: "deposits" });
  const columns = Object.fromEntries(PAYOUT_CSV_COLUMNS.map((column) => [column, t(`csv.columns.${column}`)])) as Record<(typeof PAYOUT_CSV_COLUMNS)[number], string>;
  const csv = payoutCsv(deposit, config.timeZone, { columns, type: (type) => (t.has(`types.${type}` as "types.payment") ? t(`types.${type}` as "types.payment") : type), total: t("csv.total") });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("csv.fileName")}-${deposit.payout.arrival}-${id}.csv"`,
      "cache-control": "no-store",
    },
  });
});
