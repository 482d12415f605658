import { describe, expect, it } from "vitest";
import { SAT_PRODUCT_KEYS, SAT_UNIT_KEYS, searchSatKeys } from "./sat-keys";

const codes = (keys: ReadonlyArray<{ code: string }>) => keys.map((key) => key.code);

describe("the SAT keys", () => {
  it("lists each key once, ClaveProdServ of 8 digits with 01010101 and the restaurant's, the usual units", () => {
    expect(new Set(codes(SAT_PRODUCT_KEYS)).size).toBe(SAT_PRODUCT_KEYS.length);
    expect(SAT_PRODUCT_KEYS.length).toBeGreaterThanOrEqual(150);
    for (const key of SAT_PRODUCT_KEYS) expect(key.code, key.name).toMatch(/^\d{8}$/);
    expect(SAT_PRODUCT_KEYS.find((key) => key.code === "01010101")?.name).toBe("No existe en el catálogo");
    expect(codes(SAT_PRODUCT_KEYS)).toEqual(expect.arrayContaining(["90101501", "50202306", "50181900"]));
    expect(codes(SAT_UNIT_KEYS)).toEqual(expect.arrayContaining(["H87", "KGM", "GRM", "LTR", "MLT", "E48", "XBX", "XPK", "MTR", "ACT"]));
  });

  it("finds keys by the start of their code", () => {
    expect(codes(searchSatKeys("5020230"))).toEqual(["50202301", "50202302", "50202304", "50202305", "50202306", "50202307", "50202309"]);
    expect(codes(searchSatKeys("50202306"))).toEqual(["50202306"]);
    expect(codes(searchSatKeys("kg", SAT_UNIT_KEYS))).toEqual(["KGM"]);
  });

  it("finds keys by words, accents and case aside, each word starting a word of the description or of our hints", () => {
    expect(codes(searchSatKeys("refresco"))).toContain("50202306");
    expect(codes(searchSatKeys("AZUCAR"))).toEqual(expect.arrayContaining(["50161509"])); // "Azucares naturales…" (and our hint)
    expect(codes(searchSatKeys("pan fre"))).toEqual(["50181901"]);
    expect(codes(searchSatKeys("jitomate"))).toEqual(["50406500"]);
    expect(codes(searchSatKeys("restaurante"))).toContain("90101501");
    expect(codes(searchSatKeys("kilogramo", SAT_UNIT_KEYS))).toEqual(["KGM"]);
    expect(codes(searchSatKeys("cubico", SAT_UNIT_KEYS))).toEqual(["MTQ"]);
    expect(searchSatKeys("   ")).toEqual([]);
    expect(searchSatKeys("zzzz")).toEqual([]);
  });
});
