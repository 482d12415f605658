import { envelopeReply, type Reply } from "./envelope";

/** The methods the dashboard's pages and routes (Next.js) answer: pages GET/HEAD and server actions POST; its routes export GET or POST. */
export const DASHBOARD_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const ALLOW = DASHBOARD_METHODS.join(", ");

/**
 * What the server answers itself, before Next.js, for a request to the dashboard (its pages and its
 * routes under /api/auth, /api/dashboard, /api/webhooks), or null to let Next.js answer:
 * - any other method (TRACE, PUT, PROPFIND, a made-up one) is 405 with `Allow`: Next.js answered
 *   TRACE with a 500, other methods with a page or an empty 400;
 * - OPTIONS on a page is 204 with `Allow` (Next.js answered 400); its routes answer OPTIONS themselves.
 * Under /api the answer is the envelope, elsewhere plain text.
 */
export function refuseMethod(method: string, url: string): Reply | null {
  const api = url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
  if (method === "OPTIONS" && !api) return { status: 204, headers: { allow: ALLOW, "cache-control": "no-store" }, body: "" };
  if ((DASHBOARD_METHODS as readonly string[]).includes(method)) return null;
  if (api) return envelopeReply(405, "method_not_allowed", { allowed: [...DASHBOARD_METHODS] }, { allow: ALLOW });
  return { status: 405, headers: { allow: ALLOW, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: "405 Method Not Allowed\n" };
}
