import { processState } from "../../process-state";

/**
 * Token buckets per merchant, in this process: `perSecond` sustained, `burst` at once.
 * Several instances each allow the rate (documented); 0 disables limiting.
 */
type Bucket = { tokens: number; at: number };
const buckets = processState("rateLimitBuckets", () => new Map<string, Bucket>());

export function takeToken(key: string, perSecond: number, burst: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
  if (perSecond <= 0) return { ok: true };
  const now = performance.now();
  const bucket = buckets.get(key) ?? { tokens: burst, at: now };
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  bucket.at = now;
  buckets.set(key, bucket);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return { ok: true };
  }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) };
}
