import { expect, test } from "@playwright/test";
import { appClient } from "../support/app-client";
import { createPostgresDatabase } from "../../lib/testing/databases";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { startReceiver } from "../support/webhook-receiver";

const apps = appsForSpec(SERVER_SECRETS_ENV);
const start = apps.start;
test.afterAll(apps.stopAll);

test("server killed with SIGKILL in the middle of a burst of deliveries: after a restart every event arrives", async () => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  receiver.setMode({ kind: "slow", ms: 15 });
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir, SANDBOX_WEBHOOK_URL: receiver.url, WEBHOOK_RETRY_SCHEDULE: "0,0.2,0.5,1,1,1,1,1,1,1", WEBHOOK_CONCURRENCY: "8", WEBHOOK_TIMEOUT_MS: "1000" };
  const first = await start(env);
  const api = appClient(first.url);
  const intents = 60;
  await Promise.all(
    Array.from({ length: intents }, async (_, i) => {
      const intent = await api.create("qr_present");
      await api.advance(intent, i % 2 ? "qr_authorized" : "qr_expired");
    }),
  );
  const expected = intents / 2 * 4 + intents / 2 * 2;
  await receiver.until(() => receiver.unique().length >= 10, 20_000, "the burst to start");
  await first.kill("SIGKILL");
  const beforeRestart = receiver.unique().length;
  expect(beforeRestart).toBeLessThan(expected); // killed mid-burst

  await start(env);
  await receiver.until(() => receiver.unique().length === expected, 60_000, `${expected} distinct events`);
  const perIntent = new Map<string, number[]>();
  for (const r of receiver.unique()) perIntent.set(r.body.intent, [...(perIntent.get(r.body.intent) ?? []), r.seq]);
  expect(perIntent.size).toBe(intents);
  for (const [intent, seqs] of perIntent) expect(seqs, intent).toEqual(seqs.map((_, i) => i + 1));
  await receiver.close();
});

test("an endpoint failing for longer than WEBHOOK_DISABLE_AFTER_SECONDS is disabled, flagged, and recovers when re-enabled", async () => {
  const receiver = await startReceiver();
  receiver.setMode({ kind: "status", status: 500 });
  const app = await start({ DATA_DIR: tempDataDir(), WEBHOOK_RETRY_SCHEDULE: "0,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3,0.3", WEBHOOK_DISABLE_AFTER_SECONDS: "1" });
  const merchant = await appClient(app.url).merchant("Failing shop", receiver.url);
  await merchant.client.create("ec_remote");
  await expect.poll(async () => (await merchant.client.endpoint()).enabled, { timeout: 10_000 }).toBe(false);
  const endpoint = await merchant.client.endpoint();
  expect(endpoint.disabledReason).toMatch(/^deliveries failing since \d{4}-\d\d-\d\dT/);
  expect(endpoint.failingSince).not.toBeNull();
  expect(endpoint.pending).toBe(1);
  receiver.setMode({ kind: "ok" });
  await merchant.client.call("PATCH", "/webhook-endpoint", { enabled: true });
  await expect.poll(async () => (await merchant.client.endpoint()).pending, { timeout: 10_000 }).toBe(0);
  expect(await merchant.client.endpoint()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  await receiver.close();
});

test("outside the sandbox, loopback targets are refused unless allow-listed, by host name or by address", async () => {
  const receiver = await startReceiver();
  const live = { CAJA_MODE: "live", WEBHOOK_RETRY_SCHEDULE: "0,0.2", LOG_LEVEL: "error" };
  const refused = await start({ ...live, DATA_DIR: tempDataDir() });
  const byName = await appClient(refused.url).merchant("Live shop", receiver.url);
  const byAddress = await appClient(refused.url).merchant("Live shop by address", receiver.ipUrl);
  // in live mode there is no sandbox: the intent's first status is still notified
  const named = await byName.client.create("ec_remote");
  const literal = await byAddress.client.create("ec_remote");
  for (const [client, intent] of [[byName.client, named], [byAddress.client, literal]] as const) {
    await expect.poll(async () => (await client.deliveries(intent))[0]?.state, { timeout: 10_000 }).toBe("failed");
  }
  expect((await byName.client.deliveries(named))[0]!.deliveries[0]!.error).toBe("address_not_allowed: localhost resolves to 127.0.0.1");
  expect((await byAddress.client.deliveries(literal))[0]!.deliveries[0]!.error).toBe("address_not_allowed: 127.0.0.1");
  expect(receiver.received).toHaveLength(0);

  // Allow-listing the name lets the name through, not every loopback address.
  const allowed = await start({ ...live, DATA_DIR: tempDataDir(), WEBHOOK_ALLOW_HOSTS: "localhost" });
  const other = await appClient(allowed.url).merchant("Allowed shop", receiver.url);
  const stillRefused = await appClient(allowed.url).merchant("Allowed shop by address", receiver.ipUrl);
  await other.client.create("ec_remote");
  const refusedIntent = await stillRefused.client.create("ec_remote");
  await receiver.until(() => receiver.received.length === 1, 10_000, "the allow-listed delivery");
  await expect.poll(async () => (await stillRefused.client.deliveries(refusedIntent))[0]?.state, { timeout: 10_000 }).toBe("failed");
  expect(receiver.received).toHaveLength(1);
  await receiver.close();
});

test("two app instances on one PostgreSQL deliver every event once: no duplicates beyond retries", async () => {
  test.setTimeout(120_000);
  const { url } = await createPostgresDatabase(process.env.E2E_DATABASE_URL!);

  const receiver = await startReceiver();
  const env = { DATABASE_URL: url, SANDBOX_WEBHOOK_URL: receiver.url, WEBHOOK_CONCURRENCY: "16" };
  const a = await start({ ...env, DATA_DIR: tempDataDir() });
  const b = await start({ ...env, DATA_DIR: tempDataDir() });
  const clients = [appClient(a.url), appClient(b.url)];
  const intents = 80;
  await Promise.all(
    Array.from({ length: intents }, async (_, i) => {
      const intent = await clients[i % 2]!.create("qr_present");
      await clients[(i + 1) % 2]!.advance(intent, "qr_authorized");
    }),
  );
  await receiver.until(() => receiver.unique().length === intents * 4, 60_000, `${intents * 4} events`);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // any duplicate would have arrived by now
  expect(receiver.received).toHaveLength(intents * 4); // every 2xx was final: exactly one delivery each
  for (const r of receiver.received) expect(r.headers["webhook-id"]).toBe(r.id);
  await receiver.close();
});
