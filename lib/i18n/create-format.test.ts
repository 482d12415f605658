import { describe, expect, it } from "vitest";
import { createIntlTranslator } from "./testing-translator";
import { createFormat } from "./create-format";

const format = (locale: "es-MX" | "en", timeZone = "America/Mexico_City") => createFormat({ locale, timeZone, currency: "MXN" }, createIntlTranslator(locale));

describe("the one formatting layer", () => {
  it("shows amounts with the currency's code, never a bare $ (the dollar's sign too), kept on one line", () => {
    expect(format("es-MX").money(1234.5)).toBe("MXN\u00a01,234.50");
    expect(format("en").money("80")).toBe("MXN\u00a080.00");
    expect(format("es-MX").money(null)).toBe("—");
  });

  it("never signs a zero: a difference or net of -0.00 reads MXN 0.00, as does any amount that rounds to zero", () => {
    for (const amount of [-0, "-0", "-0.00", -0.004, "-0.001", 0]) {
      expect(format("es-MX").money(amount), String(amount)).toBe("MXN\u00a00.00");
      expect(format("en").money(amount), String(amount)).toBe("MXN\u00a00.00");
    }
    expect(format("es-MX").money(-0.005)).toBe("-MXN\u00a00.01");
    expect(format("es-MX").money("-20.00")).toBe("-MXN\u00a020.00");
    expect(format("es-MX").money(-1234.5)).toBe("-MXN\u00a01,234.50");
  });

  it("says at what time in a sentence: the time alone today, the day and the time on another day (never 'a las 27 nov 2026, 05:57')", () => {
    const now = new Date("2026-11-27T18:00:00Z"); // 12:00 on 27 Nov in Mexico City
    expect(format("es-MX").at("2026-11-27T11:57:00Z", now)).toBe("a las 05:57");
    expect(format("es-MX").at("2026-11-27T07:05:00Z", now)).toBe("a la 01:05");
    expect(format("es-MX").at("2026-11-26T11:57:00Z", now)).toBe("el 26 nov 2026 a las 05:57");
    expect(format("es-MX").at("2026-11-27T05:59:00Z", now)).toBe("el 26 nov 2026 a las 23:59"); // the merchant's day, not UTC's
    expect(format("en").at("2026-11-27T11:57:00Z", now)).toBe("at 05:57");
    expect(format("en").at("2026-11-26T11:57:00Z", now)).toBe("on Nov 26, 2026 at 05:57");
    expect(format("es-MX").at(null, now)).toBe("—");
  });

  it("names the merchant's zone as people do, not by its database id", () => {
    expect(format("es-MX").zone()).toBe("Hora de la Ciudad de México");
    expect(format("en").zone()).toBe("Mexico City time");
    expect(format("es-MX", "Europe/Madrid").zone()).toBe("Hora de Madrid");
  });

  it("writes times in the merchant's zone in the user's language", () => {
    expect(format("es-MX").time("2026-11-24T05:59:00Z")).toBe("23 nov 2026, 23:59");
    expect(format("en").time("2026-11-24T05:59:00Z")).toBe("Nov 23, 2026, 23:59");
  });

  it("labels statuses and groups from the catalogue; a canceled expiry reads Canceled; unknown statuses stay as sent", () => {
    expect(format("es-MX").status("ec_auhtorized")).toBe("Autorizado");
    expect(format("es-MX").status("qr_expired", "canceled")).toBe("Cancelado");
    expect(format("en").status("qr_expired", "expired")).toBe("Expired");
    expect(format("en").status("zz_new")).toBe("zz_new");
    expect(format("es-MX").group("in_progress")).toBe("En curso");
  });

  it("words reasons and error codes, and names an unknown one instead of hiding it", () => {
    expect(format("es-MX").reason("insufficient_funds")).toBe("Fondos insuficientes");
    expect(format("en").reason("card_lost_in_mail")).toBe("Reason: card lost in mail");
    expect(format("es-MX").error("intent_final")).toMatch(/^Este pago ya terminó/);
    expect(format("en").error("brand_new_code", 418)).toBe("The payment API answered 418 (brand_new_code).");
  });
});
