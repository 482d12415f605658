import "server-only";
import { z } from "zod";
import { envelope } from "@/lib/http/envelope";
import { errorResponse } from "@/lib/http/error-response";
import { parseOrThrow } from "@/lib/http/parse";
import type { ActiveUser } from "@/lib/dashboard/users/get-active-user";
import type { Permission } from "@/lib/dashboard/users/roles";
import { authorize } from "./auth";

type Context = { params: Promise<Record<string, string>> };

/**
 * Who may call a dashboard route: signed-in users whose role holds the permission, or, for the
 * webhook receiver, anyone whose request carries a valid webhook signature (the handler verifies
 * it on the raw body, so no session applies).
 */
export type RouteAccess = Permission | "signed-webhook";

type UserOf<A extends RouteAccess> = A extends Permission ? ActiveUser : null;

const anything = z.record(z.string(), z.string());

/**
 * Every route handler of the dashboard (JSON and streams for its pages, and its webhook receiver)
 * goes through here: access checked, the path parameters and the query string parsed with zod
 * (a bad one is 400 invalid_request naming the field), and any error as the envelope.
 */
export function dashboardRoute<A extends RouteAccess, Q extends z.ZodType = typeof anything, P extends z.ZodType = typeof anything>(
  access: A,
  input: { query?: Q; params?: P },
  handler: (request: Request, input: { user: UserOf<A>; query: z.output<Q>; params: z.output<P> }) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      let user: ActiveUser | null = null;
      if (access !== "signed-webhook") {
        const auth = await authorize(access);
        if (auth.error) return auth.error === "unauthenticated" ? envelope(401, "unauthenticated", {}) : envelope(403, "forbidden", {});
        user = auth.user;
      }
      // without a schema of their own, parameters and query pass as the strings they are (the defaults of Q and P)
      const params = parseOrThrow((input.params ?? anything) as P, (await context?.params) ?? {});
      const query = parseOrThrow((input.query ?? anything) as Q, Object.fromEntries(new URL(request.url).searchParams));
      return await handler(request, { user: user as UserOf<A>, query, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
