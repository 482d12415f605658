import { readRedocBundle } from "@/lib/http/redoc-bundle";

export const dynamic = "force-dynamic";

/**
 * GET /docs/api/redoc.standalone.js: Redoc's browser bundle from the app's node_modules
 * (lib/http/redoc-bundle.ts). The page asks for it with its digest in the query, so a browser
 * keeps it for good and a new one has a new address. Next.js gzips it (1.1 MB to 0.33 MB).
 */
export function GET() {
  return new Response(readRedocBundle().body, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
