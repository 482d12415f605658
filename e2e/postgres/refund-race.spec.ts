import { expect, test } from "@playwright/test";
import { appClient } from "../support/app-client";
import { appsForSpec, type AppProcess } from "../support/app-process";
import { intentBody } from "../support/api";
import { SERVER_SECRETS_ENV } from "../support/secrets";

/**
 * Refunds racing on two instances of the app that share one PostgreSQL database (the project's
 * server and a second one started here): the refunded total is guarded by the database, not by
 * either process, so of two refunds whose sum exceeds the amount exactly one succeeds.
 */
const apps = appsForSpec({});
test.afterAll(async () => apps.stopAll());

let second: AppProcess;
test.beforeAll(async () => {
  second = await apps.start({ ...SERVER_SECRETS_ENV, DATABASE_URL: process.env.E2E_DATABASE_URL!, WEBHOOK_DISPATCHER: "off" });
});

test("30 races of two refunds (one per instance) whose sum exceeds the amount: exactly one succeeds each time (or both, when one was \"the rest\" read after the other), never beyond the amount, and both instances say what remains", async ({ baseURL }) => {
  const [a, b] = [appClient(baseURL!), appClient(second.url)];
  const outcomes: Array<{ a: string; b: string }> = [];
  for (let race = 0; race < 30; race++) {
    const created = await a.call<{ intent: string }>("POST", "/payment/intent", { ...intentBody("qr_present"), amount: 100 });
    const intent = created.data.intent;
    expect((await a.advance(intent, "qr_authorized")).code).toBe(200);
    // even races ask for 60 on each side; odd ones for "the rest" (no amount) on one side and 60 on the other
    const [fromA, fromB] = await Promise.all([
      a.call<{ refunded: number }>("POST", `/payment/${intent}/refund`, race % 2 === 0 ? { amount: 60 } : {}),
      b.call<{ refunded: number }>("POST", `/payment/${intent}/refund`, { amount: 60 }),
    ]);
    outcomes.push({ a: fromA.message, b: fromB.message });
    const succeeded = [fromA, fromB].filter((answer) => answer.code === 200);
    const refunded = Math.max(0, ...succeeded.map((answer) => answer.data.refunded));
    if (race % 2 === 0) {
      // 60 + 60 > 100: exactly one
      expect([fromA.message, fromB.message].sort(), `race ${race}`).toEqual(["refund_exceeds_remaining", "refund_success"]);
      expect([fromA, fromB].find((answer) => answer.code === 409)!.data).toMatchObject({ refunded: 60, remaining: 40 });
    } else {
      // "the rest" read before the 60 committed is 100, and then exceeds; read after, it is 40 and both fit, to the cent
      expect(succeeded.length, `race ${race}: ${fromA.message} / ${fromB.message}`).toBeGreaterThanOrEqual(1);
      if (succeeded.length === 2) expect(refunded).toBe(100);
      else expect([fromA, fromB].find((answer) => answer.code !== 200)!.message).toBe("refund_exceeds_remaining");
    }
    expect(refunded).toBeLessThanOrEqual(100);
    for (const client of [a, b]) {
      const list = await client.call<{ refunded: number; remaining: number; data: unknown[] }>("GET", `/payment/${intent}/refunds`);
      expect(list.data).toMatchObject({ refunded, remaining: Math.round((100 - refunded) * 100) / 100 });
      expect(list.data.data).toHaveLength(succeeded.length);
    }
  }
  test.info().annotations.push({ type: "races", description: `instance A won ${outcomes.filter((o) => o.a === "refund_success").length} of 30` });
});
