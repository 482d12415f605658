import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCfdi } from "../cfdi-dom";
import { conceptsOf } from "../concepts";
import { sampleComprobante } from "../testing/cfdi-fixtures";
import type { Comprobante } from "../types";
import { buildCfdiXml } from "../xml";
import { checkAnexo20Arithmetic } from "./anexo20-arithmetic";

const check = (c: Comprobante, edit: (xml: string) => string = (x) => x) => checkAnexo20Arithmetic(parseCfdi(edit(buildCfdiXml(c))));
const ruleOf = (c: Comprobante, edit?: (xml: string) => string) => check(c, edit)?.rule ?? null;
const base = sampleComprobante();
// SubTotal 230.53, IVA 6.90, Total 237.43; concept 2 (Taco al pastor): 2 × 21.550000 = 43.10, IVA 6.90 at 16 %

describe("checkAnexo20Arithmetic", () => {
  it("accepts what concepts.ts computes, at any mix of rates", () => {
    expect(check(base)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.bigInt({ min: 1n, max: 99_999_999n }), fc.constantFrom("1", "3", "0.5", "0.125", "12.5"), fc.constantFrom("16", "8", "0", "exempt" as const)), { minLength: 1, maxLength: 8 }), (lines) => {
        const totals = conceptsOf(lines.map(([totalCents, cantidad, iva]) => ({ claveProdServ: "01010101", claveUnidad: "H87", descripcion: "x", cantidad, totalCents, iva })));
        expect(check({ ...base, conceptos: totals.conceptos, impuestos: totals.impuestos, subTotal: totals.subTotal, total: totals.total })).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("names the broken rule: SubTotal, Total, TotalImpuestosTrasladados", () => {
    expect(check({ ...base, subTotal: "230.54" })).toEqual({ rule: "subtotal", message: "SubTotal is not the sum of the concepts' Importe: 230.54, expected 230.53" });
    expect(check({ ...base, total: "237.44" })?.message).toBe("Total is not SubTotal − Descuento + TotalImpuestosTrasladados − TotalImpuestosRetenidos: 237.44, expected 237.43");
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, totalImpuestosTrasladados: "6.91" } })).toBe("total_impuestos_trasladados");
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, totalImpuestosTrasladados: undefined } })).toBe("total_impuestos_trasladados");
  });

  it("wants the comprobante's traslados to be the concepts' grouped by impuesto, factor and rate, each rounded", () => {
    const [cero, dieciseis, exento] = base.impuestos!.traslados as [Comprobante["conceptos"][0]["traslados"][0], Comprobante["conceptos"][0]["traslados"][0], Comprobante["conceptos"][0]["traslados"][0]];
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, traslados: [cero, dieciseis] } })).toBe("traslados");
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, traslados: [cero, dieciseis, exento, exento] } })).toBe("traslados");
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, traslados: [cero, { ...dieciseis, base: "43.11" }, exento] } })).toBe("traslados");
    expect(ruleOf({ ...base, impuestos: { ...base.impuestos!, traslados: [cero, { ...dieciseis, tasaOCuota: "0.080000" }, exento] } })).toBe("traslados");
    // the same rate written with fewer zeros is the same group
    expect(ruleOf(base, (xml) => xml.replaceAll('TasaOCuota="0.160000"', 'TasaOCuota="0.16"'))).toBeNull();
  });

  it("holds each concept's traslado Importe within Base × TasaOCuota's bounds, and its Importe to Cantidad × ValorUnitario", () => {
    // 43.10 × 0.16 = 6.896: bounds (43.095 × 0.16 truncated, 43.105 × 0.16 rounded up) = 6.89 to 6.90
    expect(ruleOf(base, (xml) => xml.replace('TasaOCuota="0.160000" Importe="6.90"', 'TasaOCuota="0.160000" Importe="6.89"').replace('TotalImpuestosTrasladados="6.90"', 'TotalImpuestosTrasladados="6.89"').replace(/(<cfdi:Impuestos TotalImpuestosTrasladados="6.89">.*?TasaOCuota="0.160000" Importe=")6.90/, "$16.89").replace('Total="237.43"', 'Total="237.42"'))).toBeNull();
    expect(check(base, (xml) => xml.replace('TasaOCuota="0.160000" Importe="6.90"', 'TasaOCuota="0.160000" Importe="6.91"'))?.rule).toBe("traslado_importe");
    expect(check(base, (xml) => xml.replace('ValorUnitario="21.550000"', 'ValorUnitario="30.000000"'))?.rule).toBe("concepto_importe");
    // a quantity of 2 (no decimals) may be off by half a unit: 1.5 × 21.55 … 2.5 × 21.55
    expect(check(base, (xml) => xml.replace('ValorUnitario="21.550000"', 'ValorUnitario="20.000000"'))).toBeNull();
  });

  it("wants ObjetoImp and the concept's Impuestos to agree, and Exento without rate nor importe", () => {
    expect(ruleOf(base, (xml) => xml.replace('Importe="43.10" ObjetoImp="02"', 'Importe="43.10" ObjetoImp="01"'))).toBe("objeto_imp");
    expect(ruleOf({ ...base, conceptos: base.conceptos.map((c, i) => (i === 1 ? { ...c, traslados: [] } : c)) })).toBe("objeto_imp");
    expect(ruleOf(base, (xml) => xml.replace('TipoFactor="Exento"/>', 'TipoFactor="Exento" Importe="0.00"/>'))).toBe("traslado_exento");
    expect(ruleOf(base, (xml) => xml.replace('TasaOCuota="0.160000" Importe="6.90"/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>', 'TasaOCuota="0.160000"/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>'))).toBe("traslado_tasa");
    expect(ruleOf(base, (xml) => xml.replace('Base="45.00" Impuesto="002" TipoFactor="Exento"', 'Base="0.00" Impuesto="002" TipoFactor="Exento"'))).toBe("traslado_base");
  });

  it("wants Descuento only when a concept has one, as the rounded sum of theirs, and the currency's decimals", () => {
    expect(ruleOf({ ...base, descuento: "0.00" })).toBe("descuento");
    const conDescuento = { ...base, conceptos: base.conceptos.map((c, i) => (i === 0 ? { ...c, descuento: "2.00" } : c)) };
    expect(ruleOf(conDescuento)).toBe("descuento");
    expect(ruleOf({ ...conDescuento, descuento: "2.00", total: "235.43" })).toBeNull();
    expect(ruleOf({ ...base, conceptos: base.conceptos.map((c, i) => (i === 0 ? { ...c, descuento: "200.00" } : c)) })).toBe("concepto_descuento");
    expect(ruleOf({ ...base, subTotal: "230.530" })).toBe("decimals");
    expect(ruleOf({ ...base, total: "abc" })).toBe("decimal");
  });
});
