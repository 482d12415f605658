/** How the SDK retries: how many more times, and the longest wait it accepts from a Retry-After. */
export type RetryPolicy = { retries: number; maxDelayMs: number };

/** Which answers are worth another try: the limit (429) and a service that is busy or restarting (503). */
const RETRIED = new Set([429, 503]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` that tries a request again on 429 and 503, after the answer's Retry-After (seconds, or
 * an HTTP date) or, without one, 0.5 s doubling; at most `retries` more times, never waiting more
 * than `maxDelayMs` at once. A request is only retried when repeating it is safe: a GET, or a
 * request with an Idempotency-Key (the SDK gives every POST one), whose repeat replays the first
 * answer instead of acting twice. Network errors are not retried: whether the request arrived is
 * unknown, and the caller's repeat with the same key is what settles it.
 */
export function retryingFetch(policy: RetryPolicy, base: typeof fetch = fetch): (request: Request) => Promise<Response> {
  return async (request) => {
    const safe = request.method === "GET" || request.method === "HEAD" || request.headers.has("idempotency-key");
    for (let attempt = 0; ; attempt++) {
      const response = await base(request.clone());
      if (!safe || !RETRIED.has(response.status) || attempt >= policy.retries) return response;
      const header = response.headers.get("retry-after");
      const seconds = header === null ? NaN : Number(header);
      const delayMs = Number.isFinite(seconds) ? seconds * 1000 : header !== null && !Number.isNaN(Date.parse(header)) ? Date.parse(header) - Date.now() : 500 * 2 ** attempt;
      await response.body?.cancel();
      await sleep(Math.min(Math.max(delayMs, 0), policy.maxDelayMs));
    }
  };
}
