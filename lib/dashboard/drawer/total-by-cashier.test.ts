import { describe, expect, it } from "vitest";
import type { DrawerSummary } from "./summarize-drawer";
import { totalByCashier } from "./total-by-cashier";

const drawer = (openedBy: string, expected: string, counted: string | null, sales: [number, string]): DrawerSummary =>
  ({ id: `dr_${Math.random()}`, openedBy, expected, counted, sales: { count: sales[0], total: sales[1], tips: "0.00" } }) as DrawerSummary;

describe("the corte per cashier", () => {
  it("adds up each cashier's drawers to the cent; the count and the difference over the closed ones only", () => {
    const totals = totalByCashier([
      drawer("ana@tienda.test", "545.50", "525.50", [3, "125.50"]),
      drawer("luis@tienda.test", "300.10", "300.10", [1, "0.10"]),
      drawer("ana@tienda.test", "200.20", "200.25", [2, "0.30"]),
      drawer("ana@tienda.test", "100.00", null, [0, "0.00"]),
    ]);
    expect(totals).toEqual([
      { cashier: "ana@tienda.test", drawers: 3, open: 1, sales: { count: 5, total: "125.80" }, expected: "845.70", closed: { expected: "745.70", counted: "725.75", difference: "-19.95" } },
      { cashier: "luis@tienda.test", drawers: 1, open: 0, sales: { count: 1, total: "0.10" }, expected: "300.10", closed: { expected: "300.10", counted: "300.10", difference: "0.00" } },
    ]);
  });

  it("a cashier whose drawers are all open has no count yet", () => {
    expect(totalByCashier([drawer("ana@tienda.test", "100.00", null, [0, "0.00"])])[0]!.closed).toBeNull();
  });
});
