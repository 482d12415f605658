import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DISPLAY_GROUPS } from "../../contract/statuses";
import type { Database } from "../../db/client";
import { insertDashboardIntent, type DashboardIntentSeed } from "../../testing/dashboard-intents";
import { DATABASE_KINDS, openFreshDatabase } from "../../testing/fresh-database";
import { parseIntentFilters } from "../intent-filters";
import { listIntents } from "../intents/list-intents";
import { getOverview } from "./get-overview";
import { parseReportFilters, type ReportFilters } from "./report-filters";
import { paymentsListHref, paymentsWithStatusHref } from "./report-links";

const MX = "America/Mexico_City"; // UTC−6 all year since 2022

type Seed = DashboardIntentSeed & { id: string };

/** 10 March 2026 in Mexico City is 06:00Z on the 10th to 06:00Z on the 11th. */
const INTENTS: Seed[] = [
  { id: "a1", payment: "qr_present", amount: "100.50", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-10T15:05:00.000Z" }, // 09:05
  { id: "a2", payment: "card_present", amount: "200.25", branch: "Centro", terminal: "Caja 1", status: "cp_authorized", created: "2026-03-10T15:40:00.000Z" }, // 09:40
  { id: "a3", payment: "qr_present", amount: "30.00", branch: "Centro", terminal: "Caja 1", status: "qr_error_x", reason: "insufficient_funds", created: "2026-03-10T16:00:00.000Z" },
  { id: "a4", payment: "qr_present", amount: "12.00", branch: "Centro", terminal: "Caja 2", status: "qr_scanned", created: "2026-03-10T17:00:00.000Z" },
  { id: "a5", payment: "ec_remote", amount: "55.55", branch: "Norte", terminal: "Web", status: "ec_auhtorized", created: "2026-03-10T18:00:00.000Z" }, // 12:00
  { id: "a6", payment: "qr_present", amount: "40.00", branch: "Norte", terminal: "Caja 1", status: "qr_expired", reason: "sandbox_expired", created: "2026-03-10T18:10:00.000Z" },
  { id: "a7", payment: "qr_present", amount: "60.00", branch: "Norte", terminal: "Caja 1", status: "qr_expired", reason: "canceled", created: "2026-03-10T18:20:00.000Z" },
  { id: "a8", payment: "ec_remote", amount: "9.00", branch: "Norte", terminal: "Web", status: "ec_error_x", created: "2026-03-10T18:30:00.000Z" },
  { id: "a9", payment: "qr_present", amount: "5.00", branch: "Norte", terminal: "Caja 1", status: "qr_refunded", created: "2026-03-10T19:00:00.000Z" }, // unknown status
  { id: "u1", status: "qr_created", created: null, firstSeen: "2026-03-10T20:00:00.000Z" }, // details not known yet
  // created at 23:59 on the 10th, heard of after midnight: counts on the 10th
  { id: "late", payment: "ec_remote", amount: "500.00", branch: "Centro", terminal: "Web", status: "ec_auhtorized", created: "2026-03-11T05:59:00.000Z", firstSeen: "2026-03-11T06:01:00.000Z" },
  // the 9th
  { id: "y1", payment: "qr_present", amount: "50.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-09T14:00:00.000Z" },
  // the 7th, the 1st, and February
  { id: "w1", payment: "card_present", amount: "1000.00", branch: "Centro", terminal: "Caja 2", status: "cp_authorized", created: "2026-03-07T18:00:00.000Z" },
  { id: "m1", payment: "qr_present", amount: "7.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-03-01T18:00:00.000Z" },
  { id: "f1", payment: "qr_present", amount: "999.00", branch: "Centro", terminal: "Caja 1", status: "qr_authorized", created: "2026-02-28T18:00:00.000Z" },
];

const id = (seed: Seed) => `qp_overview_${seed.id}`;

const insert = (db: Database, seed: Seed) => insertDashboardIntent(db.store, id(seed), seed);

const fig = (count: number, amount: string) => ({ count, amount });
const NOW = new Date("2026-03-11T03:00:00.000Z"); // 10 March, 21:00 in Mexico City (already the 11th in UTC)
const range = (params: Record<string, string>): ReportFilters => {
  const parsed = parseReportFilters(params, MX, NOW);
  if (!parsed.filters) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filters;
};

describe.each(DATABASE_KINDS)("getOverview on $kind", ({ kind }) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openFreshDatabase(kind, inject("postgresUrl")));
    for (const seed of INTENTS) await insert(db, seed);
  });
  afterAll(async () => dispose?.());

  it("today: totals, success rate, average ticket and the groups, by the intent's creation at the service", async () => {
    const overview = await getOverview(db.store, range({ range: "today" }), MX);
    expect(overview).toMatchObject({ from: "2026-03-10", to: "2026-03-10", start: "2026-03-10T06:00:00.000Z", end: "2026-03-11T06:00:00.000Z" });
    // 11 payments: 4 sales (100.50 + 200.25 + 55.55 + 500 at 23:59), 8 finished (the sales, 2 failed, 1 expired, 1 canceled)
    expect(overview.total).toEqual({ payments: fig(11, "1012.30"), sales: fig(4, "856.30"), finished: 8, successRate: 0.5, averageTicket: "214.08" });
    expect(Object.fromEntries(DISPLAY_GROUPS.map((g) => [g, fig(overview.groups[g].count, overview.groups[g].amount)]))).toEqual({
      authorized: fig(4, "856.30"),
      in_progress: fig(2, "12.00"),
      failed: fig(2, "39.00"),
      expired: fig(1, "40.00"),
      canceled: fig(1, "60.00"),
    });
    expect(overview.groups.authorized.statuses).toEqual([
      { status: "ec_auhtorized", ...fig(2, "555.55") },
      { status: "cp_authorized", ...fig(1, "200.25") },
      { status: "qr_authorized", ...fig(1, "100.50") },
    ]);
    expect(overview.groups.canceled.statuses).toEqual([{ status: "qr_expired", ...fig(1, "60.00") }]);
    expect(overview.other).toEqual({ ...fig(1, "5.00"), statuses: [{ status: "qr_refunded", ...fig(1, "5.00") }] });
  });

  it("by branch, by till and by payment type; details not known yet apart", async () => {
    const overview = await getOverview(db.store, range({ range: "today" }), MX);
    expect(overview.byBranch.map((b) => [b.branch, b.payments.count, b.sales.amount, b.successRate, b.averageTicket])).toEqual([
      ["Centro", 5, "800.75", 0.75, "266.92"],
      ["Norte", 5, "55.55", 0.25, "55.55"],
      [null, 1, "0.00", null, null],
    ]);
    expect(overview.byTerminal.map((t) => [t.branch, t.terminal, t.sales.count])).toEqual([
      ["Centro", "Caja 1", 2],
      ["Centro", "Caja 2", 0],
      ["Centro", "Web", 1],
      ["Norte", "Caja 1", 0],
      ["Norte", "Web", 1],
      [null, null, 0],
    ]);
    expect(overview.byPayment.map((p) => [p.payment, p.payments.count, p.sales.amount])).toEqual([
      ["card_present", 1, "200.25"],
      ["qr_present", 6, "100.50"],
      ["ec_remote", 3, "555.55"],
      [null, 1, "0.00"],
    ]);
    expect(overview).toMatchObject({ branches: ["Centro", "Norte"], terminals: ["Caja 1", "Caja 2", "Web"] });
  });

  it("a one-day chart has the 24 local hours; a longer range a bar per day", async () => {
    const today = await getOverview(db.store, range({ range: "today" }), MX);
    expect(today.chart.unit).toBe("hour");
    expect(today.chart.buckets).toHaveLength(24);
    expect(today.chart.buckets[9]).toEqual({ key: "9", sales: 2, collected: "300.75" });
    expect(today.chart.buckets[23]).toEqual({ key: "23", sales: 1, collected: "500.00" });
    expect(today.chart.buckets.reduce((sum, b) => sum + b.sales, 0)).toBe(4);

    const week = await getOverview(db.store, range({ range: "7d" }), MX);
    expect(week).toMatchObject({ from: "2026-03-04", to: "2026-03-10", chart: { unit: "day" } });
    expect(week.chart.buckets.map((b) => [b.key, b.collected])).toEqual([
      ["2026-03-04", "0.00"],
      ["2026-03-05", "0.00"],
      ["2026-03-06", "0.00"],
      ["2026-03-07", "1000.00"],
      ["2026-03-08", "0.00"],
      ["2026-03-09", "50.00"],
      ["2026-03-10", "856.30"],
    ]);
    expect(week.total.sales).toEqual(fig(6, "1906.30"));
  });

  it("yesterday, this month and a custom range", async () => {
    expect((await getOverview(db.store, range({ range: "yesterday" }), MX)).total.sales).toEqual(fig(1, "50.00"));
    const month = await getOverview(db.store, range({ range: "month" }), MX);
    expect(month).toMatchObject({ from: "2026-03-01", to: "2026-03-10" });
    expect(month.total.sales).toEqual(fig(7, "1913.30"));
    const custom = await getOverview(db.store, range({ range: "custom", from: "2026-02-28", to: "2026-03-01" }), MX);
    expect(custom.total.sales).toEqual(fig(2, "1006.00"));
    expect(custom.chart.buckets.map((b) => b.key)).toEqual(["2026-02-28", "2026-03-01"]);
  });

  it("narrows to a branch or till; the choosers keep the range's branches", async () => {
    const norte = await getOverview(db.store, range({ range: "today", branch: "Norte" }), MX);
    expect(norte.total).toMatchObject({ payments: fig(5, "169.55"), sales: fig(1, "55.55") });
    expect(norte).toMatchObject({ branch: "Norte", branches: ["Centro", "Norte"], terminals: ["Caja 1", "Web"] });
    const web = await getOverview(db.store, range({ range: "today", terminal: "Web" }), MX);
    expect(web.byTerminal.map((t) => [t.branch, t.terminal])).toEqual([["Centro", "Web"], ["Norte", "Web"]]);
    expect(web.total.sales).toEqual(fig(2, "555.55"));
  });

  it("every group links to a payments list of exactly the payments it counts", async () => {
    for (const filters of [range({ range: "today" }), range({ range: "7d", branch: "Centro" })]) {
      const overview = await getOverview(db.store, filters, MX);
      for (const group of DISPLAY_GROUPS) {
        const href = paymentsListHref({ group, from: overview.from, to: overview.to, branch: overview.branch });
        const { filters: linked, invalid } = parseIntentFilters(Object.fromEntries(new URL(href, "http://dashboard").searchParams));
        expect(invalid).toEqual([]);
        expect((await listIntents(db.store, linked, MX, 100)).rows.length, href).toBe(overview.groups[group].count);
        for (const status of overview.groups[group].statuses) {
          const exact = paymentsWithStatusHref({ group, status: status.status, from: overview.from, to: overview.to, branch: overview.branch })!;
          const parsed = parseIntentFilters(Object.fromEntries(new URL(exact, "http://dashboard").searchParams));
          expect((await listIntents(db.store, parsed.filters, MX, 100)).rows.length, exact).toBe(status.count);
        }
      }
    }
  });

  it("an exact status links by itself in progress, by its group and family's type once final (canceled apart)", () => {
    const days = { from: "2026-03-10", to: "2026-03-10" };
    expect(paymentsWithStatusHref({ ...days, group: "in_progress", status: "qr_scanned" })).toBe("/intents?status=qr_scanned&from=2026-03-10&to=2026-03-10");
    expect(paymentsWithStatusHref({ ...days, group: "authorized", status: "ec_auhtorized" })).toBe("/intents?group=authorized&payment=ec_remote&from=2026-03-10&to=2026-03-10");
    expect(paymentsWithStatusHref({ ...days, group: "canceled", status: "qr_expired", branch: "Norte" })).toBe("/intents?group=canceled&payment=qr_present&branch=Norte&from=2026-03-10&to=2026-03-10");
    expect(paymentsWithStatusHref({ ...days, group: "failed", status: "qr_refunded" })).toBeNull();
  });

  it("refunds that succeeded in the range, by the refund's own day, and the net; a range without them has none", async () => {
    await insert(db, { id: "rf1", payment: "card_present", amount: "300.00", branch: "Devoluciones", terminal: "Caja 9", status: "cp_authorized", created: "2026-02-01T18:00:00.000Z" });
    const refund = (refundId: string, amount: string, status: string, at: string) =>
      db.query("INSERT INTO dashboard_refund (id, intent_id, amount, status, seq, created_at) VALUES ($1, $2, $3::numeric, $4, 6, $5::timestamptz)", [refundId, id({ id: "rf1" } as Seed), amount, status, at]);
    await refund("rf_overview_1", "100.00", "refund_succeeded", "2026-02-02T18:00:00.000Z");
    await refund("rf_overview_2", "50.00", "refund_pending", "2026-02-02T18:10:00.000Z");
    await refund("rf_overview_3", "25.00", "refund_failed", "2026-02-02T18:20:00.000Z");
    const sale = await getOverview(db.store, range({ from: "2026-02-01", to: "2026-02-01", branch: "Devoluciones" }), MX);
    expect(sale).toMatchObject({ refunded: fig(0, "0.00"), net: "300.00" });
    const next = await getOverview(db.store, range({ from: "2026-02-02", to: "2026-02-02", branch: "Devoluciones" }), MX);
    expect(next).toMatchObject({ refunded: fig(1, "100.00"), net: "-100.00" });
    expect(next.total.sales).toEqual(fig(0, "0.00"));
    const both = await getOverview(db.store, range({ from: "2026-02-01", to: "2026-02-02", branch: "Devoluciones" }), MX);
    expect(both).toMatchObject({ refunded: fig(1, "100.00"), net: "200.00" });
  });

  it("an empty range is zeros, not gaps", async () => {
    const empty = await getOverview(db.store, range({ range: "custom", from: "2025-01-01", to: "2025-01-01" }), MX);
    expect(empty.total).toEqual({ payments: fig(0, "0.00"), sales: fig(0, "0.00"), finished: 0, successRate: null, averageTicket: null });
    expect(empty.groups.authorized).toEqual({ ...fig(0, "0.00"), statuses: [] });
    expect(empty.chart.buckets.every((b) => b.collected === "0.00")).toBe(true);
    expect(empty).toMatchObject({ byBranch: [], byTerminal: [], byPayment: [], branches: [], terminals: [] });
  });
});

