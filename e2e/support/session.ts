import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const DEMO_PASSWORD = "caja-demo-2026";
export const USERS = { owner: "owner@caja.test", cashier: "cashier@caja.test", support: "support@caja.test" } as const;
export type RoleName = keyof typeof USERS;

/** Signs in through next-auth's credentials endpoint (no browser): the session cookie stays in `request`. */
export async function signInApi(request: APIRequestContext, role: RoleName) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: USERS[role], password: DEMO_PASSWORD, json: "true" },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(response.status());
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { role: string } };
  expect(session.user?.role).toBe(role);
}

/** Fills and sends the login form the page is on. */
export async function submitSignIn(page: Page, role: RoleName) {
  await page.getByLabel("Email").fill(USERS[role]);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Where each role lands after signing in: a cashier at the till, owners and support on the payments. */
export const LANDING: Record<RoleName, string> = { owner: "/intents", cashier: "/checkout", support: "/intents" };

/** Signs in through the login page, as a person does (at `origin`, or the project's baseURL), and lands on the role's page. */
export async function signInPage(page: Page, role: RoleName, origin = "") {
  await page.goto(`${origin}/login`);
  await submitSignIn(page, role);
  // the password's scrypt, then "/" sends the role to its page: two answers, on a machine that may be busy
  await expect(page).toHaveURL(origin ? `${origin}${LANDING[role]}` : new RegExp(`${LANDING[role]}$`), { timeout: 20_000 });
}
