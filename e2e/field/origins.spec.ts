import { expect, test, type Page } from "@playwright/test";
import { appClient } from "../support/app-client";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { ownAddresses } from "../support/network";
import { submitSignIn } from "../support/session";
import { startTlsProxy } from "../support/tls";

/**
 * The dashboard where users reach it: not on port 3000, by host name, by address, from a tablet
 * on the shop's network, and behind a TLS reverse proxy. NEXTAUTH_URL is not set (the default).
 */
const apps = appsForSpec(SERVER_SECRETS_ENV);
let app: AppProcess;
test.beforeAll(async () => {
  app = await apps.start({ DATA_DIR: tempDataDir() });
});
test.afterAll(apps.stopAll);

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/intents`);
  await expect(page).toHaveURL(`${origin}/login?callbackUrl=%2Fintents`);
  await submitSignIn(page, "owner");
  await expect(page).toHaveURL(`${origin}/intents`);
}

async function signOut(page: Page, origin: string) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  // and signed out for real: a page sends the browser back to sign in, on the same origin
  await page.goto(`${origin}/settings`);
  await expect(page).toHaveURL(`${origin}/login?callbackUrl=%2Fsettings`);
}

test("on a port other than 3000 with no NEXTAUTH_URL, sign-in and sign-out keep the browser on the origin it came from: localhost, 127.0.0.1, the LAN address", async ({ browser }) => {
  expect(app.port).not.toBe(3000);
  const origins = [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`, ...ownAddresses().slice(0, 1).map((lan) => `http://${lan}:${app.port}`)];
  for (const origin of origins) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, origin);
    await signOut(page, origin);
    await context.close();
  }
});

test("behind a TLS reverse proxy (Caddy): sign in, watch a live badge change and sign out, all on the proxy's origin, with Secure cookies", async ({ browser }) => {
  const proxy = await startTlsProxy(app.port);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await signIn(page, proxy.url);
    const session = (await context.cookies(proxy.url)).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
    expect(session, "the session cookie").toMatchObject({ name: "__Secure-next-auth.session-token", secure: true, httpOnly: true });

    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    const api = appClient(app.url);
    const intent = await api.create("qr_present");
    const row = page.locator(`tr[data-intent="${intent}"]`);
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "qr_created");
    await api.advance(intent, "qr_authorized");
    await expect(row.getByTestId("status-badge")).toHaveAttribute("data-status", "qr_authorized");

    // what the dashboard tells the payment service to deliver to is its public address
    await page.goto(`${proxy.url}/settings`);
    await expect(page.getByTestId("receiver-url")).toHaveText(`${proxy.url}/api/webhooks/payment`);

    await signOut(page, proxy.url);
  } finally {
    await context.close();
    await proxy.stop();
  }
});

test("only a trusted proxy chooses the origin: from any other peer, X-Forwarded-Host and X-Forwarded-Proto are ignored", async () => {
  const spoofed = { "x-forwarded-host": "caja.example", "x-forwarded-proto": "https" };
  const signinUrl = async (base: string) =>
    ((await (await fetch(`${base}/api/auth/providers`, { headers: spoofed })).json()) as { credentials: { signinUrl: string } }).credentials.signinUrl;
  // The test runs on this machine: a loopback peer, trusted by default (a proxy on the same host).
  expect(await signinUrl(app.url)).toBe("https://caja.example/api/auth/signin/credentials");
  const strict = await apps.start({ DATA_DIR: tempDataDir(), TRUSTED_PROXIES: "none" });
  expect(await signinUrl(strict.url)).toBe(`http://127.0.0.1:${strict.port}/api/auth/signin/credentials`);
  // and the signed-out redirect of a page: whatever the headers say, the browser stays where it is
  const redirect = await fetch(`${strict.url}/intents`, { headers: spoofed, redirect: "manual" });
  expect(redirect.status).toBe(307);
  expect(new URL(redirect.headers.get("location")!, strict.url).href).toBe(`${strict.url}/login?callbackUrl=%2Fintents`);
});
