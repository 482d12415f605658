import { describe, expect, it } from "vitest";
import { parseSearch } from "./parse-search";

describe("parseSearch", () => {
  it("reads the start of an intent id in any case", () => {
    expect(parseSearch("qp_7hGk").idPrefix).toBe("qp_7hgk");
    expect(parseSearch("  EC_ABC123  ").idPrefix).toBe("ec_abc123");
    expect(parseSearch("cp_").idPrefix).toBe("cp_");
    expect(parseSearch("xx_abc").idPrefix).toBeNull();
    expect(parseSearch("qp_7h gk").idPrefix).toBeNull();
  });

  it("reads a ticket's start in any case, and a number as the start of a ticket's number without leading zeros", () => {
    expect(parseSearch("t-10007")).toMatchObject({ ticketPrefix: "t-10007", ticketNumber: null });
    expect(parseSearch("T-100")).toMatchObject({ ticketPrefix: "t-100", ticketNumber: null });
    expect(parseSearch("10007")).toMatchObject({ ticketPrefix: "10007", ticketNumber: "10007" });
    expect(parseSearch("#00042")).toMatchObject({ ticketNumber: "42" });
    expect(parseSearch("000").ticketNumber).toBeNull();
    expect(parseSearch("pan dulce").ticketPrefix).toBeNull();
  });

  it("reads an exact amount the ways people write one", () => {
    const amounts: Array<[string, string | null]> = [
      ["150", "150.00"],
      ["150.00", "150.00"],
      ["150.5", "150.50"],
      ["$150", "150.00"],
      ["$ 150.00", "150.00"],
      ["1,234.50", "1234.50"],
      ["MXN 1,234.50", "1234.50"],
      ["mxn 99.9", "99.90"],
      ["1234.50 MXN", "1234.50"],
      ["0.50", "0.50"],
      ["0", null],
      ["0.00", null],
      ["1,23", "1.23"],
      ["12.345", null],
      ["12345678901", null],
      ["T-150", null],
      ["pan", null],
    ];
    for (const [typed, amount] of amounts) expect(parseSearch(typed).amount, typed).toBe(amount);
  });

  it("reads a comma followed by 1 or 2 digits at the end as the decimal comma people in Mexico also type", () => {
    const amounts: Array<[string, string | null]> = [
      ["125,50", "125.50"],
      ["125,5", "125.50"],
      ["$125,50", "125.50"],
      ["MXN 125,50", "125.50"],
      ["0,50", "0.50"],
      // dots group the thousands when the decimal is a comma
      ["1.234,50", "1234.50"],
      ["$1.234,5", "1234.50"],
      // es-MX writes 1,234.50: a comma before 3 digits groups the thousands
      ["1,234", "1234.00"],
      ["12,345", "12345.00"],
      ["125,505", "125505.00"],
      ["1,234,567", "1234567.00"],
      ["1,234.50", "1234.50"],
      // neither reading: refused rather than guessed
      ["125,5055", null],
      ["1,234,50", null],
      ["1.234", null],
      ["1.234.567,5", "1234567.50"],
      ["1,2,3", null],
      ["0,00", null],
    ];
    for (const [typed, amount] of amounts) expect(parseSearch(typed).amount, typed).toBe(amount);
  });

  it("keeps the other readings of a typed amount with a decimal comma (its digits may be a ticket or a concept's words)", () => {
    expect(parseSearch("125,50")).toMatchObject({ amount: "125.50", ticketPrefix: "125,50", words: ["125", "50"], last4: null, ticketNumber: null });
  });

  it("reads 4 digits as the last 4 of a phone or card", () => {
    expect(parseSearch("5678").last4).toBe("5678");
    expect(parseSearch("567").last4).toBeNull();
    expect(parseSearch("56789").last4).toBeNull();
  });

  it("reads the words of a concept, lowercased and without accents, each once, at most 8", () => {
    expect(parseSearch("Café  PAN-dulce").words).toEqual(["cafe", "pan", "dulce"]);
    expect(parseSearch("Pedido web #5521").words).toEqual(["pedido", "web", "5521"]);
    expect(parseSearch("ÑANDÚ ñandú").words).toEqual(["nandu"]);
    expect(parseSearch("a b c d e f g h i j").words).toHaveLength(8);
    expect(parseSearch("— · —").words).toEqual([]);
  });
});
