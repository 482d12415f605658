import { createIntent } from "@/lib/gateway/create-intent";
import { apiRoute, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { createIntentSchema } from "@/lib/gateway/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** POST /payment/intent: create a payment request. */
export const POST = apiRoute({}, async ({ body, merchant, transaction }) => {
  const input = parseOrThrow(createIntentSchema, body);
  return transaction(async (tx) => ({ message: "intent_success", data: await createIntent(tx, merchant, input) }));
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
