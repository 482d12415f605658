import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { createIntent, keyHeaders } from "../support/api";
import { fillWhere } from "../support/new-payment";
import { submitSignIn, type RoleName } from "../support/session";

/**
 * The security headers as a browser meets them: every page of every role runs under the CSP with
 * no violation and still works (client components hydrated, live updates connected, server actions
 * answered), with a fresh nonce on every load; no other origin can frame the dashboard; and every
 * kind of answer of the server carries nosniff, the referrer policy and the framing refusal.
 */

const NONCE = /'nonce-([A-Za-z0-9+/]+={0,2})'/;
const FRAME_ANCESTORS_NONE = /(?:^|;)\s*frame-ancestors 'none'\s*(?:;|$)/;

type Violations = { take(): Promise<string[]> };

/** Every CSP violation a page reports: its `securitypolicyviolation` events (listened to before any page script runs) and Chromium's console lines. */
async function watchViolations(page: Page): Promise<Violations> {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) lines.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __csp: string[] };
    store.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__csp.push(`event: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return {
    async take() {
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...lines.splice(0), ...events];
    },
  };
}

async function cspOf(response: Response | APIResponse): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === "content-security-policy")
    .map((header) => header.value);
}

/**
 * A page load's answer: exactly one CSP, the page policy with a nonce, and every script and style
 * element of the HTML carrying that nonce (the page was rendered for this request, not served from
 * a prerender). Returns the nonce.
 */
async function expectPagePolicy(response: Response, where: string): Promise<string> {
  const policies = await cspOf(response);
  expect(policies, `${where}: one Content-Security-Policy`).toHaveLength(1);
  const policy = policies[0]!;
  expect(policy, where).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+' 'strict-dynamic'; style-src 'self' 'nonce-[^']+';/);
  expect(policy, where).toMatch(FRAME_ANCESTORS_NONE);
  expect(policy, where).not.toContain("unsafe-inline");
  expect(policy, where).not.toContain("unsafe-eval");
  const nonce = NONCE.exec(policy)![1]!;
  const html = await response.text();
  const tags = html.match(/<(?:script|style)\b[^>]*>/g) ?? [];
  expect(tags.length, `${where}: scripts in the HTML`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, `${where}: every inline or framework script and style has this response's nonce`).toContain(`nonce="${nonce}"`);
  const headers = await response.allHeaders();
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("same-origin");
  expect(headers["strict-transport-security"], `${where}: no HSTS over plain HTTP`).toBeUndefined();
  return nonce;
}

