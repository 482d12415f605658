import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { localReceiver, type LocalReceiver } from "../../http/local-receivers";
import { addressAllowed, type AddressPolicy } from "./address-policy";

export type PostResult = {
  httpStatus: number | null;
  latencyMs: number;
  /** The first 1 KB of the response body (`keepBytes`). */
  response: string | null;
  /** The answer's headers (none without an answer). */
  responseHeaders: Record<string, string>;
  error: string | null;
  retryAfterSeconds: number | null;
};

const RESPONSE_KEEP = 1024;
const RESPONSE_READ_MAX = 64 * 1024;
export const RESPONSE_KEEP_FOR_TESTS = 2048;
/**
 * Connections to receivers are kept for the next webhook, but idle at most 4 s: less than the
 * shortest idle timeout servers commonly have (Node's and Apache's 5 s), and less than any a
 * receiver announces (`Keep-Alive: timeout=N`, which Node's agent honours once it has a timeout).
 */
const IDLE_MS = 4_000;
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
};

/** How a kept connection the receiver closed as the webhook went out on it fails (nothing was answered). */
const CLOSED_UNDER_US = new Set(["ECONNRESET", "EPIPE"]);

/** Every address a host name resolves to (DNS, /etc/hosts: what getaddrinfo answers), in the resolver's order. */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The `lookup` given to the socket: resolves the name ONCE, refuses it when any of its addresses
 * is not allowed (a name with one public and one private record must not reach the private one
 * through happy eyeballs' fallback), and answers in the shape Node asks for: the whole list when
 * `options.all` (Node 20's default autoSelectFamily connect does), else the first address.
 */
function guardedLookup(policy: AddressPolicy, host: string, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: NodeJS.ErrnoException) => (options.all ? callback(error, []) : callback(error, "", 0));
    resolve(hostname).then((found) => {
      const addresses = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      const refused = addresses.find((a) => !addressAllowed(policy, host, a.address));
      if (refused) return fail(Object.assign(new Error(`address_not_allowed: ${hostname} resolves to ${refused.address}`), { code: "ADDRESS_NOT_ALLOWED" }));
      if (addresses.length === 0) return fail(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    }, fail);
  };
}

function parseRetryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

export type PostOptions = {
  timeoutMs: number;
  policy: AddressPolicy;
  /** How host names are resolved; the system's resolver unless a test gives its own records. */
  resolve?: Resolver;
  /** How much of the answer's body to keep (1 KB unless told). */
  keepBytes?: number;
};

/**
 * POSTs one webhook: no redirects followed (a 3xx is a failure), `timeoutMs` for the whole
 * exchange, every address of the host checked against the policy at connect time, on the very
 * resolution the socket connects with (no DNS-rebinding gap). A webhook sent on a kept connection
 * that the receiver closed at that moment (reset before any answer) is sent once more at once, on a
 * new connection: the receiver never saw it (and a receiver dedupes by event id anyway).
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, { timeoutMs, policy, resolve: resolver = systemResolver, keepBytes = RESPONSE_KEEP }: PostOptions): Promise<PostResult> {
  const local = localReceiver(url);
  if (local) return postLocally(local, url, headers, body, timeoutMs, keepBytes);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const clock: { timer?: NodeJS.Timeout } = {};
    const finish = (result: Omit<PostResult, "latencyMs" | "responseHeaders">, responseHeaders: Record<string, string> = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(clock.timer);
      resolve({ ...result, responseHeaders, latencyMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
      if (target.protocol !== "http:" && target.protocol !== "https:") throw new Error("protocol");
      // Node's request decodes the user name and password and throws on what is no percent-encoding
      decodeURIComponent(target.username);
      decodeURIComponent(target.password);
    } catch {
      return finish({ httpStatus: null, response: null, error: "invalid_url", retryAfterSeconds: null });
    }
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !addressAllowed(policy, host, host)) {
      return finish({ httpStatus: null, response: null, error: `address_not_allowed: ${host}`, retryAfterSeconds: null });
    }
    const secure = target.protocol === "https:";
    const send = (fresh: boolean) => {
      const request = (secure ? https : http).request(target, {
        method: "POST",
        // A new connection of its own when the kept one was closed under it.
        agent: fresh ? false : secure ? agents.https : agents.http,
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        lookup: guardedLookup(policy, host, resolver),
      });
      clearTimeout(clock.timer);
      clock.timer = setTimeout(() => {
        request.destroy();
        finish({ httpStatus: null, response: null, error: `timeout after ${timeoutMs} ms`, retryAfterSeconds: null });
      }, timeoutMs - elapsed());
      let answered = false;
      request.on("response", (response) => {
        answered = true;
        read(response);
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (!fresh && !answered && !settled && request.reusedSocket && CLOSED_UNDER_US.has(error.code ?? "")) return send(true);
        finish({ httpStatus: null, response: null, error: error.message.startsWith("address_not_allowed") ? error.message : `${error.code ?? "error"}: ${error.message}`, retryAfterSeconds: null });
      });
      request.end(body);
    };
    const read = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= RESPONSE_READ_MAX) chunks.push(chunk);
        else response.destroy();
      });
      const done = () =>
        finish(
          {
            httpStatus: response.statusCode ?? null,
            response: Buffer.concat(chunks).subarray(0, keepBytes).toString("utf8"),
            error: null,
            retryAfterSeconds: parseRetryAfter(response.headers["retry-after"]),
          },
          Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value ?? "")])),
        );
      response.on("end", done);
      response.on("close", done);
      response.on("error", done);
    };
    send(false);
  });
}

/**
 * A webhook to a receiver of this very process (lib/http/local-receivers.ts): the same request and
 * the same record of its answer as over HTTP, without a socket.
 */
async function postLocally(receiver: LocalReceiver, url: string, headers: Record<string, string>, body: string, timeoutMs: number, keepBytes: number): Promise<PostResult> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const response = await receiver(new Request(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) }));
    const text = (await response.text()).slice(0, RESPONSE_READ_MAX);
    return {
      httpStatus: response.status,
      latencyMs: latencyMs(),
      response: Buffer.from(text).subarray(0, keepBytes).toString("utf8"),
      responseHeaders: Object.fromEntries(response.headers.entries()),
      error: null,
      retryAfterSeconds: parseRetryAfter(response.headers.get("retry-after") ?? undefined),
    };
  } catch (error) {
    return { httpStatus: null, latencyMs: latencyMs(), response: null, responseHeaders: {}, error: error instanceof Error ? error.message : String(error), retryAfterSeconds: null };
  }
}
