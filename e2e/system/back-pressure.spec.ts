import { expect, request as playwrightRequest, test } from "@playwright/test";
import http from "node:http";
import { intentBody } from "../support/api";
import { SERVER_SECRETS_ENV, E2E } from "../support/secrets";
import { spawnApp, tempDataDir, waitForHealth, type AppProcess } from "../support/app-process";
import { useLocale } from "../support/locale";
import { fillWhere } from "../support/new-payment";
import { signInApi, signInPage } from "../support/session";

/**
 * A server past its capacity answers the requests it cannot take at once with 503
 * server_overloaded and Retry-After, instead of queueing them until the clients give up; a client
 * that follows Retry-After (with its Idempotency-Key) gets every payment through exactly once, and
 * the health check and the dashboard are answered throughout. The limit is set low (4 service
 * requests in flight) and held full by creates whose bodies arrive slowly, so what is shed does
 * not depend on the machine's speed.
 */
test.describe.configure({ mode: "serial" });

let app: AppProcess;
test.beforeAll(async () => {
  app = await spawnApp({ ...SERVER_SECRETS_ENV, DATA_DIR: tempDataDir(), API_MAX_IN_FLIGHT: "4", RATE_LIMIT_PER_SECOND: "0" });
  expect((await waitForHealth(app)).status).toBe(200);
});
test.afterAll(async () => app?.kill("SIGKILL"));

type Answer = { status: number; retryAfter: string | undefined; body: string; ms: number };

