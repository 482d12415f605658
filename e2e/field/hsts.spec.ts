import { expect, test, type APIRequestContext } from "@playwright/test";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { SERVER_SECRETS_ENV } from "../support/secrets";
import { keyHeaders } from "../support/api";
import { startTlsProxy } from "../support/tls";

/**
 * Strict-Transport-Security goes out only when the browser reached us over HTTPS: through a TLS
 * reverse proxy we trust (Caddy here), never over plain HTTP, and never because an untrusted peer
 * claims `X-Forwarded-Proto: https`. The other security headers go out either way.
 */
const apps = appsForSpec(SERVER_SECRETS_ENV);
let app: AppProcess;
let strict: AppProcess;
test.beforeAll(async () => {
  [app, strict] = await Promise.all([apps.start({ DATA_DIR: tempDataDir() }), apps.start({ DATA_DIR: tempDataDir(), TRUSTED_PROXIES: "none" })]);
});
test.afterAll(apps.stopAll);

const HSTS = "max-age=63072000";

/** One of each kind of answer: a page, the service API, a dashboard route, next-auth, a static file. */
async function answers(request: APIRequestContext, base: string, headers: Record<string, string> = {}) {
  const login = await request.get(`${base}/login`, { headers });
  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await login.text())![1]!;
  return {
    "the sign-in page": login,
    "the service API": await request.get(`${base}/api/health`, { headers: { ...headers, ...keyHeaders() } }),
    "the service API, refused": await request.get(`${base}/api/payment/qp_0000000000000000000000`, { headers }),
    "a dashboard route": await request.get(`${base}/api/dashboard/intents`, { headers }),
    "next-auth": await request.get(`${base}/api/auth/session`, { headers }),
    "a static file": await request.get(`${base}${chunk}`, { headers }),
  };
}

function expectHeaders(all: Awaited<ReturnType<typeof answers>>, hsts: string | undefined) {
  for (const [what, response] of Object.entries(all)) {
    const headers = response.headers();
    expect(headers["strict-transport-security"], what).toBe(hsts);
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["x-frame-options"], what).toBe("DENY");
    expect(headers["referrer-policy"], what).toBe("same-origin");
    expect(headers["content-security-policy"], what).toMatch(/frame-ancestors 'none'/);
  }
}

test("no HSTS over plain HTTP, whatever an untrusted peer claims in X-Forwarded-Proto", async ({ playwright }) => {
  const request = await playwright.request.newContext();
  try {
    expectHeaders(await answers(request, app.url), undefined);
    // TRUSTED_PROXIES=none: the test's own loopback connection is an untrusted peer
    expectHeaders(await answers(request, strict.url, { "x-forwarded-proto": "https" }), undefined);
    // while the default trusts a proxy on this machine: its word that the browser used HTTPS counts
    expectHeaders(await answers(request, app.url, { "x-forwarded-proto": "https" }), HSTS);
  } finally {
    await request.dispose();
  }
});

test("HSTS on every answer through the TLS reverse proxy (Caddy), not through one the app does not trust", async ({ playwright }) => {
  const [trusted, untrusted] = await Promise.all([startTlsProxy(app.port), startTlsProxy(strict.port)]);
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  try {
    expectHeaders(await answers(request, trusted.url), HSTS);
    expectHeaders(await answers(request, untrusted.url), undefined);
  } finally {
    await request.dispose();
    await Promise.all([trusted.stop(), untrusted.stop()]);
  }
});
