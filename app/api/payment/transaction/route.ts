import { transactionJsonSchema, compactJweSchema } from "@/lib/gateway/card/card-fields";
import { submitCardTransaction, type TransactionOutcome } from "@/lib/gateway/card/submit-card-transaction";
import { apiRoute, intentHeader, methodNotAllowed, type ApiSuccess } from "@/lib/gateway/http/api-route";
import { parseOrThrow } from "@/lib/http/parse";

const RESPONSES: Record<TransactionOutcome["outcome"], (o: TransactionOutcome) => ApiSuccess> = {
  approved: () => ({ message: "txn_success", data: {} }),
  declined: (o) => ({ code: 402, message: "txn_declined", data: { reason: "reason" in o ? o.reason : "" } }),
  timeout: () => ({ code: 504, message: "issuer_timeout", data: {} }),
};

/**
 * POST /payment/transaction: a card_present transaction, as JSON {JWE, JWT, card, nip, track2}
 * or as one compact JWE (content type application/jose) wrapping a JWT with the card claims.
 */
export const POST = apiRoute({ accept: ["application/json", "application/jose"] }, async ({ request, db, merchant, body, rawBody, mediaType, transaction }) => {
  const intent = intentHeader(request);
  const form =
    mediaType === "application/jose"
      ? { form: "compact" as const, jwe: parseOrThrow(compactJweSchema, rawBody.trim(), "(body)") }
      : { form: "json" as const, body: parseOrThrow(transactionJsonSchema, body) };
  return submitCardTransaction(db.exec, merchant, intent, form, transaction, (outcome) => RESPONSES[outcome.outcome](outcome));
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
