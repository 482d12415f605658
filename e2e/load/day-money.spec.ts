import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createPostgresDatabase } from "../../lib/testing/databases";
import { parseCsv } from "../../lib/testing/parse-csv";
import { appsForSpec, tempDataDir, type AppProcess } from "../support/app-process";
import { ownerClient } from "../support/books";
import { quietMachine } from "../support/quiet-machine";
import { E2E, SERVER_SECRETS_ENV } from "../support/secrets";
import { submitSignIn } from "../support/session";
import { percentile, posBurst } from "../support/pos-burst";
import { describeShopBurst, shopBurst, type ShopSale, type Tender } from "../support/shop-burst";
import { catalogueCsv } from "../support/catalogue-csv";
import { linesTotalCents, type TicketLine } from "../../lib/contract/ticket-lines";

/**
 * The day's money under a busy shop's load, on every screen that shows it, against the built app
 * with its defaults (the service's default rate limit included): three tills taking QR, card and
 * cash sales, tips and refunds of every kind (cash ones from the drawers) through the till's own
 * operations, while the shop's other point of sale (a web store, a kiosk) creates and pays
 * payments straight through the API, at the most this build answers without a failure, and the
 * day's cut-off runs in the middle. Afterwards the overview, the cash-up, the corte of each drawer,
 * the payments CSV and the service's own totals say the same money as the sales made, to the cent;
 * the ledger holds each authorized payment once, and the deposits made with the balance left are
 * the sales less fees and refunds, on the service and on the deposits page. Every other sale at the
 * tills is a ticket with lines (a catalogue product and the rest sold by amount, at 16 % or 0 %),
 * some given back by line: the sales by product equal the lines the service and the tills hold. Figures are
 * printed and kept in .tmp/field-day-money.json.
 */
const DEFAULTS = { ...SERVER_SECRETS_ENV, RATE_LIMIT_PER_SECOND: "", LOG_LEVEL: "info", DASHBOARD_LOCALE: "en" };
const apps = appsForSpec(DEFAULTS);
test.afterAll(apps.stopAll);

/**
 * Sales a second at the tills, and payments a second at the other point of sale (each a create, and
 * every other one paid). Three tills at 6 sales/s is a sale every half second at each, far past
 * any shop's busiest hour; the till's operations are the dashboard's heaviest requests (a charge is
 * a route, a ticket transaction, a create at the service over loopback HTTP, its webhooks back into
 * the same process and the sync's feed read: at 8 sales/s the embedded process is 95 % busy, nearly
 * half of it in PGlite and Prisma, docs/benchmarks.md), so the rates leave headroom on a slower or
 * busier machine than the desk's (a CI machine at 8/s beside 10/s answered a few till operations
 * 502 after 19 s). An operation answered 502 or 503 is sent again with the same attempt, as the
 * till does: the books must still hold it once.
 */
const RATE = Number(process.env.DAY_MONEY_RATE ?? 6);
const POS_RATE = Number(process.env.DAY_MONEY_POS_RATE ?? 6);
const PG_RATE = Number(process.env.DAY_MONEY_PG_RATE ?? 6);
const PG_POS_RATE = Number(process.env.DAY_MONEY_PG_POS_RATE ?? 16);
const SECONDS = Number(process.env.DAY_MONEY_SECONDS ?? 25);
const FLOAT = 100_000;

const money = (cents: number) => (cents / 100).toFixed(2);
// a valid CLABE (Banamex, Mexico City) the simulated bank pays at once
const PAID_CLABE = "002180123456789013";

