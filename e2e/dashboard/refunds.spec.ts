import { expect, test, type Browser } from "@playwright/test";
import { openIntent } from "../support/intent-page";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { advance, createIntent, intentBody, json, keyHeaders, sendTransaction } from "../support/api";
import { chooseLocale, expectNoHorizontalScroll } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";
import { E2E } from "../support/secrets";
import { receiptPath } from "../../lib/dashboard/receipts/receipt-url";
import { chargeAtTill, decodeQrText, tillTablet } from "../support/till";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** A card payment of `amount` paid with the 4242 test card (so its page knows the card's last 4). */
async function paidByCard(request: Parameters<typeof createIntent>[0], amount: number): Promise<string> {
  const card = await createIntent(request, "card_present", { body: { ...intentBody("card_present"), amount } });
  const tx = await buildCardTransaction({ intent: card.intent, amount, keys: card.keys!, card: "4242424242424242", nip: "7391", track2: sandboxTrack2("4242424242424242") });
  expect((await sendTransaction(request, card.intent, tx)).status()).toBe(200);
  return card.intent;
}

/** A browser in Spanish on a 10-inch tablet (portrait or landscape), signed in as `role`. */
async function tablet(browser: Browser, baseURL: string, role: "owner" | "support", landscape = false) {
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport: landscape ? { width: 1280, height: 800 } : { width: 800, height: 1280 }, hasTouch: true });
  await chooseLocale(context, baseURL, "es-MX");
  return { context, page: await context.newPage() };
}


test.describe("refunds from a payment's page (Spanish, tablet)", () => {
  test("an owner refunds part of a card payment: the confirmation says how much goes back to which card, the page shows it, the audit trail says who and why", async ({ browser, baseURL, request }) => {
    const intent = await paidByCard(request, 200);
    const { context, page } = await tablet(browser, baseURL!, "owner");
    await openIntent(page, intent);
    const refunds = page.getByRole("region", { name: "Reembolsos" });
    await expect(refunds.getByTestId("refund-remaining")).toContainText("200.00");

    await refunds.getByRole("button", { name: "Reembolsar" }).tap();
    const amount = refunds.getByLabel("Monto a reembolsar");
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue("200.00"); // the remaining total by default
    await amount.fill("500");
    await refunds.getByRole("button", { name: "Revisar reembolso" }).tap();
    await expect(refunds.getByRole("alert")).toHaveText("Es más de lo que queda: solo quedan MXN 200.00 por reembolsar."); // more than remains: said, with what remains, nothing sent
    await amount.fill("125.50");
    await refunds.getByLabel("Motivo").selectOption({ label: "Cobro duplicado" });
    await refunds.getByLabel("Nota (opcional)").fill("Se cobró dos veces");
    await refunds.getByRole("button", { name: "Revisar reembolso" }).tap();
    const confirm = refunds.getByTestId("refund-confirm");
    await expect(confirm.getByTestId("refund-destination")).toHaveText(/125\.50 de vuelta a la tarjeta con terminación 4242/);
    await expect(confirm).toContainText("No se puede deshacer");
    await expect(confirm.getByRole("button", { name: "Regresar" })).toBeFocused(); // the safe choice has the focus
    await refunds.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "refund-confirm-es-MX");
    expect((await json<{ data: unknown[] }>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders() }))).data.data).toHaveLength(0);
    await confirm.getByRole("button", { name: "Sí, reembolsar" }).tap();

    await expect(refunds.getByTestId("refund-outcome")).toContainText("Se reembolsaron");
    const row = refunds.getByTestId("refund");
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute("data-status", "refund_succeeded");
    await expect(row).toContainText("Reembolsado");
    await expect(row).toContainText("125.50");
    await expect(row).toContainText("Cobro duplicado");
    await expect(refunds.getByTestId("refund-remaining")).toContainText("74.50");
    await expect(page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "cp_authorized"); // the payment keeps its status
    await expectNoHorizontalScroll(page);
    const service = await json<{ refunded: number; remaining: number; data: Array<{ reason: string; note: string }> }>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders() }));
    expect(service.data).toMatchObject({ refunded: 125.5, remaining: 74.5, data: [{ reason: "duplicate", note: "Se cobró dos veces" }] });

    await page.goto(`/settings/activity?action=payment.refunded&target=${intent}`);
    const audit = page.getByTestId("audit-row");
    await expect(audit).toHaveCount(1);
    await expect(audit.getByTestId("audit-action")).toHaveText("Reembolsó un pago");
    await expect(audit.getByTestId("audit-actor")).toContainText("owner@caja.test");
    await expect(audit.getByTestId("audit-changes")).toContainText("125.50");
    await expect(audit.getByTestId("audit-changes")).toContainText("duplicate");
    await expect(audit.getByTestId("audit-changes")).toContainText("Se cobró dos veces");
    await context.close();
  });

  test("a pending refund's progress shows live on the open page; a support agent sees refunds but cannot make one", async ({ browser, baseURL, request }) => {
    const { intent } = await createIntent(request, "qr_present", { body: { ...intentBody("qr_present"), amount: 80 } });
    expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);
    const { context, page } = await tablet(browser, baseURL!, "owner", true);
    await openIntent(page, intent);
    const refunds = page.getByRole("region", { name: "Reembolsos" });
    await refunds.getByRole("button", { name: "Reembolsar" }).tap();
    await refunds.getByLabel("Monto a reembolsar").fill("30.14"); // the sandbox keeps .14 pending
    await refunds.getByRole("button", { name: "Revisar reembolso" }).tap();
    await expect(refunds.getByTestId("refund-destination")).toHaveText(/30\.14 de vuelta a la cuenta CoDi que pagó/);
    await refunds.getByRole("button", { name: "Sí, reembolsar" }).tap();
    const row = refunds.getByTestId("refund");
    await expect(row).toHaveAttribute("data-status", "refund_pending");
    await expect(row).toContainText("Pendiente");
    await expect(refunds.getByTestId("refund-pending")).toContainText("30.14");
    await expect(refunds.getByTestId("refund-remaining")).toContainText("49.86");

    const refund = (await row.getAttribute("data-refund"))!;
    expect((await request.post(`/api/sandbox/refunds/${refund}/settle`, { headers: keyHeaders(), data: { to: "refund_succeeded" } })).status()).toBe(200);
    await expect(row).toHaveAttribute("data-status", "refund_succeeded"); // no reload: the webhook reaches the open page
    await expect(refunds.getByTestId("refund-refunded")).toContainText("30.14");
    await context.close();

    const support = await tablet(browser, baseURL!, "support");
    await openIntent(support.page, intent);
    const seen = support.page.getByRole("region", { name: "Reembolsos" });
    await expect(seen.getByTestId("refund")).toHaveCount(1);
    await expect(seen.getByRole("button", { name: "Reembolsar" })).toHaveCount(0);
    await support.context.close();
  });
});