// node:http with one connection per request in flight (as a web store's backend or a load balancer
// sends them), so every request reaches the server at once
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
/** The whole answer of `response`, timed from `started`. */
function collect(response: http.IncomingMessage, started: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (text += chunk));
    response.on("error", reject);
    response.on("end", () => resolve({ status: response.statusCode!, retryAfter: response.headers["retry-after"], body: text, ms: performance.now() - started }));
  });
}

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.url}${path}`,
      {
        method,
        agent,
        timeout: 15_000,
        headers: { "x-api-key": E2E.apiKey, ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}), ...headers },
      },
      (response) => collect(response, started).then(resolve, reject),
    );
    request.on("timeout", () => request.destroy(new Error(`no answer to ${method} ${path} in 15 s`)));
    request.on("error", reject);
    request.end(payload);
  });
}

/**
 * Requests that keep the service busy for as long as the test wants: creates whose bodies arrive
 * in two halves, the second only on `release()` (the server counts them from their headers on).
 * One the server refused (it reached the server after a probe took the last slot) is replaced,
 * until a probe write is refused: then every slot is held by one of them.
 */
async function occupy(count: number, branch = "occupied") {
  type Holding = { request: http.ClientRequest; payload: string; answer: Promise<Answer>; answered: boolean };
  const hold = (): Holding => {
    const payload = JSON.stringify(inBranch(branch, { amount: 1 }));
    let request!: http.ClientRequest;
    const holding = { payload, answered: false } as Holding;
    holding.answer = new Promise<Answer>((resolve, reject) => {
      request = http.request(
        `${app.url}/api/payment/intent`,
        { method: "POST", agent: new http.Agent(), headers: { "x-api-key": E2E.apiKey, "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } },
        (response) => collect(response, performance.now()).then(resolve, reject),
      );
      request.on("error", reject);
    }).finally(() => (holding.answered = true));
    holding.request = request;
    request.flushHeaders();
    request.write(payload.slice(0, 10));
    return holding;
  };
  let pending = Array.from({ length: count }, hold);
  // a write that creates nothing when it is taken
  const probe = async () => (await send("POST", `/api/payment/qp_${"0".repeat(22)}/cancel`)).status;
  await expect
    .poll(async () => {
      pending = pending.filter((h) => !h.answered);
      while (pending.length < count) pending.push(hold());
      return probe();
    })
    .toBe(503);
  return {
    release: () => Promise.all(pending.map(({ request, payload, answer }) => (request.end(payload.slice(10)), answer))),
  };
}

/** A QR payment of a branch of its own, so each test counts only its own payments. */
function inBranch(branch: string, overrides: Record<string, unknown> = {}) {
  const body = intentBody("qr_present", overrides);
  return { ...body, data: { ...body.data, branch } };
}

async function totalsOf(branch: string) {
  const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
  return JSON.parse((await send("GET", `/api/payment/totals?${range}&branch=${branch}`)).body).data.total as { count: number; amount: string };
}

test("past the limit a write is answered at once with 503 server_overloaded and Retry-After, and nothing of it is done", async () => {
  const busy = await occupy(4, "shed");
  const answers = await Promise.all(Array.from({ length: 80 }, () => send("POST", "/api/payment/intent", inBranch("shed"))));
  expect(answers.map((a) => a.status)).toEqual(Array(80).fill(503));
  for (const answer of answers) {
    expect(answer.retryAfter).toBe("1");
    expect(JSON.parse(answer.body)).toEqual({ code: 503, message: "server_overloaded", data: { retryAfter: 1 } });
    expect(answer.ms).toBeLessThan(1000); // at once, not after a wait
  }
  expect((await busy.release()).map((a) => a.status)).toEqual([200, 200, 200, 200]);
  // the service holds exactly the payments it answered 200 for
  expect(await totalsOf("shed")).toEqual({ count: 4, amount: "4.00" });
});

test("at the write limit a read (the till's status check) is still answered: reads are shed only at twice the limit", async () => {
  const busy = await occupy(4);
  const status = await send("GET", `/api/payment/qp_${"0".repeat(22)}/status`);
  expect(status.status).toBe(404); // looked up, not shed
  await busy.release();
});

test("a client that follows Retry-After with its Idempotency-Key gets every payment through exactly once", async () => {
  const busy = await occupy(4, "retried");
  // the slots are freed once every client has been shed once
  let firstAnswers = 0;
  let allShed!: () => void;
  const released = new Promise<void>((resolve) => (allShed = resolve)).then(() => busy.release());
  const outcomes = await Promise.all(
    Array.from({ length: 60 }, async (_, i) => {
      const key = `burst-${Date.now()}-${i}`;
      const body = inBranch("retried", { amount: 100 + i });
      for (let attempt = 1; ; attempt++) {
        const answer = await send("POST", "/api/payment/intent", body, { "idempotency-key": key });
        if (attempt === 1 && ++firstAnswers === 60) allShed();
        if (answer.status !== 503) return { status: answer.status, attempts: attempt, intent: JSON.parse(answer.body).data.intent as string };
        // as a client should: after Retry-After, spread so the retries do not arrive together
        await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter) * 1000 * (0.5 + Math.random())));
      }
    }),
  );
  await released;
  expect(outcomes.map((o) => o.status)).toEqual(Array(60).fill(200));
  expect(new Set(outcomes.map((o) => o.intent)).size).toBe(60);
  expect(outcomes.every((o) => o.attempts > 1)).toBe(true); // every one was shed first
  expect(await totalsOf("retried")).toEqual({ count: 64, amount: (4 + Array.from({ length: 60 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0)).toFixed(2) });
});

test("while the service sheds, the health check and the dashboard are answered, the dashboard's own calls to the service included", async ({ page }) => {
  const owner = await playwrightRequest.newContext({ baseURL: app.url });
  await signInApi(owner, "owner");
  await useLocale(page.context(), app.url, "en");
  await signInPage(page, "cashier", app.url);
  await page.goto(`${app.url}/intents/new`);
  await page.getByLabel("Amount").fill("42.50");
  await fillWhere(page);
  const busy = await occupy(4);
  expect((await send("POST", "/api/payment/intent", intentBody("qr_present"))).status).toBe(503);
  const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
  for (let i = 0; i < 3; i++) {
    expect((await send("GET", "/api/health")).status).toBe(200);
    expect((await send("GET", "/login")).status).toBe(200);
    // the books check reads the service's totals and intents through this process's service API
    const books = await owner.get(`/api/dashboard/books?${range}`);
    expect(books.status(), await books.text()).toBe(200);
  }
  // a cashier's new payment is a write to the service through this process's API: not shed
  await page.getByRole("button", { name: /^Create/ }).click();
  await expect(page.getByTestId("payment-created")).toHaveAttribute("data-intent", /^qp_/);
  expect((await send("POST", "/api/payment/intent", intentBody("qr_present"))).status).toBe(503); // the service was still shedding
  await busy.release();
  await owner.dispose();
});
