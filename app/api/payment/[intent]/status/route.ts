import { getIntentStatus } from "@/lib/gateway/get-intent-status";
import { apiRoute, intentParam, methodNotAllowed } from "@/lib/gateway/http/api-route";

/** GET /payment/{intent}/status: the status record; the failure reason, if any, in X-Status-Reason. */
export const GET = apiRoute({}, async ({ db, merchant, params }) => {
  const { record, reason } = await getIntentStatus(db.exec, merchant, intentParam(params));
  return { message: "check_success", data: record, headers: reason ? { "x-status-reason": reason } : undefined };
});

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
