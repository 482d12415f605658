import { adminRoute } from "@/lib/gateway/http/admin-route";
import { methodNotAllowed } from "@/lib/gateway/http/api-route";
import { issueApiKey } from "@/lib/gateway/merchants/issue-api-key";

/** POST /admin/merchants/{merchant}/keys: issue another API key (shown once). */
export const POST = adminRoute(async ({ db, params }) => ({ message: "api_key_issued", data: await issueApiKey(db.prisma, params.merchant ?? "") }));

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
