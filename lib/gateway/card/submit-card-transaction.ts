import { decryptSecret } from "../../crypto";
import { AppError } from "../../errors";
import { log } from "../../log";
import { enterStatuses } from "../intents/enter-statuses";
import { findIntent } from "../intents/find-intent";
import { isJtiUsed } from "../intents/is-jti-used";
import { gatewayConfig } from "../gateway-config";
import { isFinal } from "../../contract/statuses";
import type { Merchant } from "../types";
import type { Store } from "../../db/store";
import type { CardFields } from "../../contract/card-fields";
import { authorizeWithSandboxIssuer } from "./sandbox-issuer";
import { verifyCompactTransaction, verifyJsonTransaction, type IntentCardKeys, type VerifiedTransaction } from "./verify-card-tokens";

export type TransactionRequest = { form: "json"; body: { JWE: string; JWT: string } & CardFields } | { form: "compact"; jwe: string };

export type TransactionOutcome =
  | { outcome: "approved" }
  | { outcome: "declined"; reason: string }
  | { outcome: "timeout"; reason: string };

/**
 * POST /payment/transaction for a card_present intent in cp_created:
 * 1. verify the POS's tokens with the intent's keys (nothing changes when they fail);
 * 2. in one statement: record the jti (each token once), keep BIN and last 4 only, enter cp_progress
 *    (guarded: of two concurrent transactions exactly one gets here);
 * 3. ask the issuer (the sandbox issuer, by test card);
 * 4. through `finish` (the caller's runner, which may store an idempotent response with it), enter
 *    cp_authorized or cp_error_x with the reason.
 * nip and track2 live only in this call's memory; they are never stored, logged or returned.
 */
export async function submitCardTransaction<T>(
  store: Store,
  merchant: Merchant,
  intentId: string,
  request: TransactionRequest,
  finish: (work: (store: Store) => Promise<T>) => Promise<T>,
  respond: (outcome: TransactionOutcome) => T,
): Promise<T> {
  const config = gatewayConfig();
  const intent = await findIntent(store, merchant, intentId);
  if (intent.payment !== "card_present" || !intent.cardKeysEnc) throw new AppError("payment_type_not_allowed", { payment: intent.payment });
  if (!config.sandbox) throw new AppError("issuer_unavailable");

  const keys = JSON.parse(decryptSecret(config.masterKey, intent.cardKeysEnc, intent.id).toString()) as IntentCardKeys;
  const target = { id: intent.id, amount: intent.amount };
  const verified: VerifiedTransaction =
    request.form === "json" ? await verifyJsonTransaction(request.body, keys, target) : await verifyCompactTransaction(request.jwe, keys, target);

  if (await isJtiUsed(store, intent.id, verified.jti)) throw new AppError("jwt_replayed");
  if (intent.status !== "cp_created") {
    throw new AppError(isFinal("card_present", intent.status) ? "intent_final" : "transition_not_allowed", { status: intent.status });
  }

  // One statement: the jti (a second use fails the unique key → jwt_replayed), BIN and last 4, cp_progress.
  const inProgress = await enterStatuses(store, intent, ["cp_progress"], undefined, {
    usedJti: verified.jti,
    cardBin: verified.card.slice(0, 6),
    cardLast4: verified.card.slice(-4),
  });

  const decision = await authorizeWithSandboxIssuer(verified.card);
  log.info("card.authorization", { intent: intent.id, bin: verified.card.slice(0, 6), last4: verified.card.slice(-4), outcome: decision.outcome });
  return finish(async (run) => {
    if (decision.outcome === "approved") {
      await enterStatuses(run, inProgress, ["cp_authorized"]);
      return respond({ outcome: "approved" });
    }
    await enterStatuses(run, inProgress, ["cp_error_x"], decision.reason);
    return respond(decision);
  });
}
