import { expect, test, type Download, type Page } from "@playwright/test";
import { fillWhere } from "../support/new-payment";
import { tillTablet } from "../support/till";

test.use({ storageState: ".tmp/auth/owner.json" });

/** A name no other spec (nor another run) uses: the demo users are shared, so these tests make their own. */
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function csvOf(download: Download): Promise<string> {
  return Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
}

/** The CSV's rows as objects by header name (fields here hold no line breaks; quoted commas handled). */
function parseCsv(text: string): Array<Record<string, string>> {
  const split = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!));
  const [header, ...lines] = text.split("\r\n").filter(Boolean);
  const names = split(header!);
  return lines.map((line) => {
    const fields = split(line);
    expect(fields, line).toHaveLength(names.length);
    return Object.fromEntries(names.map((name, i) => [name, fields[i]!]));
  });
}

async function createUser(page: Page, email: string) {
  await page.goto("/settings");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Create user" }) });
  await form.getByLabel("Name").fill("Audit Subject");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Initial password").fill("a-long-enough-password");
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByRole("status")).toContainText(`${email} can sign in now.`);
}

test.describe("activity (audit trail)", () => {
  test("an owner's changes appear with who, from where and what changed; filters by action and actor; CSV of the filter; no secret anywhere", async ({ page }) => {
    const email = `${unique("audit")}@caja.test`;
    await createUser(page, email);
    const row = page.locator(`tr[data-user="${email}"]`);
    await row.getByLabel(`Role of ${email}`).selectOption("support");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("status")).toHaveText(`Saved: ${email} is now support.`);
    await row.getByRole("button", { name: "Disable" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
    await expect(row.getByTestId("user-disabled")).toBeVisible();
    const rotate = page.locator("form", { has: page.getByRole("button", { name: "Rotate signing secret" }) });
    await rotate.getByLabel("Keep the old secret valid for (hours)").fill("2");
    await rotate.getByRole("button", { name: "Rotate signing secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate" }).click();
    await expect(rotate.getByRole("status")).toContainText("Rotated.");

    // Settings links to the activity page.
    await page.getByRole("link", { name: "Open the activity log →" }).click();
    await expect(page).toHaveURL(/\/settings\/activity$/);
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();

    // The user's three events, newest first, by the owner, from this browser.
    const filters = page.getByRole("search", { name: "Filter the activity" });
    await filters.getByLabel("Target contains").fill(email);
    await filters.getByRole("button", { name: "Apply" }).click();
    const rows = page.getByTestId("audit-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTestId("audit-action")).toHaveText(["Disabled a user", "Changed a user's role", "Created a user"]);
    await expect(rows.getByTestId("audit-changes")).toHaveText(["disabled: no → yes", "role: cashier → support", /name: Audit Subject\s*role: cashier/]);
    for (const actor of await rows.getByTestId("audit-actor").all()) await expect(actor).toHaveText("owner@caja.test");
    const userAgent = await page.evaluate(() => navigator.userAgent);
    for (const from of await rows.getByTestId("audit-from").all()) {
      await expect(from).toContainText("127.0.0.1");
      await expect(from.locator("[title]")).toHaveAttribute("title", userAgent.slice(0, 256));
    }
    await expect(page.getByRole("table")).toHaveAccessibleName(/^Dashboard activity, newest first, .+ time$/);

    // Filter by action (checkboxes, several at once), kept in the URL.
    const actions = filters.getByRole("group", { name: "Actions" });
    await actions.getByRole("checkbox", { name: "Changed a user's role", exact: true }).check();
    await actions.getByRole("checkbox", { name: "Disabled a user", exact: true }).check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/action=user\.role_changed&action=user\.disabled/);
    await expect(rows.getByTestId("audit-action")).toHaveText(["Disabled a user", "Changed a user's role"]);
    expect(await actions.locator("input:checked").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(["user.role_changed", "user.disabled"]);

    // The CSV export honors the same filter.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = await csvOf(download);
    expect(csv).not.toMatch(/whsec_/);
    const exported = parseCsv(csv);
    expect(exported.map((r) => [r.action, r.target, r.actor_email, r.ip])).toEqual([
      ["user.disabled", email, "owner@caja.test", "127.0.0.1"],
      ["user.role_changed", email, "owner@caja.test", "127.0.0.1"],
    ]);
    expect(JSON.parse(exported[1]!.details!)).toEqual({ role: { from: "cashier", to: "support" } });

    // Filter by actor: case-insensitive; another actor's filter finds none of these.
    await page.goto(`/settings/activity?target=${encodeURIComponent(email)}&actor=OWNER@CAJA`);
    await expect(rows).toHaveCount(3);
    await page.goto(`/settings/activity?target=${encodeURIComponent(email)}&actor=cashier@`);
    await expect(page.getByTestId("audit-empty")).toBeVisible();

    // The rotation: its overlap and the new secret's id, never a secret (page or CSV).
    await page.goto("/settings/activity?action=webhook_secret.rotated&actor=owner@caja.test");
    await expect(rows.filter({ hasText: "old secret valid for (hours): 2" }).first()).toBeVisible();
    await expect(rows.first().getByTestId("audit-target")).toHaveText(/^whs_/);
    expect(await page.content()).not.toMatch(/whsec_/);
    const rotations = await page.request.get("/api/dashboard/audit/export?action=webhook_secret.rotated");
    expect(rotations.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rotationsCsv = await rotations.text();
    expect(rotationsCsv).not.toMatch(/whsec_/);
    expect(parseCsv(rotationsCsv).every((r) => r.action === "webhook_secret.rotated")).toBe(true);
  });

  test("payments created here (New payment, the till) and test-card taps are recorded with the intent", async ({ page, browser }) => {
    await page.goto("/intents/new");
    await page.locator("label", { hasText: "card_present" }).click();
    await page.getByLabel("Amount").fill("64.50");
    await fillWhere(page);
    await page.getByRole("button", { name: "Create payment: Card in person" }).click();
    const intent = (await page.getByTestId("payment-created").getAttribute("data-intent"))!;
    await page.getByRole("button", { name: "Tap test card (approves)" }).click();
    await expect(page.getByTestId("tap-result")).toHaveText("Authorized");

    await page.goto(`/settings/activity?target=${intent}`);
    const rows = page.getByTestId("audit-row");
    await expect(rows.getByTestId("audit-action")).toHaveText(["Tapped a test card", "Created a payment"]);
    await expect(rows.getByTestId("audit-changes")).toHaveText([/outcome: approved\s*card ending: 4242/, /type: Card\s*amount: MXN\s64\.50\s*from: new payment/]);

    // A cashier's charge at the till, as the owner sees it.
    const { context: cashier, page: till } = await tillTablet(browser, "cashier", { branch: "Auditoría", terminal: "Caja 1" });
    await till.goto("/checkout");
    for (const digit of "4321") await till.getByRole("group", { name: "Amount keypad" }).getByRole("button", { name: digit, exact: true }).click();
    await till.getByRole("button", { name: /^Charge/ }).click();
    const charged = (await till.getByTestId("checkout-qr").getAttribute("data-intent"))!;
    await cashier.close();
    await page.goto(`/settings/activity?target=${charged}&action=payment.created`);
    await expect(rows.getByTestId("audit-actor")).toHaveText(["cashier@caja.test"]);
    await expect(rows.getByTestId("audit-changes")).toHaveText([/type: QR\s*amount: MXN\s43\.21\s*from: till/]);
  });

  test("invalid filters are reported and not applied (page and export)", async ({ page }) => {
    await page.goto("/settings/activity?from=2026-02-30&action=user.created,user.deleted");
    const alert = page.getByTestId("audit-filter-errors");
    await expect(alert).toContainText("From: is not a day of the calendar");
    await expect(alert).toContainText('Actions: "user.deleted" is not an action');
    await expect(page.getByTestId("audit-table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    // The impossible day stays in its field as typed (in the reader's date order), with why under it.
    await expect(page.getByLabel("From")).toHaveValue("02/30/2026");
    await expect(page.getByLabel("From")).toHaveAccessibleDescription("is not a day of the calendar");
    const bad = await page.request.get("/api/dashboard/audit/export?from=2026-03-02&to=2026-03-01");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "invalid_request", data: { errors: [{ field: "to", message: "must be on or after the From date" }] } });
  });

  for (const role of ["cashier", "support"] as const) {
    test(`${role}: no access to the activity page nor its export`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json` });
      const page = await context.newPage();
      await page.goto("/settings/activity");
      await expect(page).toHaveURL(/\/forbidden/);
      const response = await context.request.get("/api/dashboard/audit/export");
      expect(response.status()).toBe(403);
      expect(await response.text()).not.toContain("owner@caja.test");
      await context.close();
    });
  }

  test("signed out: the page sends to sign-in, the export is 401", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/settings/activity");
    await expect(page).toHaveURL(/\/login/);
    expect((await context.request.get("/api/dashboard/audit/export", { maxRedirects: 0 })).status()).toBe(401);
    await context.close();
  });
});
