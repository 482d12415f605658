import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { originOf } from "@/app/_server/request-origin";
import { merchantConfig } from "@/lib/dashboard/merchant-config";

/**
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
  const origin = originOf((name) => request.headers.get(name));
  const token = await getToken({ req: request, secret: merchantConfig().authSecret, secureCookie: origin.startsWith("https://") });
  if (token) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(`${origin}/login?${new URLSearchParams({ callbackUrl: `${pathname}${search}` })}`);
}

export const config = {
  matcher: ["/", "/intents/:path*", "/checkout/:path*", "/settings/:path*", "/reports/:path*", "/overview/:path*"],
};
