import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createJsonSchemaValidator } from "../../lib/testing/json-schema-validator";
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "../support/api-test";
import { advance, createIntent, intentBody, keyHeaders } from "../support/api";

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  components: { schemas: Record<string, object> };
};

async function document(request: import("@playwright/test").APIRequestContext): Promise<Doc> {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  return (await response.json()) as Doc;
}

test.describe("GET /api/openapi.json", () => {
  test("is a valid OpenAPI 3.1 document according to an independent validator", async ({ request }) => {
    const doc = await document(request);
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("Redocly's recommended rules and Spectral's oas rules find nothing in the served document, servers absolute", async ({ request, baseURL }) => {
    const doc = (await document(request)) as Doc & { servers: Array<{ url: string }> };
    // the deployment that served it, at the address the client used, first
    expect(doc.servers[0]!.url).toBe(`${baseURL}/api`);
    // a host name and port as a shop's tablet uses them, and the scheme a TLS proxy on this machine
    // (trusted by default) says the browser used: the document tells each client its own address
    const named = (await (await request.get("/api/openapi.json", { headers: { host: "caja.tienda.mx:8443", "x-forwarded-proto": "https" } })).json()) as { servers: Array<{ url: string }> };
    expect(named.servers[0]!.url).toBe("https://caja.tienda.mx:8443/api");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      fs.writeFileSync(file, JSON.stringify(doc));
      const run = promisify(execFile);
      // the rule sets are the repository's redocly.yaml (recommended) and .spectral.yaml (spectral:oas)
      const [redocly] = await Promise.all([
        run(process.execPath, ["node_modules/@redocly/cli/bin/cli.js", "lint", file, "--format=json"], { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }, maxBuffer: 16 << 20 }),
        run(process.execPath, ["node_modules/@stoplight/spectral-cli/dist/index.js", "lint", file, "--format=json", "--output", path.join(dir, "spectral.json"), "--fail-severity=hint"], { maxBuffer: 16 << 20 })
          // it exits 1 when it finds anything: the report it wrote says what
          .catch(() => undefined),
      ]);
      const redoclyReport = JSON.parse(redocly.stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
      expect(redoclyReport.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(redoclyReport.totals).toMatchObject({ errors: 0, warnings: 0 });
      const spectralReport = JSON.parse(fs.readFileSync(path.join(dir, "spectral.json"), "utf8")) as Array<{ code: string; message: string; path: string[] }>;
      expect(spectralReport.map((p) => `${p.code}: ${p.message} at ${p.path.join(".")}`)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("documents every endpoint the service serves", async ({ request }) => {
    const doc = await document(request);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/payment/intent",
        "/payment/{intent}/status",
        "/payment/{intent}",
        "/payment/{intent}/cancel",
        "/payment/{intent}/refund",
        "/payment/{intent}/refunds",
        "/sandbox/refunds/{refund}/settle",
        "/balance",
        "/balance/transactions",
        "/payouts",
        "/payouts/{payout}",
        "/payout-account",
        "/sandbox/payouts/run",
        "/sandbox/payouts/{payout}/settle",
        "/admin/merchants/{merchant}/pricing",
        "/payment/init",
        "/payment/transaction",
        "/payment/{intent}/deliveries",
        "/payment/events",
        "/payment/totals",
        "/payment/intents",
        "/deliveries/{event}/redeliver",
        "/deliveries/redeliver",
        "/webhook-endpoint",
        "/webhook-endpoint/rotate-secret",
        "/webhook-endpoints",
        "/webhook-endpoints/{endpoint}",
        "/webhook-endpoints/{endpoint}/rotate-secret",
        "/webhook-endpoints/{endpoint}/test",
        "/webhook-endpoints/{endpoint}/recover",
        "/webhook-endpoints/{endpoint}/deliveries",
        "/webhook-tests",
        "/sandbox/{intent}/advance",
        "/admin/merchants",
        "/admin/merchants/{merchant}",
        "/admin/merchants/{merchant}/keys",
        "/admin/merchants/{merchant}/keys/{key}",
        "/health",
        "/ready",
      ].sort(),
    );
  });

  test("real responses match the documented schemas", async ({ request }) => {
    const doc = await document(request);
    const ajv = createJsonSchemaValidator({ strict: false });
    ajv.addSchema({ $id: "openapi.json", components: doc.components });
    const check = async (path: string, method: string, response: import("@playwright/test").APIResponse) => {
      const documented = doc.paths[path]![method]!.responses[String(response.status())];
      expect(documented, `${method} ${path} ${response.status()} is documented`).toBeDefined();
      // Refs point into the document's components: resolve them against the document added above.
      const schema = JSON.parse(JSON.stringify(documented!.content!["application/json"]!.schema).replaceAll('"#/components', '"openapi.json#/components'));
      const validate = ajv.compile(schema);
      const body = await response.json();
      expect(validate(body), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    for (const payment of ["card_present", "qr_present", "ec_remote"] as const) {
      await check("/payment/intent", "post", await request.post("/api/payment/intent", { headers: keyHeaders(), data: intentBody(payment) }));
    }
    await check("/payment/intent", "post", await request.post("/api/payment/intent", { headers: keyHeaders(), data: { payment: "x" } }));
    const { intent } = await createIntent(request, "ec_remote");
    await check("/payment/{intent}/status", "get", await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() }));
    await check("/payment/{intent}/status", "get", await request.get(`/api/payment/qp_${"z".repeat(22)}/status`, { headers: keyHeaders() }));
    await check("/payment/init", "post", await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } }));
    await check("/sandbox/{intent}/advance", "post", await advance(request, intent, "ec_progress"));
    await check("/payment/{intent}", "get", await request.get(`/api/payment/${intent}`, { headers: keyHeaders() }));
    await check("/payment/init", "post", await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } }));
    const { intent: qr } = await createIntent(request, "qr_present");
    await check("/payment/{intent}/cancel", "post", await request.post(`/api/payment/${qr}/cancel`, { headers: keyHeaders() }));
    await check("/payment/{intent}/cancel", "post", await request.post(`/api/payment/${intent}/cancel`, { headers: keyHeaders() }));
    await check("/payment/{intent}/cancel", "post", await request.post(`/api/payment/qp_${"z".repeat(22)}/cancel`, { headers: keyHeaders() }));
    await check("/payment/{intent}/deliveries", "get", await request.get(`/api/payment/${intent}/deliveries`, { headers: keyHeaders() }));
    await check("/webhook-endpoint", "get", await request.get("/api/webhook-endpoint", { headers: keyHeaders() }));
    await check("/deliveries/redeliver", "post", await request.post("/api/deliveries/redeliver", { headers: keyHeaders(), data: { since: new Date().toISOString() } }));
    await check("/deliveries/redeliver", "post", await request.post("/api/deliveries/redeliver", { headers: keyHeaders(), data: { since: "yesterday" } }));
    const page = await request.get("/api/payment/events?limit=3", { headers: keyHeaders() });
    await check("/payment/events", "get", page);
    const { next } = ((await page.json()) as { data: { next: string } }).data;
    await check("/payment/events", "get", await request.get(`/api/payment/events?after=${next}&limit=500`, { headers: keyHeaders() }));
    await check("/payment/events", "get", await request.get("/api/payment/events?limt=3", { headers: keyHeaders() }));
    await check("/payment/events", "get", await request.get("/api/payment/events?after=ZjEuOTk5OTk5OTk5LjAwMDAwMDAwMDAwMA", { headers: keyHeaders() }));
    const day = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    await check("/payment/totals", "get", await request.get(`/api/payment/totals?${day}`, { headers: keyHeaders() }));
    await check("/payment/totals", "get", await request.get("/api/payment/totals?from=today", { headers: keyHeaders() }));
    await check("/payment/intents", "get", await request.get(`/api/payment/intents?${day}&limit=2`, { headers: keyHeaders() }));
  });
});
