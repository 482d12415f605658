import { expect, test } from "@playwright/test";
import { advance, createIntent, intentBody, keyHeaders } from "../support/api";
import { chooseLocale, viewportOf } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";

test.use({ storageState: ".tmp/auth/owner.json", viewport: { width: 1360, height: 860 } });

test("the intents page with payments of every kind, and one's detail with its whole history", async ({ page, request }) => {
  const made: string[] = [];
  const plan: Array<[Parameters<typeof intentBody>[0], string | null, number, string]> = [
    ["qr_present", "qr_authorized", 249.9, "Café y pan dulce"],
    ["card_present", null, 1320, "Zapatos"],
    ["ec_remote", "ec_progress", 89.5, "Pedido web #5521"],
    ["qr_present", "qr_error_x", 45, "Tacos"],
    ["qr_present", null, 120, "Jugo verde"],
    ["ec_remote", "ec_auhtorized", 560, "Pedido web #5522"],
  ];
  for (const [payment, to, amount, concept] of plan) {
    const base = intentBody(payment, { amount });
    const { intent } = await createIntent(request, payment, { body: { ...base, data: { ...base.data, concept } } });
    if (payment === "ec_remote") await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } });
    if (to) await advance(request, intent, to);
    made.push(intent);
  }
  await page.goto("/intents");
  await expect(page.locator(`tr[data-intent="${made.at(-1)}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-intent="${made[0]}"]`).filter({ visible: true }).getByTestId("status-badge")).toHaveAttribute("data-status", "qr_authorized");
  await page.goto(`/intents/${made[2]}`);
  await expect(page.getByTestId("timeline").locator("li")).toHaveCount(6);
});

test("the payments page in Spanish on a phone and on a desktop (README screenshots)", async ({ browser, request, baseURL }) => {
  const plan: Array<[Parameters<typeof intentBody>[0], string | null, number, string, string]> = [
    ["qr_present", "qr_authorized", 249.9, "Café y pan dulce", "Caja 1"],
    ["card_present", "cp_authorized", 1320, "Zapatos de piel", "Caja 2"],
    ["ec_remote", "ec_progress", 89.5, "Pedido web #5521", "Tienda en línea"],
    ["qr_present", "qr_error_x", 45, "Tacos al pastor", "Caja 1"],
    ["qr_present", null, 120, "Jugo verde", "Caja 1"],
    ["ec_remote", "ec_auhtorized", 560, "Pedido web #5522", "Tienda en línea"],
  ];
  const made: string[] = [];
  for (const [payment, to, amount, concept, terminal] of plan) {
    const base = intentBody(payment, { amount });
    const ticket = `T-${String(made.length + 120).padStart(5, "0")}`;
    const { intent } = await createIntent(request, payment, { body: { ...base, data: { ...base.data, concept, branch: "Centro", terminal, ticket } } });
    if (payment === "ec_remote") await request.post("/api/payment/init", { headers: { ...keyHeaders(), "X-Intent": intent }, data: { phone: "5512345678" } });
    if (to) await advance(request, intent, to);
    made.push(intent);
  }
  for (const [width, name] of [
    [390, "payments-es-phone"],
    [1440, "payments-es-desktop"],
  ] as const) {
    const context = await browser.newContext({ storageState: ".tmp/auth/owner.json", viewport: viewportOf(width) });
    await chooseLocale(context, baseURL!, "es-MX");
    const page = await context.newPage();
    await page.goto("/intents");
    const newest = page.locator(`[data-intent="${made.at(-1)}"]`).filter({ visible: true });
    await expect(newest.getByTestId("status-badge")).toHaveAttribute("data-status", "ec_auhtorized");
    // every row with its details (the dashboard fills them from the API after the first webhook)
    for (const intent of made) await expect(page.locator(`[data-intent="${intent}"]`).filter({ visible: true })).toContainText("MXN");
    await expect(page.locator(`[data-intent="${made[0]}"]`).filter({ visible: true }).getByTestId("status-badge")).toHaveAttribute("data-status", "qr_authorized");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-connected", "true");
    await saveScreenshot(page, name);
    await context.close();
  }
});
