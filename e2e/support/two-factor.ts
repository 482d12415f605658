import { expect, type Browser, type Page } from "@playwright/test";
import { TOTP } from "otpauth";

/** The authenticator app of a test: codes for the secret the account page showed. */
export const authenticator = (secret: string) => new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" });

/** Creates a user from Settings as the owner page is signed in; returns its email and password. */
export async function createUserAsOwner(owner: Page, role: "owner" | "cashier" | "support", prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@caja.test`;
  const password = "a-long-enough-password";
  await owner.goto("/settings");
  const form = owner.locator("form", { has: owner.getByRole("button", { name: "Create user" }) });
  await form.getByLabel("Name").fill(`Test ${role}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption(role);
  await form.getByLabel("Initial password").fill(password);
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByRole("status")).toContainText(`${email} can sign in now.`);
  return { email, password };
}

/** A signed-out browser of its own at the login page. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/** Email + password at the login page; with `code`, answers the code step too. */
export async function signInWith(page: Page, user: { email: string; password: string }, code?: () => string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (code) {
    await page.getByLabel("Authentication code").fill(code());
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expect(page).toHaveURL(/\/(intents|account|checkout)/);
}

/** Enrols the signed-in page's user from Your account; returns the app and the recovery codes. */
export async function enrolTwoFactor(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "Two-factor set-up code" })).toBeVisible();
  const app = authenticator((await page.getByTestId("totp-secret").textContent())!.trim());
  await page.getByLabel("Code from the app").fill(app.generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  const list = page.getByTestId("recovery-codes");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText(/^On since/)).toBeVisible();
  return { app, recoveryCodes };
}

/** A code of the next 30-second step: the current one was spent by the enrolment (a code works once). */
export const nextCode = (app: TOTP) => () => app.generate({ timestamp: Date.now() + 30_000 });
