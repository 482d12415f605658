import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DISPLAY_GROUPS, PAYMENT_TYPES } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { insertDashboardIntent, type DashboardIntentSeed } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { parseIntentFilters } from "../intent-filters";
import { listIntents } from "../intents/list-intents";
import { parseCashUpFilters } from "./cash-up-filters";
import { paymentsBehind, type CashUpFigure } from "./cash-up-links";
import { getCashUp, type CashUp, type CashUpRow } from "./get-cash-up";

const MX = "America/Mexico_City"; // UTC−6 all year since 2022
const NY = "America/New_York";
const DAY = "2026-03-10"; // in Mexico City: 2026-03-10T06:00Z to 2026-03-11T06:00Z

type Seed = DashboardIntentSeed & { id: string };

/** The dashboard's copy of intents, as the receiver and the API reads leave it. */
const INTENTS: Seed[] = [
  // Centro / Caja 1
  { id: "a1", payment: "qr_present", amount: "100.50", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-10T06:00:00.000Z" }, // 00:00 local
  { id: "a2", payment: "card_present", amount: "200.25", branch: "Centro", terminal: "Caja 1", status: "cp_authorized", created: "2026-03-11T05:59:00.000Z" }, // 23:59 local
  { id: "a3", payment: "qr_present", amount: "30.00", branch: "Centro", terminal: "Caja 1", status: "qr_error_x", reason: "insufficient_funds", created: "2026-03-10T15:00:00.000Z" },
  { id: "a4", payment: "qr_present", amount: "12.00", branch: "Centro", terminal: "Caja 1", status: "qr_scanned", created: "2026-03-10T16:00:00.000Z" },
  // Centro / Caja 2
  { id: "b1", payment: "ec_remote", amount: "55.55", branch: "Centro", terminal: "Caja 2", status: "ec_auhtorized", created: "2026-03-10T17:00:00.000Z" },
  { id: "b2", payment: "qr_present", amount: "40.00", branch: "Centro", terminal: "Caja 2", status: "qr_expired", reason: "sandbox_expired", created: "2026-03-10T17:10:00.000Z" },
  { id: "b3", payment: "qr_present", amount: "60.00", branch: "Centro", terminal: "Caja 2", status: "qr_expired", reason: "canceled", created: "2026-03-10T17:20:00.000Z" },
  { id: "b4", payment: "card_present", amount: "0.10", branch: "Centro", terminal: "Caja 2", status: "cp_expired", created: "2026-03-10T17:30:00.000Z" },
  // Norte: "Caja 10" after "Caja 2"; a creation time not known yet counts at first sight; a status this version does not know
  { id: "c1", payment: "card_present", amount: "10.00", branch: "Norte", terminal: "Caja 10", status: "cp_authorized", created: "2026-03-10T20:00:00.000Z" },
  { id: "c2", payment: "qr_present", amount: "0.01", branch: "Norte", terminal: "Caja 2", status: "qr_authorized", created: null, firstSeen: "2026-03-10T21:00:00.000Z" },
  { id: "c3", payment: "qr_present", amount: "5.00", branch: "Norte", terminal: "Caja 10", status: "qr_refunded", created: "2026-03-10T22:00:00.000Z" },
  // known only by a webhook so far: no branch, terminal, type or amount
  { id: "u1", status: "qr_created", created: null, firstSeen: "2026-03-10T23:00:00.000Z" },
  // not on the day
  { id: "x1", payment: "qr_present", amount: "999.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-11T06:01:00.000Z" }, // 00:01 the next day
  { id: "x2", payment: "qr_present", amount: "999.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-10T05:59:00.000Z" }, // 23:59 the day before
  { id: "x3", payment: "qr_present", amount: "999.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-09T12:00:00.000Z", firstSeen: "2026-03-10T12:00:00.000Z" }, // created the day before, heard of late
  { id: "x4", payment: "qr_present", amount: "999.00", branch: "Lejano", terminal: "Caja 1", status: "qr_authorized", created: null, firstSeen: "2026-03-11T07:00:00.000Z" },
  // New York, the days the clocks change: 8 March has 23 hours (05:00Z to 04:00Z), 1 November 25 (04:00Z to 05:00Z)
  { id: "n1", payment: "qr_present", amount: "1.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-03-08T05:00:00.000Z" }, // 00:00 EST
  { id: "n2", payment: "qr_present", amount: "2.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-03-09T03:59:00.000Z" }, // 23:59 EDT
  { id: "n3", payment: "qr_present", amount: "4.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-03-09T04:00:00.000Z" }, // 00:00 on the 9th
  { id: "n4", payment: "qr_present", amount: "8.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-03-08T04:59:00.000Z" }, // 23:59 on the 7th
  { id: "n5", payment: "qr_present", amount: "16.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-11-01T04:00:00.000Z" }, // 00:00 EDT
  { id: "n6", payment: "qr_present", amount: "32.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-11-02T04:59:00.000Z" }, // 23:59 EST
  { id: "n7", payment: "qr_present", amount: "64.00", branch: "Nueva York", terminal: "T", status: "qr_authorized", created: "2026-11-02T05:00:00.000Z" }, // 00:00 on the 2nd
];

const id = (seed: Seed) => `qp_cashup_${seed.id}`;

const insert = (db: Database, seed: Seed) => insertDashboardIntent(db.store, id(seed), seed);

const fig = (count: number, amount: string) => ({ count, amount });
const row = (cashUp: CashUp, branch: string | null, terminal?: string | null): CashUpRow => {
  const found = cashUp.rows.find((r) => r.branch === branch && (terminal === undefined ? r.level === "branch" : r.level === "till" && r.terminal === terminal));
  if (!found) throw new Error(`no row ${branch} / ${terminal}`);
  return found;
};

describe.each(DATABASE_KINDS)("getCashUp on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    for (const seed of INTENTS) await insert(db, seed);
  });
  afterAll(async () => dispose?.());

  it("adds up each till by status group and payment type, from 00:00 to 24:00 local, by the intent's creation at the service", async () => {
    const cashUp = await getCashUp(db.store, { day: DAY }, MX);
    expect(cashUp).toMatchObject({ day: DAY, start: "2026-03-10T06:00:00.000Z", end: "2026-03-11T06:00:00.000Z" });

    const caja1 = row(cashUp, "Centro", "Caja 1");
    expect(caja1.payments).toEqual(fig(4, "342.75"));
    expect(caja1.groups).toEqual({ authorized: fig(2, "300.75"), in_progress: fig(1, "12.00"), failed: fig(1, "30.00"), expired: fig(0, "0.00"), canceled: fig(0, "0.00") });
    expect(caja1.collected).toEqual({ qr_present: fig(1, "100.50"), card_present: fig(1, "200.25"), ec_remote: fig(0, "0.00"), cash: fig(0, "0.00") });
    expect(caja1).toMatchObject({ averageTicket: "150.38", firstSale: "2026-03-10T06:00:00.000Z", lastSale: "2026-03-11T05:59:00.000Z" });

    const caja2 = row(cashUp, "Centro", "Caja 2");
    expect(caja2.payments).toEqual(fig(4, "155.65"));
    expect(caja2.groups).toEqual({ authorized: fig(1, "55.55"), in_progress: fig(0, "0.00"), failed: fig(0, "0.00"), expired: fig(2, "40.10"), canceled: fig(1, "60.00") });
    expect(caja2.collected.ec_remote).toEqual(fig(1, "55.55"));
    expect(caja2.averageTicket).toBe("55.55");

    const norte10 = row(cashUp, "Norte", "Caja 10");
    expect(norte10.payments).toEqual(fig(2, "15.00")); // a status this version does not know counts among the payments, in no group
    expect(norte10.groups.authorized).toEqual(fig(1, "10.00"));
    expect(row(cashUp, "Norte", "Caja 2")).toMatchObject({ payments: fig(1, "0.01"), firstSale: "2026-03-10T21:00:00.000Z" });
  });

  it("adds up each branch and everything, with the average ticket rounded to cents and the first and last sale", async () => {
    const cashUp = await getCashUp(db.store, { day: DAY }, MX);
    const centro = row(cashUp, "Centro");
    expect(centro).toMatchObject({ payments: fig(8, "498.40"), averageTicket: "118.77", firstSale: "2026-03-10T06:00:00.000Z", lastSale: "2026-03-11T05:59:00.000Z" });
    expect(centro.groups).toEqual({ authorized: fig(3, "356.30"), in_progress: fig(1, "12.00"), failed: fig(1, "30.00"), expired: fig(2, "40.10"), canceled: fig(1, "60.00") });
    expect(row(cashUp, "Norte")).toMatchObject({ payments: fig(3, "15.01"), groups: { authorized: fig(2, "10.01") }, averageTicket: "5.01" });
    expect(row(cashUp, null)).toMatchObject({ payments: fig(1, "0.00"), groups: { in_progress: fig(1, "0.00") }, averageTicket: null, firstSale: null });

    expect(cashUp.total).toMatchObject({ level: "total", branch: null, terminal: null, payments: fig(12, "513.41"), averageTicket: "73.26" });
    expect(cashUp.total.groups).toEqual({ authorized: fig(5, "366.31"), in_progress: fig(2, "12.00"), failed: fig(1, "30.00"), expired: fig(2, "40.10"), canceled: fig(1, "60.00") });
    expect(cashUp.total.collected).toEqual({ qr_present: fig(2, "100.51"), card_present: fig(2, "210.25"), ec_remote: fig(1, "55.55"), cash: fig(0, "0.00") });

    // each branch, then its tills in natural order; payments whose details are not known yet last
    expect(cashUp.rows.map((r) => [r.level, r.branch, r.terminal])).toEqual([
      ["branch", "Centro", null],
      ["till", "Centro", "Caja 1"],
      ["till", "Centro", "Caja 2"],
      ["branch", "Norte", null],
      ["till", "Norte", "Caja 2"],
      ["till", "Norte", "Caja 10"],
      ["branch", null, null],
      ["till", null, null],
    ]);
    expect(cashUp.branches).toEqual(["Centro", "Norte"]);
    expect(cashUp.terminals).toEqual(["Caja 1", "Caja 2", "Caja 10"]);
  });

  it("nets refunds on the day they were made: a sale's refund the next day leaves its day as it was and takes from the next", async () => {
    const cashUpOf = (day: string) => getCashUp(db.store, { day, branch: "Reembolsos" }, MX);
    await insert(db, { id: "r1", payment: "card_present", amount: "125.50", branch: "Reembolsos", terminal: "Caja 1", status: "cp_authorized", created: "2026-04-01T18:00:00.000Z" });
    const refund = (refundId: string, amount: string, status: string, at: string) =>
      db.query("INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ($1, 'qp_cashup_r1', $2::numeric, $3, 6, $4::timestamptz)", [refundId, amount, status, at]);
    await refund("rf_cashup_1", "25.50", "refund_succeeded", "2026-04-02T17:00:00.000Z"); // the next day, 11:00 local
    await refund("rf_cashup_2", "10.00", "refund_pending", "2026-04-02T17:30:00.000Z"); // not given back yet
    await refund("rf_cashup_3", "5.00", "refund_failed", "2026-04-02T17:40:00.000Z");
    await refund("rf_cashup_4", "100.00", "refund_succeeded", "2026-04-03T06:00:00.000Z"); // 00:00 on the 3rd

    const sale = await cashUpOf("2026-04-01");
    expect(sale.total).toMatchObject({ collectedTotal: fig(1, "125.50"), refunded: fig(0, "0.00"), net: "125.50" });
    const next = await cashUpOf("2026-04-02");
    expect(next.total).toMatchObject({ collectedTotal: fig(0, "0.00"), refunded: fig(1, "25.50"), net: "-25.50" });
    expect(row(next, "Reembolsos", "Caja 1")).toMatchObject({ refunded: fig(1, "25.50"), net: "-25.50", payments: fig(0, "0.00") });
    expect(row(next, "Reembolsos")).toMatchObject({ refunded: fig(1, "25.50"), net: "-25.50" });
    expect((await cashUpOf("2026-04-03")).total).toMatchObject({ refunded: fig(1, "100.00"), net: "-100.00" });
  });

  it("narrows to a branch, a terminal or one till; the choosers still list the day's branches", async () => {
    const centro = await getCashUp(db.store, { day: DAY, branch: "Centro" }, MX);
    expect(centro.rows.map((r) => r.terminal)).toEqual([null, "Caja 1", "Caja 2"]);
    expect(centro.total.payments).toEqual(fig(8, "498.40"));
    expect(centro).toMatchObject({ branch: "Centro", branches: ["Centro", "Norte"], terminals: ["Caja 1", "Caja 2"] });

    const caja2 = await getCashUp(db.store, { day: DAY, terminal: "Caja 2" }, MX);
    expect(caja2.rows.map((r) => [r.branch, r.terminal])).toEqual([["Centro", null], ["Centro", "Caja 2"], ["Norte", null], ["Norte", "Caja 2"]]);
    expect(caja2.total.payments).toEqual(fig(5, "155.66"));

    const none = await getCashUp(db.store, { day: "2026-03-12", branch: "Centro", terminal: "Caja 9" }, MX);
    expect(none.rows).toEqual([]);
    expect(none.total).toMatchObject({ payments: fig(0, "0.00"), groups: { authorized: fig(0, "0.00") }, averageTicket: null, firstSale: null });
    expect(none).toMatchObject({ branches: ["Centro"], terminals: ["Caja 9"] }); // what is chosen stays choosable
  });

  it("a day is the zone's own: 23 hours when the clocks go forward, 25 when they go back", async () => {
    const spring = await getCashUp(db.store, { day: "2026-03-08", branch: "Nueva York" }, NY);
    expect(spring).toMatchObject({ start: "2026-03-08T05:00:00.000Z", end: "2026-03-09T04:00:00.000Z" });
    expect(spring.total.payments).toEqual(fig(2, "3.00"));
    const autumn = await getCashUp(db.store, { day: "2026-11-01", branch: "Nueva York" }, NY);
    expect(autumn).toMatchObject({ start: "2026-11-01T04:00:00.000Z", end: "2026-11-02T05:00:00.000Z" });
    expect(autumn.total.payments).toEqual(fig(2, "48.00"));
  });

  it("every figure links to a payments list of exactly the payments it counts", async () => {
    for (const [day, timeZone, filters] of [[DAY, MX, {}], [DAY, MX, { branch: "Centro" }], [DAY, MX, { terminal: "Caja 2" }], ["2026-03-08", NY, {}]] as const) {
      const cashUp = await getCashUp(db.store, { day, ...filters }, timeZone);
      for (const r of [...cashUp.rows, cashUp.total]) {
        const figures: Array<[CashUpFigure, number]> = [
          ["payments", r.payments.count],
          ...DISPLAY_GROUPS.map((group) => [group, r.groups[group].count] as [CashUpFigure, number]),
          ...PAYMENT_TYPES.map((payment) => [payment, r.collected[payment].count] as [CashUpFigure, number]),
        ];
        for (const [figure, count] of figures) {
          const href = paymentsBehind(cashUp, r, figure);
          if (r.branch === null && r.level !== "total") {
            expect(href).toBeNull();
            continue;
          }
          const { filters: linked, invalid } = parseIntentFilters(Object.fromEntries(new URL(href!, "http://dashboard").searchParams));
          expect(invalid).toEqual([]);
          const list = await listIntents(db.store, linked, timeZone, 100);
          expect(list.rows.length, `${href}`).toBe(count);
        }
      }
    }
    const canceled = paymentsBehind({ day: DAY }, { level: "till", branch: "Centro", terminal: "Caja 2" }, "canceled");
    expect(canceled).toBe("/intents?group=canceled&branch=Centro&terminal=Caja+2&from=2026-03-10&to=2026-03-10");
    const { filters } = parseIntentFilters(Object.fromEntries(new URL(canceled!, "http://dashboard").searchParams));
    expect((await listIntents(db.store, filters, MX)).rows.map((r) => [r.id, r.status, r.reason])).toEqual([[id(INTENTS[6]!), "qr_expired", "canceled"]]);
    expect(paymentsBehind({ day: DAY, branch: "Centro" }, { level: "total", branch: null, terminal: null }, "card_present")).toBe(
      "/intents?group=authorized&payment=card_present&branch=Centro&from=2026-03-10&to=2026-03-10",
    );
  });
});

