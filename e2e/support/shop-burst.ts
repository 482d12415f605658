import type { APIRequestContext } from "@playwright/test";
import { percentile } from "./pos-burst";

/**
 * A busy shop's day at its tills, open-loop: `rate` sales a second for `seconds`, on the clock
 * whatever the server answers, spread over the tills, each paid one of the three ways a Mexican shop
 * is paid (QR and card through the till's charge and the customer's bank, cash into the till's
 * drawer), one in four with a tip of 10 %, one in ten left unpaid; then some given back, in part or
 * in full, cash ones from the drawer. Through the dashboard's JSON till operations as a signed-in
 * owner (what the tablets do through their server actions) and the service's sandbox for the
 * customer's side. Every sale and refund is kept as the server answered it: the books to compare.
 */

export type Tender = "qr" | "card" | "cash";

export type ShopSale = {
  /** the sale as the dashboard names it: its intent, or cash_… */
  id: string;
  tender: Tender;
  till: string;
  /** what the customer paid (tip included), and the tip, in cents */
  amount: number;
  tip: number;
  paid: boolean;
  /** what its refunds gave back (answered refund_succeeded), in cents */
  refunded: number;
  /** a ticket with lines: the catalogue product sold (its SKU) and its price in cents; the rest of the sale is a line sold by amount */
  product?: { sku: string; cents: number };
  /** the product's line given back by line (a refund by line that succeeded) */
  productRefunded?: boolean;
};

/** A catalogue product the burst sells from (cents: its price, IVA included). */
export type BurstProduct = { id: string; sku: string; cents: number };

export type ShopBurst = {
  sales: ShopSale[];
  /** every request by how it was answered: an HTTP status, or `no answer` */
  answers: Record<string, number>;
  /** dashboard requests that were a second (or later) try of the same operation */
  retries: number;
  /** operations that never answered 200, with their last answer */
  unfinished: string[];
  /** requests to the payment service's API (the sandbox's customer side; the dashboard's own calls to it are on top) */
  serviceRequests: number;
  dashboardRequests: number;
  latencies: number[];
  /** latencies by operation (charge, cash-sale, refund, pay), ms */
  byOperation: Record<string, number[]>;
  ms: number;
  endedAt: number;
};

const PAID = { qr: "qr_authorized", card: "cp_authorized" } as const;

/** Test amounts the sandbox treats specially (.13 fails a refund, .14 keeps it pending) are left out: every refund here succeeds at once. */
const amountOf = (n: number) => {
  const cents = 500 + ((n * 7919) % 50_000);
  return [13, 14].includes(cents % 100) ? cents + 2 : cents;
};

const pesos = (cents: number) => (cents / 100).toFixed(2);

/** Answers after which the same operation is sent again, and how many times it is sent at most. */
const AGAIN = new Set<number | string>([502, 503, "no answer"]);
const TRIES = 4;

