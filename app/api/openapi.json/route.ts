import { buildOpenApi } from "@/lib/gateway/openapi";

/** GET /api/openapi.json: the OpenAPI 3.1 document of the whole API (no key needed). */
export async function GET(request: Request) {
  return Response.json(buildOpenApi(`${new URL(request.url).origin}/api`), { headers: { "cache-control": "public, max-age=300" } });
}
