import { getIntentDetail } from "@/lib/gateway/get-intent-detail";
import { apiRoute, intentParam, methodNotAllowed } from "@/lib/gateway/http/api-route";

/** GET /payment/{intent} (our extension): the intent's fields and every status it entered. */
export const GET = apiRoute({}, async ({ db, merchant, params }) => ({
  message: "detail_success",
  data: await getIntentDetail(db.prisma, merchant, intentParam(params)),
}));

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
