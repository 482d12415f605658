import { expect, test } from "@playwright/test";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import { appsForSpec, tempDataDir } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { DEMO_PASSWORD, USERS } from "../support/session";
import { enrolTwoFactor, nextCode, signInWith } from "../support/two-factor";

// A server of its own: requiring two-factor applies to every user of the dashboard.
const apps = appsForSpec(SERVER_SECRETS_ENV);
test.afterAll(() => apps.stopAll());

for (const database of ["pglite", "postgresql"] as const) {
  test(`an owner requires two-factor: only after enrolling themselves; then a cashier is sent to set it up before anything else (${database})`, async ({ browser }) => {
    test.setTimeout(180_000);
    let postgres: PostgresServer | undefined;
    if (database === "postgresql") postgres = await startPostgres({ databases: ["caja_two_factor"] });
    try {
      const app = await apps.start({ DATA_DIR: tempDataDir(), ...(postgres ? { DATABASE_URL: postgres.url("caja_two_factor") } : {}) });
      const ownerContext = await browser.newContext({ baseURL: app.url });
      const owner = await ownerContext.newPage();
      await signInWith(owner, { email: USERS.owner, password: DEMO_PASSWORD });

      // Not before the owner has it: no one locks themselves out.
      await owner.goto("/settings");
      await owner.getByRole("button", { name: "Require two-factor for every user" }).click();
      await expect(owner.locator("#sign-in-heading").locator("..").getByRole("alert")).toHaveText("Turn on two-factor sign-in for yourself first (Your account).");

      const { app: ownerApp } = await enrolTwoFactor(owner);
      await owner.goto("/settings");
      await owner.getByRole("button", { name: "Require two-factor for every user" }).click();
      await expect(owner.getByTestId("two-factor-requirement")).toHaveText(/Every user must use two-factor sign-in/);

      // The cashier signs in with a password, and every page leads to the set-up first.
      const cashierContext = await browser.newContext({ baseURL: app.url });
      const cashier = await cashierContext.newPage();
      await signInWith(cashier, { email: USERS.cashier, password: DEMO_PASSWORD });
      await cashier.goto("/checkout");
      await expect(cashier).toHaveURL(/\/account\?setup=required/);
      await expect(cashier.getByText("An owner requires two-factor sign-in for every user.")).toBeVisible();
      expect((await cashier.request.get("/api/dashboard/intents")).status()).toBe(403);
      await enrolTwoFactor(cashier);
      await cashier.goto("/checkout");
      await expect(cashier).toHaveURL(/\/checkout/);
      // and cannot turn it off while it is required
      await cashier.goto("/account");
      await expect(cashier.getByText("An owner requires two-factor sign-in for every user.")).toBeVisible();
      await expect(cashier.getByRole("button", { name: "Turn off" })).toHaveCount(0);

      // The owner signs in again with a code.
      const second = await (await browser.newContext({ baseURL: app.url })).newPage();
      await signInWith(second, { email: USERS.owner, password: DEMO_PASSWORD }, nextCode(ownerApp));
      await expect(second.getByTestId("current-user")).toContainText("owner");
      await Promise.all([ownerContext.close(), cashierContext.close(), second.context().close()]);
    } finally {
      await apps.stopAll();
      postgres?.stop();
    }
  });
}
