import pg from "pg";
import { log } from "../log";
import { metrics } from "../metrics/metrics";

export type NotifyHandler = (payload: string) => void;
/** Told `true` while notifications arrive, `false` while they cannot (the connection is lost). */
export type StateHandler = (listening: boolean) => void;

export type PgListener = {
  listen(channel: string, onNotify: NotifyHandler, onState?: StateHandler): () => Promise<void>;
  close(): Promise<void>;
};

type Options = {
  connectionString: string;
  applicationName: string;
  /** The client class: with a multi-host DATABASE_URL, one that connects to the primary (lib/db/primary-locator.ts). */
  Client?: typeof pg.Client;
  /** First retry delay after a lost connection; doubles up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** A lost connection that nobody notices (no FIN, a dead NAT entry) is found by this heartbeat. */
  heartbeatMs?: number;
};

const quote = (channel: string) => `"${channel.replace(/"/g, "")}"`;

/**
 * One LISTEN connection per process for every channel, kept open for as long as the process
 * runs: after a lost connection (a database restart, an outage of any length, a silent network
 * drop found by the heartbeat) it reconnects with backoff, forever, and LISTENs again on every
 * channel. Subscribers hear about both transitions, so they can fall back to polling while it is
 * down and catch up on what they missed once it is back (notifications are not queued for a
 * listener that is away).
 */
export function createPgListener({ connectionString, applicationName, Client = pg.Client, minRetryMs = 100, maxRetryMs = 500, heartbeatMs = 10_000 }: Options): PgListener {
  const channels = new Map<string, Set<NotifyHandler>>();
  const stateHandlers = new Set<StateHandler>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let stopped = false;
  let up = false;
  let lostAt = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  const setState = (next: boolean) => {
    if (next === up) return;
    up = next;
    metrics().listenConnected.set(next ? 1 : 0);
    for (const handler of stateHandlers) handler(next);
  };

  const lose = (lost: pg.Client, error?: Error) => {
    if (lost !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    lostAt = Date.now();
    log.warn("db.listen_lost", { error: error?.message ?? "connection ended", channels: [...channels.keys()] });
    setState(false);
    void lost.end().catch(() => {});
    void connect();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      let delay = minRetryMs;
      let attempts = 0;
      while (!stopped) {
        const next = new Client({ connectionString, application_name: applicationName, keepAlive: true, connectionTimeoutMillis: 5_000 });
        next.on("notification", (message) => {
          for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? "");
        });
        next.on("error", (error) => lose(next, error));
        next.on("end", () => lose(next));
        try {
          await next.connect();
          const listened = new Set<string>();
          // Channels added while this loop awaits are picked up by the next pass.
          for (let missing = [...channels.keys()]; missing.length > 0; missing = [...channels.keys()].filter((c) => !listened.has(c))) {
            for (const channel of missing) {
              await next.query(`LISTEN ${quote(channel)}`);
              listened.add(channel);
            }
          }
          if (stopped) {
            await next.end().catch(() => {});
            return;
          }
          client = next;
          heartbeat = setInterval(() => {
            const timeout = setTimeout(() => lose(next, new Error(`heartbeat unanswered after ${heartbeatMs / 2} ms`)), heartbeatMs / 2);
            next.query("SELECT 1").then(
              () => clearTimeout(timeout),
              (error: Error) => {
                clearTimeout(timeout);
                lose(next, error);
              },
            );
          }, heartbeatMs);
          heartbeat.unref();
          if (lostAt) log.info("db.listen_restored", { downMs: Date.now() - lostAt, attempts });
          setState(true);
          return;
        } catch (error) {
          void next.end().catch(() => {});
          attempts++;
          if (attempts === 1 || attempts % 30 === 0) log.warn("db.listen_retrying", { attempts, error: (error as Error).message });
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
          delay = Math.min(delay * 2, maxRetryMs);
        }
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    listen(channel, onNotify, onState) {
      let handlers = channels.get(channel);
      let ready: Promise<unknown> = Promise.resolve();
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        // A new channel on a live connection; otherwise the next connection LISTENs on it.
        const current = client;
        if (current) ready = current.query(`LISTEN ${quote(channel)}`).catch((error: Error) => lose(current, error));
      }
      handlers.add(onNotify);
      if (onState) {
        stateHandlers.add(onState);
        // Told "listening" only once its own LISTEN is in place (changes before it would be missed).
        if (client) void ready.then(() => onState(up));
        else onState(false);
      }
      if (!client) void connect();
      return async () => {
        handlers.delete(onNotify);
        if (onState) stateHandlers.delete(onState);
        if (handlers.size === 0) {
          channels.delete(channel);
          await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      stopped = true;
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      up = false;
      await current?.end().catch(() => {});
    },
  };
}
