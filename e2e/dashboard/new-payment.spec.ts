import { expect, test, type Page } from "@playwright/test";
import { cancel, detail, keyHeaders } from "../support/api";
import { expectNoHorizontalScroll, LOCALES, message, useLocale as chooseLocale, viewportOf, WIDTHS } from "../support/locale";
import { fillWhere } from "../support/new-payment";

/** The payment types as the form names them for people (the API's name is only the secondary text). */
const LABELS = { ec_remote: "Remote charge (phone)", card_present: "Card in person" } as const;

/** Creates a payment of `type` for `amount` from /intents/new; returns the new intent's id. */
async function createPayment(page: Page, type: keyof typeof LABELS, amount: string): Promise<string> {
  await page.goto("/intents/new");
  await page.locator("label", { hasText: type }).click();
  await page.getByLabel("Amount").fill(amount);
  await fillWhere(page);
  await page.getByRole("button", { name: `Create payment: ${LABELS[type]}` }).click();
  return (await page.getByTestId("payment-created").getAttribute("data-intent"))!;
}

test.use({ storageState: ".tmp/auth/cashier.json" });

test.describe("new payment", () => {
  test("the API's field errors appear next to the fields", async ({ page }) => {
    await page.goto("/intents/new");
    await page.getByLabel("Amount").fill("12.345");
    await page.getByRole("button", { name: "+ Add line" }).click();
    const line = page.getByTestId("item-line").first();
    await line.getByLabel("Qty").fill("0");
    await page.getByLabel("Branch").fill("");
    await page.getByRole("button", { name: /^Create/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Check the highlighted fields" })).toBeVisible();
    await expect(page.locator("#amount-error")).toHaveText("At most 2 decimals.");
    await expect(page.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#data\\.branch-error")).toHaveText("Must not be empty.");
    await expect(page.getByLabel("Amount")).toHaveValue("12.345"); // what was typed stays
    await expect(line.locator("[id='data.items[0].qty-error']")).toHaveText("At least 1.");
  });

  test("qr_present with item lines shows the QR", async ({ page, request }) => {
    await page.goto("/intents/new");
    await page.getByLabel("Amount").fill("300.00");
    await fillWhere(page);
    await page.getByRole("button", { name: "+ Add line" }).click();
    const line = page.getByTestId("item-line").first();
    await line.getByLabel("Sku").fill("A-1");
    await line.getByLabel("Description").fill("Mug");
    await line.getByLabel("Price").fill("150");
    await line.getByLabel("Qty").fill("2");
    await page.getByRole("button", { name: "Create payment: QR code (CoDi)" }).click();
    const created = page.getByTestId("payment-created");
    await expect(created.getByTestId("qr-code")).toBeVisible();
    const intent = (await created.getAttribute("data-intent"))!;
    const detail = await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json();
    expect(detail.data.data.items).toEqual([{ sku: "A-1", description: "Mug", price: "150", qty: 2 }]);
  });

  test("ec_remote: create, then initialize with the customer's phone (a wrong phone is refused)", async ({ page, request }) => {
    const intent = await createPayment(page, "ec_remote", "89.90");
    await page.getByLabel("Customer's phone (10 digits)").fill("55123");
    await page.getByRole("button", { name: "Send to phone" }).click();
    await expect(page.locator("#phone-error")).toContainText("Phone: Type exactly 10 digits.");
    await page.getByLabel("Customer's phone (10 digits)").fill("55 1234 5678");
    await page.getByRole("button", { name: "Send to phone" }).click();
    await expect(page.getByText("Initialized")).toBeVisible();
    const status = await (await request.get(`/api/payment/${intent}/status`, { headers: keyHeaders() })).json();
    expect(status.data.status).toBe("ec_inited");
  });

  test("card_present: 'tap test card' builds the signed, encrypted transaction and the API authorizes it", async ({ page, request }) => {
    const intent = await createPayment(page, "card_present", "1320");
    await page.getByRole("button", { name: "Tap test card (approves)" }).click();
    await expect(page.getByTestId("tap-result")).toHaveText("Authorized");
    const detail = await (await request.get(`/api/payment/${intent}`, { headers: keyHeaders() })).json();
    expect(detail.data).toMatchObject({ status: "cp_authorized", cardLast4: "4242" });
    // the browser never saw the keys in clear
    expect(await page.content()).not.toContain("BEGIN PRIVATE KEY");
  });

  test("card_present: after a decline the tap buttons are disabled, the outcome is in words, and no second transaction can be sent", async ({ page, request }) => {
    const intent = await createPayment(page, "card_present", "50");
    const taps: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.headers()["next-action"] && taps.push(r.url()));
    await page.getByRole("button", { name: "Tap card without funds" }).click();
    const result = page.getByTestId("tap-result");
    await expect(result).toHaveText("Declined: Insufficient funds (insufficient_funds)");
    await expect(result).toHaveAttribute("data-status", "cp_error_x");
    const buttons = page.getByRole("button", { name: /^Tap / });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    expect(taps).toHaveLength(1);

    for (const button of await buttons.all()) await button.click({ force: true });
    await expect(result).toHaveText("Declined: Insufficient funds (insufficient_funds)");
    await expect(page.getByText(/^Error/)).toHaveCount(0);
    expect(taps).toHaveLength(1);
    expect((await detail(request, intent)).data.events.map((e) => e.status)).toEqual(["cp_created", "cp_progress", "cp_error_x"]);
  });

  test("card_present: a payment canceled elsewhere disables the tap buttons and says Canceled", async ({ page, request }) => {
    // The form asks the dashboard how the intent stands as soon as it is created: wait for that first answer.
    const firstLook = page.waitForResponse((response) => /\/api\/dashboard\/intents\/cp_/.test(response.url()));
    const intent = await createPayment(page, "card_present", "75");
    await firstLook;
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    expect((await cancel(request, intent)).status()).toBe(200);
    // The dashboard's copy learns of it by webhook (or its sync); in the full suite that webhook can
    // queue behind the other worker's bursts for longer than the page's own 10 s poll, which is not
    // what this test is about: wait for the copy, then the open form must show it within its poll.
    const copied = async () => ((await (await page.request.get(`/api/dashboard/intents/${intent}`)).json()) as { data?: { reason?: string } }).data?.reason;
    await expect.poll(copied, { timeout: 45_000 }).toBe("canceled");
    await expect(page.getByTestId("tap-result")).toHaveText("Canceled: Canceled before the customer paid (canceled)", { timeout: 12_000 });
    for (const button of await page.getByRole("button", { name: /^Tap / }).all()) await expect(button).toBeDisabled();
  });

  test("in Spanish and English at every width: the form's words, the API's field errors in the user's language, no horizontal scroll, 44 px controls; the new payment's page lists its items", async ({ browser, baseURL }) => {
    for (const locale of LOCALES) {
      const context = await browser.newContext({ storageState: ".tmp/auth/cashier.json", viewport: viewportOf(390) });
      await chooseLocale(context, baseURL!, locale);
      const page = await context.newPage();
      await page.goto("/intents/new");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "newPayment.title"));
      await expect(page).toHaveTitle(new RegExp(message(locale, "newPayment.title")));
      await page.getByRole("button", { name: message(locale, "newPayment.addLine") }).click();
      for (const width of WIDTHS) {
        await page.setViewportSize(viewportOf(width));
        await expectNoHorizontalScroll(page);
        if (width === 390) {
          for (const control of [page.getByLabel(message(locale, "newPayment.amount")), page.getByRole("button", { name: message(locale, "newPayment.addLine") }), page.getByRole("button", { name: /^(Create|Crear)/ })]) {
            expect((await control.boundingBox())!.height, `${locale}`).toBeGreaterThanOrEqual(44);
          }
        }
      }
      await page.getByLabel(message(locale, "newPayment.amount")).fill("12.345");
      await page.getByRole("button", { name: /^(Create|Crear)/ }).click();
      await expect(page.locator("#amount-error")).toHaveText(message(locale, "newPayment.field.decimals"));
      await expect(page.getByRole("alert").filter({ hasText: message(locale, "actions.invalid") })).toBeVisible();

      await page.getByLabel(message(locale, "newPayment.amount")).fill("90");
      await fillWhere(page, locale);
      const line = page.getByTestId("item-line").first();
      await line.getByLabel(message(locale, "newPayment.line.description")).fill("Pan dulce");
      await line.getByLabel(message(locale, "newPayment.line.price")).fill("30");
      await line.getByLabel(message(locale, "newPayment.line.qty")).fill("3");
      await page.getByRole("button", { name: /^(Create|Crear)/ }).click();
      const created = page.getByTestId("payment-created");
      await expect(created.getByTestId("qr-code")).toBeVisible();
      await expectNoHorizontalScroll(page);
      const intent = (await created.getAttribute("data-intent"))!;
      await created.getByRole("link", { name: intent }).click();
      await expect(page.getByRole("heading", { level: 1, name: intent })).toBeVisible();
      await expect(page.getByTestId("item")).toHaveCount(1);
      await expect(page.getByTestId("item")).toContainText("Pan dulce");
      await context.close();
    }
  });
});