describe("the cash-up's inputs", () => {
  it("defaults to today in the merchant's time zone, not the UTC date", () => {
    const evening = new Date("2026-03-11T03:00:00.000Z"); // 10 March, 21:00 in Mexico City
    expect(parseCashUpFilters({}, MX, evening)).toEqual({ filters: { day: "2026-03-10" } });
    expect(parseCashUpFilters({ day: " ", branch: "", terminal: "  " }, "Asia/Tokyo", evening)).toEqual({ filters: { day: "2026-03-11" } });
    expect(parseCashUpFilters({ day: "2026-03-01", branch: " Centro ", terminal: "Caja 1" }, MX)).toEqual({ filters: { day: "2026-03-01", branch: "Centro", terminal: "Caja 1" } });
  });

  it("reports what is wrong, each field with its reason (a catalogue key), and applies nothing", () => {
    expect(parseCashUpFilters({ day: "2026-02-30" }, MX)).toEqual({ errors: [{ field: "day", message: "reports.invalid.notADay" }] });
    expect(parseCashUpFilters({ day: "10/03/2026", branch: ["A", "B"], terminal: "x".repeat(65) }, MX)).toEqual({
      errors: [
        { field: "day", message: "reports.invalid.dayFormat" },
        { field: "branch", message: "reports.invalid.once" },
        { field: "terminal", message: "reports.invalid.nameTooLong" },
      ],
    });
  });
});
