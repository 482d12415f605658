import { describe, expect, it } from "vitest";
import { listOf, parseIntentFilters } from "./intent-filters";

describe("parseIntentFilters", () => {
  it("reads comma lists of groups, exact statuses and types; a single value is a list of one", () => {
    const { filters, problems } = parseIntentFilters({ group: "authorized,failed", status: "qr_expired, ec_expired", payment: "qr_present" });
    expect(filters).toEqual({ group: "authorized,failed", status: "qr_expired,ec_expired", payment: "qr_present" });
    expect(problems).toEqual([]);
    expect(listOf(filters.status)).toEqual(["qr_expired", "ec_expired"]);
    expect(listOf(undefined)).toEqual([]);
  });

  it("reads repeated params (a form's checkboxes) as one list, each value once", () => {
    expect(parseIntentFilters({ group: ["authorized", "failed", "authorized"], payment: ["qr_present", "ec_remote"] }).filters).toEqual({ group: "authorized,failed", payment: "qr_present,ec_remote" });
  });

  it("drops and reports each unknown value, keeping the known ones of the same list", () => {
    const { filters, invalid, problems } = parseIntentFilters({ group: "authorized,paid", status: "qr_refunded", payment: "crypto" });
    expect(filters).toEqual({ group: "authorized" });
    expect(problems).toEqual([
      { field: "status", value: "qr_refunded", kind: "unknown" },
      { field: "group", value: "paid", kind: "unknown" },
      { field: "payment", value: "crypto", kind: "unknown" },
    ]);
    expect(invalid).toEqual(["status", "group", "payment"]);
  });

  it("knows the tills' cash sales as a type (cash never reaches the service: the dashboard's name)", () => {
    expect(parseIntentFilters({ payment: "cash,qr_present" }).filters).toEqual({ payment: "cash,qr_present" });
  });

  it("reports a date that is not a date, and one that is a day not on the calendar, apart, with what was typed, and applies the rest", () => {
    const { filters, problems } = parseIntentFilters({ from: "x", to: "2026-02-30", branch: " Centro " });
    expect(filters).toEqual({ branch: "Centro" });
    expect(problems).toEqual([
      { field: "from", value: "x", kind: "date" },
      { field: "to", value: "2026-02-30", kind: "day" },
    ]);
    expect(parseIntentFilters({ from: "2026-02-31", to: "2026-13-01" }).problems).toEqual([
      { field: "from", value: "2026-02-31", kind: "day" },
      { field: "to", value: "2026-13-01", kind: "day" },
    ]);
    expect(parseIntentFilters({ from: "31/02/2026", to: "2026-2-3" }).problems.map((p) => p.kind)).toEqual(["date", "date"]);
  });

  it("reports a range whose start is after its end, and applies neither day", () => {
    const { filters, problems } = parseIntentFilters({ from: "2026-11-30", to: "2026-11-01", q: "pan" });
    expect(filters).toEqual({ q: "pan" });
    expect(problems).toEqual([{ field: "from", value: "2026-11-30", kind: "range", until: "2026-11-01" }]);
  });

  it("reports a search or a name too long to be one", () => {
    const { filters, problems } = parseIntentFilters({ q: "x".repeat(81), terminal: "t".repeat(65), branch: "b" });
    expect(filters).toEqual({ branch: "b" });
    expect(problems.map((p) => [p.field, p.kind])).toEqual([
      ["terminal", "tooLong"],
      ["q", "tooLong"],
    ]);
  });

  it("ignores empty values and parameters it does not know", () => {
    expect(parseIntentFilters({ q: "  ", group: "", page: "2" })).toEqual({ filters: {}, invalid: [], problems: [] });
  });
});
