/** One payment the point of sale made, as the service answered it. */
export type BurstPayment = { intent: string; payment: string; amount: string; branch: string; terminal: string; paid: boolean };

export type BurstResult = {
  payments: BurstPayment[];
  /** every request by how it was answered: an HTTP status, or `no answer` (connection refused, reset, timed out) */
  answers: Record<string, number>;
  requests: number;
  /** latency of every answered request, ms */
  latencies: number[];
  /** when the last request was answered */
  endedAt: number;
  /** ms the burst took, from the first request sent to the last answered */
  ms: number;
  /** the sum of the paid amounts, exact (cents) */
  paidTotal: string;
};

const TYPES = ["card_present", "qr_present", "ec_remote"] as const;
const PAID: Record<(typeof TYPES)[number], string> = { card_present: "cp_authorized", qr_present: "qr_authorized", ec_remote: "ec_auhtorized" };

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;

/**
 * A busy point of sale or web store, open-loop: `rate` creates per second for `seconds`, on the
 * clock whatever the server answers (a slow server is not given a rest), every other payment then
 * paid through the sandbox (a create and an advance: 1.5 × `rate` requests per second). Payment
 * types, branches, terminals and amounts (with cents) vary. Each request waits at most `timeoutMs`
 * for its answer; one with none counts as `no answer`.
 */
export async function posBurst(options: { apiUrl: string | string[]; apiKey: string; rate: number; seconds: number; timeoutMs?: number; tag?: string }): Promise<BurstResult> {
  const urls = Array.isArray(options.apiUrl) ? options.apiUrl : [options.apiUrl];
  const answers: Record<string, number> = {};
  const latencies: number[] = [];
  const payments: BurstPayment[] = [];
  let requests = 0;
  let paidCents = 0;
  const tag = options.tag ?? Math.random().toString(36).slice(2, 8);

  const call = async (path: string, body: unknown): Promise<{ status: number; json: { data?: { intent?: string } } } | null> => {
    const url = urls[requests++ % urls.length]!; // several instances behind a balancer: in turn
    const started = performance.now();
    try {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "x-api-key": options.apiKey, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const json = (await response.json()) as { data?: { intent?: string } };
      latencies.push(performance.now() - started);
      answers[response.status] = (answers[response.status] ?? 0) + 1;
      return { status: response.status, json };
    } catch {
      answers["no answer"] = (answers["no answer"] ?? 0) + 1;
      return null;
    }
  };

  const one = async (n: number) => {
    const payment = TYPES[n % TYPES.length]!;
    const amountCents = 1000 + ((n * 7919) % 250_000); // 10.00 to 2 509.99, every cent possible
    const branch = `Sucursal ${1 + (n % 3)}`;
    const terminal = `Caja ${1 + (n % 5)}`;
    const created = await call("/payment/intent", {
      payment,
      amount: amountCents / 100,
      data: { branch, terminal, time: new Date().toISOString(), concept: `Venta ${tag}-${n}`, ticket: `${tag}-${n}`, items: [{ sku: `SKU-${n % 17}`, price: cents(amountCents), qty: 1 }] },
    });
    const intent = created?.status === 200 ? created.json.data?.intent : undefined;
    if (!intent) return;
    const record: BurstPayment = { intent, payment, amount: cents(amountCents), branch, terminal, paid: false };
    payments.push(record);
    if (n % 2 === 1) {
      const paid = await call(`/sandbox/${intent}/advance`, { to: PAID[payment] });
      if (paid?.status === 200) {
        record.paid = true;
        paidCents += amountCents;
      }
    }
  };

  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const startedAt = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(n));
  }
  await Promise.all(inFlight);
  const endedAt = Date.now();
  return { payments, answers, requests, latencies, endedAt, ms: endedAt - startedAt, paidTotal: cents(paidCents) };
}

/** The p-th percentile of `values` (0-100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
