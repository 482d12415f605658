import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { createMerchant } from "../support/api";
import { expect, test } from "../support/api-test";

/**
 * A client generated from the served document, as a developer would make one: types from
 * `/api/openapi.json` with openapi-typescript, a small program on openapi-fetch typechecked by tsc
 * against them (a misspelled status name must not compile), then run against the server:
 * create → status → cancel.
 */
const dir = path.resolve(".tmp", "generated-client");

const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./schema";

type StatusName = paths["/payment/{intent}/status"]["get"]["responses"][200]["content"]["application/json"]["data"]["status"];
// the spec's spelling is a status; another spelling is none (the enum reached the types)
export const spelled: StatusName = "ec_auhtorized";
// @ts-expect-error: ec_authorized is not a status name of this API
export const misspelled: StatusName = "ec_authorized";

// feed events narrow on \`type\` (a union of named schemas, with a discriminator): only an
// endpoint.disabled event has \`endpoint\`, only a payout.* one \`payout\`, only an intent's has \`intent\` and \`status\`
type FeedEvent = paths["/payment/events"]["get"]["responses"][200]["content"]["application/json"]["data"]["data"][number];
export function whatHappened(event: FeedEvent): string {
  if (event.type === "endpoint.disabled") return "disabled " + event.endpoint.url;
  // a payout's four types narrow by its field (TypeScript does not narrow a union-typed discriminant away)
  if ("payout" in event) return event.type + " " + event.payout.payout;
  const status: StatusName = event.status;
  return event.type + " " + event.intent + " " + status;
}
// @ts-expect-error: an intent's event has no endpoint
export const noEndpoint = (event: Extract<FeedEvent, { type: "intent.status_changed" }>) => event.endpoint;

export async function flow(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, headers: { "X-Api-Key": apiKey } });
  const created = await client.POST("/payment/intent", {
    body: { payment: "qr_present", amount: 142.83, data: { branch: "b-1", terminal: "pos-1", time: new Date().toISOString(), items: [{ sku: "A-1", price: 142.83, qty: 1 }] } },
  });
  if (!created.data) throw new Error("create: " + JSON.stringify(created.error));
  const intent: string = created.data.data.intent;
  const status = await client.GET("/payment/{intent}/status", { params: { path: { intent } } });
  if (!status.data) throw new Error("status: " + JSON.stringify(status.error));
  const before: StatusName = status.data.data.status;
  const canceled = await client.POST("/payment/{intent}/cancel", { params: { path: { intent } } });
  if (!canceled.data) throw new Error("cancel: " + JSON.stringify(canceled.error));
  const after: StatusName = canceled.data.data.status;
  const code: number = canceled.data.data.code;
  const again = await client.POST("/payment/{intent}/cancel", { params: { path: { intent } } });
  const missing = await client.GET("/payment/{intent}/status", { params: { path: { intent: "qp_" + "z".repeat(22) } } });
  const seen: string[] = [];
  for (let after: string | undefined; ; ) {
    const page = await client.GET("/payment/events", { params: { query: { limit: 500, ...(after ? { after } : {}) } } });
    if (!page.data) throw new Error("feed: " + JSON.stringify(page.error));
    seen.push(...page.data.data.data.map(whatHappened).filter((line) => line.includes(intent)));
    if (!page.data.data.has_more) break;
    after = page.data.data.next;
  }
  return {
    feed: seen,
    intent,
    created: created.data.message,
    status: [status.data.message, before, status.data.data.code],
    canceled: [canceled.data.message, after, code, canceled.response.headers.get("x-status-reason")],
    again: again.data?.data.status,
    missing: [missing.response.status, missing.error?.message],
  };
}
`;

const RUN = `import { flow } from "./client";
flow(process.argv[2]!, process.argv[3]!).then((result) => console.log(JSON.stringify(result)));
`;

test("a client generated from /api/openapi.json typechecks and runs create → status → cancel → feed, its feed events narrowed by type", async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "pglite", "the generated client is checked once, on the embedded database");
  test.setTimeout(120_000);
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  // a merchant of its own: its feed holds this flow's events only
  const merchant = await createMerchant(request, "Generated client shop");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const doc = (await response.json()) as Record<string, unknown>;
  fs.writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(doc, null, 2));
  const types = astToString(await openapiTS(doc as never));
  fs.writeFileSync(path.join(dir, "schema.d.ts"), types);
  expect(types).toContain('"ec_auhtorized"');
  fs.writeFileSync(path.join(dir, "client.ts"), CLIENT);
  fs.writeFileSync(path.join(dir, "run.ts"), RUN);

  const tsc = path.resolve("node_modules", ".bin", "tsc");
  const options = ["--noEmit", "--strict", "--skipLibCheck", "--target", "es2022", "--module", "esnext", "--moduleResolution", "bundler", "--types", "node"];
  try {
    execFileSync(tsc, [...options, path.join(dir, "run.ts")], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    throw new Error(`the client does not typecheck:\n${(error as { stdout?: string }).stdout}`);
  }

  const out = execFileSync(path.resolve("node_modules", ".bin", "tsx"), [path.join(dir, "run.ts"), `${baseURL}/api`, merchant.apiKey], { encoding: "utf8" });
  const result = JSON.parse(out) as { intent: string; created: string; status: unknown[]; canceled: unknown[]; again: string; missing: unknown[]; feed: string[] };
  expect(result.feed).toEqual([`intent.status_changed ${result.intent} qr_created`, `intent.status_changed ${result.intent} qr_expired`]);
  expect(result.intent).toMatch(/^qp_/);
  expect(result.created).toBe("intent_success");
  expect(result.status).toEqual(["check_success", "qr_created", 100]);
  expect(result.canceled).toEqual(["cancel_success", "qr_expired", 104, "canceled"]);
  expect(result.again).toBe("qr_expired");
  expect(result.missing).toEqual([404, "intent_not_found"]);
  // what the client did is what the server holds
  const held = await request.get(`/api/payment/${result.intent}/status`, { headers: { "X-Api-Key": merchant.apiKey } });
  expect(((await held.json()) as { data: { status: string } }).data.status).toBe("qr_expired");
});
