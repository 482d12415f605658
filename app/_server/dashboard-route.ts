import "server-only";
import { envelope } from "@/lib/http/envelope";
import { errorResponse } from "@/lib/http/error-response";
import type { SessionUser } from "@/lib/dashboard/users/authenticate-user";
import type { Permission } from "@/lib/dashboard/users/roles";
import { authorize } from "./auth";

type Context = { params: Promise<Record<string, string>> };

/** Route handlers of the dashboard (JSON for its pages): session and role checked, errors in the envelope. */
export function dashboardRoute(permission: Permission, handler: (request: Request, user: SessionUser, params: Record<string, string>) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      const auth = await authorize(permission);
      if (auth.error) return auth.error === "forbidden" ? envelope(403, "forbidden", {}) : envelope(401, "unauthenticated", {});
      return await handler(request, auth.user, (await context.params) ?? {});
    } catch (error) {
      return errorResponse(error);
    }
  };
}
