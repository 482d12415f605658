import { adminRoute } from "@/lib/gateway/http/admin-route";
import { methodNotAllowed } from "@/lib/gateway/http/api-route";
import { updateMerchantSchema } from "@/lib/gateway/merchants/schemas";
import { updateMerchant } from "@/lib/gateway/merchants/update-merchant";
import { parseOrThrow } from "@/lib/http/parse";

/** PATCH /admin/merchants/{merchant} {name?, webhookUrl?}: rename, set or remove the webhook URL. */
export const PATCH = adminRoute(async ({ db, body, params }) => ({
  message: "merchant_updated",
  data: { merchant: await updateMerchant(db.prisma, params.merchant ?? "", parseOrThrow(updateMerchantSchema, body)) },
}));

export const GET = methodNotAllowed;
export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const DELETE = methodNotAllowed;
