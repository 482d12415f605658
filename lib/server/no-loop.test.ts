import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../db/statements";
import { installEnvForTests } from "../env";
import { merchantConfig } from "../dashboard/merchant-config";
import { paymentApi } from "../dashboard/payment-api";
import { requestSync } from "../dashboard/sync/request-sync";
import { installInProcessService } from "../dashboard/service-transport";
import { ensureSandboxMerchant } from "../gateway/merchants/ensure-sandbox-merchant";
import { startWebhookDispatcher, type Dispatcher } from "../gateway/webhooks/start-webhook-dispatcher";
import { installLocalReceiver } from "../http/local-receivers";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { startTestSync, type TestSync } from "../testing/test-sync";
import { connectDashboardToService } from "./start-server";

/**
 * The default install (PAYMENT_API_BASE_URL unset, the sandbox merchant's first endpoint this
 * server's own receiver), wired as the composition root wires it: the dashboard's calls, its sync's
 * feed reads and the service's webhooks to its own dashboard stay in the process. The server's port
 * answers (and counts) whatever would still come over HTTP.
 */
describe("the default install: no loop back into this process", () => {
  let m: MemoryDatabase;
  let server: http.Server;
  let httpRequests = 0;
  let dispatcher: Dispatcher;
  let sync: TestSync;
  let receiver: string;
  const writes = async (table: "test_event_writes" | "test_copy_writes") =>
    (await m.db.store.sql(sql<{ op: string; n: number }>(`SELECT op, count(*)::int AS n FROM ${table} GROUP BY op ORDER BY op`), [])) as Array<{ op: string; n: number }>;

  beforeAll(async () => {
    m = await openMemoryDatabase();
    server = http.createServer((request, response) => {
      httpRequests += 1;
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    installEnvForTests({ ...m.env, PORT: port });
    receiver = `http://127.0.0.1:${port}/api/webhooks/payment`;
    await ensureSandboxMerchant(m.db.store, receiver);
    connectDashboardToService();
    // every write to the copy's history, counted by a trigger of this test's own
    for (const text of [
      "CREATE TABLE test_event_writes (op text NOT NULL)",
      "CREATE FUNCTION test_count_event_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_event_writes VALUES (TG_OP); RETURN NULL; END $$",
      "CREATE TRIGGER test_event_writes AFTER INSERT OR UPDATE ON dashboard_intent_event FOR EACH ROW EXECUTE FUNCTION test_count_event_write()",
      "CREATE TABLE test_copy_writes (op text NOT NULL)",
      "CREATE FUNCTION test_count_copy_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_copy_writes VALUES (TG_OP); RETURN NULL; END $$",
      "CREATE TRIGGER test_copy_writes AFTER INSERT OR UPDATE ON dashboard_intent FOR EACH ROW EXECUTE FUNCTION test_count_copy_write()",
    ])
      await m.db.store.sql(sql(text), []);
    sync = startTestSync(m.db.store, paymentApi(merchantConfig()));
    dispatcher = await startWebhookDispatcher(m.db.store);
    await requestSync(5_000); // the sync's first pass (at its start) over before the day begins
  });
  afterAll(async () => {
    await dispatcher?.stop();
    await sync?.stop();
    installLocalReceiver(receiver, null);
    installInProcessService(null);
    await new Promise((resolve) => server?.close(resolve));
    await m?.close();
  });

  it("N status changes reach the dashboard's copy, each by its webhook, with 0 HTTP requests from the process to itself", async () => {
    const api = paymentApi(merchantConfig());
    const { intent } = await api.createIntent({ payment: "qr_present", amount: 149.5, data: { branch: "main", terminal: "till-1", time: new Date().toISOString(), items: [] } });
    // as at the till: the QR is shown (its first webhook wakes the sync, which fills in the amount,
    // branch and items), then the customer scans and pays
    await expect.poll(async () => (await m.db.prisma.dashboardIntent.findUnique({ where: { id: intent } }))?.detailed, { timeout: 10_000 }).toBe(true);
    await api.advance(intent, "qr_authorized");
    const statuses = (await api.detail(intent)).events.map((event) => event.status);
    expect(statuses).toEqual(["qr_created", "qr_scanned", "qr_progress", "qr_authorized"]);
    const history = async () =>
      (await m.db.store.sql(sql<{ status: string; source: string; receipts: number }>("SELECT status, source, receipts FROM dashboard_intent_event WHERE intent_id = $1 ORDER BY seq"), [intent])) as Array<{
        status: string;
        source: string;
        receipts: number;
      }>;
    await expect.poll(async () => (await history()).filter((row) => row.source === "webhook").length, { timeout: 10_000 }).toBe(statuses.length);
    await requestSync(5_000);
    expect(await history()).toEqual(statuses.map((status) => ({ status, source: "webhook", receipts: 1 })));
    const copy = await m.db.prisma.dashboardIntent.findUniqueOrThrow({ where: { id: intent } });
    expect(copy).toMatchObject({ status: "qr_authorized", detailed: true });
    expect(httpRequests).toBe(0);
    // each event written once, by its webhook, at the service's time (caja-event-time): the sync's
    // page, which carries the same events, writes no event row again
    const events = await writes("test_event_writes");
    expect(events).toEqual([{ op: "INSERT", n: statuses.length }]);
    const times = (await m.db.store.sql(sql<{ at: Date }>("SELECT occurred_at AS at FROM dashboard_intent_event WHERE intent_id = $1 ORDER BY seq"), [intent])).map((row) => new Date(row.at).toISOString());
    const page = await api.events(null, 100);
    const served = page.data.flatMap((event) => ("intent" in event && event.intent === intent && "status" in event ? [new Date(event.at).toISOString()] : []));
    expect(times).toEqual(served);
    // the payment's row: one write per event (its status), plus one for the fields the webhook does
    // not carry (amount, branch, items…), which the sync's page fills in once
    const copies = await writes("test_copy_writes");
    const copyWrites = copies.reduce((sum, row) => sum + row.n, 0);
    expect(copyWrites).toBeLessThanOrEqual(statuses.length + 1);
  });
});
