import { adminRoute } from "@/lib/gateway/http/admin-route";
import { methodNotAllowed } from "@/lib/gateway/http/api-route";
import { revokeApiKey } from "@/lib/gateway/merchants/revoke-api-key";

/** DELETE /admin/merchants/{merchant}/keys/{key}: revoke an API key. */
export const DELETE = adminRoute(async ({ db, params }) => {
  await revokeApiKey(db.prisma, params.merchant ?? "", params.key ?? "");
  return { message: "api_key_revoked", data: {} };
});

export const GET = methodNotAllowed;
export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
