import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { listIntents } from "./list-intents";
import { intentsCsv } from "../reports/intents-csv";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";

const MX = "America/Mexico_City";
const CASHIER: AuditBy = { actor: { id: "usr_cashier", email: "cajera@tienda.test" }, context: { ip: null, userAgent: null } };

async function insertIntent(db: Database, id: string, at: string, amount: string) {
  await db.query(
    `INSERT INTO dashboard_intent (id, payment, amount, branch, terminal, ticket, concept, status, code, seq, final, created_at, first_seen_at, updated_at)
     VALUES ($1, 'qr_present', $2::numeric, 'Centro', 'Mostrador', 'T-09999', 'Agua', 'qr_authorized', 103, 1, true, $3::timestamptz, $3::timestamptz, now())`,
    [id, amount, at],
  );
}

const csvText = (db: Database, filters: Parameters<typeof intentsCsv>[1]) => new Response(intentsCsv(db.store, filters, { timeZone: MX, currency: "MXN" })).text();

describe.each(DATABASE_KINDS)("cash sales in the payments list and its CSV on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let cashId: string;
  let ticket: string;
  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    const till = await setUpTill(db.store, { branch: "Centro", terminal: "Mostrador" });
    await openDrawer(db.store, { tillId: till.id, float: 50_000 }, CASHIER);
    await insertIntent(db, "qp_CashListAAA000000000001", new Date(Date.now() - 60_000).toISOString(), "150.00");
    const attempt = crypto.randomUUID();
    await recordCashSale(db.store, { tillId: till.id, attempt, amount: 13_800, tip: 1_800, received: 20_000, concept: "Tacos al pastor" }, CASHIER);
    cashId = `cash_${attempt}`;
    ticket = `${till.series}-00001`;
    await insertIntent(db, "qp_CashListAAA000000000002", new Date(Date.now() + 60_000).toISOString(), "99.00");
  });
  afterAll(async () => dispose?.());

  const ids = async (filters: Parameters<typeof listIntents>[1], limit = 100) => (await listIntents(db.store, filters, MX, limit)).rows.map((row) => row.id);

  it("a cash sale is a row of the list in its place by time, typed cash and paid, with its till, ticket, concept and amount", async () => {
    const { rows } = await listIntents(db.store, {}, MX);
    expect(rows.map((row) => row.id)).toEqual(["qp_CashListAAA000000000002", cashId, "qp_CashListAAA000000000001"]);
    expect(rows[1]).toMatchObject({ id: cashId, payment: "cash", status: "cash_paid", amount: "138.00", branch: "Centro", terminal: "Mostrador", ticket, concept: "Tacos al pastor", phoneLast4: null, cardLast4: null, tip: "18.00" });
    expect(rows[0]!.tip, "a payment no till charged has no tip").toBeNull();
  });

  it("a service payment a till charged with a tip shows its tip", async () => {
    const till = await db.prisma.dashboardTill.findFirstOrThrow();
    await db.query(`INSERT INTO dashboard_till_charge (attempt, till_id, ticket, intent_id, amount, method, tip) VALUES ($1, $2, 99, 'qp_CashListAAA000000000001', 150.00, 'qr', 15.00)`, [crypto.randomUUID(), till.id]);
    const { rows } = await listIntents(db.store, {}, MX);
    expect(rows.find((row) => row.id === "qp_CashListAAA000000000001")!.tip).toBe("15.00");
    await db.query(`DELETE FROM dashboard_till_charge WHERE intent_id = 'qp_CashListAAA000000000001'`);
  });

  it("pages through service payments and cash sales alike (the cursor crosses both)", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listIntents(db.store, { cursor }, MX, 1);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["qp_CashListAAA000000000002", cashId, "qp_CashListAAA000000000001"]);
  });

  it("filters: type cash lists only cash; another type leaves it out; the Authorized group and the status cash_paid list it (a cash sale is paid: the reports count it among the sales), another group or an API status leaves it out; search finds it", async () => {
    expect(await ids({ payment: "cash" })).toEqual([cashId]);
    expect(await ids({ payment: "cash,qr_present" })).toContain(cashId);
    expect(await ids({ payment: "qr_present" })).not.toContain(cashId);
    expect(await ids({ group: "authorized" })).toEqual(["qp_CashListAAA000000000002", cashId, "qp_CashListAAA000000000001"]);
    expect(await ids({ group: "authorized", payment: "qr_present" })).toEqual(["qp_CashListAAA000000000002", "qp_CashListAAA000000000001"]);
    expect(await ids({ status: "cash_paid" })).toEqual([cashId]);
    expect(await ids({ group: "failed" })).toEqual([]);
    expect(await ids({ status: "qr_authorized" })).not.toContain(cashId);
    expect(await ids({ branch: "Centro", terminal: "Mostrador" })).toContain(cashId);
    expect(await ids({ branch: "Norte" })).toEqual([]);
    expect(await ids({ q: "138" })).toEqual([cashId]);
    expect(await ids({ q: ticket })).toEqual([cashId]);
    expect(await ids({ q: ticket.toLowerCase() })).toEqual([cashId]);
    expect(await ids({ q: "1" })).toContain(cashId);
    expect(await ids({ q: "pastor" })).toEqual([cashId]);
    expect(await ids({ q: cashId.slice(0, 12) })).toEqual([cashId]);
  });

  it("the CSV has the cash sale typed cash with its amount, tip and net, and the totals add up to the cent", async () => {
    const lines = (await csvText(db, {})).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    const head = lines[0]!.split(",");
    const rows = lines.slice(1).map((line) => Object.fromEntries(line.split(",").map((value, i) => [head[i], value])));
    const cash = rows.find((row) => row.id === cashId)!;
    expect(cash).toMatchObject({ payment: "cash", status: "cash_paid", status_group: "", amount: "138.00", refunded: "0.00", net: "138.00", tip: "18.00", ticket, code: "" });
    const net = rows.reduce((sum, row) => sum + Math.round(Number(row.net) * 100), 0);
    expect(net).toBe(15_000 + 13_800 + 9_900);
  });
});
