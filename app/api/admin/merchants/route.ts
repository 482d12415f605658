import { adminRoute } from "@/lib/gateway/http/admin-route";
import { methodNotAllowed } from "@/lib/gateway/http/api-route";
import { createMerchant } from "@/lib/gateway/merchants/create-merchant";
import { listMerchants } from "@/lib/gateway/merchants/list-merchants";
import { createMerchantSchema } from "@/lib/gateway/merchants/schemas";
import { parseOrThrow } from "@/lib/http/parse";

/** GET /admin/merchants: every merchant with its key prefixes. */
export const GET = adminRoute(async ({ db }) => ({ message: "merchants_success", data: { merchants: await listMerchants(db.prisma) } }));

/** POST /admin/merchants {name, webhookUrl?}: a new merchant; its API key and webhook secret are shown once. */
export const POST = adminRoute(async ({ db, body }) => ({
  message: "merchant_created",
  data: await createMerchant(db.prisma, parseOrThrow(createMerchantSchema, body)),
}));

export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
