"use server";

import { z } from "zod";
import { ACTION_MESSAGES, invalidAs, safeAction } from "@/app/_server/safe-action";
import { intentIdSchema } from "@/lib/contract/ids";
import { cashSaleIdSchema } from "@/lib/dashboard/till/till-schemas";
import { getStore } from "@/lib/db/client";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { findReceiptPath } from "@/lib/dashboard/receipts/find-receipt-path";

/**
 * The receipt link of an authorized payment or of a till's cash sale (`cash_…`): `{path}` (`/r/{intent}/{mac}`; the browser makes it
 * absolute with its own origin, see ReceiptQr), or `{error}` when the payment is not authorized.
 */
export const receiptLinkAction = safeAction("intents:read", invalidAs(z.object({ intent: z.union([intentIdSchema, cashSaleIdSchema]) }), "receipt.notAnIntent"), async ({ intent }) => {
  const config = merchantConfig();
  const path = await findReceiptPath(await getStore(), config, intent);
  return path ? { path } : { error: ACTION_MESSAGES.noReceipt };
});
