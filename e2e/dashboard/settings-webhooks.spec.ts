import { expect, test, type Browser, type Page } from "@playwright/test";
import { formatTime } from "../../lib/dashboard/format";
import { appsForSpec, freePort, tempDataDir, type AppProcess } from "../support/app-process";
import { chooseLocale, message, viewportOf } from "../support/locale";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS } from "../support/session";

// Settings › Webhooks as a shop owner met it, in Spanish, on a server of its own (its first
// endpoint is disabled and endpoints are added here) reached as `localhost` while the service's
// first endpoint says 127.0.0.1. A failed delivery is retried 10 minutes later (WEBHOOK_RETRY_SCHEDULE),
// so an event waiting behind it stays waiting while the log is read.

const apps = appsForSpec(SERVER_SECRETS_ENV);
test.describe.configure({ mode: "default", timeout: 90_000 });

const es = (key: string) => message("es-MX", key);
let app: AppProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await apps.start({ DATA_DIR: tempDataDir(), WEBHOOK_RETRY_SCHEDULE: "0,600" });
  origin = app.url.replace("127.0.0.1", "localhost");
});
test.afterAll(() => apps.stopAll());

/** The owner, in Spanish, signed in at `localhost` through the login page. */
async function owner(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: viewportOf(width) });
  await chooseLocale(context, origin, "es-MX");
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel(es("auth.email")).fill(USERS.owner);
  await page.getByLabel(es("auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: es("auth.signIn") }).click();
  await expect(page).toHaveURL(`${origin}/intents`);
  return page;
}

/** The service's API with the sandbox merchant's key. */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.url}/api${path}`, { method, headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code, `${method} ${path}: ${JSON.stringify(envelope)}`).toBe(200);
  return envelope.data;
}

const deadUrl = async (path: string) => `http://127.0.0.1:${await freePort()}/${path}`;

test("es-MX: reached as localhost before any webhook, Settings says the service delivers here (its endpoint says 127.0.0.1) and offers no «Entregar a este panel»", async ({ browser }) => {
  const page = await owner(browser);
  await page.goto("/settings");
  await expect(page.getByTestId("receiver-url")).toHaveText(`${origin}/api/webhooks/payment`);
  await expect(page.getByTestId("endpoint-url")).toHaveText(`http://127.0.0.1:${app.port}/api/webhooks/payment`);
  await expect(page.getByTestId("endpoint-points")).toHaveText(es("settings.webhooks.pointsHere"));
  await expect(page.getByRole("button", { name: es("settings.webhooks.useReceiver") })).toHaveCount(0);
  await page.context().close();
});

