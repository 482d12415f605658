import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { advance, createIntent, intentBody, json, keyHeaders } from "../support/api";
import { chooseLocale, expectNoHorizontalScroll } from "../support/locale";
import { saveScreenshot } from "../support/screenshot";

type Payout = { payout: string; amount: number; status: string; arrival: string; trackingKey: string };
type Transaction = { type: string; amount: number; intent: string | null; payout: string | null; availableOn: string };
type Balance = { available: number; pending: number; nextPayout: { date: string; amount: number } };

// a valid CLABE (Banamex, Mexico City) the simulated bank pays at once
const PAID_CLABE = "002180123456789013";
const TABLET = { width: 800, height: 1280 };
const money = (amount: number) => new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(amount);
const day = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("es-MX", { dateStyle: "full", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d, 12)));
};
const api = async <T,>(request: APIRequestContext, path: string) => (await json<T>(await request.get(`/api${path}`, { headers: keyHeaders() }))).data;

/** A card payment of the dashboard's merchant, authorized: 3.5 % fee plus its IVA at the default pricing. */
async function paidCardSale(request: APIRequestContext, amount: number): Promise<string> {
  const { intent } = await createIntent(request, "card_present", { body: { ...intentBody("card_present"), amount } });
  expect((await advance(request, intent, "cp_authorized")).status()).toBe(200);
  return intent;
}

/**
 * The cut-off that pays the sale out: the first business day from the day its money is available
 * whose run makes a payout holding it (another run of the suite, a retry, may have made that day's
 * payout already: the next business day's then pays it).
 */
async function payOut(request: APIRequestContext, intent: string): Promise<Payout> {
  const lines = await api<{ data: Transaction[] }>(request, `/balance/transactions?intent=${intent}`);
  const from = new Date(`${lines.data[0]!.availableOn}T12:00:00Z`);
  for (let offset = 0; offset < 14; offset++) {
    const date = new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await request.post("/api/sandbox/payouts/run", { headers: keyHeaders(), data: { date } });
    if (response.status() === 400) continue; // a weekend or a bank holiday
    expect(response.status(), await response.text()).toBe(200);
    const paid = (await api<{ data: Transaction[] }>(request, `/balance/transactions?intent=${intent}`)).data;
    if (paid.every((line) => line.payout)) return (await api<Payout>(request, `/payouts/${paid[0]!.payout}`));
  }
  throw new Error(`no cut-off paid ${intent} out`);
}

async function tablet(browser: Browser, baseURL: string, role: "owner" | "support" | "cashier") {
  const context = await browser.newContext({ storageState: `.tmp/auth/${role}.json`, viewport: TABLET, hasTouch: true });
  await chooseLocale(context, baseURL, "es-MX");
  return { context, page: await context.newPage() };
}

