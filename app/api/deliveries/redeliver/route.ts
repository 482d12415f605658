import { apiRoute, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { redeliverFailedEvents } from "@/lib/gateway/webhooks/redeliver-failed-events";
import { redeliverSinceSchema } from "@/lib/gateway/webhooks/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** POST /deliveries/redeliver {since}: deliver again every event given up on since that time. */
export const POST = apiRoute({}, async ({ db, merchant, body }) => ({
  message: "redeliver_success",
  data: await redeliverFailedEvents(db.prisma, merchant, parseOrThrow(redeliverSinceSchema, body).since),
}));

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