test("es-MX: «Desactivar» on the endpoint that feeds this dashboard asks first and says the dashboard keeps syncing; Escape keeps it; another endpoint's says what it stops", async ({ browser }) => {
  const other = await api<{ id: string; url: string }>("POST", "/webhook-endpoints", { url: await deadUrl("contabilidad"), events: ["refund.succeeded", "refund.failed"] });
  const page = await owner(browser, 390);
  await page.goto("/settings/webhooks");
  const first = page.locator(`[data-testid="endpoint"][data-endpoint]`).filter({ hasText: es("settings.endpoints.primary") });
  const disable = first.getByRole("button", { name: es("settings.endpoints.disable") });
  const ask = page.getByRole("dialog", { name: es("settings.endpoints.confirmDisableHere.title") });

  // Escape keeps it enabled, and the focus returns to the button that asked.
  await disable.click();
  await expect(ask).toContainText(es("settings.endpoints.confirmDisableHere.body").replace("{seconds, number}", "2"));
  await expect(ask).toContainText(es("settings.endpoints.confirmDisableHere.banner"));
  await expect(ask.getByRole("button", { name: es("common.cancel") })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(disable).toBeFocused();
  await page.reload();
  await expect(first.getByTestId("endpoint-state")).toHaveText(es("settings.endpoints.state.enabled"));

  // Confirmed, it applies and says so; Settings then says why deliveries are stopped, in Spanish.
  await disable.click();
  await ask.getByRole("button", { name: es("settings.endpoints.confirmDisableHere.confirm") }).click();
  await expect(first.getByRole("status")).toHaveText(es("settings.endpoints.disabledOk"));
  await expect(first.getByTestId("endpoint-state")).toHaveText(es("settings.endpoints.state.byYou"));
  await page.goto("/settings");
  await expect(page.getByTestId("endpoint-problem")).toHaveText(es("settings.webhooks.problem.stoppedByYou"));
  // Enabling again takes nothing away: it applies at once.
  await page.goto("/settings/webhooks");
  await first.getByRole("button", { name: es("settings.endpoints.enable") }).click();
  await expect(first.getByTestId("endpoint-state")).toHaveText(es("settings.endpoints.state.enabled"));

  // Another endpoint: asks too, naming it and the types it stops receiving.
  const block = page.locator(`[data-endpoint="${other.id}"]`);
  await block.getByRole("button", { name: es("settings.endpoints.disable") }).click();
  const askOther = page.getByRole("dialog", { name: es("settings.endpoints.confirmDisable.title") });
  await expect(askOther).toContainText(es("settings.endpoints.confirmDisable.body").replace("{url}", other.url).replace("{types}", "refund.succeeded, refund.failed"));
  await expect(askOther.getByRole("button", { name: es("common.cancel") })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(askOther).toHaveCount(0);
  await expect(block.getByTestId("endpoint-state")).toHaveText(es("settings.endpoints.state.enabled"));
  await page.context().close();
});

test("es-MX: the add and edit forms refuse a URL that is not http(s) and a description too long in Spanish, next to each field", async ({ browser }) => {
  const other = await api<{ id: string }>("POST", "/webhook-endpoints", { url: await deadUrl("editar"), events: ["refund.failed"] });
  const page = await owner(browser, 800);
  await page.goto("/settings/webhooks");
  const add = page.locator("section", { has: page.locator("#add-endpoint-heading") });
  await add.getByLabel(es("settings.endpoints.url")).fill("ftp://tienda.mx/webhooks");
  await add.getByLabel(es("settings.endpoints.description")).fill("x".repeat(256));
  await add.getByRole("button", { name: es("settings.endpoints.add") }).click();
  await expect(add.locator("#url-error")).toHaveText(es("settings.endpoints.field.url"));
  await expect(add.locator("#description-error")).toHaveText(es("settings.endpoints.field.tooLong").replace("{max}", "255"));
  await expect(add.getByRole("alert")).toHaveText(es("actions.invalid"));
  // what was typed stays, to be corrected
  await expect(add.getByLabel(es("settings.endpoints.url"))).toHaveValue("ftp://tienda.mx/webhooks");

  const edit = page.locator(`[data-endpoint="${other.id}"] details`);
  await edit.locator("summary").click();
  await edit.getByLabel(es("settings.endpoints.url")).fill("ftp://tienda.mx/otra");
  await edit.getByRole("button", { name: es("settings.endpoints.save") }).click();
  await expect(edit.locator("#url-error")).toHaveText(es("settings.endpoints.field.url"));
  await expect(page.getByText("must be")).toHaveCount(0);
  await page.context().close();
});

test("es-MX: adding an endpoint clears the form and takes the focus to what was added, whose secret has a copy button that says it copied", async ({ browser }) => {
  const page = await owner(browser, 1280);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.goto("/settings/webhooks");
  const add = page.locator("section", { has: page.locator("#add-endpoint-heading") });
  const url = await deadUrl("nuevo");
  await add.getByLabel(es("settings.endpoints.url")).fill(url);
  await add.getByLabel(es("settings.endpoints.description")).fill("Inventario");
  await add.getByLabel(es("settings.endpoints.allEvents")).uncheck();
  await add.getByLabel("refund.failed").check();
  await add.getByRole("button", { name: es("settings.endpoints.add") }).click();
  await expect(add.getByRole("status").first()).toHaveText(es("settings.endpoints.added").replace("{url}", url));
  await expect(page.getByTestId("endpoint").filter({ hasText: url })).toHaveCount(1);

  // cleared: ready for the next one
  await expect(add.getByLabel(es("settings.endpoints.url"))).toHaveValue("");
  await expect(add.getByLabel(es("settings.endpoints.description"))).toHaveValue("");
  await expect(add.getByLabel(es("settings.endpoints.allEvents"))).toBeChecked();
  await expect(add.getByLabel("refund.failed")).not.toBeChecked();
  // the focus is on what was added (its secret, shown this once), and the next Tab copies it
  await expect(add.getByTestId("action-result")).toBeFocused();
  const secret = (await add.getByTestId("revealed").textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await page.keyboard.press("Tab");
  const copy = add.getByRole("button", { name: es("intent.copy.copyWhat").replace("{what}", es("settings.endpoints.secretWhat")) });
  await expect(copy).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(add.getByRole("status").filter({ hasText: es("intent.copy.copiedWhat").replace("{what}", es("settings.endpoints.secretWhat")) })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.context().close();
});

test("es-MX: the delivery log says an event waiting behind a failing one of its payment is waiting, never a retry time in the past", async ({ browser }) => {
  const failing = await api<{ id: string }>("POST", "/webhook-endpoints", { url: await deadUrl("caido"), events: ["intent.status_changed"] });
  const { intent } = await api<{ intent: string }>("POST", "/payment/intent", {
    payment: "qr_present",
    amount: 25,
    data: { branch: "Centro", terminal: "Caja 1", time: new Date().toISOString(), items: [] },
  });
  type Log = { data: Array<{ event: string; seq: number; state: string; attempts: number; nextAttemptAt: string | null; created: string }> };
  const log = () => api<Log>("GET", `/webhook-endpoints/${failing.id}/deliveries?intent=${intent}`);
  // its first event failed once (refused), and is retried in about 10 minutes
  await expect.poll(async () => (await log()).data.find((entry) => entry.seq === 1)?.attempts ?? 0, { timeout: 15_000 }).toBe(1);
  const advanced = await fetch(`${app.url}/api/sandbox/${intent}/advance`, { method: "POST", headers: { "X-Api-Key": E2E.apiKey, "content-type": "application/json" }, body: JSON.stringify({ to: "qr_authorized" }) });
  expect(advanced.status).toBe(200);
  // the later event is due at its creation, but waits behind the first: its time passes while it waits
  let waiting!: Log["data"][number];
  await expect
    .poll(async () => {
      waiting = (await log()).data.find((entry) => entry.seq === 2)!;
      return waiting ? Date.now() - Date.parse(waiting.nextAttemptAt!) : -1;
    }, { timeout: 15_000 })
    .toBeGreaterThan(1_000);
  expect(waiting).toMatchObject({ state: "pending", attempts: 0 });
  const blocking = (await log()).data.find((entry) => entry.seq === 1)!;

  const page = await owner(browser, 1440);
  await page.goto(`/settings/webhooks/${failing.id}`);
  const state = (event: string) => page.locator(`tr[data-event="${event}"]`).getByTestId("log-state");
  const time = (iso: string) => formatTime(iso, { locale: "es-MX", timeZone: "America/Mexico_City", currency: "MXN" }, true);
  await expect(state(waiting.event)).toContainText(es("settings.endpoints.log.waiting.behindFailingAt").replace("{time}", time(blocking.nextAttemptAt!)));
  await expect(state(waiting.event)).not.toContainText(time(waiting.nextAttemptAt!)); // its own time, passed
  // the failing one says when it is tried next (a time to come)
  await expect(state(blocking.event)).toContainText(es("settings.endpoints.log.nextAttempt").replace("{time}", ""));

  // disabled, both wait for it to be enabled again
  await api("PATCH", `/webhook-endpoints/${failing.id}`, { enabled: false });
  await page.reload();
  for (const event of [waiting.event, blocking.event]) await expect(state(event)).toContainText(es("settings.endpoints.log.waiting.disabled"));
  await page.context().close();
});
