import autocannon from "autocannon";

export type LoadResult = { connections: number; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

/** One autocannon run (a real load tool, in this process): requests/s and latency percentiles. */
export async function load(options: { url: string; connections: number; seconds: number; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; idReplacement?: boolean }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    // `[<id>]` in the request (an Idempotency-Key header, say) becomes a fresh id for each request
    idReplacement: options.idReplacement ?? false,
  });
  return {
    connections: options.connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
