import { peekProcessState, setProcessState } from "../process-state";

/** A receiver of webhooks in this very process: the Request the webhook would have been over HTTP, answered as its route answers it. */
export type LocalReceiver = (request: Request) => Promise<Response>;


const key = (url: string): string | null => {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
};

/**
 * Installs (or with `null` removes) the receiver that answers webhooks sent to `url` in this process:
 * the composition root (lib/server/start-server.ts) installs the dashboard's receiver for the
 * sandbox merchant's default endpoint (`http://127.0.0.1:$PORT/api/webhooks/payment`) when the
 * dashboard runs in this process, so the service's deliveries to its own dashboard never loop back
 * over a socket. Any other URL, and this one written otherwise, is POSTed over HTTP.
 */
export function installLocalReceiver(url: string, receiver: LocalReceiver | null): void {
  const href = key(url);
  if (!href) return;
  const receivers = { ...peekProcessState<Record<string, LocalReceiver>>("localWebhookReceivers") };
  if (receiver) receivers[href] = receiver;
  else delete receivers[href];
  setProcessState("localWebhookReceivers", Object.keys(receivers).length > 0 ? receivers : undefined);
}

/** The receiver in this process for webhooks to `url`, if one was installed for it. */
export function localReceiver(url: string): LocalReceiver | undefined {
  const receivers = peekProcessState<Record<string, LocalReceiver>>("localWebhookReceivers");
  const href = receivers && key(url);
  return href ? receivers[href] : undefined;
}
