import type { OpenApiCheck } from "./openapi-check";

export type CheckedAnswer = { status: number; text: string; headers: Headers };
export type CheckedFetch = (method: string, path: string, init?: { headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer>; signal?: AbortSignal }) => Promise<CheckedAnswer>;

/**
 * `fetch` for a loop of thousands of requests, with every answer still validated against the
 * document (the test's OpenAPI check). Not Playwright's `request` or `expect` inside such loops:
 * each call is a step of the test, and Playwright searches every earlier step when it adds one, so
 * the loop grows quadratically (the fuzz spec's 3 000 requests: 131-240 s, 97 % of it in that
 * search; with this, 4-6 s).
 */
export function checkedFetch(baseURL: string, check: OpenApiCheck, options: { mount?: string } = {}): CheckedFetch {
  return async (method, path, init = {}) => {
    const response = await fetch(new URL(path, baseURL), { method, headers: init.headers, body: init.body, signal: init.signal });
    const text = await response.text();
    // `mount`: where the API's paths are on the server, for a proxy that serves them at its root
    const url = options.mount ? new URL(`${options.mount}${new URL(response.url).pathname}`, response.url).href : response.url;
    await check.checkAnswer(method, { url, status: response.status, type: response.headers.get("content-type") ?? "" }, text);
    return { status: response.status, text, headers: response.headers };
  };
}

/** The body as UTF-8 bytes, sent as they are (`undefined` JSON-encodes to nothing). */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return textBytes(JSON.stringify(value) ?? "");
}

export function textBytes(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}
