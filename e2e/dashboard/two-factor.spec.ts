import { expect, test } from "@playwright/test";
import { createUserAsOwner, enrolTwoFactor, freshPage, nextCode, signInWith } from "../support/two-factor";

test.use({ storageState: ".tmp/auth/owner.json" });

test.describe("two-factor sign-in and sessions", () => {
  // Several sign-ins (scrypt) and an enrolment each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a user enrols by QR code, gets 10 recovery codes once, signs out, and signs in with a generated code, then with a recovery code once", async ({ page, browser }) => {
    const user = await createUserAsOwner(page, "cashier", "totp");
    const first = await freshPage(browser);
    await signInWith(first, user);
    const { app, recoveryCodes } = await enrolTwoFactor(first);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Shown once: the page now only counts them.
    await first.reload();
    await expect(first.getByText("10 recovery codes left.")).toBeVisible();
    await expect(first.getByText(recoveryCodes[0]!)).toHaveCount(0);

    await first.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(first).toHaveURL(/\/login/);
    // The password alone is not enough any more.
    await first.getByLabel("Email").fill(user.email);
    await first.getByLabel("Password").fill(user.password);
    await first.getByRole("button", { name: "Sign in" }).click();
    await first.getByLabel("Authentication code").fill("000000" === nextCode(app)() ? "111111" : "000000");
    await first.getByRole("button", { name: "Verify" }).click();
    await expect(first.locator("#login-error")).toContainText("That code is not valid");
    await first.getByLabel("Authentication code").fill(nextCode(app)());
    await first.getByRole("button", { name: "Verify" }).click();
    await expect(first).toHaveURL(/\/checkout$/); // a cashier lands on the till
    await expect(first.getByTestId("current-user")).toContainText("cashier");

    // A recovery code signs in once.
    const second = await freshPage(browser);
    await signInWith(second, user, () => recoveryCodes[4]!.toUpperCase());
    await expect(second.getByTestId("current-user")).toContainText("cashier");
    const third = await freshPage(browser);
    await third.goto("/login");
    await third.getByLabel("Email").fill(user.email);
    await third.getByLabel("Password").fill(user.password);
    await third.getByRole("button", { name: "Sign in" }).click();
    await third.getByLabel("Authentication code").fill(recoveryCodes[4]!);
    await third.getByRole("button", { name: "Verify" }).click();
    await expect(third.locator("#login-error")).toContainText("That code is not valid");

    // The owner sees it on in Settings, never the seed.
    await page.goto("/settings");
    await expect(page.locator(`tr[data-user="${user.email}"]`).getByTestId("two-factor")).toHaveText("On");
    await Promise.all([first, second, third].map((p) => p.context().close()));
  });

  test("sign out everywhere ends the user's other sessions at their next request, and a role change ends them too", async ({ page, browser }) => {
    const user = await createUserAsOwner(page, "support", "sessions");
    const laptop = await freshPage(browser);
    const phone = await freshPage(browser);
    await signInWith(laptop, user);
    await signInWith(phone, user);

    await laptop.goto("/account");
    await laptop.getByRole("button", { name: "Sign out everywhere" }).click();
    await laptop.getByRole("dialog", { name: "Sign out on every device?" }).getByRole("button", { name: "Yes, sign out everywhere" }).click();
    await expect(laptop).toHaveURL(/\/login/);
    await phone.reload();
    await expect(phone).toHaveURL(/\/login/);
    // The live stream of a session that ended is refused too.
    expect((await phone.request.get("/api/dashboard/live")).status()).toBe(401);

    // Signed in again; the owner changes the role: the session ends, the new role needs a new sign-in.
    await signInWith(phone, user);
    await page.goto("/settings");
    const row = page.locator(`tr[data-user="${user.email}"]`);
    await row.getByLabel(`Role of ${user.email}`).selectOption("cashier");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("status")).toHaveText(`Saved: ${user.email} is now cashier.`);
    await phone.reload();
    await expect(phone).toHaveURL(/\/login/);
    await signInWith(phone, user);
    await expect(phone.getByTestId("current-user")).toContainText("cashier");
    await Promise.all([laptop, phone].map((p) => p.context().close()));
  });
});
