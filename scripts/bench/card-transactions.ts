/**
 * Card-present transactions per second (JSON form, approving test card) against a running server:
 *   CAJA_URL=http://127.0.0.1:3000 SANDBOX_API_KEY=... npx tsx scripts/bench/card-transactions.ts [seconds] [connections]
 * Intents and their signed, encrypted bodies are prepared first, so the load measures the service.
 */
import autocannon from "autocannon";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";

const base = process.env.CAJA_URL ?? "http://127.0.0.1:3000";
const apiKey = process.env.SANDBOX_API_KEY ?? "";
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const count = Number(process.env.PREPARE ?? 4000);

async function prepare(): Promise<Array<{ intent: string; body: string }>> {
  const out: Array<{ intent: string; body: string }> = [];
  const card = "4242424242424242";
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const response = await fetch(`${base}/api/payment/intent`, {
          method: "POST",
          headers: { "X-Api-Key": apiKey, "content-type": "application/json" },
          body: JSON.stringify({ payment: "card_present", amount: 20, data: { branch: "b", terminal: "t", time: new Date().toISOString(), items: [] } }),
        });
        const { data } = (await response.json()) as { data: { intent: string; keys: { signature: string; encryption: string } } };
        const tx = await buildCardTransaction({ intent: data.intent, amount: 20, keys: data.keys, card, nip: "1234", track2: sandboxTrack2(card) });
        return { intent: data.intent, body: tx.body };
      }),
    );
    out.push(...batch);
  }
  return out;
}

async function main() {
  const bodies = await prepare();
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
  console.log(JSON.stringify({ connections, seconds, requests: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, bodiesUsed: used, prepared: bodies.length }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