export async function shopBurst(options: {
  dashboard: APIRequestContext;
  serviceUrl: string;
  apiKey: string;
  tills: string[];
  rate: number;
  seconds: number;
  /** sell every other sale as a ticket with lines: one of these products and the rest as a line sold by amount; some refunded by line */
  products?: readonly BurstProduct[];
}): Promise<ShopBurst> {
  const { dashboard, tills } = options;
  const answers: Record<string, number> = {};
  const latencies: number[] = [];
  const byOperation: Record<string, number[]> = {};
  const sales: ShopSale[] = [];
  let serviceRequests = 0;
  let dashboardRequests = 0;
  let retries = 0;
  const unfinished: string[] = [];

  const record = (status: string | number, started: number, operation = "pay") => {
    answers[status] = (answers[status] ?? 0) + 1;
    const ms = performance.now() - started;
    if (status !== "no answer") latencies.push(ms);
    (byOperation[operation] ??= []).push(ms);
  };
  const operationOf = (path: string) => path.split("/").at(-1)!;
  /**
   * A dashboard operation as the signed-in owner: its envelope's data, or null (counted by status).
   * Sent again with the same body (the same attempt) when the answer says to try again (502 the
   * service did not answer in time, 503 the database did not) or never came, as the till does and
   * the cashier who taps again: what the books must show is then the sale made once.
   */
  const operate = async <T>(path: string, body: unknown): Promise<T | null> => {
    for (let tryNumber = 1; ; tryNumber++) {
      dashboardRequests++;
      if (tryNumber > 1) retries++;
      const started = performance.now();
      let status: number | "no answer" = "no answer";
      try {
        const response = await dashboard.post(path, { data: body, timeout: 30_000 });
        status = response.status();
        record(status, started, operationOf(path));
        if (status === 200) return ((await response.json()) as { data: T }).data;
      } catch {
        record("no answer", started, operationOf(path));
      }
      if (!AGAIN.has(status) || tryNumber === TRIES) {
        unfinished.push(`${operationOf(path)}: ${status}`);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * tryNumber));
    }
  };
  const pay = async (intent: string, tender: "qr" | "card"): Promise<boolean> => {
    serviceRequests++;
    const started = performance.now();
    try {
      const response = await fetch(`${options.serviceUrl}/sandbox/${intent}/advance`, {
        method: "POST",
        headers: { "x-api-key": options.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ to: PAID[tender] }),
        signal: AbortSignal.timeout(30_000),
      });
      record(response.status, started);
      return response.status === 200;
    } catch {
      record("no answer", started);
      return false;
    }
  };

  const one = async (n: number) => {
    const till = tills[n % tills.length]!;
    const tender = (["qr", "card", "cash"] as const)[Math.floor(n / tills.length) % 3]!;
    const total = amountOf(n);
    const tip = n % 4 === 0 ? Math.round(total / 11) : 0; // 10 % of the sale: total = sale + sale / 10
    // every other sale a ticket with lines: a product of the catalogue and the rest sold by amount, at 16 % or 0 %
    const product = options.products?.length && n % 2 === 1 ? options.products[n % options.products.length]! : undefined;
    const lines =
      product && total - tip > product.cents
        ? [
            { product: product.id, quantity: "1" },
            { description: "Venta por importe", price: pesos(total - tip - product.cents), iva: n % 4 === 1 ? "16" : "0", quantity: "1" },
          ]
        : undefined;
    const sale = { attempt: crypto.randomUUID(), amount: pesos(total - tip), tip: pesos(tip), concept: `Venta ${n}`, ...(lines ? { lines } : {}) };
    const sold = lines ? { product: { sku: product!.sku, cents: product!.cents } } : {};
    let entry: ShopSale | null = null;
    if (tender === "cash") {
      const cash = await operate<{ id: string }>(`/api/dashboard/tills/${till}/cash-sales`, { ...sale, received: pesos(total) });
      if (cash) entry = { id: cash.id, tender, till, amount: total, tip, paid: true, refunded: 0, ...sold };
    } else {
      const charge = await operate<{ intent: string }>(`/api/dashboard/tills/${till}/charges`, { ...sale, method: tender });
      if (charge) entry = { id: charge.intent, tender, till, amount: total, tip, paid: n % 10 !== 9 && (await pay(charge.intent, tender)), refunded: 0, ...sold };
    }
    if (!entry) return;
    sales.push(entry);
    if (!entry.paid) return;
    // a ticket's product line given back by line (one in five of the tickets with lines)
    if (entry.product && n % 5 === 0 && n % 7 !== 0) {
      if (tender !== "cash") serviceRequests++;
      const refund = await operate<{ status: string; amount: number }>(`/api/dashboard/sales/${entry.id}/refunds`, { lines: [{ line: 0, quantity: "1" }], reason: "requested_by_customer", attempt: crypto.randomUUID() });
      if (refund?.status === "refund_succeeded") {
        entry.refunded = Math.round(refund.amount * 100);
        entry.productRefunded = true;
      }
      return;
    }
    // some are given back: a third of one in five, the whole of one in seven
    const back = n % 7 === 0 ? total : n % 5 === 0 ? Math.floor(total / 3) : 0;
    const amount = [13, 14].includes(back % 100) ? back - 2 : back;
    if (amount <= 0) return;
    if (tender !== "cash") serviceRequests++;
    const refund = await operate<{ status: string; amount: number }>(`/api/dashboard/sales/${entry.id}/refunds`, { amount: pesos(amount), reason: "requested_by_customer", attempt: crypto.randomUUID() });
    if (refund?.status === "refund_succeeded") entry.refunded = amount;
  };

  const count = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const startedAt = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const wait = start + (n * 1000) / options.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(n));
  }
  await Promise.all(inFlight);
  const endedAt = Date.now();
  // each charge made one create at the service, each service refund one refund, through the dashboard
  serviceRequests += sales.filter((s) => s.tender !== "cash").length;
  return { sales, answers, retries, unfinished, serviceRequests, dashboardRequests, latencies, byOperation, ms: endedAt - startedAt, endedAt };
}

/** A burst's figures for the record. */
export function describeShopBurst(burst: ShopBurst) {
  const by = (tender: Tender) => burst.sales.filter((s) => s.tender === tender && s.paid).length;
  return {
    seconds: burst.ms / 1000,
    answers: burst.answers,
    retries: burst.retries,
    dashboardRequestsPerSecond: Math.round((burst.dashboardRequests / burst.ms) * 1000),
    serviceRequestsPerSecond: Math.round((burst.serviceRequests / burst.ms) * 1000),
    p50: Math.round(percentile(burst.latencies, 50)),
    p99: Math.round(percentile(burst.latencies, 99)),
    operations: Object.fromEntries(Object.entries(burst.byOperation).map(([name, ms]) => [name, { n: ms.length, p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)) }])),
    sales: burst.sales.length,
    paid: { qr: by("qr"), card: by("card"), cash: by("cash") },
    tipped: burst.sales.filter((s) => s.paid && s.tip > 0).length,
    refunds: { service: burst.sales.filter((s) => s.refunded > 0 && s.tender !== "cash").length, cash: burst.sales.filter((s) => s.refunded > 0 && s.tender === "cash").length },
  };
}
