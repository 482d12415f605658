import type { Database } from "../../db/client";
import { log } from "../../log";
import { gatewayConfig } from "../gateway-config";
import { claimDueEvents } from "./claim-due-events";
import { deliverEvent, type DeliveryConfig } from "./deliver-event";
import { OUTBOX_CHANNEL } from "./notify-outbox";

export type Dispatcher = { wake(): void; stop(): Promise<void>; idle(): boolean };

/**
 * Delivers webhooks from the outbox until stopped: up to WEBHOOK_CONCURRENCY deliveries in flight,
 * a new claim whenever a slot frees, a NOTIFY arrives or the poll timer fires. Several dispatchers
 * (processes) can run against one PostgreSQL database: claims never overlap, leases cover crashes.
 */
export async function startWebhookDispatcher(db: Database): Promise<Dispatcher> {
  const { env, masterKey, sandbox } = gatewayConfig();
  const config: DeliveryConfig = {
    masterKey,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    retry: { schedule: env.WEBHOOK_RETRY_SCHEDULE, disableAfterSeconds: env.WEBHOOK_DISABLE_AFTER_SECONDS },
    addresses: { allowPrivate: sandbox, allowHosts: env.WEBHOOK_ALLOW_HOSTS },
  };
  // Long enough for an attempt to time out and be recorded; after a crash, claimed events wait this long.
  const leaseSeconds = Math.ceil(env.WEBHOOK_TIMEOUT_MS / 1000) + 10;
  const minBatch = Math.max(1, Math.floor(env.WEBHOOK_CONCURRENCY / 4));
  let running = true;
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
        if (free <= 0 || (free < minBatch && inFlight > 0)) break;
        const claimed = await claimDueEvents(db.exec, free, leaseSeconds);
        for (const event of claimed) {
          inFlight++;
          const delivery = deliverEvent(db.exec, db.prisma, event, config)
            .catch((error: Error) => log.error("webhook.delivery_error", { eventId: event.eventId, error: error.message }))
            .finally(() => {
              inFlight--;
              deliveries.delete(delivery);
              schedule();
            });
          deliveries.add(delivery);
        }
        if (claimed.length === free) again = true;
      } while (again && running);
    } catch (error) {
      log.error("webhook.claim_error", { error: error instanceof Error ? error.message : String(error) });
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

  const unlisten = await db.listen(OUTBOX_CHANNEL, schedule);
  const poll = setInterval(() => void pump(), env.WEBHOOK_POLL_MS);
  poll.unref();
  void pump();
  log.info("webhook.dispatcher_started", { concurrency: env.WEBHOOK_CONCURRENCY, pollMs: env.WEBHOOK_POLL_MS });

  return {
    wake: schedule,
    idle: () => inFlight === 0 && !pumping,
    async stop() {
      running = false;
      clearInterval(poll);
      await unlisten();
      await Promise.allSettled([...deliveries]);
    },
  };
}