/** A request to the service's API with the dashboard merchant's key; a 429 (the burst is at the rate limit) is asked again when the service says. */
async function callService(app: AppProcess, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${app.url}/api${path}`, {
      method: init.method ?? "GET",
      headers: { "x-api-key": E2E.apiKey, ...(init.body ? { "content-type": "application/json" } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    if (response.status !== 429 || attempt >= 20) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
  }
}

/** Every balance transaction of a type, oldest first, page by page. */
async function ledgerOf(app: AppProcess, type: string): Promise<Array<{ intent: string | null; amount: number }>> {
  const lines: Array<{ intent: string | null; amount: number }> = [];
  let after: string | null = null;
  do {
    const page = (await (await callService(app, `/balance/transactions?type=${type}&limit=100${after ? `&after=${after}` : ""}`)).json()).data as { data: typeof lines; has_more: boolean; next: string | null };
    lines.push(...page.data);
    after = page.has_more ? page.next : null;
  } while (after);
  return lines;
}

/**
 * The day's cut-off run in the middle of the burst (the sandbox's way to run it now): the business
 * day the sales so far become available on, so what is booked by then goes out as one deposit and
 * what comes after stays in the balance (and refunds of sales already paid out leave it).
 */
async function cutOffMidway(app: AppProcess): Promise<{ status: number; atMs: number }> {
  const started = Date.now();
  // the middle of the burst is a moment on the burst's own clock, not an event to await
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
  const first = (await (await callService(app, "/balance/transactions?type=payment&limit=1")).json()).data as { data: Array<{ availableOn: string }> };
  const date = first.data[0]?.availableOn;
  const run = await callService(app, "/sandbox/payouts/run", { method: "POST", body: date ? { date } : {} });
  return { status: run.status, atMs: Date.now() - started };
}
const en = (cents: number) => new Intl.NumberFormat("en", { style: "currency", currency: "MXN", currencyDisplay: "code" }).format(cents / 100);
const cents = (text: string | null | undefined) => Math.round(Number((text ?? "0").replace(/[^0-9.-]/g, "")) * 100);
const total = (sales: ShopSale[], of: (sale: ShopSale) => number) => sales.reduce((sum, sale) => sum + of(sale), 0);

/** Where the day runs: its servers (the tills speak to the first, the other point of sale to all, in turn), and the rates. */
type Shop = { servers: AppProcess[]; rate: number; posRate: number; label: string };

async function dayAtTheShop(browser: Browser, shop: Shop) {
  const figures: Record<string, unknown> = { quiet: await quietMachine(), database: shop.label };
  const app = shop.servers[0]!;
  const owner = await ownerClient(app.url);
  const branch = `Carga ${Date.now().toString(36)}`;
  const tills: Array<{ id: string; terminal: string }> = [];
  for (const terminal of ["Caja 1", "Caja 2", "Caja 3"]) {
    const till = ((await (await owner.post("/api/dashboard/tills", { data: { branch, terminal } })).json()) as { data: { id: string } }).data;
    expect((await owner.post(`/api/dashboard/tills/${till.id}/drawer`, { data: { float: money(FLOAT) } })).status()).toBe(200);
    tills.push({ id: till.id, terminal });
  }

  // the catalogue the tills sell from: every other sale is a ticket with one of its products
  const imported = await owner.post("/api/dashboard/catalogue/import", { multipart: { file: { name: "catalogo.csv", mimeType: "text/csv", buffer: Buffer.from(catalogueCsv({ rows: 24 }), "utf8") }, skipInvalid: "false" } });
  expect(imported.status(), await imported.text()).toBe(200);
  const catalogue = ((await (await owner.get("/api/dashboard/catalogue/products")).json()) as { data: { products: Array<{ id: string; sku: string; price: string; byWeight: boolean }> } }).data.products;
  // (prices ending in .13 or .14 are left out: the sandbox fails or holds refunds of those amounts, and every refund here succeeds)
  const products = catalogue.filter((p) => !p.byWeight && ![13, 14].includes(cents(p.price) % 100)).map((p) => ({ id: p.id, sku: p.sku, cents: cents(p.price) }));

  // deposits go to a CLABE the simulated bank pays at once
  expect((await callService(app, "/payout-account", { method: "PATCH", body: { clabe: PAID_CLABE, holderName: "Tienda de carga" } })).status).toBe(200);
  const [burst, pos, cutOff] = await Promise.all([
    shopBurst({ dashboard: owner, serviceUrl: `${app.url}/api`, apiKey: E2E.apiKey, tills: tills.map((t) => t.id), rate: shop.rate, seconds: SECONDS, products }),
    posBurst({ apiUrl: shop.servers.map((server) => `${server.url}/api`), apiKey: E2E.apiKey, rate: shop.posRate, seconds: SECONDS, tag: "kiosko" }),
    cutOffMidway(shop.servers.at(-1)!),
  ]);
  figures.burst = { tills: describeShopBurst(burst), otherPointOfSale: { requests: pos.requests, answers: pos.answers, paid: pos.payments.filter((p) => p.paid).length, p50: Math.round(percentile(pos.latencies, 50)), p99: Math.round(percentile(pos.latencies, 99)) } };
  figures.serviceRequestsPerSecond = Math.round(((burst.serviceRequests + pos.requests) / Math.max(burst.ms, pos.ms)) * 1000);
  console.log(`[day-money] ${JSON.stringify(figures)}`);
  expect(burst.unfinished, "every till operation answered 200, if need be on a retry of the same attempt").toEqual([]);
  expect(Object.keys(burst.answers).filter((status) => !["200", "502", "503"].includes(status)), "no till operation answered anything but 200, or 502/503 (try again)").toEqual([]);
  expect(pos.answers, "every request of the other point of sale answered 200").toEqual({ 200: shop.posRate * SECONDS * 1.5 });
  expect(burst.sales).toHaveLength(shop.rate * SECONDS);
  const posPaid = pos.payments.filter((payment) => payment.paid).reduce((sum, payment) => sum + cents(payment.amount), 0);

  // what the sales made, by the generator's own books
  const paid = burst.sales.filter((sale) => sale.paid);
  const of = (tender: Tender) => paid.filter((sale) => sale.tender === tender);
  // every sale of the day: the tills' and the other point of sale's paid payments
  const collected = total(paid, (s) => s.amount) + posPaid;
  const refunded = total(paid, (s) => s.refunded);
  const tips = total(paid, (s) => s.tip);
  const cashIn = total(of("cash"), (s) => s.amount);
  const cashOut = total(of("cash"), (s) => s.refunded);
  const service = paid.filter((sale) => sale.tender !== "cash");
  const salesCount = paid.length + pos.payments.filter((payment) => payment.paid).length;
  figures.sales = { collected: money(collected), refunded: money(refunded), net: money(collected - refunded), tips: money(tips), cash: money(cashIn), cashRefunded: money(cashOut) };

  // the drawers close with what they should hold counted: the expected of each is its float and its cash, less its cash refunds
  const drawers: Array<{ id: string; expected: string }> = [];
  for (const till of tills) {
    const { drawer } = ((await (await owner.get(`/api/dashboard/tills/${till.id}/drawer`)).json()) as { data: { drawer: { id: string; expected: string } } }).data;
    const mine = paid.filter((sale) => sale.till === till.id && sale.tender === "cash");
    expect(cents(drawer.expected), `${till.terminal}: the drawer's expected`).toBe(FLOAT + total(mine, (s) => s.amount - s.refunded));
    const closed = await owner.post(`/api/dashboard/drawers/${drawer.id}/close`, { data: { total: drawer.expected, note: "" } });
    expect(closed.status()).toBe(200);
    drawers.push(drawer);
  }

  // the dashboard's copy of the service's payments balances with the service (the sync and the webhooks caught up)
  const day = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
  const settledAt = Date.now();
  await expect
    .poll(async () => ((await (await owner.get(`/api/dashboard/books?${new URLSearchParams(day)}`)).json()) as { data: { state: string } }).data.state, { timeout: 30_000, intervals: [500] })
    .toBe("balanced");
  figures.booksBalancedMs = Date.now() - settledAt;
  // the service's own totals: the QR and card sales, and their refunds (it never sees cash)
  const totals = (await (await fetch(`${app.url}/api/payment/totals?${new URLSearchParams(day)}`, { headers: { "x-api-key": E2E.apiKey } })).json()) as {
    data: { groups: { authorized: { count: number; amount: string } }; refunds: { succeeded: { amount: string }; pending: { amount: string } }; net: string; fees: { fee: string; tax: string }; payable: string };
  };
  expect(totals.data.groups.authorized).toEqual({ count: service.length + pos.payments.filter((p) => p.paid).length, amount: money(total(service, (s) => s.amount) + posPaid) });
  expect(totals.data.refunds.succeeded.amount).toBe(money(total(service, (s) => s.refunded)));

  // the ledger: every authorized payment booked exactly once; the deposits made at the cut-off in
  // the middle of the burst and the balance left add up to the range's gross − fees − refunds
  // (refunds still pending have left the balance too), which is the sales made less the fees
  const booked = (await ledgerOf(app, "payment")).map((line) => line.intent!);
  const authorized = [...service.map((sale) => sale.id), ...pos.payments.filter((p) => p.paid).map((p) => p.intent)];
  expect(booked.length, "no payment booked twice").toBe(new Set(booked).size);
  expect([...booked].sort(), "every authorized payment booked, nothing else").toEqual([...authorized].sort());
  const fees = cents(totals.data.fees.fee) + cents(totals.data.fees.tax);
  expect(cents(totals.data.payable), "the service's payable: its net less the fees").toBe(cents(totals.data.net) + fees);
  expect(cents(totals.data.net), "the service's net: the sales made through it less their refunds").toBe(total(service, (s) => s.amount) + posPaid - total(service, (s) => s.refunded));
  const payouts = (await (await callService(app, "/payouts?limit=100")).json()).data.data as Array<{ amount: number; status: string }>;
  const paidOut = payouts.filter((p) => p.status === "paid" || p.status === "pending").reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  const balance = (await (await callService(app, "/balance")).json()).data as { available: number; pending: number };
  const held = Math.round(balance.available * 100) + Math.round(balance.pending * 100);
  expect(cutOff.status, "the cut-off in the middle of the burst ran").toBe(200);
  expect(payouts.length, "the cut-off made the day's deposit").toBeGreaterThanOrEqual(1);
  expect(paidOut + held, "deposits + balance = gross − fees − refunds, to the cent").toBe(cents(totals.data.payable) - cents(totals.data.refunds.pending.amount));
  figures.ledger = { payments: booked.length, cutOffAtMs: cutOff.atMs, deposits: payouts.length, paidOut: money(paidOut), balance: money(held), fees: money(fees), payable: totals.data.payable };

  // the CSV: a line per sale, whose amounts, refunds, net and tips add up to the same
  const [head, ...lines] = parseCsv(await (await owner.get("/api/dashboard/intents/export")).text());
  const rows = lines.map((line) => Object.fromEntries(head!.map((column, i) => [column, line[i]!])));
  const paidRows = rows.filter((row) => row.payment === "cash" || row.status_group === "authorized");
  const column = (of: (row: Record<string, string>) => number) => money(paidRows.reduce((sum, row) => sum + of(row), 0));
  expect(rows).toHaveLength(burst.sales.length + pos.payments.length);
  expect({
    amount: column((row) => cents(row.amount)),
    refunded: column((row) => cents(row.refunded)),
    net: column((row) => cents(row.net)),
    tip: column((row) => cents(row.tip)),
    saleAndTip: column((row) => cents(row.sale_amount) + cents(row.tip)),
  }).toEqual({ amount: money(collected), refunded: money(refunded), net: money(collected - refunded), tip: money(tips), saleAndTip: money(collected) });

  // sales by product: each product's units, gross and refunds by line are the tickets' lines, and the
  // lines of every ticket add up to what the service holds (QR and card) and the till kept (cash)
  const withLines = paid.filter((sale) => sale.product);
  const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = parseCsv((await (await owner.get(`/api/dashboard/reports/products?${new URLSearchParams({ range: "custom", from: dayOf(-1), to: dayOf(1), branch })}`)).text()).replace(/^\uFEFF/, ""));
  const bySku = new Map(report.slice(1, -1).map((row) => [row[1]!, { units: row[4]!, refundedUnits: row[5]!, gross: cents(row[6]), refunded: cents(row[7]) }]));
  const expected = new Map<string, { units: number; refundedUnits: number; gross: number; refunded: number }>();
  for (const sale of withLines) {
    const entry = expected.get(sale.product!.sku) ?? { units: 0, refundedUnits: 0, gross: 0, refunded: 0 };
    entry.units += 1;
    entry.gross += sale.product!.cents;
    if (sale.productRefunded) {
      entry.refundedUnits += 1;
      entry.refunded += sale.product!.cents;
    }
    expected.set(sale.product!.sku, entry);
  }
  for (const [sku, want] of expected) {
    expect(bySku.get(sku), `sales by product: ${sku}`).toEqual({ units: String(want.units), refundedUnits: String(want.refundedUnits), gross: want.gross, refunded: want.refunded });
  }
  const reportTotal = report.at(-1)!;
  const linesHeld = await Promise.all(
    withLines.map(async (sale) => {
      if (sale.tender === "cash") return sale.amount - sale.tip;
      const held = (await (await callService(app, `/payment/${sale.id}`)).json()).data as { data: { items: TicketLine[] } };
      return Number(linesTotalCents(held.data.items));
    }),
  );
  expect(linesHeld, "every ticket's lines add up to its sale (the service's and the till's)").toEqual(withLines.map((sale) => sale.amount - sale.tip));
  expect(cents(reportTotal[6]), "the report's gross: the sum of the lines held").toBe(linesHeld.reduce((a, b) => a + b, 0));
  expect(cents(reportTotal[7]), "the report's refunds: the lines given back").toBe(total(withLines, (s) => (s.productRefunded ? s.product!.cents : 0)));
  figures.productSales = { tickets: withLines.length, refundedByLine: withLines.filter((s) => s.productRefunded).length, gross: money(cents(reportTotal[6])), refunded: money(cents(reportTotal[7])) };

  // the pages: the overview, the cash-up and each drawer's corte, as the owner reads them
  const context = await browser.newContext({ baseURL: app.url });
  const page: Page = await context.newPage();
  await page.goto("/login");
  await submitSignIn(page, "owner");
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
  const summary = async (url: string, testId: string) => {
    await page.goto(url);
    const card = (id: string) => page.getByTestId(testId).getByTestId(`summary-${id}`);
    await expect(card("collected")).toHaveText(en(collected));
    return { collected: await card("collected").textContent(), refunded: await card("refunded").textContent(), net: await card("net").textContent(), sales: await card("sales").textContent() };
  };
  const overview = await summary("/overview?range=today", "report-summary");
  // the overview's fees and net after them: the ledger's (cash has no fee)
  await expect(page.getByTestId("report-summary").getByTestId("summary-fees")).toHaveText(en(fees));
  await expect(page.getByTestId("report-summary").getByTestId("summary-payable")).toHaveText(en(collected - refunded + fees));
  // the deposits page: the deposits made and the balance add up to the same money as the service's
  await page.goto("/deposits");
  const shownDeposits = await page.getByTestId("deposits").getByTestId("deposit-amount").allTextContents();
  const shownHeld = cents(await page.getByTestId("balance-available").textContent()) + cents(await page.getByTestId("balance-pending").textContent());
  expect(shownDeposits.reduce((sum, text) => sum + cents(text), 0) + shownHeld, "Deposits: deposits + balance").toBe(paidOut + held);
  const cashUp = await summary("/cash-up", "cash-up-summary");
  for (const [screen, shown] of Object.entries({ overview, cashUp })) {
    expect(shown, screen).toEqual({ collected: en(collected), refunded: en(refunded), net: en(collected - refunded), sales: String(salesCount) });
  }
  const cashColumn = page.getByTestId("cash-up-sales").locator("tfoot [data-figure=cash]");
  await expect(cashColumn).toContainText(en(cashIn));
  for (const drawer of drawers) {
    await page.goto(`/cash-up/drawers/${drawer.id}`);
    const slip = page.getByTestId("drawer-slip");
    await expect(slip.getByTestId("slip-expected")).toContainText(en(cents(drawer.expected)));
    await expect(slip.getByTestId("slip-counted")).toContainText(en(cents(drawer.expected)));
  }
  figures.screens = { overview, cashUp, drawers: drawers.map((d) => d.expected) };
  await context.close();
  await owner.dispose();

  all[shop.label] = figures;
  console.log(`[day-money] ${JSON.stringify(figures)}`);
}

const all: Record<string, unknown> = {};
test.afterAll(() => {
  const file = path.resolve(".tmp/field-day-money.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(all, null, 2));
});

test("the embedded app with its defaults: three tills (QR, card, cash, tips, refunds of every kind) beside another point of sale; the overview, the cash-up, each drawer's corte, the CSV and the service agree with the sales made, to the cent", async ({ browser }) => {
  test.setTimeout(420_000);
  const app = await apps.start({ DATA_DIR: tempDataDir() });
  await dayAtTheShop(browser, { servers: [app], rate: RATE, posRate: POS_RATE, label: "embedded" });
});

test("two instances on one PostgreSQL: the tills on one, the other point of sale on both; every screen agrees with the sales made, to the cent", async ({ browser }) => {
  test.setTimeout(420_000);
  const server = new URL(process.env.E2E_DATABASE_URL!);
  server.pathname = "/postgres";
  const database = await createPostgresDatabase(server.toString());
  try {
    const env = { DATABASE_URL: database.url };
    const servers = [await apps.start(env), await apps.start(env)];
    await dayAtTheShop(browser, { servers, rate: PG_RATE, posRate: PG_POS_RATE, label: "postgresql" });
  } finally {
    await apps.stopAll();
    await database.drop();
  }
});
