import { apiRoute, intentParam, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { listDeliveries } from "@/lib/gateway/webhooks/list-deliveries";

/** GET /payment/{intent}/deliveries: the intent's webhook events and every delivery attempt. */
export const GET = apiRoute({}, async ({ db, merchant, params }) => ({
  message: "deliveries_success",
  data: await listDeliveries(db.prisma, merchant, intentParam(params)),
}));

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
