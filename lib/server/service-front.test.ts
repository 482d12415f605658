import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonReply } from "../http/exchange";
import { serviceRoute } from "../http/service-route";
import { serviceFront } from "./service-front";

// Route modules shaped like app/api route files: service handlers echo what they were given.
const echo = (name: string) =>
  serviceRoute(async (request, params) => jsonReply(200, { name, method: request.method, path: request.path, params, body: await request.readBody(16) }));
const nextOnly = async () => new Response("next");

let server: http.Server;
let base = "";

beforeAll(async () => {
  const front = serviceFront({
    "/api/payment/[intent]/status": { GET: echo("status") },
    "/api/payment/[intent]": { GET: echo("detail") },
    "/api/payment/intent": { POST: echo("create"), GET: nextOnly },
  });
  server = http.createServer((request, response) => {
    if (front(request, response)) return;
    response.writeHead(299, { "content-type": "text/plain" }).end("fell through to next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** A GET with the path sent exactly as written (fetch would normalize dot segments). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path }, (response) => resolve(response.resume().statusCode!)).on("error", reject);
  });
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("serviceFront over real HTTP", () => {
  it("serves a dynamic route with its decoded params and the raw path", async () => {
    const response = await fetch(`${base}/api/payment/qp%5Fabc/status?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ name: "status", method: "GET", path: "/api/payment/qp%5Fabc/status", params: { intent: "qp_abc" }, body: "" });
  });

  it("prefers a static segment over a dynamic one, as Next.js does", async () => {
    const response = await fetch(`${base}/api/payment/intent`, { method: "POST", body: "{}" });
    expect(await response.json()).toMatchObject({ name: "create", body: "{}" });
  });

  it("leaves a method without a service handler to Next.js, even when a dynamic route would match the path", async () => {
    const response = await fetch(`${base}/api/payment/intent`);
    expect(response.status).toBe(299);
  });

  it("leaves unknown paths, trailing slashes, dot segments and bad encodings to Next.js", async () => {
    for (const path of ["/api/other", "/api/payment/x/status/", "/api/payment/./status", "/api/payment/x/../status", "/api/payment/%E0%A4%A/status", "/intents"]) {
      expect(await rawGet(path), path).toBe(299);
    }
  });

  it("refuses a body over the handler's limit with 413 in the envelope", async () => {
    const response = await fetch(`${base}/api/payment/intent`, { method: "POST", body: "x".repeat(64) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, message: "payload_too_large", data: { maxBytes: 16 } });
  });
});
