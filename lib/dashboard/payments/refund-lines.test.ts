import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RefundRecord } from "../../contract/responses";
import { refundLineCents } from "../../contract/ticket-lines";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { insertDashboardIntent } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import type { AuditBy } from "../audit/record-audit";
import { openDrawer } from "../drawer/open-drawer";
import { readSaleLines } from "../intents/read-sale-lines";
import { reserveRefundLines } from "../intents/reserve-refund-lines";
import { PaymentApiError, type PaymentApi } from "../payment-api";
import { refundLinesView } from "../receipts/refund-lines-view";
import { recordCashSale } from "../till/record-cash-sale";
import { setUpTill } from "../till/set-up-till";
import { refundPayment, type RefundInput } from "./refund-payment";
import { refundInputSchema } from "./refund-schemas";

const BY: AuditBy = { actor: { id: "usr_owner", email: "duena@tienda.test" }, context: { ip: null, userAgent: null } };

/** A ticket: 3 tacos at 25.00 (16 %), 0.750 kg of cheese at 189.90 (0 %: 142.425 → 142.43), a soda at 10.01 (16 %), a line no one can value. */
const TICKET = [
  { sku: "TAC", description: "Taco", price: "25.00", qty: 3, iva: "16" },
  { sku: "QSO", description: "Queso Oaxaca", price: "189.90", quantity: "0.750", iva: "0" },
  { description: "Refresco", price: "10.01", qty: 1, iva: "16" },
  { description: "Sin precio" },
];
const TICKET_TOTAL = "227.44";

type Call = { intent: string; amount: number | undefined; key: string };

/** The payment API's refund, answered here: each call a refund of what was asked, or the error set for the next call. */
function fakeApi() {
  const calls: Call[] = [];
  let next: unknown = null;
  let n = 0;
  const api = {
    refund: async (intent: string, body: { amount?: number }, key: string): Promise<RefundRecord> => {
      calls.push({ intent, amount: body.amount, key });
      if (next) {
        const error = next;
        next = null;
        throw error;
      }
      const now = new Date().toISOString();
      return { refund: `rf_lines${String(++n).padStart(14, "0")}`, intent, amount: body.amount ?? 0, status: "refund_succeeded", reason: "requested_by_customer", failure: null, refunded: 0, remaining: 0, note: null, created: now, updated: now };
    },
  } as unknown as PaymentApi;
  return { api, calls, failNext: (error: unknown) => (next = error) };
}

