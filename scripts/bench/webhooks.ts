/**
 * Webhook delivery against a running server (its sandbox merchant's endpoint is pointed at a
 * receiver on 127.0.0.1 that verifies every signature with the `standardwebhooks` package):
 *   CAJA_URL=http://127.0.0.1:3000 SANDBOX_API_KEY=... SANDBOX_WEBHOOK_SECRET=... npx tsx scripts/bench/webhooks.ts [seconds] [events/s]
 * 1. latency: 200 sequential status changes; time from the API request that makes the change to
 *    the webhook's arrival (p50/p99);
 * 2. sustained: an open-loop load of status changes at the given rate for the given time, then
 *    waits for every event: events/s delivered, lost, unverified.
 */
import { startReceiver } from "../../e2e/support/webhook-receiver";

type Target = { base: string; key: string; secret: string };

const post = ({ base, key }: Target, path: string, body: unknown) =>
  fetch(`${base}/api${path}`, { method: "POST", headers: { "X-Api-Key": key, "content-type": "application/json" }, body: JSON.stringify(body) }).then(
    (r) => r.json() as Promise<{ code: number; data: { intent: string } }>,
  );
const intentBody = { payment: "qr_present", amount: 10, data: { branch: "b", terminal: "t", time: new Date().toISOString(), items: [] } };
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

/** `addressBy`: the receiver's URL by host name (`localhost`, as merchants' URLs are: the default) or IP literal. */
export async function benchWebhooks(target: Target, seconds: number, rate: number, drainTimeoutMs = 120_000, addressBy: "name" | "ip" = "name") {
  const receiver = await startReceiver();
  receiver.verifyWith([target.secret]);
  const patched = await fetch(`${target.base}/api/webhook-endpoint`, {
    method: "PATCH",
    headers: { "X-Api-Key": target.key, "content-type": "application/json" },
    body: JSON.stringify({ url: addressBy === "name" ? receiver.url : receiver.ipUrl }),
  });
  if (!patched.ok) throw new Error(`could not point the webhook endpoint at the receiver: ${await patched.text()}`);

  // 1. latency, one change at a time
  const latencies: number[] = [];
  for (let i = 0; i < 200; i++) {
    const sent = performance.now();
    const { data } = await post(target, "/payment/intent", intentBody);
    await receiver.until(() => receiver.received.some((r) => r.body.intent === data.intent), 10_000, "the webhook");
    const arrived = receiver.received.find((r) => r.body.intent === data.intent)!.at;
    latencies.push(arrived - (Date.now() - (performance.now() - sent)));
  }
  receiver.received.length = 0;

  // 2. sustained: each tick creates an intent (1 event) and walks it to qr_authorized (3 events)
  const eventsPerOp = 4;
  const opsPerSecond = rate / eventsPerOp;
  const started = Date.now();
  let ops = 0;
  let failedCalls = 0;
  const inflight = new Set<Promise<void>>();
  let skipped = 0;
  let completedOps = 0;
  const intents = new Set<string>(); // only this run's events count (a reused database may hold others)
  const ours = () => receiver.unique().filter((r) => intents.has(r.body.intent));
  // Checked at every delivery, so incremental: a full pass per delivery made the receiver itself
  // the bottleneck (O(n²): ~120 deliveries/s once 30 000 had arrived).
  const arrived = new Set<string>();
  let scanned = 0;
  const allArrived = (expected: number) => {
    for (; scanned < receiver.received.length; scanned++) {
      const r = receiver.received[scanned]!;
      if (intents.has(r.body.intent)) arrived.add(r.id);
    }
    return arrived.size >= expected;
  };
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * opsPerSecond);
    while (ops + skipped < due) {
      // an open loop with a ceiling: past 64 operations in flight the server is not keeping up,
      // and further offers are counted as skipped instead of piling up connections
      if (inflight.size >= 64) {
        skipped++;
        continue;
      }
      ops++;
      const op = (async () => {
        try {
          const created = await post(target, "/payment/intent", intentBody);
          if (created.code !== 200) return void failedCalls++;
          intents.add(created.data.intent);
          const advanced = await post(target, `/sandbox/${created.data.intent}/advance`, { to: "qr_authorized" });
          if (advanced.code !== 200) failedCalls++;
          else completedOps++;
        } catch {
          failedCalls++;
        }
      })().finally(() => inflight.delete(op));
      inflight.add(op);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inflight);
  const loadEnded = Date.now();
  const expected = completedOps * eventsPerOp;
  await receiver.until(() => allArrived(expected), drainTimeoutMs, `${expected} events`).catch(() => {});
  const unique = ours();
  const first = Math.min(...unique.map((r) => r.at));
  const last = Math.max(...unique.map((r) => r.at));
  const result = {
    latency: { p50: pct(latencies, 50), p99: pct(latencies, 99), samples: latencies.length },
    sustained: {
      targetEventsPerSecond: rate,
      seconds,
      expected,
      delivered: unique.length,
      lost: expected - unique.length,
      unverified: unique.filter((r) => r.verifiedWith.length === 0).length,
      duplicates: receiver.received.filter((r) => intents.has(r.body.intent)).length - unique.length,
      failedApiCalls: failedCalls,
      offeredEventsPerSecond: Math.round((ops * eventsPerOp) / seconds),
      skippedOffers: skipped,
      deliveredPerSecond: Math.round(unique.length / ((last - first) / 1000)),
      deliveredWithinLoadPerSecond: Math.round(unique.filter((r) => r.at <= loadEnded).length / ((loadEnded - started) / 1000)),
      drainSeconds: Number(((last - loadEnded) / 1000).toFixed(2)),
    },
  };
  // hand the endpoint back to the app's own receiver
  await fetch(`${target.base}/api/webhook-endpoint`, {
    method: "PATCH",
    headers: { "X-Api-Key": target.key, "content-type": "application/json" },
    body: JSON.stringify({ url: `${target.base}/api/webhooks/payment` }),
  });
  await receiver.close();
  return result;
}

// run as a script (not when sustained-webhooks.ts, whose name ends the same, imports it)
if (process.argv[1]?.endsWith("/webhooks.ts")) {
  benchWebhooks(
    { base: process.env.CAJA_URL ?? "http://127.0.0.1:3000", key: process.env.SANDBOX_API_KEY ?? "", secret: process.env.SANDBOX_WEBHOOK_SECRET ?? "" },
    Number(process.argv[2] ?? 20),
    Number(process.argv[3] ?? 500),
  )
    .then((result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
