import http from "node:http";
import { expect, test } from "@playwright/test";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

const BODY = JSON.stringify({ payment: "qr_present", amount: 149.5, data: { branch: "Centro", terminal: "Caja 1", time: new Date().toISOString(), concept: "Parada", items: [{ sku: 1, price: 149.5, qty: 1 }] } });

test("a server stopped (SIGTERM) while a payment is being created answers it before it exits, and the payment is there after the restart", async () => {
  const dataDir = tempDataDir();
  const app = await apps.start({ DATA_DIR: dataDir });
  // a create whose body is still on its way when the stop comes (the handler already has its headers)
  let finishBody = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`http://localhost:${app.port}/api/payment/intent`, { method: "POST", headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json", "content-length": Buffer.byteLength(BODY) } }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.write(BODY.slice(0, 20));
    finishBody = () => request.end(BODY.slice(20));
  });
  expect((await fetch(`http://localhost:${app.port}/api/health`)).status).toBe(200);
  app.child.kill("SIGTERM");
  // stopped: it takes no new connection
  await expect.poll(() => fetch(`http://localhost:${app.port}/api/health`).then(() => "answered", () => "refused"), { timeout: 5_000 }).toBe("refused");
  finishBody();
  const created = await answer;
  expect(created.status, created.body).toBe(200);
  const intent = (JSON.parse(created.body) as { data: { intent: string } }).data.intent;
  expect(await app.exited).toBe(0);

  const restarted = await apps.start({ DATA_DIR: dataDir });
  const status = await fetch(`${restarted.url}/api/payment/${intent}/status`, { headers: { "X-Api-Key": E2E.apiKey } });
  expect(status.status).toBe(200);
});
