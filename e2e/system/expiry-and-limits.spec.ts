import { expect, test } from "@playwright/test";
import { intentBody } from "../support/api";
import { SERVER_SECRETS_ENV, E2E } from "../support/secrets";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";

test.describe.configure({ mode: "serial" });

let app: AppProcess;
test.beforeAll(async () => {
  app = await spawnApp({
    ...SERVER_SECRETS_ENV,
    DATA_DIR: tempDataDir(),
    QR_EXPIRY_SECONDS: "1",
    EC_EXPIRY_SECONDS: "2",
    EXPIRY_SWEEP_MS: "200",
    RATE_LIMIT_PER_SECOND: "5",
    RATE_LIMIT_BURST: "5",
  });
  expect((await waitForHealth(app)).status).toBe(200);
});
test.afterAll(async () => app?.kill("SIGKILL"));

const headers = { "X-Api-Key": E2E.apiKey, "content-type": "application/json" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(path: string, init?: RequestInit) {
  for (;;) {
    const response = await fetch(`${app.url}${path}`, { headers, ...init });
    if (response.status !== 429) return (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
    await sleep(Number(response.headers.get("retry-after") ?? "1") * 1000);
  }
}

test("QR and EC intents expire on their own after the configured time, recorded like any change", async () => {
  const qr = await call("/api/payment/intent", { method: "POST", body: JSON.stringify(intentBody("qr_present")) });
  const ec = await call("/api/payment/intent", { method: "POST", body: JSON.stringify(intentBody("ec_remote")) });
  const qrId = qr.data.intent as string;
  const ecId = ec.data.intent as string;
  await expect
    .poll(async () => (await call(`/api/payment/${qrId}/status`)).data, { timeout: 10_000, intervals: [250] })
    .toEqual({ intent: qrId, status: "qr_expired", code: 104 });
  await expect
    .poll(async () => (await call(`/api/payment/${ecId}/status`)).data.status, { timeout: 10_000, intervals: [250] })
    .toBe("ec_expired");
  const detail = await call(`/api/payment/${qrId}`);
  const events = detail.data.events as Array<{ status: string; reason: string | null; at: string }>;
  expect(events.map((e) => e.status)).toEqual(["qr_created", "qr_expired"]);
  expect(events[1]!.reason).toBe("expired");
  const elapsed = Date.parse(events[1]!.at) - Date.parse(events[0]!.at);
  expect(elapsed).toBeGreaterThanOrEqual(1000);
  expect(elapsed).toBeLessThan(3000);
  expect(detail.data.expires).toBeNull();
});

test("more requests than the rate limit → 429 rate_limited with Retry-After", async () => {
  await sleep(1200); // a full bucket
  const responses = await Promise.all(
    Array.from({ length: 12 }, () => fetch(`${app.url}/api/payment/qp_${"0".repeat(22)}/status`, { headers })),
  );
  const limited = responses.filter((r) => r.status === 429);
  expect(limited.length).toBeGreaterThanOrEqual(6);
  expect(responses.filter((r) => r.status === 404).length).toBeGreaterThanOrEqual(4);
  const first = limited[0]!;
  expect(Number(first.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(await first.json()).toEqual({ code: 429, message: "rate_limited", data: { retryAfter: Number(first.headers.get("retry-after")) } });
});