test.describe("refunds at the till (Spanish, 10-inch tablet)", () => {
  test("an owner refunds a recent sale, and another found by scanning its receipt's QR; the customer scans a refund receipt, which prints on 58 and 80 mm", async ({ browser, baseURL, request }) => {
    const names = { branch: `Reembolsos ${Date.now().toString(36)}`, terminal: "Caja 1" };
    const { context, page } = await tillTablet(browser, "owner", names, { width: 1280, height: 800 });
    await chooseLocale(context, baseURL!, "es-MX");
    await page.goto("/checkout");
    const sales: string[] = [];
    for (const digits of ["12550", "8000"]) {
      const intent = await chargeAtTill(page, digits, undefined, "es-MX");
      expect((await advance(request, intent, "qr_authorized")).status()).toBe(200);
      await expect(page.getByTestId("checkout-paid")).toBeVisible();
      await page.getByRole("button", { name: "Nueva venta" }).click();
      sales.push(intent);
    }
    const [first, second] = sales as [string, string];

    // a recent sale: its Refund button opens the refund over the keypad
    const sale = page.getByTestId("recent-sales").locator(`li[data-intent="${first}"]`);
    await sale.getByTestId("sale-refund").click();
    const dialog = page.getByTestId("till-refund");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reembolsar" }).click();
    await expect(dialog.getByLabel("Monto a reembolsar")).toHaveValue("125.50");
    await dialog.getByRole("button", { name: "Revisar reembolso" }).click();
    await expect(dialog.getByTestId("refund-destination")).toHaveText(/125\.50 de vuelta a la cuenta CoDi que pagó/);
    await dialog.getByRole("button", { name: "Sí, reembolsar" }).click();
    await expect(dialog.getByTestId("refund")).toHaveAttribute("data-status", "refund_succeeded");
    const receiptUrl = await decodeQrText(page, "till-refund-receipt");
    expect(receiptUrl).toMatch(new RegExp(`/r/${first}/[A-Za-z0-9_-]+\\?refund=rf_[0-9A-Za-z]{22}$`));
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();

    // the other sale, found by its receipt's QR (a scanner types the link into the field)
    await page.getByLabel("Reembolsar por comprobante: escanea su QR o pega su enlace").fill("https://example.com/not-a-receipt");
    await page.getByRole("button", { name: "Buscar venta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "no es un enlace de comprobante" })).toBeVisible();
    // a cash sale's receipt is a receipt too: it opens that sale's refund (its money goes back from the drawer); one no till sold cannot be read
    const cashSale = `cash_${crypto.randomUUID()}`;
    await page.getByLabel("Reembolsar por comprobante: escanea su QR o pega su enlace").fill(`${baseURL}${receiptPath({ masterKey: Buffer.from(E2E.masterKey, "base64") }, cashSale)}`);
    await page.getByRole("button", { name: "Buscar venta" }).click();
    const unknown = page.getByTestId("till-refund");
    await expect(unknown).toHaveAttribute("data-intent", cashSale);
    await expect(unknown.getByRole("alert")).toHaveText("No se puede leer esta venta ahora.");
    await unknown.getByRole("button", { name: "Cerrar" }).click();
    await expect(unknown).toBeHidden();
    await page.getByLabel("Reembolsar por comprobante: escanea su QR o pega su enlace").fill(`${baseURL}${receiptPath({ masterKey: Buffer.from(E2E.masterKey, "base64") }, second)}`);
    await page.getByRole("button", { name: "Buscar venta" }).click();
    const other = page.getByTestId("till-refund");
    await expect(other).toHaveAttribute("data-intent", second);
    await other.getByRole("button", { name: "Reembolsar" }).click();
    await other.getByLabel("Monto a reembolsar").fill("30");
    await other.getByRole("button", { name: "Revisar reembolso" }).click();
    await other.getByRole("button", { name: "Sí, reembolsar" }).click();
    await expect(other.getByTestId("refund-remaining")).toContainText("50.00");
    await context.close();

    // the refund receipt the customer scanned, printed on a roll
    for (const [paper, widthPx, pageWidthPt] of [["58", 219, (58 / 25.4) * 72], ["80", 302, (80 / 25.4) * 72]] as const) {
      const customer = await browser.newContext({ viewport: { width: widthPx, height: 900 } });
      await chooseLocale(customer, baseURL!, "es-MX");
      const phone = await customer.newPage();
      await phone.goto(`${receiptUrl}&paper=${paper}`);
      const slip = phone.getByTestId("receipt");
      await expect(slip.getByRole("heading", { level: 1 })).toHaveText("Comprobante de reembolso");
      await expect(slip.getByTestId("receipt-total")).toContainText("MXN 125.50");
      await expect(slip.getByTestId("receipt-returned-to")).toContainText("la cuenta CoDi que pagó");
      await phone.emulateMedia({ media: "print" });
      const file = path.resolve(`.tmp/receipts/refund-${paper}.pdf`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await phone.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      expect(Number(/Page size:\s+([\d.]+) x/.exec(info)![1])).toBeCloseTo(pageWidthPt, 0);
      expect(info).toMatch(/Pages:\s+1\n/);
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(text).toMatch(/comprobante de reembolso/i);
      expect(text).toMatch(/Reembolsado MXN 125\.50/);
      expect(text).toContain(first);
      await customer.close();
    }

    // a refund the payment does not have is no receipt at all (the same 404 as a wrong link)
    const stranger = await browser.newContext();
    expect((await (await stranger.newPage()).goto(receiptUrl.replace(/refund=rf_\w+/, "refund=rf_0000000000000000000000")))?.status()).toBe(404);
    await stranger.close();

    // the sale's own receipt says it was refunded
    const saleReceiptPage = await browser.newContext();
    await chooseLocale(saleReceiptPage, baseURL!, "es-MX");
    const view = await saleReceiptPage.newPage();
    await view.goto(receiptUrl.replace(/\?refund=.*$/, ""));
    await expect(view.getByTestId("receipt-refunded-mark")).toHaveText("PAGO REEMBOLSADO");
    await expect(view.getByTestId("receipt-net")).toContainText("MXN 0.00");
    await saleReceiptPage.close();
  });
});
