import { describe, expect, it } from "vitest";
import { chosenLines, leftOf, lineProblem, lineRefundCents, type RefundableLine } from "./refund-line-amounts";

const line = (over: Partial<RefundableLine>): RefundableLine => ({
  line: 0,
  sku: null,
  description: "Taco",
  price: "25.00",
  sold: "3",
  weighed: false,
  discount: null,
  iva: "16",
  total: "75.00",
  refunded: "0",
  refundedAmount: "0.00",
  ...over,
});

describe("the refund form's amounts (the server's arithmetic, in the browser)", () => {
  const cheese = line({ line: 1, description: "Queso", price: "189.90", sold: "0.75", weighed: true, total: "142.43" });

  it("gives back a weighed line in steps that add up to its total", () => {
    expect(lineRefundCents(cheese, "0.25")).toBe(4_748n);
    expect(lineRefundCents({ ...cheese, refunded: "0.25" }, "0,5")).toBe(9_495n);
  });

  it("says what the server would refuse", () => {
    expect(lineProblem(line({}), "1.5")).toBe("wholeUnits");
    expect(lineProblem(line({ refunded: "2" }), "2")).toBe("overLeft");
    expect(lineProblem(line({}), "0")).toBe("invalidQuantity");
    expect(lineProblem(line({}), "abc")).toBe("invalidQuantity");
    expect(lineProblem(cheese, "0.750")).toBeNull();
    expect(leftOf(line({ refunded: "1" }))).toBe(2_000n);
  });

  it("adds up the chosen lines only", () => {
    const chosen = chosenLines([line({}), cheese], { 0: { on: true, quantity: "2" }, 1: { on: false, quantity: "0.75" } });
    expect(chosen).toEqual({ lines: [{ line: 0, quantity: "2" }], cents: 5_000n, problems: 0 });
    expect(chosenLines([line({})], { 0: { on: true, quantity: "4" } }).problems).toBe(1);
  });
});
