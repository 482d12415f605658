import { advanceIntent } from "@/lib/gateway/advance-intent";
import { requireSandbox } from "@/lib/gateway/gateway-config";
import { apiRoute, intentParam, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { advanceSchema } from "@/lib/gateway/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** POST /sandbox/{intent}/advance {"to": status}: walk the intent to that status (sandbox mode only). */
export const POST = apiRoute({}, async ({ body, merchant, params, transaction }) => {
  requireSandbox();
  const intent = intentParam(params);
  const { to, reason } = parseOrThrow(advanceSchema, body);
  return transaction(async (tx) => ({ message: "advance_success", data: await advanceIntent(tx, merchant, intent, to, reason) }));
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
