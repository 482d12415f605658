import { AppError } from "@/lib/errors";
import { apiRoute, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { redeliverEvent } from "@/lib/gateway/webhooks/redeliver-event";
import { eventIdSchema } from "@/lib/gateway/webhooks/schemas";

/** POST /deliveries/{event}/redeliver: deliver one event again (same webhook-id, fresh retry schedule). */
export const POST = apiRoute({ bodyless: true }, async ({ db, merchant, params }) => {
  const event = eventIdSchema.safeParse(params.event);
  if (!event.success) throw new AppError("event_not_found");
  return { message: "redeliver_success", data: await redeliverEvent(db.prisma, merchant, event.data) };
});

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
