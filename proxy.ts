import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { originOf } from "@/app/_server/request-origin";
import { isDashboardPage } from "@/lib/dashboard/is-dashboard-page";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { apiReferenceContentSecurityPolicy, isApiReferencePage } from "@/lib/http/api-reference";
import { createNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";

/**
 * Every page: a Content Security Policy with a nonce of its own. Next.js reads the policy from the
 * request, puts the nonce on the scripts and styles it renders, and the browser gets the same
 * policy (replacing the deny-all one scripts/server.ts set on every answer). Pages are rendered per
 * request (app/layout.tsx), so no page is served from a prerender without this request's nonce.
 *
 * The API reference (`/docs/api`, public) gets the same policy plus the hashes of the one style
 * element its renderer inserts without the nonce (lib/http/api-reference.ts).
 *
 * Receipts (`/r/{intent}/{mac}`) are public pages: the MAC in their URL is the permission, so
 * they are not dashboard pages, and they tell robots not to index them.
 *
 * Signed-out visitors of any dashboard page go to /login (with a callback to where they were).
 * This is the first gate only: every page, server action and dashboard route checks the session
 * and the role again on the server.
 *
 * Not next-auth's `withAuth`: it redirects to `request.nextUrl.origin`, which Next.js builds from
 * its own host and port (`http://localhost:PORT`), not from the host the browser used, and it
 * looks for the session under the plain cookie name even when the browser reached us over HTTPS
 * (where next-auth names it `__Secure-…`). Here both follow the request's own origin (the
 * forwarding headers the server set from the connection or a trusted proxy).
 */
export default async function proxy(request: NextRequest) {
  if (isDashboardPage(request.nextUrl.pathname)) {
    const origin = originOf((name) => request.headers.get(name));
    const token = await getToken({ req: request, secret: merchantConfig().authSecret, secureCookie: origin.startsWith("https://") });
    if (!token) {
      const { pathname, search } = request.nextUrl;
      return NextResponse.redirect(`${origin}/login?${new URLSearchParams({ callbackUrl: `${pathname}${search}` })}`);
    }
  }
  const policyOf = isApiReferencePage(request.nextUrl.pathname) ? apiReferenceContentSecurityPolicy : pageContentSecurityPolicy;
  const policy = policyOf({ nonce: createNonce(), dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  // Receipts are public by their unguessable URL: never in a search engine's index.
  if (request.nextUrl.pathname.startsWith("/r/")) response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

export const config = {
  // Everything but the routes under /api (the service API never reaches Next.js) and Next.js's
  // static files: they keep the deny-all policy of scripts/server.ts.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon.ico).*)"],
};
