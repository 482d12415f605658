import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { makeTestCsd } from "../../lib/cfdi/testing/make-test-csd";
import { startSmtpInbox, type SmtpInbox } from "../../lib/testing/smtp-inbox";
import { keyHeaders } from "../support/api";
import { chooseLocale, expectNoHorizontalScroll, message } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { chargeAtTill, decodeQrText, tillTablet } from "../support/till";

/**
 * Facturas, the acceptance: in Spanish, the owner sets facturas up in Settings (the fiscal profile,
 * a CSD and the branch's place of issue); two sales at a till; a customer on a phone scans the
 * receipt's QR, asks for the factura, a wrong RFC check digit is refused in words, then issues it,
 * downloads the XML and the PDF (read back with pdftotext: the UUID and the total) and receives it
 * by e-mail at a local SMTP server; the same ticket then shows its factura. The owner issues the
 * day's factura global, which leaves the invoiced ticket out; a refund of the invoiced ticket issues
 * its nota de crédito (Egreso).
 *
 * The shared server's SMTP_URL points at port E2E_PORT_BASE + 50 (playwright.config.ts): this spec
 * listens there. The fiscal profile is till-day.spec.ts's (the same values: the two may run at once).
 */
const es = (key: string) => message("es-MX", key);
const PHONE = { width: 390, height: 844 };
const SHOP = { legalName: "Tacos El Güero SA de CV", rfc: "TEG850101AB1", regime: "601", address: "Av. Juárez 10, Col. Centro, 06000 Ciudad de México", contact: "facturas@tacoselguero.mx" };
const CUSTOMER = { rfc: "XIQB891116QE4", name: "Berenice Xímenez Quiñones", zip: "26015", regime: "612", use: "G03", email: "berenice@correo.test" };

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startSmtpInbox({ port: Number(process.env.E2E_PORT_BASE ?? 3100) + 50 });
});
test.afterAll(async () => inbox?.close());

async function ownerSetsUp(browser: Browser, baseURL: string, branch: string, series: string) {
  const owner = await browser.newContext({ storageState: ".tmp/auth/owner.json" });
  await chooseLocale(owner, baseURL, "es-MX");
  const page = await owner.newPage();
  await page.goto("/settings");
  const fiscal = page.locator("section", { has: page.getByRole("heading", { name: es("settings.fiscal.heading") }) });
  await fiscal.getByLabel(es("settings.fiscal.legalName")).fill(SHOP.legalName);
  await fiscal.getByRole("textbox", { name: new RegExp(`^${es("settings.fiscal.rfc")}`) }).fill(SHOP.rfc);
  await fiscal.getByLabel(es("settings.fiscal.address")).fill(SHOP.address);
  await fiscal.getByLabel(es("settings.fiscal.invoiceContact")).fill(SHOP.contact);
  await fiscal.getByLabel(es("settings.fiscal.taxRegime")).selectOption(SHOP.regime);
  await fiscal.getByRole("button", { name: es("settings.fiscal.save") }).click();
  await expect(fiscal.getByRole("status")).toHaveText(es("settings.fiscal.saved"));

  // the CSD as SAT ships it (.cer DER, .key encrypted DER) and its password
  const csd = await makeTestCsd({ rfc: SHOP.rfc, legalName: "TACOS EL GUERO" });
  const invoicing = page.getByTestId("invoicing");
  await invoicing.getByTestId("csd-cer").setInputFiles({ name: "00001000000512345678.cer", mimeType: "application/x-x509-ca-cert", buffer: csd.cer });
  await invoicing.getByTestId("csd-key").setInputFiles({ name: "CSD_Sucursal.key", mimeType: "application/octet-stream", buffer: csd.key });
  await invoicing.getByTestId("csd-password").fill(csd.password);
  await invoicing.getByRole("button", { name: es("invoices.csd.save") }).click();
  await expect(invoicing.getByTestId("csd-rfc")).toHaveText(SHOP.rfc);

  await invoicing.getByTestId("place-branch").selectOption(branch);
  await invoicing.getByRole("textbox", { name: es("invoices.setup.zip") }).fill("06000");
  await invoicing.getByRole("textbox", { name: es("invoices.setup.series") }).fill(series);
  await invoicing.getByRole("button", { name: es("invoices.setup.save"), exact: true }).click();
  await expect(invoicing.locator(`[data-testid=invoice-place][data-branch="${branch}"]`)).toContainText(series);
  return { owner, page };
}

