import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One delivery as the receiver saw it; `verified` lists which of the given secrets verified it. */
export type Received = {
  id: string;
  seq: number;
  body: { intent: string; status: string; code: number };
  rawBody: string;
  headers: Record<string, string>;
  verifiedWith: number[];
  at: number;
};

export type Mode =
  | { kind: "ok" }
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: string }
  | { kind: "slow"; ms: number };

/**
 * A webhook receiver on 127.0.0.1 for tests: records every delivery, checks each signature with the
 * `standardwebhooks` package (not our own code) against the given secrets, and answers as told.
 * Its `url` names it by host name (`localhost`), as merchants' URLs do; `ipUrl` by address.
 * With `tls` (a certificate for localhost), it speaks HTTPS.
 */
export async function startReceiver(port = 0, tls?: { key: string; cert: string }) {
  let secrets: string[] = [];
  const received: Received[] = [];
  let mode: Mode = { kind: "ok" };
  let server: http.Server | undefined;
  const waiters = new Set<() => void>();

  const handler: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const verifiedWith = secrets.flatMap((secret, index) => {
        try {
          new Webhook(secret).verify(rawBody, headers);
          return [index];
        } catch {
          return [];
        }
      });
      received.push({ id: headers["webhook-id"]!, seq: Number(headers["caja-sequence"]), body: JSON.parse(rawBody), rawBody, headers, verifiedWith, at: Date.now() });
      for (const wake of waiters) wake();
      const current = mode;
      if (current.kind === "ok") return void response.writeHead(204).end();
      if (current.kind === "slow") return void setTimeout(() => !response.destroyed && response.writeHead(200).end("late"), current.ms);
      response.writeHead(current.status, current.headers ?? {}).end(current.body ?? `answer ${current.status}`);
    });
  };

  const listen = async (on: number) => {
    server = tls ? https.createServer(tls, handler) : http.createServer(handler);
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server!.listen(on, "127.0.0.1", () => resolve()));
    return (server.address() as AddressInfo).port;
  };
  const boundPort = await listen(port);

  const scheme = tls ? "https" : "http";
  return {
    url: `${scheme}://localhost:${boundPort}/hooks`,
    ipUrl: `${scheme}://127.0.0.1:${boundPort}/hooks`,
    port: boundPort,
    received,
    setMode(next: Mode) {
      mode = next;
    },
    /** The secrets each delivery is checked against (index order = `verifiedWith`). */
    verifyWith(next: string[]) {
      secrets = next;
    },
    /** Stops listening (connections refused) until `open()`. */
    async down() {
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => {
        s?.close(() => resolve());
        s?.closeAllConnections();
      });
    },
    async open() {
      await listen(boundPort);
    },
    /** Distinct deliveries (by webhook-id), first receipt of each. */
    unique(): Received[] {
      const seen = new Map<string, Received>();
      for (const r of received) if (!seen.has(r.id)) seen.set(r.id, r);
      return [...seen.values()];
    },
    /** Resolves once `predicate` holds (checked at every delivery), or rejects after `timeoutMs`. */
    async until(predicate: () => boolean, timeoutMs = 30_000, what = "condition") {
      if (predicate()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}: ${received.length} deliveries so far`));
        }, timeoutMs);
        const check = () => {
          if (predicate()) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
      });
    },
    async close() {
      await this.down();
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
