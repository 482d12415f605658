import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { appsForSpec, freePort, tempDataDir } from "../support/app-process";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { signInPage } from "../support/session";
import { selfSignedCertificate } from "../support/tls";
import { startReceiver } from "../support/webhook-receiver";

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(apps.stopAll);

/**
 * Settings › Webhooks as an owner uses it, on a server of its own that trusts the receiver's
 * certificate (NODE_EXTRA_CA_CERTS, as an operator adds a private CA): an endpoint at a host name
 * over HTTPS is added, its secret shown once; the tester sends it a signed sample and shows the
 * receiver's answer; the same to a URL where nothing listens says why in words; and when the
 * service stops delivering to an endpoint on its own, the page and every page's banner say so.
 */
test("webhook endpoints: add one at https://localhost, test it and see the receiver's answer; a refusing URL is explained; a stopped endpoint is announced", async ({ browser }) => {
  const certificate = selfSignedCertificate("localhost");
  const trusted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "caja-ca-")), "ca.pem");
  fs.writeFileSync(trusted, certificate.cert);
  const receiver = await startReceiver(0, certificate);
  receiver.setMode({ kind: "status", status: 200, headers: { "content-type": "application/json", "x-receiver": "contabilidad" }, body: '{"received":true}' });
  const app = await apps.start({ DATA_DIR: tempDataDir(), NODE_EXTRA_CA_CERTS: trusted, WEBHOOK_RETRY_SCHEDULE: "0,0.5,0.5,0.5", WEBHOOK_DISABLE_AFTER_SECONDS: "1" });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await signInPage(page, "owner");
    await page.goto("/settings");
    await page.getByRole("link", { name: "Webhook endpoints" }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    await expect(page.getByTestId("endpoint")).toHaveCount(1); // the first endpoint, there from the start

    // before saving anything: a one-off test of the URL, signed with a secret made for it
    const tester = page.locator("section", { has: page.getByRole("heading", { name: "Send a test event" }) });
    await tester.getByRole("combobox", { name: /^Endpoint/ }).selectOption({ label: "Another URL (not saved)…" });
    await tester.getByLabel("URL to test").fill(receiver.url);
    await tester.getByRole("button", { name: "Send test event" }).click();
    await expect(tester.getByTestId("test-outcome")).toHaveText(/^Answered 200 in \d+ ms\. The receiver accepted it\.$/);
    const oneOff = (await tester.getByTestId("test-secret").textContent())!;
    await receiver.until(() => receiver.received.length === 1, 5_000, "the one-off test");
    const first = receiver.received[0]!;
    expect(() => new Webhook(oneOff).verify(first.rawBody, first.headers)).not.toThrow();
    expect(first.headers["caja-test"]).toBe("1");
    await expect(page.getByTestId("endpoint")).toHaveCount(1); // nothing was saved

    // add: a host name over HTTPS, refund events only
    const add = page.locator("section", { has: page.getByRole("heading", { name: "Add an endpoint" }) });
    await add.getByLabel("URL").fill(receiver.url);
    await add.getByLabel("Description").fill("Contabilidad");
    await add.getByLabel("every type").uncheck();
    await add.getByLabel("refund.succeeded").check();
    await add.getByLabel("refund.failed").check();
    await add.getByRole("button", { name: "Add endpoint" }).click();
    // (the copy button of the secret has a live region of its own)
    await expect(add.getByRole("status").filter({ hasText: "Added" })).toHaveText(`Added ${receiver.url}.`);
    const secret = (await add.getByTestId("revealed").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    receiver.verifyWith([secret]);
    const row = page.getByTestId("endpoint").filter({ hasText: receiver.url });
    await expect(row.getByTestId("endpoint-events")).toHaveText("refund.succeeded, refund.failed");
    await expect(row.getByTestId("endpoint-state")).toHaveText("enabled");

    // the tester: the receiver's answer, as it gave it
    await tester.getByRole("combobox", { name: /^Endpoint/ }).selectOption({ label: `${receiver.url} (Contabilidad)` });
    await tester.getByRole("combobox", { name: /^Event type/ }).selectOption("refund.succeeded");
    await tester.getByRole("button", { name: "Send test event" }).click();
    await expect(tester.getByTestId("test-outcome")).toHaveText(/^Answered 200 in \d+ ms\. The receiver accepted it\.$/);
    await expect(tester.getByTestId("test-body")).toHaveText('{"received":true}');
    await tester.getByText(/headers? in the answer/).click();
    await expect(tester.getByRole("row", { name: /x-receiver/ })).toContainText("contabilidad");
    // what arrived: one signed sample, verified with the secret the page showed, marked as a test
    await receiver.until(() => receiver.received.length === 2, 5_000, "the test event");
    const sample = receiver.received[1]!;
    expect(sample.verifiedWith).toEqual([0]);
    expect(sample.headers["caja-test"]).toBe("1");
    expect(sample.headers["caja-event-type"]).toBe("refund.succeeded");
    // the verification snippet names the secret in force, never the secret itself
    await tester.getByRole("tab", { name: "Python" }).click();
    await expect(tester.getByTestId("snippet")).toContainText("from standardwebhooks.webhooks import Webhook");
    await expect(tester.getByTestId("snippet")).toContainText(/the secret whs_\w+/);
    await expect(tester.getByTestId("snippet")).not.toContainText(secret);

    // a URL where nothing listens: added, tested, the reason in words
    const closed = `https://localhost:${await freePort()}/hooks`;
    await add.getByLabel("URL").fill(closed);
    await add.getByLabel("Description").fill("");
    await add.getByLabel("every type").check();
    await add.getByRole("button", { name: "Add endpoint" }).click();
    await expect(add.getByRole("status").filter({ hasText: "Added" })).toHaveText(`Added ${closed}.`);
    await tester.getByRole("combobox", { name: /^Endpoint/ }).selectOption({ label: closed });
    await tester.getByRole("combobox", { name: /^Event type/ }).selectOption("intent.status_changed");
    await tester.getByRole("button", { name: "Send test event" }).click();
    await expect(tester.getByTestId("test-outcome")).toContainText("No answer: the connection was refused (nothing listens at that address and port).");
    await expect(tester.getByTestId("test-outcome")).toContainText("ECONNREFUSED");

    // a real event fails there on every attempt (0, 0.5, 1, 1.5 s), past WEBHOOK_DISABLE_AFTER_SECONDS (1 s):
    // the service stops the endpoint, and the page says so
    const created = await fetch(`${app.url}/api/payment/intent`, {
      method: "POST",
      headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ payment: "ec_remote", amount: 5, data: { branch: "b", terminal: "t", time: new Date().toISOString(), items: [] } }),
    });
    expect(created.status).toBe(200);
    // the page lists it; every page's banner says so too (the endpoint.disabled webhook reached
    // this dashboard's receiver, the first endpoint, which receives every type)
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("endpoints-stopped")).toBeVisible({ timeout: 500 });
      await expect(page.getByTestId("endpoints-banner")).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("endpoints-banner")).toHaveText("1 webhook endpoint stopped receiving events. Open webhook endpoints");
    await expect(page.getByTestId("endpoints-stopped")).toContainText(closed);
    const stopped = page.getByTestId("endpoint").filter({ hasText: closed });
    await expect(stopped.getByTestId("endpoint-state")).toHaveText(/^stopped: every delivery failed since /);
    // its last 24 hours and its log say what happened, in words
    await expect(stopped.getByTestId("endpoint-last-error")).toContainText("connection refused");
    await stopped.getByRole("link", { name: "Delivery log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Deliveries to ${closed}`);
    const entry = page.getByTestId("endpoint-log").locator("tr[data-event]");
    await expect(entry).toHaveCount(1);
    // disabled at its third or fourth attempt (the schedule's jitter decides): waiting for it to be
    // enabled again (no retry time: none comes while it is disabled), or given up
    await expect(entry.getByTestId("log-state")).toHaveText(/^(pending ?waiting: the endpoint is disabled; goes out in order when you enable it again|given up)$/);
    await expect(entry.getByTestId("log-last")).toContainText(/^connection refused in \d+ ms/);
    await page.getByRole("combobox", { name: "State" }).selectOption("delivered");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\?state=delivered(&|$)/);
    await expect(page.getByText("No deliveries match.")).toBeVisible();
    await page.getByRole("link", { name: "Back to webhook endpoints" }).click();
    // the refund-only endpoint received none of the intents' events (its filter), and is unaffected
    expect(receiver.received).toHaveLength(2);
    await expect(row.getByTestId("endpoint-state")).toHaveText("enabled");

    // the audit trail has it
    await page.goto("/settings/activity");
    await expect(page.getByText("Added a webhook endpoint").first()).toBeVisible();
    await expect(page.getByText("Sent a test webhook").first()).toBeVisible();
  } finally {
    await context.close();
    await receiver.close();
  }
});
