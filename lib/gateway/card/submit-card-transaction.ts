import { decryptSecret } from "../../crypto";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { log } from "../../log";
import { enterStatuses } from "../enter-statuses";
import { gatewayConfig } from "../gateway-config";
import { isFinal, type Status } from "../statuses";
import type { Merchant, Tx } from "../types";
import { authorizeWithSandboxIssuer } from "./sandbox-issuer";
import { verifyCompactTransaction, verifyJsonTransaction, type IntentCardKeys, type VerifiedTransaction } from "./verify-card-tokens";
import type { CardFields } from "./card-fields";

export type TransactionRequest = { form: "json"; body: { JWE: string; JWT: string } & CardFields } | { form: "compact"; jwe: string };

export type TransactionOutcome =
  | { outcome: "approved" }
  | { outcome: "declined"; reason: string }
  | { outcome: "timeout"; reason: string };

/**
 * POST /payment/transaction for a card_present intent in cp_created:
 * 1. verify the POS's tokens with the intent's keys (nothing changes when they fail);
 * 2. in one transaction: record the jti (each token once), keep BIN and last 4 only, enter cp_progress
 *    (guarded: of two concurrent transactions exactly one gets here);
 * 3. ask the issuer (the sandbox issuer, by test card);
 * 4. through `finish` (the caller's transaction runner), enter cp_authorized or cp_error_x with the reason.
 * nip and track2 live only in this call's memory; they are never stored, logged or returned.
 */
export async function submitCardTransaction<T>(
  prisma: PrismaClient,
  merchant: Merchant,
  intentId: string,
  request: TransactionRequest,
  finish: (work: (tx: Tx) => Promise<T>) => Promise<T>,
  respond: (outcome: TransactionOutcome) => T,
): Promise<T> {
  const config = gatewayConfig();
  const intent = await prisma.paymentIntent.findFirst({
    where: { id: intentId, merchantId: merchant.id },
    select: { id: true, merchantId: true, payment: true, status: true, seq: true, amount: true, cardKeysEnc: true },
  });
  if (!intent) throw new AppError("intent_not_found");
  if (intent.payment !== "card_present" || !intent.cardKeysEnc) throw new AppError("payment_type_not_allowed", { payment: intent.payment });
  if (!config.sandbox) throw new AppError("issuer_unavailable");

  const keys = JSON.parse(decryptSecret(config.masterKey, intent.cardKeysEnc, intent.id).toString()) as IntentCardKeys;
  const target = { id: intent.id, amount: intent.amount.toString() };
  const verified: VerifiedTransaction =
    request.form === "json" ? await verifyJsonTransaction(request.body, keys, target) : await verifyCompactTransaction(request.jwe, keys, target);

  const used = await prisma.usedJti.findUnique({ where: { intentId_jti: { intentId: intent.id, jti: verified.jti } }, select: { jti: true } });
  if (used) throw new AppError("jwt_replayed");
  const state = { ...intent, payment: "card_present" as const, status: intent.status as Status };
  if (state.status !== "cp_created") {
    throw new AppError(isFinal("card_present", state.status) ? "intent_final" : "transition_not_allowed", { status: state.status });
  }

  // One statement: the jti (a second use fails the unique key → jwt_replayed), BIN and last 4, cp_progress.
  const inProgress = await enterStatuses(prisma, state, ["cp_progress"], undefined, {
    usedJti: verified.jti,
    cardBin: verified.card.slice(0, 6),
    cardLast4: verified.card.slice(-4),
  });

  const decision = await authorizeWithSandboxIssuer(verified.card);
  log.info("card.authorization", { intent: intent.id, bin: verified.card.slice(0, 6), last4: verified.card.slice(-4), outcome: decision.outcome });
  return finish(async (tx) => {
    if (decision.outcome === "approved") {
      await enterStatuses(tx, inProgress, ["cp_authorized"]);
      return respond({ outcome: "approved" });
    }
    await enterStatuses(tx, inProgress, ["cp_error_x"], decision.reason);
    return respond(decision);
  });
}
