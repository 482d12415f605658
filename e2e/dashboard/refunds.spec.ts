import { expect, test, type Browser, type Page } from "@playwright/test";
import { buildCardTransaction, sandboxTrack2 } from "../../lib/pos/build-card-transaction";
import { advance, createIntent, intentBody, json, keyHeaders, sendTransaction } from "../support/api";
import { expectNoHorizontalScroll, useLocale } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";

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
  await useLocale(context, baseURL, "es-MX");
  return { context, page: await context.newPage() };
}

async function openIntent(page: Page, intent: string) {
  await expect(async () => {
    await page.goto(`/intents/${intent}`);
    await expect(page.getByRole("heading", { name: intent })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
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
    await expect(refunds.getByRole("alert")).toContainText("hasta lo que queda"); // more than remains: said, nothing sent
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
