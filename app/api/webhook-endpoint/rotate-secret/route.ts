import { gatewayConfig } from "@/lib/gateway/gateway-config";
import { apiRoute, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { rotateWebhookSecret } from "@/lib/gateway/webhooks/rotate-webhook-secret";
import { rotateSecretSchema } from "@/lib/gateway/webhooks/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** POST /webhook-endpoint/rotate-secret {overlapSeconds?}: a new signing secret, shown once; the old one signs on during the overlap. */
export const POST = apiRoute({ bodyless: true }, async ({ db, merchant, body }) => {
  const { env, masterKey } = gatewayConfig();
  const { overlapSeconds } = parseOrThrow(rotateSecretSchema, body ?? {});
  return { message: "secret_rotated", data: await rotateWebhookSecret(db.prisma, masterKey, merchant, overlapSeconds ?? env.WEBHOOK_SECRET_OVERLAP_SECONDS) };
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
