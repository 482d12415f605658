import { describe, expect, it } from "vitest";
import { parseLogFilters } from "./parse-log-filters";

describe("an endpoint log's filters from its URL", () => {
  it("keep the valid ones and name the others, which are not applied", () => {
    expect(parseLogFilters({})).toEqual({ filters: {}, invalid: [] });
    expect(parseLogFilters({ state: "failed", type: "refund.failed", intent: " qp_0000000000000000abcd " })).toEqual({
      filters: { state: "failed", type: "refund.failed", intent: "qp_0000000000000000abcd" },
      invalid: [],
    });
    expect(parseLogFilters({ state: "lost", type: "", intent: "not-an-id", before: "abc_-1" })).toEqual({ filters: { before: "abc_-1" }, invalid: ["state", "intent"] });
    expect(parseLogFilters({ state: ["delivered", "failed"] }).filters).toEqual({ state: "delivered" });
  });
});
