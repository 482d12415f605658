import { describe, expect, it } from "vitest";
import { centsToMoney, moneyToCents } from "../../contract/money";
import { fiscalProfileSchema } from "./fiscal-profile-schema";
import { splitVat } from "./vat";

describe("IVA on a receipt", () => {
  it("splits a total into base and IVA once per ticket, and the two always add up to the total", () => {
    expect(splitVat("116.00", "16")).toEqual({ rate: "16", base: "100.00", vat: "16.00" });
    expect(splitVat("125.50", "16")).toEqual({ rate: "16", base: "108.19", vat: "17.31" });
    expect(splitVat("108.00", "8")).toEqual({ rate: "8", base: "100.00", vat: "8.00" });
    expect(splitVat("50.00", "0")).toEqual({ rate: "0", base: "50.00", vat: "0.00" });
    expect(splitVat("50.00", "exempt")).toEqual({ rate: "exempt", base: "50.00", vat: "0.00" });
    for (let cents = 1; cents <= 20_000; cents += 7) {
      const { base, vat } = splitVat(centsToMoney(cents), "16");
      expect(moneyToCents(base) + moneyToCents(vat), centsToMoney(cents)).toBe(cents);
    }
  });

  it("takes a valid RFC (upper-cased) and refuses a malformed one, an impossible date, the generic RFC and an unknown regime", () => {
    const profile = { legalName: "Tacos El Güero SA de CV", taxRegime: "601", address: "Av. Juárez 10, Centro, 06000 CDMX", invoiceContact: "facturas@tacos.test", vat: "16" };
    expect(fiscalProfileSchema.parse({ ...profile, rfc: " gode561231gr8 " }).rfc).toBe("GODE561231GR8");
    expect(fiscalProfileSchema.safeParse({ ...profile, rfc: "ABC123" }).success).toBe(false);
    expect(fiscalProfileSchema.safeParse({ ...profile, rfc: "GODE561331GR8" }).success).toBe(false);
    expect(fiscalProfileSchema.safeParse({ ...profile, rfc: "XAXX010101000" }).success).toBe(false);
    expect(fiscalProfileSchema.safeParse({ ...profile, rfc: "GODE561231GR8", taxRegime: "999" }).success).toBe(false);
  });
});
