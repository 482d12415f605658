import { execFileSync } from "node:child_process";
import { createHmac, hkdfSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { formatTime } from "../../lib/dashboard/format";
import { LOCALE_NAMES } from "../../lib/i18n/locales";
import { advance, createIntent, detail, intentBody, keyHeaders } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, useLocale, viewportOf, WIDTHS } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { E2E } from "../support/secrets";

test.use({ storageState: ".tmp/auth/owner.json" });

const PREFS = { timeZone: "America/Mexico_City", currency: "MXN" };
const LAST_ITEM = "Concha de vainilla grande con chispas de chocolate, nuez y un relleno de nata montada";

/** A qr_present payment with item lines (the last one long enough to wrap on any paper), authorized unless told otherwise. */
async function payment(request: Parameters<typeof createIntent>[0], to: string | null = "qr_authorized") {
  const base = intentBody("qr_present");
  const body = {
    ...base,
    amount: 161.5,
    data: {
      ...base.data,
      concept: "Desayuno para llevar",
      items: [
        { sku: 1001, price: 45.5, description: "Latte", qty: 2 },
        { sku: "JUGO-3", price: "12", description: "Jugo de naranja", qty: 1 },
        { sku: "PAN-01", price: "58.50", description: LAST_ITEM, qty: 1 },
      ],
    },
  };
  const { intent } = await createIntent(request, "qr_present", { body });
  if (to) expect((await advance(request, intent, to)).status()).toBe(200);
  return { intent, ticket: body.data.ticket };
}

/** The receipt path as the Receipts section of docs/dashboard.md defines it: HMAC-SHA256 of the intent id under HKDF-SHA256(MASTER_KEY, info "caja receipt v1"), base64url, 22 characters. */
function receiptPathOf(intent: string): string {
  const key = Buffer.from(hkdfSync("sha256", Buffer.from(E2E.masterKey, "base64"), Buffer.alloc(0), "caja receipt v1", 32));
  return `/r/${intent}/${createHmac("sha256", key).update(intent).digest("base64url").slice(0, 22)}`;
}

/** A browser context with no session at all: a customer's phone. */
async function anonymous(browser: Browser, viewport = { width: 560, height: 680 }) {
  return browser.newContext({ storageState: { cookies: [], origins: [] }, viewport });
}

async function decodeQr(page: Page): Promise<string> {
  const png = PNG.sync.read(await page.getByTestId("receipt-qr-code").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "a QR code is readable in the screenshot").not.toBeNull();
  return code!.data;
}

