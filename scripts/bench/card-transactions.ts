/**
 * Card-present transactions per second (JSON form, approving test card) against a running server:
 *   CAJA_URL=http://127.0.0.1:3000 SANDBOX_API_KEY=... npx tsx scripts/bench/card-transactions.ts [seconds] [connections]
 * (or from `npm run bench`, scripts/bench/server-footprint.ts), with the same-run crypto baseline.
 * Intents and their signed, encrypted bodies are prepared first, so the load measures the service.
 */
import { createPublicKey } from "node:crypto";
import autocannon from "autocannon";
import { compactDecrypt, compactVerify } from "jose";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";

type Prepared = Array<{ intent: string; body: string; keys: { signature: string; encryption: string } }>;

/** POSTs `body`, again after `Retry-After` while the server sheds load (503) or limits the rate (429). */
async function postUntilTaken(url: string, apiKey: string, body: unknown): Promise<Response> {
  for (;;) {
    const response = await fetch(url, { method: "POST", headers: { "X-Api-Key": apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.status !== 503 && response.status !== 429) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
  }
}

async function prepare(base: string, apiKey: string, count: number): Promise<Prepared> {
  const out: Prepared = [];
  const card = "4242424242424242";
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const response = await postUntilTaken(`${base}/api/payment/intent`, apiKey, { payment: "card_present", amount: 20, data: { branch: "b", terminal: "t", time: new Date().toISOString(), items: [] } });
        const { data } = (await response.json()) as { data: { intent: string; keys: { signature: string; encryption: string } } };
        const tx = await buildCardTransaction({ intent: data.intent, amount: 20, keys: data.keys, card, nip: "1234", track2: sandboxTrack2(card) });
        return { intent: data.intent, body: tx.body, keys: data.keys };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** Card transactions per second against the server at `base`, `connections` at a time, for `seconds`. */
export async function cardLoad(base: string, apiKey: string, seconds: number, connections: number, count = 4000, hooks: { onStart?: () => Promise<void> } = {}) {
  const bodies = await prepare(base, apiKey, count);
  await hooks.onStart?.();
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/payment/transaction`,
    connections,
    duration: seconds,
    method: "POST",
    requests: [
      {
        setupRequest: (request) => {
          const item = bodies[next++ % bodies.length]!;
          return { ...request, headers: { "X-Api-Key": apiKey, "X-Intent": item.intent, "content-type": "application/json" }, body: item.body };
        },
      },
    ],
  });
  const used = Math.min(next, bodies.length);
  // Transactions done per second: answers other than 2xx (a body sent twice once the prepared ones
  // ran out is refused as a replay) are counted apart, never as transactions.
  const done = result.requests.total - result.non2xx - result.errors;
  return { connections, seconds, requests: result.requests.total, rps: Math.round((done / seconds) * 10) / 10, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, bodiesUsed: used, prepared: bodies.length, sample: bodies[0]! };
}

/**
 * The same-run ceiling: the crypto of one transaction (JWE decrypt, then ES256 verify with the
 * public key loaded by node's createPublicKey on every call, as the service does), on one thread,
 * back to back, for `seconds`.
 */
export async function cryptoBaseline(sample: Prepared[number], seconds: number): Promise<number> {
  const { JWE, JWT } = JSON.parse(sample.body) as { JWE: string; JWT: string };
  const publicPem = createPublicKey(sample.keys.signature).export({ type: "spki", format: "pem" }) as string;
  const secret = Buffer.from(sample.keys.encryption, "base64");
  const until = performance.now() + seconds * 1000;
  let done = 0;
  while (performance.now() < until) {
    await compactDecrypt(JWE, secret, { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
    await compactVerify(JWT, createPublicKey(publicPem), { algorithms: ["ES256"] });
    done += 1;
  }
  return Math.round(done / seconds);
}

if (process.argv[1]?.endsWith("card-transactions.ts")) {
  const base = process.env.CAJA_URL ?? "http://127.0.0.1:3000";
  const result = await cardLoad(base, process.env.SANDBOX_API_KEY ?? "", Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 16), Number(process.env.PREPARE ?? 4000));
  const { sample, ...figures } = result;
  console.log(JSON.stringify({ ...figures, cryptoBaselinePerSecond: await cryptoBaseline(sample, 5) }));
}
