import { describe, expect, it } from "vitest";
import { auditActionGroups, AUDIT_ACTIONS } from "./audit-actions";
import { auditFiltersQuery, parseAuditFilters } from "./audit-filters";
import { describeAuditDetails } from "./describe-audit-details";

describe("parseAuditFilters", () => {
  it("takes actions repeated (a form's multi-select) or comma-separated (a link), trims, and drops blanks", () => {
    expect(parseAuditFilters({ action: ["user.created", "user.disabled"], actor: "  olivia ", from: "", to: "2026-03-01" })).toEqual({
      filters: { action: ["user.created", "user.disabled"], actor: "olivia", to: "2026-03-01" },
    });
    expect(parseAuditFilters({ action: "user.created,sign_in.failed,user.created" }).filters?.action).toEqual(["user.created", "sign_in.failed"]);
    expect(parseAuditFilters({}).filters).toEqual({});
  });

  it("reports each invalid value with its reason instead of applying the rest", () => {
    const { errors } = parseAuditFilters({ action: "user.created,user.deleted", from: "2026-02-30", to: "yesterday", cursor: "a b" });
    expect(errors).toEqual([
      { field: "action[1]", message: '"user.deleted" is not an action' },
      { field: "from", message: "is not a day of the calendar" },
      { field: "to", message: "must be a date (YYYY-MM-DD)" },
      { field: "cursor", message: "is not a page of this list" },
    ]);
    expect(parseAuditFilters({ from: "2026-03-02", to: "2026-03-01" }).errors).toEqual([{ field: "to", message: "must be on or after the From date" }]);
  });

  it("round-trips through the query string of links and the export", () => {
    const filters = { action: ["user.created" as const, "sign_in.failed" as const], actor: "a&b", from: "2026-03-01" };
    const query = auditFiltersQuery(filters, "Y3Vyc29y");
    expect(query).toBe("action=user.created%2Csign_in.failed&actor=a%26b&from=2026-03-01&cursor=Y3Vyc29y");
    expect(parseAuditFilters(Object.fromEntries(new URLSearchParams(query))).filters).toEqual({ ...filters, cursor: "Y3Vyc29y" });
  });
});

describe("the action labels", () => {
  it("group every action once, in the list's order", () => {
    expect(auditActionGroups().flatMap((group) => group.actions.map((a) => a.action))).toEqual([...AUDIT_ACTIONS]);
    expect(auditActionGroups().map((group) => group.label)).toEqual(["Sign-in", "Two-factor", "Users", "Webhooks", "Payments"]);
  });

  it("describe what changed readably", () => {
    expect(describeAuditDetails({ role: { from: "cashier", to: "support" } })).toEqual(["role: cashier → support"]);
    expect(describeAuditDetails({ disabled: { from: false, to: true } })).toEqual(["disabled: no → yes"]);
    expect(describeAuditDetails({ url: { from: null, to: "https://shop.test/hooks" }, overlapHours: 24 })).toEqual(["URL: none → https://shop.test/hooks", "old secret valid for (hours): 24"]);
    expect(describeAuditDetails({ somethingNew: [1, 2] })).toEqual(["somethingNew: 1, 2"]);
    expect(describeAuditDetails({ via: "till", zeta: 1, amount: "12.00", alpha: 2, payment: "qr_present" })).toEqual(["type: qr_present", "amount: 12.00", "from: till", "alpha: 2", "zeta: 1"]);
    expect(describeAuditDetails(null)).toEqual([]);
  });
});
