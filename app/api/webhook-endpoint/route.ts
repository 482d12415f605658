import { apiRoute, methodNotAllowed } from "@/lib/gateway/http/api-route";
import { getWebhookEndpoint } from "@/lib/gateway/webhooks/get-webhook-endpoint";
import { endpointPatchSchema } from "@/lib/gateway/webhooks/schemas";
import { updateWebhookEndpoint } from "@/lib/gateway/webhooks/update-webhook-endpoint";
import { parseOrThrow } from "@/lib/http/parse";

/** GET /webhook-endpoint: URL, enabled or why not, failing since, backlog, secrets in force (ids only). */
export const GET = apiRoute({}, async ({ db, merchant }) => ({ message: "endpoint_success", data: await getWebhookEndpoint(db.prisma, merchant) }));

/** PATCH /webhook-endpoint {url?, enabled?: true}: change the URL and/or re-enable deliveries. */
export const PATCH = apiRoute({}, async ({ db, merchant, body }) => {
  const change = parseOrThrow(endpointPatchSchema, body);
  await updateWebhookEndpoint(db.prisma, merchant, { url: change.url, enable: change.enabled });
  return { message: "endpoint_success", data: await getWebhookEndpoint(db.prisma, merchant) };
});

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const DELETE = methodNotAllowed;
