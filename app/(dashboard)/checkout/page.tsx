import { ClientMessages } from "@/components/client-messages";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cancelPaymentAction, refundPaymentAction, simulateCustomer, tapTestCardAction } from "../_actions/payments";
import { receiptLinkAction } from "../_actions/receipts";
import { closeDrawerAction, moveDrawerCashAction, openDrawerAction, recordCashSaleAction, setUpTillAction, startTillChargeAction, tillDrawerAction } from "./actions";
import { requirePermission } from "@/app/_server/auth";
import { Checkout } from "@/components/checkout/checkout";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { readShopOptions } from "@/lib/dashboard/shop/read-shop-options";
import { listTills } from "@/lib/dashboard/till/list-tills";
import { listActiveCatalogue } from "@/lib/dashboard/catalogue/list-active-catalogue";
import { readFiscalProfile } from "@/lib/dashboard/fiscal/read-fiscal-profile";
import { can } from "@/lib/dashboard/users/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("till"))("title") };
}

export default async function CheckoutPage() {
  const user = await requirePermission("payments:create");
  const { sandbox, confirmAboveCents, drawerConfirmDifferenceCents, ...defaults } = merchantConfig();
  const { tipPresets, tipWarnPercent } = await readShopOptions(await getStore(), defaults);
  const canSetUp = can(user.role, "tills:manage");
  const tills = canSetUp ? await listTills(await getStore()) : [];
  // the whole active catalogue: the grid, its search and the scanner work from the tablet's copy
  const [products, fiscal] = await Promise.all([listActiveCatalogue(await getStore()), readFiscalProfile(await getStore())]);
  return (
    <ClientMessages namespaces={["till", "receipt", "intent"]}>
      <Checkout
        sandbox={sandbox}
        canSetUp={canSetUp}
        tills={tills}
        tipPresets={tipPresets}
        tipWarnPercent={tipWarnPercent}
        limits={{ confirmAbove: confirmAboveCents, drawerDifference: drawerConfirmDifferenceCents }}
        products={products}
        canDiscount={can(user.role, "sales:discount")}
        shopIva={fiscal?.vat ?? "16"}
        actions={{
          setUpTill: setUpTillAction,
          startCharge: startTillChargeAction,
          recordCashSale: recordCashSaleAction,
          tapCard: tapTestCardAction,
          simulateCustomer,
          cancelPayment: cancelPaymentAction,
          receiptLink: receiptLinkAction,
          refundPayment: can(user.role, "payments:refund") ? refundPaymentAction : undefined,
          tillDrawer: tillDrawerAction,
          openDrawer: openDrawerAction,
          moveDrawerCash: moveDrawerCashAction,
          closeDrawer: closeDrawerAction,
        }}
      />
    </ClientMessages>
  );
}