describe.each(DATABASE_KINDS)("refunds by line, on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let fake: ReturnType<typeof fakeApi>;
  let seq = 0;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    fake = fakeApi();
  });
  afterAll(async () => dispose?.());

  /** A paid QR payment with `items` in the dashboard's copy. */
  const sale = async (items: unknown = TICKET, amount = TICKET_TOTAL) => {
    const id = `qp_refundlines${String(++seq).padStart(10, "0")}${kind === "pglite" ? "a" : "b"}`;
    await insertDashboardIntent(db.store, id, { payment: "qr_present", amount, branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: new Date().toISOString() });
    await db.query("UPDATE dashboard_intent SET items = $2::jsonb WHERE id = $1", [id, JSON.stringify(items)]);
    return id;
  };
  const input = (intent: string, lines: RefundInput["lines"], extra: Partial<RefundInput> = {}): RefundInput => ({
    intent,
    lines,
    reason: "requested_by_customer",
    via: "intent detail",
    attempt: crypto.randomUUID(),
    ...extra,
  });
  const rows = (sale: string) =>
    db.query<{ refund_id: string; line: number; quantity: string; amount: string }>(
      "SELECT refund_id, line, quantity::text, amount::text FROM dashboard_refund_line WHERE intent_id = $1 OR sale_attempt = $1 ORDER BY created_at, line",
      [sale],
    );
  const invalid = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).data.errors;
  };

  it("reads a sale's lines, valued as lib/contract/ticket-lines.ts values them (a line without a price is left out)", async () => {
    const id = await sale();
    const read = await readSaleLines(db.store, id);
    expect(read?.lines.map((l) => [l.line, l.sold, l.weighed, l.total, l.iva, l.refunded])).toEqual([
      [0, "3", false, "75.00", "16", "0"],
      [1, "0.75", true, "142.43", "0", "0"],
      [2, "1", false, "10.01", "16", "0"],
    ]);
    expect(await readSaleLines(db.store, "qp_unknown000000000000000")).toBeNull();
  });

  it("gives back the lines' amount through the service and keeps the lines under the refund's id", async () => {
    const id = await sale();
    const refund = await refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "1" }, { line: 2, quantity: "1" }]), BY);
    expect(fake.calls.at(-1)).toMatchObject({ intent: id, amount: 35.01 });
    expect(await rows(id)).toEqual([
      { refund_id: refund.refund, line: 0, quantity: "1.000", amount: "25.00" },
      { refund_id: refund.refund, line: 2, quantity: "1.000", amount: "10.01" },
    ]);
    const read = await readSaleLines(db.store, id);
    expect(read?.lines.map((l) => [l.refunded, l.refundedAmount])).toEqual([
      ["1", "25.00"],
      ["0", "0.00"],
      ["1", "10.01"],
    ]);
    // the receipt's desglose: 35.01 at 16 %: base 30.18, IVA 4.83
    expect(await refundLinesView(db.store, refund.refund)).toMatchObject({
      total: "35.01",
      lines: [
        { line: 0, sku: "TAC", description: "Taco", quantity: "1", amount: "25.00", iva: "16" },
        { line: 2, sku: null, description: "Refresco", quantity: "1", amount: "10.01", iva: "16" },
      ],
      ivaByRate: [{ rate: "16", total: "35.01", base: "30.18", iva: "4.83" }],
      undeclared: null,
    });
    expect(await refundLinesView(db.store, "rf_typedamount0000000000")).toBeNull();
  });

  it("gives back a weighed line in steps that add up to its total exactly", async () => {
    const id = await sale();
    const first = await refundPayment(db.store, fake.api, input(id, [{ line: 1, quantity: "0.25" }]), BY);
    const second = await refundPayment(db.store, fake.api, input(id, [{ line: 1, quantity: "0.500" }]), BY);
    const a = refundLineCents(14_243n, 750n, 0n, 250n);
    const b = refundLineCents(14_243n, 750n, 250n, 500n);
    expect([first.amount, second.amount]).toEqual([Number(a) / 100, Number(b) / 100]);
    expect(a + b).toBe(14_243n);
    expect((await readSaleLines(db.store, id))?.lines[1]).toMatchObject({ refunded: "0.75", refundedAmount: "142.43" });
    const errors = await invalid(refundPayment(db.store, fake.api, input(id, [{ line: 1, quantity: "0.001" }]), BY));
    expect(errors).toEqual([{ field: "lines.0.quantity", message: "intent.refund.lines.overLeft" }]);
  });

  it("refuses unknown lines, a part of a unit, more than is left, a sale without lines and an amount that is not the lines'; nothing is given back", async () => {
    const id = await sale();
    const before = fake.calls.length;
    expect(await invalid(refundPayment(db.store, fake.api, input(id, [{ line: 3, quantity: "1" }, { line: 9, quantity: "1" }, { line: 0, quantity: "1.5" }, { line: 2, quantity: "2" }]), BY))).toEqual([
      { field: "lines.0.line", message: "intent.refund.lines.unknown" },
      { field: "lines.1.line", message: "intent.refund.lines.unknown" },
      { field: "lines.2.quantity", message: "intent.refund.lines.wholeUnits" },
      { field: "lines.3.quantity", message: "intent.refund.lines.overLeft" },
    ]);
    expect(await invalid(refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "1" }], { amount: 30 }), BY))).toEqual([{ field: "amount", message: "intent.refund.lines.amountChanged" }]);
    expect(await invalid(refundPayment(db.store, fake.api, input(await sale([], "50.00"), [{ line: 0, quantity: "1" }]), BY))).toEqual([{ field: "lines", message: "intent.refund.lines.none" }]);
    await expect(refundPayment(db.store, fake.api, input("qp_unknown000000000000000", [{ line: 0, quantity: "1" }]), BY)).rejects.toMatchObject({ code: "not_found" });
    expect(fake.calls.length).toBe(before);
    expect(await rows(id)).toEqual([]);
    // the amount the form showed, confirmed
    await refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "2" }], { amount: 50 }), BY);
    expect(fake.calls.at(-1)?.amount).toBe(50);
  });

  it("the schema takes lines (each once, a positive quantity of three decimals at most)", () => {
    const base = { intent: "qp_refundlines0000000001a", reason: "requested_by_customer", attempt: crypto.randomUUID(), via: "till" };
    expect(refundInputSchema.parse({ ...base, lines: [{ line: 1, quantity: " 0.750 " }] }).lines).toEqual([{ line: 1, quantity: "0.750" }]);
    for (const lines of [[], [{ line: 0, quantity: "0" }], [{ line: 0, quantity: "1.2345" }], [{ line: -1, quantity: "1" }], [{ line: 0, quantity: "1" }, { line: 0, quantity: "1" }]]) {
      expect(refundInputSchema.safeParse({ ...base, lines }).success, JSON.stringify(lines)).toBe(false);
    }
  });

  it("a refusal of the service drops the reservation; a service that does not answer keeps it until its time runs out", async () => {
    const id = await sale();
    fake.failNext(new PaymentApiError(409, "refund_exceeds_remaining", { remaining: "0.00" }));
    await expect(refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "3" }]), BY)).rejects.toBeInstanceOf(PaymentApiError);
    expect(await rows(id)).toEqual([]);

    const attempt = crypto.randomUUID();
    fake.failNext(new TypeError("fetch failed"));
    await expect(refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "3" }], { attempt }), BY)).rejects.toBeInstanceOf(TypeError);
    expect(await rows(id)).toEqual([{ refund_id: `rq_${attempt}`, line: 0, quantity: "3.000", amount: "75.00" }]);
    // the line counts as given back meanwhile
    expect(await invalid(refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "1" }]), BY))).toEqual([{ field: "lines.0.quantity", message: "intent.refund.lines.overLeft" }]);
    // the same form sent again is its own reservation: it goes through, under the service's refund id
    const retried = await refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "3" }], { attempt }), BY);
    expect(fake.calls.at(-1)?.key).toBe(`dash-refund-${attempt}`);
    expect(await rows(id)).toEqual([{ refund_id: retried.refund, line: 0, quantity: "3.000", amount: "75.00" }]);

    const other = await sale();
    fake.failNext(new TypeError("fetch failed"));
    await expect(refundPayment(db.store, fake.api, input(other, [{ line: 2, quantity: "1" }]), BY)).rejects.toBeInstanceOf(TypeError);
    await db.query("UPDATE dashboard_refund_line SET created_at = now() - interval '16 minutes' WHERE intent_id = $1", [other]);
    const later = await refundPayment(db.store, fake.api, input(other, [{ line: 2, quantity: "1" }]), BY);
    expect(await rows(other)).toEqual([{ refund_id: later.refund, line: 2, quantity: "1.000", amount: "10.01" }]);
  });

  it("the lines of a refund that failed are free again", async () => {
    const id = await sale();
    const refund = await refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "3" }]), BY);
    await db.query(`INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ($1, $2, 75.00, 'refund_failed', 2, now())`, [refund.refund, id]);
    expect((await readSaleLines(db.store, id))?.lines[0]?.refunded).toBe("0");
    await refundPayment(db.store, fake.api, input(id, [{ line: 0, quantity: "3" }]), BY);
  });

  it("two refunds of the same line at once: one gets it, the other is refused", async () => {
    const id = await sale();
    const attempts = await Promise.allSettled(
      [1, 2].map((n) => reserveRefundLines(db.store, { sale: id, lines: [{ line: 0, quantity: "2" }], holder: `rq_concurrent-${kind}-${n}` })),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await rows(id)).map((r) => r.quantity)).toEqual(["2.000"]);
  });

  it("a cash sale's lines are given back from the drawer in one transaction, once per form attempt", async () => {
    const till = await setUpTill(db.store, { branch: "Centro", terminal: `Caja ${kind}` });
    await openDrawer(db.store, { tillId: till.id, float: 50_000 }, BY);
    const cash = await recordCashSale(db.store, { tillId: till.id, attempt: crypto.randomUUID(), amount: 22_744, tip: 0, received: 30_000, concept: null }, BY);
    await db.query("UPDATE dashboard_till_charge SET items = $2::jsonb WHERE attempt = $1", [cash.id.slice("cash_".length), JSON.stringify(TICKET)]);
    const attempt = crypto.randomUUID();
    const ask = () => refundPayment(db.store, fake.api, input(cash.id, [{ line: 1, quantity: "0.750" }], { attempt, via: "till" }), BY);
    const refund = await ask();
    expect(refund).toMatchObject({ intent: cash.id, amount: 142.43, status: "refund_succeeded" });
    expect(refund.refund).toMatch(/^cr_/);
    expect(await ask()).toMatchObject({ refund: refund.refund, amount: 142.43 });
    expect(await rows(cash.id.slice("cash_".length))).toEqual([{ refund_id: refund.refund, line: 1, quantity: "0.750", amount: "142.43" }]);
    const [charge] = await db.query<{ refunded: string }>("SELECT refunded::text FROM dashboard_till_charge WHERE attempt = $1", [cash.id.slice("cash_".length)]);
    expect(charge?.refunded).toBe("142.43");
    expect(await refundLinesView(db.store, refund.refund)).toMatchObject({ total: "142.43", ivaByRate: [{ rate: "0", total: "142.43", base: "142.43", iva: "0.00" }] });
    // another line of it, another refund
    const second = await refundPayment(db.store, fake.api, input(cash.id, [{ line: 0, quantity: "3" }], { via: "till" }), BY);
    expect(second.amount).toBe(75);
    expect((await readSaleLines(db.store, cash.id))?.lines.map((l) => l.refunded)).toEqual(["3", "0.75", "0"]);
  });
});
