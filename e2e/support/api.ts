import type { APIRequestContext, APIResponse } from "@playwright/test";
import { E2E } from "./secrets";

export type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };
export type PaymentType = "card_present" | "qr_present" | "ec_remote";

export function intentBody(payment: PaymentType, overrides: Record<string, unknown> = {}) {
  return {
    payment,
    amount: 149.5,
    data: {
      branch: "branch-001",
      terminal: "pos-07",
      time: "2026-11-22T10:15:30.123Z",
      concept: "Coffee and pastries",
      ticket: `T-${Math.random().toString(36).slice(2, 10)}`,
      items: [
        { sku: 1001, price: 45.5, description: "Latte", qty: 2 },
        { sku: "PAN-01", price: "58.50", description: "Concha", qty: 1 },
      ],
    },
    ...overrides,
  };
}

export const keyHeaders = (apiKey = E2E.apiKey) => ({ "X-Api-Key": apiKey });

export async function json<T = Record<string, unknown>>(response: APIResponse): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

export async function createIntent(request: APIRequestContext, payment: PaymentType, options: { apiKey?: string; body?: object } = {}) {
  const response = await request.post("/api/payment/intent", { headers: keyHeaders(options.apiKey), data: options.body ?? intentBody(payment) });
  const body = await json<{ intent: string; qr?: unknown; keys?: { signature: string; encryption: string } }>(response);
  if (body.code !== 200) throw new Error(`create failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function status(request: APIRequestContext, intent: string, apiKey?: string) {
  return json<{ intent: string; status: string; code: number }>(await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders(apiKey) }));
}

export async function detail(request: APIRequestContext, intent: string, apiKey?: string) {
  return json<{
    amount: number;
    status: string;
    reason: string | null;
    phoneLast4: string | null;
    data: Record<string, unknown>;
    events: Array<{ seq: number; status: string; code: number; reason: string | null; at: string }>;
  }>(await request.get(`/api/payment/${intent}`, { headers: keyHeaders(apiKey) }));
}

export function advance(request: APIRequestContext, intent: string, to: string, extra: Record<string, unknown> = {}, apiKey?: string) {
  return request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(apiKey), data: { to, ...extra } });
}

/** POST /payment/{intent}/cancel with no body (as the dashboard sends it). */
export function cancel(request: APIRequestContext, intent: string, apiKey?: string, headers: Record<string, string> = {}) {
  return request.post(`/api/payment/${intent}/cancel`, { headers: { ...keyHeaders(apiKey), ...headers } });
}

export function init(request: APIRequestContext, intent: string | null, phone: unknown, apiKey?: string) {
  return request.post("/api/payment/init", {
    headers: { ...keyHeaders(apiKey), ...(intent === null ? {} : { "X-Intent": intent }) },
    data: { phone },
  });
}

/** A merchant of its own, created through the admin API (for isolation and cross-merchant checks). */
export async function createMerchant(request: APIRequestContext, name = "Other shop") {
  const response = await request.post("/api/admin/merchants", {
    headers: { authorization: `Bearer ${E2E.adminToken}` },
    data: { name, webhookUrl: null },
  });
  const body = await json<{ id: string; apiKey: string; webhookSecret: string }>(response);
  if (body.code !== 200) throw new Error(`merchant create failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** One merchant as the admin API lists it, found page after page (`data`, `has_more`, `next`). */
export async function listedMerchant<T extends { id: string }>(request: APIRequestContext, merchantId: string): Promise<T | undefined> {
  for (let after = ""; ; ) {
    const page = await json<{ data: T[]; has_more: boolean; next: string | null }>(
      await request.get(`/api/admin/merchants${after && `?after=${after}`}`, { headers: { authorization: `Bearer ${E2E.adminToken}` } }),
    );
    const found = page.data.data.find((m) => m.id === merchantId);
    if (found || !page.data.has_more) return found;
    after = page.data.next!;
  }
}

export async function merchantIntentCount(request: APIRequestContext, merchantId: string): Promise<number> {
  return (await listedMerchant<{ id: string; intents: number }>(request, merchantId))?.intents ?? -1;
}

export function sendTransaction(
  request: APIRequestContext,
  intent: string | null,
  tx: { contentType: string; body: string },
  apiKey?: string,
) {
  return request.post("/api/payment/transaction", {
    headers: { ...keyHeaders(apiKey), ...(intent === null ? {} : { "X-Intent": intent }), "content-type": tx.contentType },
    data: Buffer.from(tx.body),
  });
}