type Check = (page: Page) => Promise<void>;
const hydrated: Check = async (page) => {
  // Next.js mounts its route announcer from an effect: present only once React has hydrated.
  await expect(page.locator("next-route-announcer")).toBeAttached();
};
const live: Check = async (page) => {
  await hydrated(page);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
};
const heading = (name: string | RegExp, then: Check = live): Check => async (page) => {
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await then(page);
};
const forbidden: Check = async (page) => {
  await expect(page).toHaveURL(/\/forbidden/);
  await heading("Not allowed", hydrated)(page);
};
const notFound: Check = async (page) => {
  await heading("Page not found", hydrated)(page);
  // back to the payments signed in, to sign-in signed out
  await page.getByRole("link", { name: /^(Back to payments|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/(intents|login)/);
};

async function visit(page: Page, violations: Violations, path: string, check: Check, nonces: Set<string>) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  nonces.add(await expectPagePolicy(response!, path));
  await check(page);
  expect(await violations.take(), `CSP violations on ${path}`).toEqual([]);
}

const pagesOf = (intent: string): Record<RoleName, Array<[string, Check]>> => {
  const detail: Check = async (page) => {
    await heading(intent)(page);
    await page.getByRole("button", { name: "Refresh from API" }).click(); // a server action
    await expect(page.getByRole("status").filter({ hasText: "Up to date with the API." })).toBeVisible();
  };
  const till: Check = async (page) => {
    await heading("Charge")(page);
    const setUp = page.getByTestId("till-setup");
    await expect(page.getByTestId("till").or(setUp).or(page.getByTestId("till-not-set-up"))).toBeVisible();
    if (await page.getByTestId("till-not-set-up").isVisible()) return; // a cashier on a tablet no owner has set up
    if (await setUp.isVisible()) {
      await page.getByLabel("Branch", { exact: true }).fill("Pruebas CSP");
      await page.getByLabel("Terminal", { exact: true }).fill("Caja CSP"); // a server action
      await page.getByRole("button", { name: "Use this till" }).click();
    }
    await page.getByRole("group", { name: "Amount keypad" }).getByRole("button", { name: "7", exact: true }).click();
    await page.getByRole("button", { name: /^Charge/ }).click();
    await expect(page.getByTestId("qr-code")).toBeVisible(); // the QR with its inline size, set by React
    await expect(page.getByTestId("checkout-status")).toHaveText(/Waiting for the customer to scan/);
  };
  const newPayment: Check = async (page) => {
    await heading("New payment")(page);
    await page.getByLabel("Amount").fill("12.00");
    await fillWhere(page);
    await page.getByRole("button", { name: "Create payment: QR code (CoDi)" }).click();
    await expect(page.getByTestId("payment-created").getByTestId("qr-code")).toBeVisible();
  };
  const payments = heading("Payments");
  return {
    owner: [["/", payments], ["/intents", payments], [`/intents/${intent}`, detail], ["/intents/new", newPayment], ["/checkout", till], ["/settings", heading("Settings")], ["/settings/activity", heading("Activity")], ["/account", heading("Your account")], ["/overview", heading("Reports")], ["/cash-up", heading("Cash-up")], ["/no-such-page", notFound]],
    cashier: [["/", till], ["/intents", payments], [`/intents/${intent}`, detail], ["/intents/new", newPayment], ["/checkout", till], ["/settings", forbidden], ["/overview", forbidden], ["/cash-up", heading("Cash-up")], ["/account", heading("Your account")], ["/no-such-page", notFound]],
    support: [["/", payments], ["/intents", payments], [`/intents/${intent}`, detail], ["/overview", heading("Reports")], ["/cash-up", heading("Cash-up")], ["/checkout", forbidden], ["/intents/new", forbidden], ["/settings", forbidden], ["/account", heading("Your account")], ["/no-such-page", notFound]],
  };
};

test.describe("the content security policy, page by page", () => {
  for (const role of ["owner", "cashier", "support"] as RoleName[]) {
    test(`as ${role}: every page loads with its own nonce, works, and reports no violation`, async ({ browser, request }) => {
      test.setTimeout(90_000);
      const { intent } = await createIntent(request, "qr_present");
      const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json` });
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const nonces = new Set<string>();
      const pages = pagesOf(intent)[role];
      for (const [path, check] of pages) await visit(page, violations, path, check, nonces);
      // a second load of the same page: another nonce
      await visit(page, violations, "/intents", heading("Payments"), nonces);
      expect(nonces.size, "a fresh nonce on every load").toBe(pages.length + 1);
      await context.close();
    });
  }

  test("signed out: the sign-in page (twice), the forbidden and not-found pages, a dashboard page's redirect, and signing in", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const nonces = new Set<string>();
    await visit(page, violations, "/login", heading("Caja", hydrated), nonces);
    await visit(page, violations, "/login", heading("Caja", hydrated), nonces);
    await visit(page, violations, "/forbidden", heading("Not allowed", hydrated), nonces);
    await visit(page, violations, "/no-such-page", notFound, nonces);
    await visit(page, violations, "/settings", async (p) => {
      await expect(p).toHaveURL(/\/login\?callbackUrl=%2Fsettings/);
      await heading("Caja", hydrated)(p);
    }, nonces);
    expect(nonces.size).toBe(5);
    await page.goto("/login");
    await submitSignIn(page, "owner"); // the form needs its client component
    await expect(page).toHaveURL(/\/intents/);
    await live(page);
    expect(await violations.take()).toEqual([]);

    // and the watch sees a violation when there is one: markup injected into a page's HTML (an
    // inline script without the nonce, a style attribute) is refused and reported
    await page.route("**/forbidden", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", '<script>window.__injected = true</script><p style="color: red">styled</p></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto("/forbidden");
    await heading("Not allowed", hydrated)(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    const reported: string[] = [];
    await expect(async () => {
      reported.push(...(await violations.take()));
      expect(reported.filter((line) => line.startsWith("event: script-src-elem blocked inline"))).toHaveLength(1);
      expect(reported.filter((line) => line.startsWith("event: style-src-attr blocked inline"))).toHaveLength(1);
      expect(reported.filter((line) => line.startsWith("console:"))).toHaveLength(2);
    }).toPass({ timeout: 5000 });
    await context.close();
  });
});

/** A page on another origin (another port of this machine) that frames `target`. */
async function framingSite(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (request.url === "/own") return void response.end("<!doctype html><h1 id=own>A page of this origin</h1>");
    response.end(`<!doctype html><title>framing</title><iframe id=own src="/own"></iframe><iframe id=till src="${target}" width=800 height=600></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe("framing", () => {
  test("another origin cannot frame the till or the settings, even with a signed-in session in the browser", async ({ browser, baseURL }) => {
    for (const path of ["/checkout", "/settings", "/login"]) {
      const site = await framingSite(`${baseURL}${path}`);
      const context = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
      const page = await context.newPage();
      try {
        const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors 'none'"));
        const framed = page.waitForResponse((response) => response.url() === `${baseURL}${path}`);
        await page.goto(site.url);
        // the control: a frame of the page's own origin renders
        await expect(page.frameLocator("#own").getByRole("heading", { name: "A page of this origin" })).toBeVisible();
        // the dashboard answered the frame's request, and Chromium refused to show it
        expect((await framed).status(), path).toBe(200);
        expect((await refused).text(), path).toContain(`Framing '${baseURL}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`);
        // the frame holds Chromium's error page, not the dashboard
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && !candidate.url().endsWith("/own"))!;
        expect(frame.url(), path).toMatch(/^chrome-error:/);
        const inside = page.frameLocator("#till");
        await expect(inside.getByRole("navigation", { name: "Main" })).toHaveCount(0);
        await expect(inside.getByRole("heading", { name: /Charge|Settings|Caja/ })).toHaveCount(0);
      } finally {
        await context.close();
        await site.close();
      }
    }
  });
});

test.describe("every kind of answer", () => {
  const common = async (response: APIResponse, where: string) => {
    const headers = response.headers();
    expect(headers["x-content-type-options"], where).toBe("nosniff");
    expect(headers["referrer-policy"], where).toBe("same-origin");
    expect(headers["x-frame-options"], where).toBe("DENY");
    expect(headers["strict-transport-security"], `${where}: no HSTS over plain HTTP`).toBeUndefined();
    const policies = await cspOf(response);
    expect(policies, `${where}: one Content-Security-Policy`).toHaveLength(1);
    expect(policies[0], where).toMatch(FRAME_ANCESTORS_NONE);
    return policies[0]!;
  };
  const api = async (response: APIResponse, where: string, status: number) => {
    expect(response.status(), where).toBe(status);
    expect(await common(response, where), where).toBe("default-src 'none'; frame-ancestors 'none'");
  };

  test("the service API, the dashboard's routes, Next.js's static files, a missing file and a redirect", async ({ request, playwright, baseURL }) => {
    const { intent } = await createIntent(request, "qr_present");
    await api(await request.get("/api/health"), "health", 200);
    await api(await request.get(`/api/payment/${intent}`, { headers: keyHeaders() }), "the service API with a key", 200);
    await api(await request.get(`/api/payment/${intent}`), "the service API without a key", 401);
    await api(await request.get("/api/no-such-route", { headers: keyHeaders() }), "the service API, unknown route", 404);
    await api(await request.post("/api/webhooks/payment", { data: { intent, status: "qr_created", code: 100 } }), "the webhook receiver, unsigned", 400);
    await api(await request.get("/api/auth/session"), "next-auth", 200);
    await api(await request.get("/api/dashboard/intents"), "a dashboard route, signed out", 401);
    const owner = await playwright.request.newContext({ baseURL, storageState: ".tmp/auth/owner.json" });
    await api(await owner.get("/api/dashboard/intents"), "a dashboard route, signed in", 200);
    await api(await owner.get("/api/dashboard/intents/export"), "the CSV export, signed in", 200);
    await owner.dispose();

    const login = await request.get("/login");
    const html = await login.text();
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(chunk && stylesheet, "the sign-in page loads scripts and a stylesheet from /_next/static").toBeTruthy();
    for (const file of [chunk!, stylesheet!]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      await common(response, file);
    }
    // Browsers ask for /favicon.ico by themselves wherever a page names no icon (a 404 page, a PDF)
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status(), "/favicon.ico is served").toBe(200);
    expect(favicon.headers()["content-type"]).toBe("image/x-icon");
    await common(favicon, "/favicon.ico");

    const redirect = await request.get("/intents", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    await common(redirect, "the signed-out redirect");
  });
});
