import { intentBody, type PaymentType } from "./api";
import { E2E } from "./secrets";

type Envelope<T = any> = { code: number; message: string; data: T }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small fetch client for servers the tests spawn themselves (outside Playwright's request fixture). */
export function appClient(baseUrl: string, apiKey = E2E.apiKey) {
  const call = async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { "X-Api-Key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  return {
    call,
    withKey: (key: string) => appClient(baseUrl, key),
    create: (payment: PaymentType = "qr_present") => call<{ intent: string }>("POST", "/payment/intent", intentBody(payment)).then((r) => r.data.intent),
    advance: (intent: string, to: string) => call("POST", `/sandbox/${intent}/advance`, { to }),
    deliveries: (intent: string) =>
      call<{ data: Array<{ event: string; seq: number; status: string; state: string; attempts: number; deliveries: Array<{ attempt: number; at: string; httpStatus: number | null; latencyMs: number; error: string | null; response: string | null }> }> }>(
        "GET",
        `/payment/${intent}/deliveries`,
      ).then((r) => r.data.data),
    endpoint: () => call<{ url: string | null; enabled: boolean; disabledReason: string | null; failingSince: string | null; pending: number; failed: number }>("GET", "/webhook-endpoint").then((r) => r.data),
    async merchant(name: string, webhookUrl: string | null) {
      const response = await fetch(`${baseUrl}/api/admin/merchants`, {
        method: "POST",
        headers: { authorization: `Bearer ${E2E.adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({ name, webhookUrl }),
      });
      const { data } = (await response.json()) as Envelope<{ id: string; apiKey: string; webhookSecret: string }>;
      return { ...data, client: appClient(baseUrl, data.apiKey) };
    },
  };
}
