import net from "node:net";
import { expect, test } from "../support/api-test";
import { createIntent, intentBody, json, keyHeaders } from "../support/api";

/** Writes `request` on a bare TCP connection to the server and answers all it says until it closes. */
function rawExchange(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

/**
 * The service API's router as a client meets it: every answer in the envelope whatever the method
 * or path, truthful Allow/OPTIONS, and input the database cannot hold refused as 400 before it is
 * stored (never a 500, never silently changed).
 */
test.describe("the service API's router", () => {
  test("OPTIONS answers the methods a path really has; unknown paths stay 404", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["/api/payment/intent", "POST, OPTIONS"],
      ["/api/payment/qp_0123456789abcdef0123/status", "GET, HEAD, OPTIONS"],
      ["/api/webhook-endpoint", "GET, PATCH, HEAD, OPTIONS"],
      ["/api/admin/merchants/mer_x/keys/key_y", "DELETE, OPTIONS"],
    ];
    for (const [path, allow] of cases) {
      const response = await request.fetch(path, { method: "OPTIONS" });
      expect(response.status(), path).toBe(204);
      expect(response.headers()["allow"], path).toBe(allow);
    }
    const unknown = await request.fetch("/api/nothing/here", { method: "OPTIONS" });
    expect(unknown.status()).toBe(404);
  });

  test("TRACE, PUT and other methods get 405 in the envelope with Allow, never a plain-text 500", async ({ request }) => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch("/api/payment/intent", { method, headers: keyHeaders() });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(response.headers()["allow"]).toBe("POST, OPTIONS");
      expect((await json(response)).message).toBe("method_not_allowed");
    }
  });

  test("the dashboard's pages and routes answer TRACE and every method they do not serve with 405 and Allow (never a 500 or a page)", async ({ request, baseURL }) => {
    for (const path of ["/login", "/", "/intents", "/api/dashboard/intents", "/api/webhooks/payment", "/api/auth/session"]) {
      for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "PROPFIND"]) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${path}`).toBe("GET, HEAD, POST, OPTIONS");
        if (path.startsWith("/api/")) expect(await response.json()).toEqual({ code: 405, message: "method_not_allowed", data: { allowed: ["GET", "HEAD", "POST", "OPTIONS"] } });
        else expect(await response.text()).toBe("405 Method Not Allowed\n");
      }
    }
    const options = await request.fetch("/login", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
    // CONNECT never reaches a request handler: answered on the socket, not closed without a word
    const answer = await rawExchange(baseURL!, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  });

  test("a malformed percent-encoding in a path id is 404 intent_not_found, not 500", async ({ request }) => {
    for (const path of ["/api/payment/%E0%A4%A/status", "/api/payment/%/status", "/api/payment/qp_%zz/status", "/api/payment/%E0%A4%A"]) {
      const response = await request.get(path, { headers: keyHeaders() });
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: "intent_not_found", data: {} });
    }
  });

  test("a NUL or an unpaired surrogate in any stored string is 400 naming the field", async ({ request }) => {
    const base = intentBody("qr_present");
    const fields: Array<[string, Record<string, unknown>]> = [
      ["data.branch", { data: { ...base.data, branch: "b\u0000" } }],
      ["data.terminal", { data: { ...base.data, terminal: "t\u0000x" } }],
      ["data.concept", { data: { ...base.data, concept: "café\u0000" } }],
      ["data.ticket", { data: { ...base.data, ticket: "\ud800T-1" } }],
      ["data.items[0].sku", { data: { ...base.data, items: [{ sku: "A\u0000", price: "1", description: "x", qty: 1 }] } }],
      ["data.items[0].description", { data: { ...base.data, items: [{ sku: "A", price: "1", description: "lone \udc00", qty: 1 }] } }],
    ];
    for (const [field, override] of fields) {
      const response = await request.post("/api/payment/intent", { headers: keyHeaders(), data: { ...base, ...override } });
      expect(response.status(), field).toBe(400);
      const body = await json<{ errors: Array<{ field: string; message: string }> }>(response);
      expect(body.data.errors.map((e) => e.field), field).toContain(field);
    }
    const url = await request.patch("/api/webhook-endpoint", { headers: keyHeaders(), data: { url: "https://example.com/\u0000" } });
    expect(url.status()).toBe(400);
    // An emoji (a surrogate pair) is text like any other.
    const emoji = await request.post("/api/payment/intent", { headers: keyHeaders(), data: { ...base, data: { ...base.data, concept: "Café ☕ 🙂" } } });
    expect(emoji.status()).toBe(200);
  });

  test("a body that is not UTF-8 is 400, never stored as U+FFFD", async ({ request }) => {
    const text = JSON.stringify(intentBody("qr_present", { data: { ...intentBody("qr_present").data, concept: "CONCEPT" } }));
    const bytes = Buffer.from(text, "utf8");
    const at = bytes.indexOf("CONCEPT");
    bytes[at] = 0xff; // a byte that is never UTF-8
    const response = await request.post("/api/payment/intent", { headers: { ...keyHeaders(), "content-type": "application/json" }, data: bytes });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: "invalid_json", data: { errors: [{ field: "(body)", message: "must be UTF-8" }] } });
  });

  test("rotate-secret with a body of null says it must be a JSON object, like every other endpoint", async ({ request }) => {
    const response = await request.post("/api/webhook-endpoint/rotate-secret", { headers: { ...keyHeaders(), "content-type": "application/json" }, data: "null" });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: "invalid_request", data: { errors: [{ field: "(body)", message: "must be a JSON object" }] } });
  });

  test("HEAD of a GET route answers its headers with no body", async ({ request }) => {
    const { intent } = await createIntent(request, "qr_present");
    const response = await request.fetch(`/api/payment/${intent}/status`, { method: "HEAD", headers: keyHeaders() });
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBe(0);
  });

  test("a request whose URL and headers pass 16 KiB, or that is not HTTP, is answered in the envelope (431, 400), not with Node's bare status line", async ({ baseURL }) => {
    const long = await fetch(`${baseURL}/api/payment/events?after=${"x".repeat(20_000)}`, { headers: keyHeaders() });
    expect([long.status, long.headers.get("content-type")]).toEqual([431, "application/json"]);
    expect(await long.json()).toEqual({ code: 431, message: "headers_too_large", data: {} });
    const raw = await rawExchange(baseURL!, "NOT HTTP AT ALL\r\n\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.split("\r\n\r\n")[1]!)).toEqual({ code: 400, message: "invalid_request", data: { errors: [{ field: "(request)", message: "not a well-formed HTTP/1.1 request" }] } });
  });
});
