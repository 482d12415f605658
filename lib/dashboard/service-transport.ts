import { inProcessTransport, type ServiceTransport } from "../contract/service-client";
import { peekProcessState, setProcessState } from "../process-state";


const normalize = (url: string) => url.replace(/\/+$/, "");

/**
 * Installs (or with `null` removes) this process's own payment service as the transport of the
 * dashboard's calls to `baseUrl`: the service's router is called in process (no socket, no HTTP
 * hop), each request still passing its authentication, rate limit and idempotency.
 *
 * The rule (lib/server/start-server.ts applies it): the dashboard's service is this very process
 * when PAYMENT_API_BASE_URL is unset, i.e. the dashboard's base URL is its default
 * `http://127.0.0.1:$PORT/api`; a configured PAYMENT_API_BASE_URL is always called over HTTP, even
 * when it names this server (a proxy in between may matter). The dashboard never imports the
 * service: it is handed a `fetch(Request)`.
 */
export function installInProcessService(service: { baseUrl: string; fetch: (request: Request) => Response | Promise<Response> } | null): void {
  setProcessState<{ baseUrl: string; transport: ServiceTransport }>(
    "inProcessService",
    service ? { baseUrl: normalize(service.baseUrl), transport: inProcessTransport(service.fetch) } : undefined,
  );
}

/** The in-process transport for calls to `baseUrl`, when this process's service was installed for it; else undefined (HTTP). */
export function inProcessService(baseUrl: string): ServiceTransport | undefined {
  const service = peekProcessState<{ baseUrl: string; transport: ServiceTransport }>("inProcessService");
  return service && service.baseUrl === normalize(baseUrl) ? service.transport : undefined;
}