test.describe("Depósitos, en español, en una tableta (800×1280)", () => {
  test("the owner reads the next deposit, opens a paid-out deposit and finds the sale; the payment's page shows fee and net; support finds the deposit of a payment; a cashier does not see deposits", async ({ browser, request, baseURL }) => {
    expect((await request.patch("/api/payout-account", { headers: keyHeaders(), data: { clabe: PAID_CLABE, holderName: "Tienda La Esquina" } })).status()).toBe(200);
    const sale = await paidCardSale(request, 1000); // fee 35.00, IVA 5.60, net 959.40
    const deposit = await payOut(request, sale);
    expect(deposit.status).toBe("paid");
    // the dashboard's own endpoint takes the deposit's webhooks (payout.created, payout.paid): answered 2xx, not refused and retried
    const endpoint = (await api<{ data: Array<{ id: string }> }>(request, "/webhook-endpoints")).data[0]!.id;
    for (const type of ["payout.created", "payout.paid"]) {
      await expect
        .poll(async () => (await api<{ data: Array<{ state: string; last: { status: number | null } | null }> }>(request, `/webhook-endpoints/${endpoint}/deliveries?type=${type}`)).data.map((d) => d.state), { timeout: 15_000 })
        .toContain("delivered");
    }

    const owner = await tablet(browser, baseURL!, "owner");
    const page = owner.page;
    // the next deposit as the service tells it (a moment when two reads of the balance agree: other tests pay meanwhile)
    await expect
      .poll(async () => {
        const before = await api<Balance>(request, "/balance");
        await page.goto("/deposits");
        const shown = await page.getByTestId("next-deposit-amount").textContent();
        const after = await api<Balance>(request, "/balance");
        if (before.nextPayout.amount !== after.nextPayout.amount) return "moving";
        expect(await page.getByTestId("next-deposit-day").textContent()).toContain(day(after.nextPayout.date));
        return shown === money(after.nextPayout.amount) ? "agrees" : `${shown} vs ${money(after.nextPayout.amount)}`;
      }, { timeout: 30_000 })
      .toBe("agrees");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Depósitos");
    await page.getByRole("button", { name: "Menú" }).tap();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Depósitos" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Menú" }).tap();
    const row = page.getByTestId("deposits").locator(`li[data-payout="${deposit.payout}"]`);
    await expect(row).toContainText(money(deposit.amount));
    await expect(row).toContainText(deposit.trackingKey);
    await expect(row.getByTestId("payout-status")).toHaveText("Depositado");
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, "deposits-es-tablet");

    await row.getByRole("link", { name: `Ver depósito ${deposit.payout}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/deposits/${deposit.payout}$`));
    await expect(page.getByTestId("deposit-tracking-key")).toHaveText(deposit.trackingKey);
    const line = page.getByTestId("deposit-lines").locator(`tr[data-intent="${sale}"]`);
    await expect(line).toContainText(money(1000));
    await expect(line).toContainText(money(-35));
    await expect(line).toContainText(money(-5.6));
    await expect(line).toContainText(money(959.4));
    await expect(page.getByTestId("deposit-total").locator('[data-column="net"]')).toHaveText(money(deposit.amount));
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, "deposit-es-tablet");

    // the accountant's CSV: a line per movement, the total the deposit's amount to the cent
    const csv = await page.request.get(`/api/dashboard/deposits/${deposit.payout}/export`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toContain(`caja-deposito-${deposit.arrival}`);
    const rows = (await csv.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(rows[0]).toBe("Fecha,Tipo,Pago,Reembolso,Disponible el,Importe (MXN),Movimiento");
    expect(rows.filter((r) => r.includes(sale)).map((r) => r.split(",")[1])).toEqual(["Venta", "Comisión", "IVA de la comisión"]);
    const sum = rows.slice(1, -1).reduce((cents, r) => cents + Math.round(Number(r.split(",")[5]) * 100), 0);
    expect(rows.at(-1)).toBe(`${deposit.arrival},Total del depósito,,,,${deposit.amount.toFixed(2)},${deposit.trackingKey}`);
    expect(sum).toBe(Math.round(deposit.amount * 100));

    // Reports for today: Caja's fees with their IVA, as the service's ledger has them for the day (read when two reads agree)
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
    const range = `from=${today}T06:00:00.000Z&to=${new Date(Date.parse(`${today}T06:00:00.000Z`) + 86_400_000).toISOString()}`;
    const feesOf = async () => {
      const { fees } = await api<{ fees: { fee: string; tax: string } }>(request, `/payment/totals?${range}`);
      return Math.round(Number(fees.fee) * 100) + Math.round(Number(fees.tax) * 100);
    };
    await expect
      .poll(async () => {
        const before = await feesOf();
        await page.goto("/overview?range=today");
        const shown = await page.getByTestId("summary-fees").textContent();
        const after = await feesOf();
        if (before !== after) return "moving";
        return shown === money(after / 100) ? "agrees" : `${shown} vs ${money(after / 100)}`;
      }, { timeout: 30_000 })
      .toBe("agrees");
    expect(Math.round(Number((await api<{ fees: { fee: string } }>(request, `/payment/totals?${range}`)).fees.fee) * 100)).toBeLessThanOrEqual(-3500);
    await expect(page.getByTestId("report-summary")).toContainText("Neto después de comisiones");
    await page.goto(`/deposits/${deposit.payout}`);

    await line.getByRole("link", { name: sale }).tap();
    const earned = page.getByTestId("payment-money");
    await expect(earned.getByTestId("payment-money-fee")).toContainText(money(-35));
    await expect(earned.getByTestId("payment-money-feeTax")).toContainText(money(-5.6));
    await expect(earned.getByTestId("payment-money-net")).toContainText(money(959.4));
    await expect(earned.getByTestId("payment-deposit")).toContainText(deposit.trackingKey);
    await owner.context.close();

    // support, asked "where is my money": the payment's page names its deposit, which opens
    const support = await tablet(browser, baseURL!, "support");
    await support.page.goto(`/intents/${sale}`);
    await support.page.getByTestId("payment-deposit").tap();
    await expect(support.page.getByTestId("deposit")).toHaveAttribute("data-payout", deposit.payout);
    await expect(support.page.getByTestId("deposit-lines").locator(`tr[data-intent="${sale}"]`)).toBeVisible();
    await support.context.close();

    // a cashier sees no deposits: not in the menu, the page refused, nor a payment's money
    const cashier = await tablet(browser, baseURL!, "cashier");
    await cashier.page.goto(`/intents/${sale}`);
    // the payment's page is there for the cashier (its status), without its money
    await expect(cashier.page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "cp_authorized");
    await expect(cashier.page.getByTestId("payment-money")).toHaveCount(0);
    await expect(cashier.page.getByRole("link", { name: "Depósitos" })).toHaveCount(0);
    const refused = await cashier.page.goto("/deposits");
    expect(refused?.url()).toContain("/forbidden");
    expect((await cashier.page.request.get(`/api/dashboard/deposits/${deposit.payout}/export`)).status()).toBe(403);
    await cashier.context.close();
  });
});