describe("the report's range", () => {
  const at = (params: Record<string, string | string[]>) => parseReportFilters(params, MX, NOW);

  it("computes the presets on today in the merchant's zone, not the UTC date", () => {
    expect(at({})).toEqual({ filters: { range: "today", from: "2026-03-10", to: "2026-03-10" } });
    expect(at({ range: "yesterday" }).filters).toMatchObject({ from: "2026-03-09", to: "2026-03-09" });
    expect(at({ range: "7d" }).filters).toMatchObject({ from: "2026-03-04", to: "2026-03-10" });
    expect(at({ range: "month", branch: " Centro " }).filters).toEqual({ range: "month", from: "2026-03-01", to: "2026-03-10", branch: "Centro" });
    expect(parseReportFilters({ range: "7d" }, MX, new Date("2026-03-03T12:00:00Z")).filters).toMatchObject({ from: "2026-02-25", to: "2026-03-03" });
    expect(at({ from: "2026-03-01", to: "2026-03-02" }).filters).toMatchObject({ range: "custom", from: "2026-03-01", to: "2026-03-02" });
  });

  it("reports what is wrong, in catalogue keys, and applies nothing", () => {
    expect(at({ range: "week" })).toEqual({ errors: [{ field: "range", message: "reports.invalid.range" }] });
    expect(at({ range: "custom" })).toEqual({
      errors: [
        { field: "from", message: "reports.invalid.required" },
        { field: "to", message: "reports.invalid.required" },
      ],
    });
    expect(at({ range: "custom", from: "2026-03-05", to: "2026-03-01" })).toEqual({ errors: [{ field: "to", message: "reports.invalid.fromAfterTo" }] });
    expect(at({ range: "custom", from: "2026-01-01", to: "2026-04-30" })).toEqual({ errors: [{ field: "to", message: "reports.invalid.tooLong" }] });
    expect(at({ range: "custom", from: "2026-02-30", to: "2026-03-01" })).toEqual({ errors: [{ field: "from", message: "reports.invalid.notADay" }] });
    expect(at({ range: "today", from: "2026-03-01" })).toEqual({ errors: [{ field: "from", message: "reports.invalid.onlyCustom" }] });
    expect(at({ range: ["today", "7d"], terminal: "x".repeat(65) })).toEqual({
      errors: [
        { field: "range", message: "reports.invalid.once" },
        { field: "terminal", message: "reports.invalid.nameTooLong" },
      ],
    });
  });
});