test.describe("receipts", () => {
  test("the intent page's QR decodes to a public URL that shows the whole receipt without signing in", async ({ page, browser, request, baseURL }) => {
    const { intent, ticket } = await payment(request);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/intents/${intent}`);
    const qr = page.getByTestId("receipt-qr");
    await expect(qr).toBeVisible();
    const url = await decodeQr(page);
    expect(url).toBe(`${baseURL}${receiptPathOf(intent)}`);
    await expect(qr).toHaveAttribute("data-url", url);
    await qr.getByRole("button", { name: "Copy link" }).click();
    await expect(qr.getByRole("status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(qr.getByRole("link", { name: "Open receipt" })).toHaveAttribute("href", receiptPathOf(intent));

    const context = await anonymous(browser);
    const phone = await context.newPage();
    const violations: string[] = [];
    phone.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    const response = await phone.goto(url);
    expect(response?.status()).toBe(200);
    expect(phone.url()).toBe(url); // not sent to /login
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["cache-control"]).toMatch(/private.*no-store|no-store.*private/);
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const receipt = phone.getByTestId("receipt");
    await expect(phone.getByTestId("receipt-merchant")).toHaveText("Caja Sandbox");
    await expect(phone.getByTestId("receipt-total")).toHaveText(/^Total\s*MXN\s161\.50$/);
    const items = phone.getByTestId("receipt-item");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Latte");
    await expect(items.nth(0)).toContainText("SKU 1001");
    await expect(items.nth(0)).toContainText("2 × MXN 45.50");
    await expect(items.nth(0)).toContainText("MXN 91.00");
    await expect(items.nth(1)).toContainText("1 × MXN 12.00");
    await expect(items.nth(2)).toContainText(LAST_ITEM);
    await expect(phone.getByTestId("receipt-concept")).toContainText("Desayuno para llevar");
    await expect(phone.getByTestId("receipt-ticket")).toContainText(ticket);
    await expect(phone.getByTestId("receipt-branch")).toContainText("branch-001");
    await expect(phone.getByTestId("receipt-terminal")).toContainText("pos-07");
    await expect(phone.getByTestId("receipt-paid-with")).toContainText("QR");
    await expect(phone.getByTestId("receipt-status")).toContainText("Authorized");
    await expect(receipt).toContainText(intent);
    // the time of the authorization, in the merchant's time zone
    const authorizedAt = (await detail(request, intent)).data.events.find((event) => event.status === "qr_authorized")!.at;
    await expect(phone.getByTestId("receipt-time")).toHaveAttribute("datetime", authorizedAt);
    await expect(phone.getByTestId("receipt-time")).toHaveText(formatTime(authorizedAt, { ...PREFS, locale: "en" }, true));
    await expect(phone.getByTestId("receipt-zone")).toHaveText("Mexico City time");
    // no dashboard chrome
    await expect(phone.getByRole("navigation")).toHaveCount(0);
    await expect(phone.getByRole("button", { name: "Print" })).toBeVisible();
    await saveScreenshot(phone, "receipt");
    expect(violations).toEqual([]);
    await context.close();
  });

  test("an e-commerce payment's receipt shows the last 4 digits of the customer's phone", async ({ browser, request, baseURL }) => {
    const { intent } = await createIntent(request, "ec_remote");
    await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } });
    await advance(request, intent, "ec_auhtorized");
    const context = await anonymous(browser);
    const phone = await context.newPage();
    const response = await phone.goto(`${baseURL}${receiptPathOf(intent)}`);
    expect(response?.status()).toBe(200);
    await expect(phone.getByTestId("receipt-paid-with")).toHaveText(/E-commerce \(phone •••• 5678\)/);
    await expect(phone.getByTestId("receipt-total")).toHaveText(/MXN\s149\.50/);
    await context.close();
  });

  test("a wrong MAC, an unknown intent and a payment not authorized get the same 404; the receipt appears once it is authorized", async ({ browser, request, baseURL }) => {
    const paid = await payment(request);
    const pending = await payment(request, "qr_scanned");
    const failed = await payment(request, "qr_error_x");
    const valid = receiptPathOf(paid.intent);
    const mac = valid.split("/").at(-1)!;
    const context = await anonymous(browser);
    const phone = await context.newPage();
    const pages: string[] = [];
    for (const wrong of [
      `/r/${paid.intent}/${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`,
      `/r/${paid.intent}/${mac.slice(0, -1)}`,
      `/r/${pending.intent}/${mac}`,
      receiptPathOf("qp_0000000000000000000000"),
      receiptPathOf(pending.intent),
      receiptPathOf(failed.intent),
    ]) {
      const response = await phone.goto(`${baseURL}${wrong}`);
      expect(response?.status(), wrong).toBe(404);
      await expect(phone.getByTestId("receipt-not-found")).toBeVisible();
      pages.push(`${await phone.title()}\n${await phone.getByTestId("receipt-not-found").innerText()}`);
    }
    expect(new Set(pages).size, "one page for every reason").toBe(1);
    expect(pages[0]).toContain("Receipt not found");

    expect((await advance(request, pending.intent, "qr_authorized")).status()).toBe(200);
    expect((await phone.goto(`${baseURL}${receiptPathOf(pending.intent)}`))?.status()).toBe(200);
    await expect(phone.getByTestId("receipt")).toHaveAttribute("data-intent", pending.intent);
    await context.close();
  });

  test("the receipt link appears on an open intent page when the payment is authorized", async ({ page, request, baseURL }) => {
    const { intent } = await payment(request, "qr_scanned");
    await page.goto(`/intents/${intent}`);
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    await expect(page.getByTestId("receipt-qr")).toHaveCount(0);
    await advance(request, intent, "qr_authorized");
    await expect(page.getByTestId("receipt-qr")).toHaveAttribute("data-url", `${baseURL}${receiptPathOf(intent)}`);
  });

  for (const [paper, widthPx, pageWidthPt] of [
    ["58", 219, (58 / 25.4) * 72],
    ["80", 302, (80 / 25.4) * 72],
    ["a4", 794, 595.28],
  ] as const) {
    test(`prints on ${paper === "a4" ? "A4" : `${paper} mm paper`}: nothing overflows the paper, and the PDF holds the whole receipt`, async ({ browser, request, baseURL }) => {
      const { intent } = await payment(request);
      const context = await anonymous(browser, { width: widthPx, height: 900 });
      const phone = await context.newPage();
      await phone.goto(`${baseURL}${receiptPathOf(intent)}?paper=${paper}`);
      await expect(phone.getByRole("button", { name: paper === "a4" ? "A4" : `${paper} mm` })).toHaveAttribute("aria-pressed", "true");
      if (paper !== "a4") await expect(phone.getByTestId("receipt-page")).toHaveAttribute("data-roll-length", /^\d+mm$/);
      await phone.emulateMedia({ media: "print" });
      await expect(phone.getByRole("button", { name: "Print" })).toBeHidden();

      const layout = await phone.evaluate(() => {
        const root = document.documentElement;
        const elements = [...document.querySelectorAll('[data-testid="receipt"], [data-testid="receipt"] *')];
        return {
          scrollWidth: root.scrollWidth,
          clientWidth: root.clientWidth,
          overflowing: elements
            .map((element) => ({ text: (element.textContent ?? "").slice(0, 40), left: element.getBoundingClientRect().left, right: element.getBoundingClientRect().right }))
            .filter((box) => box.left < 0 || box.right > root.clientWidth + 0.5),
        };
      });
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
      expect(layout.overflowing).toEqual([]);

      const file = path.resolve(`.tmp/receipts/receipt-${paper}.pdf`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // the page's own @page size, as the browser's print dialog uses it
      await phone.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      const [, width] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
      expect(Number(width)).toBeCloseTo(pageWidthPt, 0);
      if (paper !== "a4") expect(info, "a roll prints as one page as long as the receipt").toMatch(/Pages:\s+1\n/);
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(text).toContain("MXN 161.50");
      expect(text).toMatch(/Total MXN 161\.50/);
      expect(text).toContain(LAST_ITEM);
      expect(text).toContain("MXN 58.50");
      expect(text).toContain(intent);
      expect(text).not.toContain("Print");
      await context.close();
    });
  }
});

for (const locale of LOCALES) {
  test(`the receipt in ${locale}: its words, amounts with "MXN", the merchant's time with the zone named, at ${WIDTHS.join(", ")} px; its 404 too; the reader switches language`, async ({ browser, request, baseURL }) => {
    const { intent, ticket } = await payment(request);
    const context = await anonymous(browser);
    await useLocale(context, baseURL!, locale);
    const phone = await context.newPage();
    expect((await phone.goto(`${baseURL}${receiptPathOf(intent)}`))?.status()).toBe(200);
    await expect(phone.locator("html")).toHaveAttribute("lang", locale);
    await expect(phone).toHaveTitle(`${message(locale, "receipt.metaTitle")} · Caja`);
    const slip = phone.getByTestId("receipt");
    await expect(slip.getByRole("heading", { level: 1 })).toHaveText(message(locale, "receipt.title"));
    await expect(phone.getByTestId("receipt-total")).toHaveText(/^Total\s*MXN\s161\.50$/);
    await expect(phone.getByTestId("receipt-item").nth(0)).toContainText("2 × MXN 45.50");
    await expect(phone.getByTestId("receipt-item").nth(0)).toContainText("MXN 91.00");
    await expect(phone.getByTestId("receipt-ticket")).toContainText(ticket);
    await expect(phone.getByTestId("receipt-branch")).toContainText(message(locale, "receipt.branch"));
    await expect(phone.getByTestId("receipt-status")).toHaveText(new RegExp(`^${message(locale, "receipt.status")}\\s*${message(locale, "statuses.status.qr_authorized")}$`));
    await expect(phone.getByTestId("receipt-paid-with")).toHaveText(new RegExp(`^${message(locale, "receipt.paidWith")}\\s*QR$`));
    await expect(phone.getByTestId("receipt-zone")).toHaveText(locale === "es-MX" ? "Hora de la Ciudad de México" : "Mexico City time");
    const authorizedAt = (await detail(request, intent)).data.events.find((event) => event.status === "qr_authorized")!.at;
    await expect(phone.getByTestId("receipt-time")).toHaveText(formatTime(authorizedAt, { ...PREFS, locale }, true));
    await expect(slip).toContainText(message(locale, "receipt.thanks"));
    for (const width of WIDTHS) {
      await phone.setViewportSize(viewportOf(width));
      await expect(phone.getByRole("button", { name: message(locale, "receipt.print") })).toBeVisible();
      await expectNoHorizontalScroll(phone);
      if (width === 390) await saveScreenshot(phone, `receipt-phone-${locale}`);
    }

    const wrong = receiptPathOf(intent).replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await phone.goto(`${baseURL}${wrong}`))?.status()).toBe(404);
    await expect(phone.getByTestId("receipt-not-found").getByRole("heading")).toHaveText(message(locale, "receipt.notFound.title"));
    await expect(phone.getByTestId("receipt-not-found")).toContainText(message(locale, "receipt.notFound.body"));
    for (const width of [390, 1440]) {
      await phone.setViewportSize(viewportOf(width));
      await expectNoHorizontalScroll(phone);
    }

    const other = LOCALES.find((l) => l !== locale)!;
    await phone.goto(`${baseURL}${receiptPathOf(intent)}`);
    await phone.getByTestId("language-switch").getByRole("button", { name: LOCALE_NAMES[other] }).click();
    await expect(slip.getByRole("heading", { level: 1 })).toHaveText(message(other, "receipt.title"));
    await expect(phone.locator("html")).toHaveAttribute("lang", other);
    await context.close();
  });
}

