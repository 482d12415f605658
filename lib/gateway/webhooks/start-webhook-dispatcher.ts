import type { Store } from "../../db/store";
import { isDatabaseUnavailable } from "../../db/database-errors";
import { log } from "../../log";
import { gatewayConfig } from "../gateway-config";
import { claimDueEvents } from "./claim-due-events";
import { deliverEvent, type DeliveryConfig } from "./deliver-event";
import { deliveryAddresses } from "./delivery-addresses";
import { OUTBOX_CHANNEL } from "./notify-outbox";

export type Dispatcher = { wake(): void; stop(): Promise<void>; idle(): boolean };

type Options = {
  /**
   * Keep the process alive (the worker: nothing else holds its event loop). In a server, the
   * HTTP server does, and the dispatcher's timers must not keep it from exiting.
   */
  holdProcess?: boolean;
};

/**
 * Delivers webhooks from the outbox until stopped: up to WEBHOOK_CONCURRENCY deliveries in flight,
 * at most WEBHOOK_ENDPOINT_CONCURRENCY of them to any one endpoint that answers, and a quarter of
 * that to one that has not answered yet or whose last attempt got no answer (so endpoints that hang
 * until the timeout hold a small part of the slots, never all of them), a new claim whenever a slot frees,
 * a NOTIFY arrives or the poll timer fires. Several dispatchers
 * (processes) can run against one PostgreSQL database: claims never overlap, leases cover crashes.
 *
 * A database that restarts or goes away does not stop it: claims fail (logged once per outage)
 * and are tried again on every poll; deliveries in flight record their attempt once the database
 * is back; the LISTEN connection comes back on its own, and a claim runs the moment it does, so
 * delivery is notification-driven again without waiting for the poll.
 */
export async function startWebhookDispatcher(store: Store, { holdProcess = false }: Options = {}): Promise<Dispatcher> {
  const { env, masterKey } = gatewayConfig();
  const config: DeliveryConfig = {
    masterKey,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    retry: { schedule: env.WEBHOOK_RETRY_SCHEDULE, disableAfterSeconds: env.WEBHOOK_DISABLE_AFTER_SECONDS },
    addresses: deliveryAddresses(),
  };
  // Long enough for an attempt to time out and be recorded; after a crash, claimed events wait this long.
  const leaseSeconds = Math.ceil(env.WEBHOOK_TIMEOUT_MS / 1000) + 10;
  const minBatch = Math.max(1, Math.floor(env.WEBHOOK_CONCURRENCY / 4));
  const perEndpoint = Math.min(env.WEBHOOK_ENDPOINT_CONCURRENCY, env.WEBHOOK_CONCURRENCY);
  // A claim takes at most a quarter of one endpoint's share, and an endpoint with less room than
  // that is left out of the claim: no endpoint ever has more than its share in flight.
  const endpointBatch = Math.max(1, Math.floor(perEndpoint / 4));
  // this process's deliveries in flight, per endpoint (only endpoints with one or more)
  const endpointsInFlight = new Map<string, number>();
  // Slow start: the endpoints whose last delivery from this process got an answer (any HTTP
  // status) have their whole share; one that has not answered yet, or whose last attempt got none
  // (a timeout, a refused or cut connection), one claim's worth (a quarter of it): an endpoint that
  // hangs then holds a quarter of what it would, and so do four, or sixteen, of them.
  const answering = new Set<string>();
  const shareOf = (endpointId: string) => (answering.has(endpointId) ? perEndpoint : endpointBatch);
  const hasRoom = (endpointId: string) => shareOf(endpointId) - (endpointsInFlight.get(endpointId) ?? 0) >= endpointBatch;
  const full = () => [...endpointsInFlight.keys()].filter((id) => !hasRoom(id));
  let running = true;
  const stopping = new AbortController();
  let claimFailures = 0;
  // Deliveries of this process waiting to record what they did: no new claims until they have
  // (right after an outage, their events must be recorded before anything else is claimed).
  let waitingForDatabase = 0;
  let inFlight = 0;
  let pumping = false;
  let again = false;
  const deliveries = new Set<Promise<void>>();

  const pump = async () => {
    if (!running) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        const free = env.WEBHOOK_CONCURRENCY - inFlight;
        // Under load, claim in batches (a quarter of the slots at least): a claim costs about the
        // same for 1 row as for 16, and one per finished delivery made claims most of the work.
        if (free <= 0 || (free < minBatch && inFlight > 0) || waitingForDatabase > 0) break;
        const batch = Math.min(free, endpointBatch);
        const claimed = await claimDueEvents(store, batch, leaseSeconds, full());
        for (const event of claimed) {
          inFlight++;
          endpointsInFlight.set(event.endpointId, (endpointsInFlight.get(event.endpointId) ?? 0) + 1);
          const delivery = deliverEvent(store, event, config, {
            signal: stopping.signal,
            onWaiting: (waiting) => (waitingForDatabase += waiting ? 1 : -1),
          })
            .then(({ answered }) => {
              if (answered === true) answering.add(event.endpointId);
              else if (answered === false) answering.delete(event.endpointId);
            })
            .catch((error: Error) => log.error("webhook.delivery_error", { eventId: event.eventId, error: error.message }))
            .finally(() => {
              inFlight--;
              const left = (endpointsInFlight.get(event.endpointId) ?? 1) - 1;
              if (left > 0) endpointsInFlight.set(event.endpointId, left);
              else endpointsInFlight.delete(event.endpointId);
              deliveries.delete(delivery);
              // Its endpoint takes its next events in batches too (a quarter of its share): other
              // endpoints' events are claimed on their own wake-ups (NOTIFY, their deliveries, the poll).
              if (left <= shareOf(event.endpointId) - endpointBatch) schedule();
            });
          deliveries.add(delivery);
        }
        // a full batch: claim again, unless every endpoint it went to is now at its share (the
        // next claim would step over their rows and find nothing new)
        if (claimed.length === batch && claimed.some((event) => hasRoom(event.endpointId))) again = true;
        if (claimFailures > 0) {
          log.info("webhook.claims_resumed", { failedClaims: claimFailures });
          claimFailures = 0;
        }
      } while (again && running);
    } catch (error) {
      claimFailures++;
      const fields = { error: error instanceof Error ? error.message : String(error), failedClaims: claimFailures };
      if (!isDatabaseUnavailable(error)) log.error("webhook.claim_error", fields);
      else if (claimFailures === 1 || claimFailures % 60 === 0) log.warn("webhook.claims_waiting_for_database", fields);
    } finally {
      pumping = false;
    }
  };

  // Wake-ups arriving together (deliveries finishing, NOTIFYs) make one claim, not one each.
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void pump();
    });
  };

  // Back from an outage: whatever was committed meanwhile was notified to nobody.
  let listening = false;
  const unlisten = await store.listen(OUTBOX_CHANNEL, schedule, (now) => {
    if (now && !listening) schedule();
    listening = now;
  });
  const poll = setInterval(() => void pump(), env.WEBHOOK_POLL_MS);
  if (!holdProcess) poll.unref();
  void pump();
  log.info("webhook.dispatcher_started", { concurrency: env.WEBHOOK_CONCURRENCY, perEndpoint, pollMs: env.WEBHOOK_POLL_MS });

  return {
    wake: schedule,
    idle: () => inFlight === 0 && !pumping,
    async stop() {
      running = false;
      stopping.abort();
      clearInterval(poll);
      await unlisten();
      await Promise.allSettled([...deliveries]);
    },
  };
}
