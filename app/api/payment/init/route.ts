import { apiRoute, intentHeader, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { initEcPayment } from "@/lib/gateway/init-ec-payment";
import { initSchema } from "@/lib/gateway/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** POST /payment/init: initialize an ec_remote intent for the cardholder's 10-digit phone. */
export const POST = apiRoute({}, async ({ request, body, merchant, transaction }) => {
  const intent = intentHeader(request);
  const { phone } = parseOrThrow(initSchema, body);
  return transaction(async (tx) => {
    await initEcPayment(tx, merchant, intent, phone);
    return { message: "ec_inited", data: {} };
  });
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
