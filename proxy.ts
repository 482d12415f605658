import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import type { NextFetchEvent } from "next/server";
import { merchantConfig } from "@/lib/merchant/merchant-config";

let guard: ReturnType<typeof withAuth> | undefined;

/**
 * Signed-out visitors of any dashboard page go to /login (with a callback to where they were).
 * This is the first gate only: every page, server action and dashboard route checks the session
 * and the role again on the server.
 */
export default function proxy(request: NextRequestWithAuth, event: NextFetchEvent) {
  guard ??= withAuth({ secret: merchantConfig().authSecret, pages: { signIn: "/login" } });
  return (guard as (req: NextRequestWithAuth, ev: NextFetchEvent) => ReturnType<ReturnType<typeof withAuth>>)(request, event);
}

export const config = {
  matcher: ["/", "/intents/:path*", "/checkout/:path*", "/settings/:path*", "/reports/:path*", "/overview/:path*"],
};
