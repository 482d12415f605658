import type { ApiReply, ApiRequest } from "./exchange";
import { fromWebRequest, toWebResponse } from "./web-exchange";

/** A service API handler, independent of the server carrying the request. */
export type ServiceHandler = (request: ApiRequest, params: Record<string, string>) => Promise<ApiReply>;

type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * A Next.js route handler that also exposes its server-independent handler as `serve`, which the
 * lean `node:http` front of the service API calls directly (no web Request/Response objects).
 */
export type ServiceRoute = ((request: Request, context: NextContext) => Promise<Response>) & { serve: ServiceHandler };

export function serviceRoute(serve: ServiceHandler): ServiceRoute {
  const route = async (request: Request, context: NextContext): Promise<Response> => {
    const params = Object.fromEntries(Object.entries((await context?.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
    return toWebResponse(await serve(fromWebRequest(request), params));
  };
  return Object.assign(route, { serve });
}
