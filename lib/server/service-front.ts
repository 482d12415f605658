import type { IncomingMessage, ServerResponse } from "node:http";
import { errorReply } from "../http/error-response";
import { fromNodeRequest, sendNodeReply } from "../http/node-exchange";
import type { ServiceHandler } from "../http/service-route";

/** A route module as Next.js sees it: method name → handler; service handlers carry `serve`. */
export type RouteModule = Record<string, unknown>;

type CompiledRoute = { segments: string[]; module: RouteModule };

const PARAM = /^\[([a-z][a-zA-Z0-9]*)\]$/;
// Paths the front serves as they are; anything else (trailing slash, dot segments, odd bytes)
// goes to Next.js, which normalizes or redirects exactly as it does for every other route.
const PLAIN_PATH = /^(\/[A-Za-z0-9_\-~%.]*[A-Za-z0-9_\-~%])+$/;

/** Static segments before dynamic ones, position by position: the precedence Next.js uses. */
function byPrecedence(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aDynamic = PARAM.test(a.segments[i]!);
    const bDynamic = PARAM.test(b.segments[i]!);
    if (aDynamic !== bDynamic) return aDynamic ? 1 : -1;
  }
  return 0;
}

function match(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i]!;
    const name = PARAM.exec(segment)?.[1];
    if (name) params[name] = decodeURIComponent(parts[i]!);
    else if (segment !== parts[i]) return null;
  }
  return params;
}

function serviceHandler(module: RouteModule, method: string): ServiceHandler | null {
  const exported = module[method] as (((...args: never[]) => unknown) & { serve?: unknown }) | undefined;
  return typeof exported === "function" && typeof exported.serve === "function" ? (exported.serve as ServiceHandler) : null;
}

/**
 * The lean front of the service API: requests for routes whose handler was built with
 * `apiRoute`/`adminRoute` are answered here, on `node:http`, by the very same handler the Next.js
 * route file exports; everything else (pages, the dashboard's routes, other methods, odd paths)
 * returns false and goes to Next.js. It saves the framework's per-request work (routing, web
 * Request/Response objects, streams), which is most of the cost of a status query.
 *
 * `table` maps route paths as in app/ (e.g. `/api/payment/[intent]/status`) to route modules.
 */
export function serviceFront(table: Record<string, RouteModule>) {
  const routes = Object.entries(table)
    .map(([pattern, module]) => ({ segments: pattern.split("/").filter(Boolean), module }))
    .sort(byPrecedence);

  return function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (!path.startsWith("/api/") || !PLAIN_PATH.test(path)) return false;
    const parts = path.split("/").filter(Boolean);
    let found: { handler: ServiceHandler; params: Record<string, string> } | null = null;
    try {
      for (const route of routes) {
        const params = match(route, parts);
        if (!params) continue;
        const handler = serviceHandler(route.module, request.method ?? "GET");
        if (handler) found = { handler, params };
        break; // the first matching route owns the path, as in Next.js
      }
    } catch {
      return false; // malformed percent-encoding: Next.js answers it
    }
    if (!found) return false;
    found
      .handler(fromNodeRequest(request, path), found.params)
      .catch((error: unknown) => errorReply(error))
      .then((reply) => {
        if (!response.headersSent) sendNodeReply(response, reply);
      })
      .catch(() => response.destroy());
    return true;
  };
}
