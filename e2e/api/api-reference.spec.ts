import { expect, test, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { chooseLocale, message } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";

/**
 * The API reference (/docs/api, Redoc from the app's node_modules) as a browser meets it: every
 * operation of the document rendered, under a policy of its own that keeps scripts to this
 * response's nonce, with no console error, no CSP violation and no request to another origin; in
 * the reader's language where Redoc lets a page choose its words.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
type PathItems = Record<string, Record<string, { operationId?: string }>>;

/** Every operation's id in the document the page shows: its paths' and its webhooks'. */
async function operationIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as { paths: PathItems; webhooks?: PathItems };
  const operations = [...Object.values(doc.paths), ...Object.values(doc.webhooks ?? {})].flatMap((item) => Object.entries(item).filter(([method]) => HTTP_METHODS.has(method)));
  const ids = operations.map(([, operation]) => operation.operationId);
  expect(ids.every(Boolean), "every operation has an operationId (Redoc's anchor)").toBe(true);
  return (ids as string[]).sort();
}

type Watch = { problems(): Promise<string[]> };

/**
 * What must not happen on the page: a console error, an uncaught exception, a CSP violation (its
 * `securitypolicyviolation` event, listened to before any script of the page runs) or a request
 * leaving this origin.
 */
async function watch(page: Page, origin: string): Promise<Watch> {
  const seen: string[] = [];
  page.on("console", (line) => {
    if (line.type() === "error") seen.push(`console error: ${line.text()}`);
  });
  page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) seen.push(`request to another origin: ${request.url()}`);
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __csp: string[] };
    store.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__csp.push(`violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return {
    async problems() {
      const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...seen.splice(0), ...violations];
    },
  };
}

const directives = (policy: string) => new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

/** The page's one policy: scripts by this response's nonce only, nothing inline or evaluated, no framing; every script and style of the HTML nonced. */
async function expectReferencePolicy(response: Response): Promise<void> {
  expect(response.status()).toBe(200);
  const policies = (await response.headersArray()).filter((header) => header.name.toLowerCase() === "content-security-policy").map((header) => header.value);
  expect(policies, "one Content-Security-Policy").toHaveLength(1);
  const policy = directives(policies[0]!);
  const nonce = /^'nonce-(.+)'$/.exec(policy.get("script-src")?.find((value) => value.startsWith("'nonce-")) ?? "")?.[1];
  expect(nonce, "script-src has a nonce").toBeTruthy();
  expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  for (const name of ["script-src", "style-src", "default-src"]) {
    expect(policy.get(name), name).not.toContain("'unsafe-inline'");
    expect(policy.get(name), name).not.toContain("'unsafe-eval'");
  }
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  const tags = (await response.text()).match(/<(?:script|style)\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
}

test("the reference renders every operation under its own CSP: no console error, no violation, nothing from another origin", async ({ page, request, baseURL }) => {
  const ids = await operationIds(request);
  const watcher = await watch(page, new URL(baseURL!).origin);
  const script = page.waitForResponse((response) => new URL(response.url()).pathname === "/docs/api/redoc.standalone.js");
  const response = await page.goto("/docs/api");
  await expectReferencePolicy(response!);
  const bundle = await script;
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(bundle.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(bundle.headers()["content-encoding"], "compressed on the way").toBe("gzip");

  await expect(page.getByRole("heading", { name: "Create a payment intent" })).toBeVisible();
  const rendered = await page.locator('[data-section-id^="operation/"]').evaluateAll((sections) => sections.map((section) => section.getAttribute("data-section-id")!.slice("operation/".length)));
  expect(rendered.sort(), "one section per operation of the document").toEqual(ids);
  // Redoc's search runs in a worker it makes from a blob: allowed by 'strict-dynamic' (a trusted script made it), no worker-src needed
  await page.getByPlaceholder("Search...").fill("refund");
  await expect(page.locator('[data-role="search:results"]').getByRole("menuitem", { name: /^Refund an intent/ })).toBeVisible();
  // English labels: the test servers' default language (playwright.config.ts)
  await expect(page.getByRole("heading", { name: "Request samples" }).first()).toBeAttached();
  expect(await watcher.problems()).toEqual([]);
});

test("speaks the reader's language (Spanish here by their choice), English on request", async ({ page, context, baseURL }, testInfo) => {
  const watcher = await watch(page, new URL(baseURL!).origin);
  await chooseLocale(context, baseURL!, "es-MX");
  // opened at one operation: Redoc scrolls to it once rendered
  await expectReferencePolicy((await page.goto("/docs/api#tag/Payment-intents/operation/createIntent"))!);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page).toHaveTitle(`${message("es-MX", "apiReference.title")} · Caja`);
  await expect(page.getByRole("link", { name: message("es-MX", "apiReference.document") })).toHaveAttribute("href", "/api/openapi.json");
  const languages = page.getByRole("navigation", { name: message("es-MX", "common.language") });
  await expect(languages.getByRole("link", { name: "Español (México)" })).toHaveAttribute("aria-current", "page");

  // the operation's section in view: its request body and, beside it, its samples under Spanish labels
  const operation = page.locator('[data-section-id="tag/Payment-intents/operation/createIntent"]');
  await expect(operation.getByRole("heading", { name: "Create a payment intent" })).toBeInViewport();
  await expect(operation.getByRole("heading", { name: message("es-MX", "apiReference.redoc.requestSamples") })).toBeInViewport();
  await expect(operation.getByRole("heading", { name: message("es-MX", "apiReference.redoc.responseSamples") })).toBeVisible();
  await expect(operation.getByRole("heading", { name: message("es-MX", "apiReference.redoc.responses") })).toBeVisible();
  expect(await watcher.problems()).toEqual([]);
  // docs/api-reference.md's picture (one project is enough: both show the same document)
  if (testInfo.project.name === "pglite") await saveScreenshot(page, "api-reference");

  await languages.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/docs\/api\?lang=en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: message("en", "apiReference.document") })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Request samples" }).first()).toBeAttached();
  expect(await watcher.problems()).toEqual([]);
});
