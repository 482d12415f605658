import { describe, expect, it } from "vitest";
import { auditActionGroups, AUDIT_ACTIONS } from "./audit-actions";
import { auditFiltersQuery, parseAuditFilters } from "./audit-filters";
import { AUDIT_DETAIL_ORDER, describeAuditDetails } from "./describe-audit-details";
import { LOCALES } from "../../i18n/locales";
import { messagesFor } from "../../i18n/messages";

describe("parseAuditFilters", () => {
  it("takes actions repeated (a form's multi-select) or comma-separated (a link), trims, and drops blanks", () => {
    expect(parseAuditFilters({ action: ["user.created", "user.disabled"], actor: "  olivia ", from: "", to: "2026-03-01" })).toEqual({
      filters: { action: ["user.created", "user.disabled"], actor: "olivia", to: "2026-03-01" },
    });
    expect(parseAuditFilters({ action: "user.created,sign_in.failed,user.created" }).filters?.action).toEqual(["user.created", "sign_in.failed"]);
    expect(parseAuditFilters({}).filters).toEqual({});
  });

  it("reports each invalid value with its reason (a catalogue key) and the value refused, instead of applying the rest", () => {
    const { errors } = parseAuditFilters({ action: "user.created,user.deleted", from: "2026-02-30", to: "yesterday", cursor: "a b" });
    expect(errors).toEqual([
      { field: "action", message: "activity.invalid.notAnAction", value: "user.deleted" },
      { field: "from", message: "activity.invalid.notADay", value: "2026-02-30" },
      { field: "to", message: "activity.invalid.notADate", value: "yesterday" },
      { field: "cursor", message: "activity.invalid.notAPage", value: "a b" },
    ]);
    expect(parseAuditFilters({ from: "2026-03-02", to: "2026-03-01" }).errors).toEqual([{ field: "to", message: "activity.invalid.toBeforeFrom", value: "2026-03-01" }]);
    expect(parseAuditFilters({ action: ["user.created", "nope"] }).errors).toEqual([{ field: "action", message: "activity.invalid.notAnAction", value: "nope" }]);
  });

  it("words every refusal in both languages", () => {
    for (const locale of LOCALES) {
      const invalid = messagesFor(locale).activity.invalid as Record<string, string>;
      for (const key of ["notAnAction", "notADay", "notADate", "notAPage", "toBeforeFrom", "tooLong"]) expect(invalid[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it("round-trips through the query string of links and the export", () => {
    const filters = { action: ["user.created" as const, "sign_in.failed" as const], actor: "a&b", from: "2026-03-01" };
    const query = auditFiltersQuery(filters, "Y3Vyc29y");
    expect(query).toBe("action=user.created%2Csign_in.failed&actor=a%26b&from=2026-03-01&cursor=Y3Vyc29y");
    expect(parseAuditFilters(Object.fromEntries(new URLSearchParams(query))).filters).toEqual({ ...filters, cursor: "Y3Vyc29y" });
  });
});

describe("the action labels", () => {
  it("group every action once, in the list's order, each group and action worded in both languages", () => {
    expect(auditActionGroups().flatMap((group) => group.actions)).toEqual([...AUDIT_ACTIONS]);
    expect(auditActionGroups().map((group) => group.group)).toEqual(["signIn", "twoFactor", "users", "webhooks", "payments", "cash", "shop", "catalogue", "invoices"]);
    for (const locale of LOCALES) {
      const activity = messagesFor(locale).activity;
      for (const { group, actions } of auditActionGroups()) {
        expect(activity.groups[group], `${locale} ${group}`).toBeTruthy();
        for (const action of actions) {
          const [area, verb] = action.split(".") as [string, string];
          expect((activity.actions as Record<string, Record<string, string>>)[area]?.[verb], `${locale} ${action}`).toBeTruthy();
        }
      }
    }
    expect(messagesFor("es-MX").activity.actions.payment.canceled).toBe("Canceló un pago");
    expect(messagesFor("en").activity.actions.payment.canceled).toBe("Canceled a payment");
  });

  it("describe what changed as changes and values, in a stable order", () => {
    expect(describeAuditDetails({ role: { from: "cashier", to: "support" } })).toEqual([{ key: "role", change: true, from: "cashier", to: "support" }]);
    expect(describeAuditDetails({ url: { from: null, to: "https://shop.test/hooks" }, overlapHours: 24 })).toEqual([
      { key: "url", change: true, from: null, to: "https://shop.test/hooks" },
      { key: "overlapHours", change: false, value: 24 },
    ]);
    expect(describeAuditDetails({ via: "till", zeta: 1, amount: "12.00", alpha: 2, payment: "qr_present" }).map((d) => d.key)).toEqual(["payment", "amount", "via", "alpha", "zeta"]);
    expect(describeAuditDetails(null)).toEqual([]);
  });

  it("name every detail key the trail records in both languages", () => {
    for (const locale of LOCALES) for (const key of AUDIT_DETAIL_ORDER) expect((messagesFor(locale).activity.fields as Record<string, string>)[key], `${locale} ${key}`).toBeTruthy();
  });
});
