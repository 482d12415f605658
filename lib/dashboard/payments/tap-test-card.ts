import { buildCardTransaction, sandboxTrack2 } from "../../pos/build-card-transaction";
import type { MerchantConfig } from "../merchant-config";
import { PaymentApiError, type PaymentApi } from "../payment-api";
import { unsealFromBrowser } from "./seal-for-browser";

export type TapOutcome = { outcome: "approved" } | { outcome: "declined"; reason: string } | { outcome: "error"; message: string };

/**
 * Sandbox "tap test card": builds the signed and encrypted transaction with the POS helper
 * (lib/pos) from the intent's keys, as a card terminal would, and submits it.
 */
export async function tapTestCard(
  api: PaymentApi,
  config: MerchantConfig,
  input: { intent: string; amount: number; sealedKeys: string; card: string; form?: "json" | "compact" },
): Promise<TapOutcome> {
  const keys = unsealFromBrowser<{ signature: string; encryption: string }>(config.authSecret, input.intent, input.sealedKeys);
  if (!keys) return { outcome: "error", message: "These card keys are not valid for this intent." };
  const tx = await buildCardTransaction({ intent: input.intent, amount: input.amount, keys, card: input.card, nip: "1234", track2: sandboxTrack2(input.card), form: input.form ?? "json" });
  try {
    await api.transaction(input.intent, tx);
    return { outcome: "approved" };
  } catch (error) {
    if (error instanceof PaymentApiError && error.code === "txn_declined") return { outcome: "declined", reason: String(error.data.reason ?? "declined") };
    if (error instanceof PaymentApiError) return { outcome: "error", message: `${error.httpStatus} ${error.code}` };
    throw error;
  }
}