test("a customer invoices a ticket from its receipt on a phone; the owner's global leaves it out; its refund issues a nota de crédito", async ({ browser, request, baseURL }) => {
  test.slow(); // two sales, a factura with downloads and e-mail, a global, a refund
  const id = test.info().testId.slice(-6).replace(/\W/g, "x");
  const branch = `Facturas ${id}`;
  const series = `F${id.replace(/[^A-Za-z0-9]/g, "").slice(0, 6)}${test.info().retry}`.toUpperCase();

  // two sales at a till of the branch, paid by QR
  const { context: tablet, page: till } = await tillTablet(browser, "cashier", { branch, terminal: "Caja 1" });
  await chooseLocale(tablet, baseURL!, "es-MX");
  await till.goto("/checkout");
  const sold: string[] = [];
  const receipts: string[] = [];
  for (const digits of ["23200", "5800"]) {
    const intent = await chargeAtTill(till, digits, "Comida", "es-MX");
    await request.post(`/api/sandbox/${intent}/advance`, { headers: keyHeaders(), data: { to: "qr_authorized" } });
    sold.push(intent);
    receipts.push(await decodeQrText(till, "paid-receipt"));
    await till.goto("/checkout");
  }
  await tablet.close();
  const receiptUrl = receipts[0]!;
  const [invoiced, other] = sold as [string, string];

  const { owner, page: settings } = await ownerSetsUp(browser, baseURL!, branch, series);
  await settings.close();

  // the customer's phone: the receipt's QR opens the receipt; "Facturar" opens the form
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, acceptDownloads: true });
  await chooseLocale(phone, baseURL!, "es-MX");
  const page = await phone.newPage();
  await page.goto(receiptUrl);
  await page.getByTestId("receipt-invoice-link").tap();
  await expect(page.getByTestId("factura-page")).toBeVisible();
  await expect(page.getByTestId("factura-total")).toContainText("232.00");

  // a wrong check digit (…QE5, not …QE4) is refused in words, next to the RFC
  await page.getByTestId("invoice-rfc").fill("XIQB891116QE5");
  await page.getByTestId("invoice-name").fill(CUSTOMER.name);
  await page.getByTestId("invoice-zip").fill(CUSTOMER.zip);
  await page.getByTestId("invoice-issue").tap();
  await expect(page.getByTestId("invoice-rfc-error")).toHaveText(es("invoices.form.rfcCheckDigit"));

  await page.getByTestId("invoice-rfc").fill(CUSTOMER.rfc);
  await page.getByTestId("invoice-regime").selectOption(CUSTOMER.regime);
  await page.getByTestId("invoice-use").selectOption(CUSTOMER.use);
  await page.getByTestId("invoice-email").fill(CUSTOMER.email);
  await expect(page.getByTestId("invoice-preview-total")).toContainText("232.00");
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, "factura-form-es-phone");
  await page.getByTestId("invoice-issue").tap();
  const issued = page.getByTestId("invoice-issued");
  await expect(issued).toBeVisible({ timeout: 30_000 });
  const uuid = (await issued.getByTestId("invoice-issued-uuid").textContent())!.trim();
  expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  await expect(issued.getByTestId("invoice-issued-total")).toContainText("232.00");
  await saveScreenshot(page, "factura-issued-es-phone");

  // the XML and the PDF download; the PDF read back says the UUID and the total
  const [xmlDownload] = await Promise.all([page.waitForEvent("download"), issued.getByTestId("invoice-download-xml").tap()]);
  const xml = readFileSync((await xmlDownload.path())!, "utf8");
  expect(xml).toContain(`UUID="${uuid}"`);
  expect(xml).toContain('Total="232.00"');
  expect(xml).toContain(`Rfc="${CUSTOMER.rfc}"`);
  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), issued.getByTestId("invoice-download-pdf").tap()]);
  const dir = mkdtempSync(path.join(tmpdir(), "caja-factura-"));
  try {
    const pdf = path.join(dir, "factura.pdf");
    await pdfDownload.saveAs(pdf);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).toContain(uuid);
    expect(text).toMatch(/232\.00/);
    expect(text).toContain(CUSTOMER.rfc);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // the e-mail, with both files
  const mail = await inbox.waitFor((m) => m.to.includes(CUSTOMER.email) && m.attachments.some((a) => a.filename.includes(uuid)), 20_000);
  expect(mail.attachments.map((a) => a.filename.split(".").pop()).sort()).toEqual(["pdf", "xml"]);
  expect(mail.attachments.find((a) => a.filename.endsWith(".xml"))!.content.toString("utf8")).toContain(`UUID="${uuid}"`);

  // the same ticket now shows its factura, not the form
  await page.reload();
  await expect(page.getByTestId("invoice-issued")).toBeVisible();
  await expect(page.getByTestId("invoice-issued-uuid")).toHaveText(uuid);
  await expect(page.getByTestId("invoice-issue")).toHaveCount(0);
  await phone.close();

  // the owner's global of the day for the branch: the other ticket, not the invoiced one
  const invoices = await owner.newPage();
  await invoices.goto("/invoices");
  const global = invoices.getByTestId("global-invoice");
  await global.getByTestId("global-branch").selectOption(branch);
  await global.getByTestId("global-periodicity").selectOption("01");
  // the form offers yesterday (the usual global); this one is today's, in the shop's time zone
  const today = new Intl.DateTimeFormat("es-MX", { timeZone: "America/Mexico_City", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
  await global.getByRole("textbox", { name: es("invoices.global.from") }).fill(today);
  await global.getByRole("button", { name: es("invoices.global.submit") }).click();
  await expect(global.getByRole("status")).toContainText("UUID", { timeout: 30_000 });
  await invoices.reload();
  const globalRow = invoices.getByTestId("invoice-row").filter({ has: invoices.locator('[data-testid=invoice-kind]', { hasText: es("invoices.kind.global") }) }).filter({ hasText: series }).first();
  await expect(globalRow.getByTestId("invoice-tickets")).toContainText(other.slice(-6));
  await expect(globalRow.getByTestId("invoice-tickets")).not.toContainText(invoiced.slice(-6));
  await expect(globalRow.getByTestId("invoice-total")).toContainText("58.00");

  // a refund of the invoiced ticket issues its nota de crédito, shown on the payment's page
  const payment = await owner.newPage();
  await payment.goto(`/intents/${invoiced}`);
  const refunds = payment.getByRole("region", { name: "Reembolsos" });
  await refunds.getByRole("button", { name: "Reembolsar" }).click();
  await refunds.getByLabel("Monto a reembolsar").fill("50");
  await refunds.getByRole("button", { name: "Revisar reembolso" }).click();
  await refunds.getByRole("button", { name: "Sí, reembolsar" }).click();
  await expect(refunds.getByTestId("refund-outcome")).toContainText("Se reembolsaron");
  await payment.reload();
  const credits = payment.getByTestId("sale-invoice-credits");
  await expect(credits.getByTestId("sale-invoice-line")).toHaveAttribute("data-kind", "credit");
  await expect(credits).toContainText("50.00");
  await owner.close();
});
