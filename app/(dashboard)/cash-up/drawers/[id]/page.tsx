import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { chooseLocaleAction } from "@/app/_actions/locale";
import { requirePermission } from "@/app/_server/auth";
import { getFormat } from "@/app/_server/format";
import { CorrectDrawerForm } from "@/components/cash-up/correct-drawer-form";
import { DrawerSlip } from "@/components/cash-up/drawer-slip";
import { isPaper } from "@/components/receipts/papers";
import { ReceiptPaper } from "@/components/receipts/receipt-paper";
import { getStore } from "@/lib/db/client";
import { summarizeDrawer } from "@/lib/dashboard/drawer/summarize-drawer";
import { totalShiftCharges } from "@/lib/dashboard/drawer/total-shift-charges";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { readShopOptions } from "@/lib/dashboard/shop/read-shop-options";
import { can } from "@/lib/dashboard/users/roles";
import { isAppError } from "@/lib/errors";
import { correctDrawerAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("cashUp"))("drawers.slipTitle") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ paper?: string | string[] }> };

/** One drawer's corte de caja, printable on 58 mm, 80 mm or A4. A cashier sees only the drawers they opened (another's is the same 404 as none). */
export default async function DrawerCorte({ params, searchParams }: Props) {
  const user = await requirePermission("cashup:read");
  const [{ id }, { paper }] = await Promise.all([params, searchParams]);
  const store = await getStore();
  const drawer = await summarizeDrawer(store, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "drawer_not_found") return null;
    throw error;
  });
  if (!drawer || (!can(user.role, "drawer:read-all") && drawer.openedBy !== user.email)) notFound();
  const charges = await totalShiftCharges(store, drawer);
  return (
    <ClientMessages namespaces={["receipt", "cashUp"]}>
      <ReceiptPaper initialPaper={isPaper(paper) ? paper : "80"} chooseLocale={chooseLocaleAction}>
        <DrawerSlip drawer={drawer} charges={charges} merchantName={(await readShopOptions(store, merchantConfig())).tradeName} f={await getFormat()} />
      </ReceiptPaper>
      {drawer.counted !== null && can(user.role, "drawer:correct") && (
        <div className="flex justify-center px-3 pb-8">
          <CorrectDrawerForm drawerId={drawer.id} counted={drawer.counted} correct={correctDrawerAction} />
        </div>
      )}
    </ClientMessages>
  );
}
