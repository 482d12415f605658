import { describe, expect, it } from "vitest";
import { toIntentBody, type PaymentForm } from "./payment-form";

const form = (amount: string, price = ""): PaymentForm => ({
  payment: "qr_present",
  amount,
  branch: "Centro",
  terminal: "Caja 1",
  items: price ? [{ sku: "", description: "Pan", price, qty: "1" }] : [],
});

describe("the new-payment form as the API's body", () => {
  it("reads the amount the ways people in Mexico type it: 125,50 is 125.50, never 12550", () => {
    expect(toIntentBody(form("125,50")).amount).toBe(125.5);
    expect(toIntentBody(form("1,234.50")).amount).toBe(1234.5);
    expect(toIntentBody(form("1.234,50")).amount).toBe(1234.5);
    expect(toIntentBody(form("1,234")).amount).toBe(1234);
    expect(toIntentBody(form("150")).amount).toBe(150);
  });

  it("sends what it cannot read as typed, for the API to name the problem", () => {
    expect(toIntentBody(form("12.345")).amount).toBe(12.345);
    expect(toIntentBody(form("125,5055")).amount).toBe("125,5055");
    expect(toIntentBody(form("")).amount).toBe("");
  });

  it("reads an item's price with a decimal comma as the API's decimal text", () => {
    expect(toIntentBody(form("12.50", "12,50")).data.items).toEqual([{ description: "Pan", price: "12.50", qty: 1 }]);
    expect(toIntentBody(form("12.50", "12.50")).data.items).toEqual([{ description: "Pan", price: "12.50", qty: 1 }]);
  });
});
