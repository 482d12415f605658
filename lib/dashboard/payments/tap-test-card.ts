import type { Store } from "../../db/store";
import { buildCardTransaction, sandboxTrack2 } from "../../pos/build-card-transaction";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import type { MerchantConfig } from "../merchant-config";
import { PaymentApiError, type PaymentApi } from "../payment-api";
import { unsealFromBrowser } from "./seal-for-browser";

/** How a tap ended: approved, declined (with the reason), or an error by its code and HTTP status (`card_keys_invalid`: keys that do not open for this intent). */
export type TapOutcome = { outcome: "approved" } | { outcome: "declined"; reason: string } | { outcome: "error"; code: string; status: number };

/**
 * Sandbox "tap test card": builds the signed and encrypted transaction with the POS helper
 * (lib/pos) from the intent's keys, as a card terminal would, and submits it. A tap the service
 * answered (approved or declined) is recorded in the audit trail (card.tapped: the outcome and the
 * test card's last 4 digits, nothing else of the card).
 */
export async function tapTestCard(
  store: Store,
  api: PaymentApi,
  config: MerchantConfig,
  input: { intent: string; amount: number; sealedKeys: string; card: string; form?: "json" | "compact" },
  by: AuditBy,
): Promise<TapOutcome> {
  const keys = unsealFromBrowser<{ signature: string; encryption: string }>(config.authSecret, input.intent, input.sealedKeys);
  if (!keys) return { outcome: "error", code: "card_keys_invalid", status: 400 };
  const tx = await buildCardTransaction({ intent: input.intent, amount: input.amount, keys, card: input.card, nip: "1234", track2: sandboxTrack2(input.card), form: input.form ?? "json" });
  let outcome: TapOutcome;
  try {
    await api.transaction(input.intent, tx);
    outcome = { outcome: "approved" };
  } catch (error) {
    if (error instanceof PaymentApiError && error.code === "txn_declined") outcome = { outcome: "declined", reason: String(error.data.reason ?? "declined") };
    else if (error instanceof PaymentApiError) return { outcome: "error", code: error.code, status: error.httpStatus };
    else throw error;
  }
  const details = { outcome: outcome.outcome, ...(outcome.outcome === "declined" ? { reason: outcome.reason } : {}), cardLast4: input.card.slice(-4) };
  await recordAudit(store, { ...by, action: "card.tapped", target: input.intent, details });
  return outcome;
}
