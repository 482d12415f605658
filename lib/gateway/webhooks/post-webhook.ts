import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { addressAllowed, type AddressPolicy } from "./address-policy";

export type PostResult = {
  httpStatus: number | null;
  latencyMs: number;
  /** The first 1 KB of the response body. */
  response: string | null;
  error: string | null;
  retryAfterSeconds: number | null;
};

const RESPONSE_KEEP = 1024;
const RESPONSE_READ_MAX = 64 * 1024;
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 256 }), https: new https.Agent({ keepAlive: true, maxSockets: 256 }) };

function guardedLookup(policy: AddressPolicy, host: string): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: false }, (error, address, family) => {
      if (error) return callback(error, "", 0);
      if (!addressAllowed(policy, host, address as string)) {
        return callback(Object.assign(new Error(`address_not_allowed: ${hostname} resolves to ${address}`), { code: "ADDRESS_NOT_ALLOWED" }), "", 0);
      }
      callback(null, address as string, family as number);
    });
  };
}

function parseRetryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * POSTs one webhook: no redirects followed (a 3xx is a failure), `timeoutMs` for the whole
 * exchange, the address checked against the policy at connect time (no DNS-rebinding gap).
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, timeoutMs: number, policy: AddressPolicy): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const clock: { timer?: NodeJS.Timeout } = {};
    const finish = (result: Omit<PostResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(clock.timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
      if (target.protocol !== "http:" && target.protocol !== "https:") throw new Error("protocol");
    } catch {
      return finish({ httpStatus: null, response: null, error: "invalid_url", retryAfterSeconds: null });
    }
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !addressAllowed(policy, host, host)) {
      return finish({ httpStatus: null, response: null, error: `address_not_allowed: ${host}`, retryAfterSeconds: null });
    }
    const secure = target.protocol === "https:";
    const request = (secure ? https : http).request(target, {
      method: "POST",
      agent: secure ? agents.https : agents.http,
      headers: { ...headers, "content-length": Buffer.byteLength(body) },
      lookup: guardedLookup(policy, host),
    });
    clock.timer = setTimeout(() => {
      request.destroy();
      finish({ httpStatus: null, response: null, error: `timeout after ${timeoutMs} ms`, retryAfterSeconds: null });
    }, timeoutMs);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= RESPONSE_READ_MAX) chunks.push(chunk);
        else response.destroy();
      });
      const done = () =>
        finish({
          httpStatus: response.statusCode ?? null,
          response: Buffer.concat(chunks).subarray(0, RESPONSE_KEEP).toString("utf8"),
          error: null,
          retryAfterSeconds: parseRetryAfter(response.headers["retry-after"]),
        });
      response.on("end", done);
      response.on("close", done);
      response.on("error", done);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({ httpStatus: null, response: null, error: error.message.startsWith("address_not_allowed") ? error.message : `${error.code ?? "error"}: ${error.message}`, retryAfterSeconds: null });
    });
    request.end(body);
  });
}
