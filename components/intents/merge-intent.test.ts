import { describe, expect, it } from "vitest";
import { mergeIntent } from "./merge-intent";

const row = { id: "qp_1", amount: "10.00", status: "qr_scanned", code: 101, seq: 2 };

describe("mergeIntent", () => {
  it("takes what arrived when it is newer, keeping the fields it does not carry", () => {
    expect(mergeIntent(row, { status: "qr_progress", code: 102, seq: 3 })).toEqual({ ...row, status: "qr_progress", code: 102, seq: 3 });
  });

  it("keeps what is shown when it is newer than what arrived", () => {
    expect(mergeIntent(row, { status: "qr_created", code: 100, seq: 1 })).toBe(row);
  });

  it("takes what arrived on the same sequence number (new fields of the same status)", () => {
    expect(mergeIntent(row, { ...row, amount: "12.00" })).toEqual({ ...row, amount: "12.00" });
  });

  it("handles a side that is missing", () => {
    expect(mergeIntent(undefined, row)).toBe(row);
    expect(mergeIntent(row, null)).toBe(row);
    expect(mergeIntent(null, null)).toBeNull();
  });
});
