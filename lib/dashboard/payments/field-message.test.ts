import { describe, expect, it } from "vitest";
import { createIntentSchema, initSchema } from "../../contract/requests";
import { fieldErrors } from "../../http/parse";
import { fieldMessage } from "./field-message";

describe("fieldMessage", () => {
  it("knows every field error the payment API answers to the new-payment form and its phone step", () => {
    const bodies = [
      {},
      { payment: "qr_present", amount: 12.345, data: { branch: " ", terminal: "x".repeat(65), time: "2026-01-01T00:00:00.000Z", ticket: "", items: [{ qty: 0, price: "abc", sku: {} }] } },
      { payment: "qr_present", amount: "12", data: { branch: "b", terminal: "t", time: "2026-01-01T00:00:00.000Z", items: [{ qty: 1.5 }, { qty: 100_001 }] } },
      { payment: "qr_present", amount: -1, data: { branch: "b", terminal: "t", time: "2026-01-01T00:00:00.000Z", concept: "\u0000", items: Array.from({ length: 101 }, () => ({})) } },
      { payment: "qr_present", amount: 99_999_999, data: { branch: "b", terminal: "t", time: "2026-01-01T00:00:00.000Z", items: [] } },
    ];
    const messages = new Set<string>();
    for (const body of bodies) {
      const parsed = createIntentSchema.safeParse(body);
      if (!parsed.success) for (const error of fieldErrors(parsed.error)) messages.add(error.message);
    }
    for (const phone of ["55123", 5512345678]) {
      const parsed = initSchema.safeParse({ phone });
      if (!parsed.success) for (const error of fieldErrors(parsed.error)) messages.add(error.message);
    }
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) {
      if (message.startsWith("must be one of") || message.startsWith("must be formatted")) continue; // fields the form always fills itself
      expect(fieldMessage(message), message).not.toBeNull();
    }
  });

  it("carries the limits a message names", () => {
    expect(fieldMessage("must be at most 64 characters")).toEqual({ key: "tooLong", values: { max: "64" } });
    expect(fieldMessage("must be at least 1")).toEqual({ key: "atLeast", values: { min: "1" } });
    expect(fieldMessage("must have at most 2 decimals")).toEqual({ key: "decimals" });
    expect(fieldMessage("something new")).toBeNull();
  });
});
