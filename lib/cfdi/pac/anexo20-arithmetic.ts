import type { Element } from "@xmldom/xmldom";
import { children, path } from "../cfdi-dom";
import { ceilDiv, floorDiv, formatMicros, MICRO, parseDecimal, roundTo, unitOf, type Decimal } from "../decimal";

/** A rule of Anexo 20's "validaciones adicionales a realizar por el proveedor" a CFDI breaks, named and worded. */
export type ArithmeticProblem = { rule: string; message: string };

class Broken extends Error {
  constructor(readonly problem: ArithmeticProblem) {
    super(problem.message);
  }
}

const fail = (rule: string, message: string): never => {
  throw new Broken({ rule, message });
};

/** The decimals each currency allows (c_Moneda's column); only MXN is issued by Caja, others are not checked for it. */
const CURRENCY_DECIMALS: Record<string, number> = { MXN: 2 };

function amount(element: Element, name: string): Decimal {
  const value = element.getAttribute(name) ?? "";
  const parsed = parseDecimal(value);
  if (!parsed) fail("decimal", `${element.localName}@${name} "${value}" is not a decimal amount`);
  return parsed!;
}
const optionalAmount = (element: Element, name: string): Decimal | null => (element.hasAttribute(name) ? amount(element, name) : null);
const show = (micros: bigint, places = 2) => formatMicros(micros, places);

/**
 * Anexo 20's bounds for a product (Concepto:Importe = Cantidad × ValorUnitario; Traslado:Importe =
 * Base × TasaOCuota): each factor may be off by half a unit of its last written decimal; the
 * lower bound is truncated and the upper rounded up to the decimals the result is written with.
 * Returns [lower, upper] in millionths. A factor given `exact` is taken as is (a rate).
 */
function productBounds(a: Decimal, b: Decimal, resultPlaces: number, exactB = false): [bigint, bigint] {
  // in halves of a millionth: (2a ∓ u_a) × (2b ∓ u_b), over 2 × 2 × 10^6 to come back to millionths
  const ua = unitOf(a.places);
  const ub = exactB ? 0n : unitOf(b.places);
  const bScale = exactB ? 1n : 2n;
  const low = (2n * a.micros - ua) * (bScale * b.micros - ub);
  const high = (2n * a.micros + ua) * (bScale * b.micros + ub);
  const divisor = 2n * bScale * MICRO;
  const step = unitOf(resultPlaces);
  return [floorDiv(low, divisor * step) * step, ceilDiv(high, divisor * step) * step];
}

type Group = { impuesto: string; tipoFactor: string; tasa: string; base: bigint; importe: bigint };
const groupKey = (t: Element) => `${t.getAttribute("Impuesto")}|${t.getAttribute("TipoFactor")}|${t.hasAttribute("TasaOCuota") ? amount(t, "TasaOCuota").micros : ""}`;

function checkConcepto(c: Element, index: number, groups: Map<string, Group>): void {
  const where = `Concepto ${index + 1}`;
  const importe = amount(c, "Importe");
  const [low, high] = productBounds(amount(c, "Cantidad"), amount(c, "ValorUnitario"), importe.places);
  if (importe.micros < low || importe.micros > high) {
    fail("concepto_importe", `${where}: Importe ${c.getAttribute("Importe")} is not Cantidad × ValorUnitario (${c.getAttribute("Cantidad")} × ${c.getAttribute("ValorUnitario")}, between ${show(low, importe.places)} and ${show(high, importe.places)})`);
  }
  const descuento = optionalAmount(c, "Descuento");
  if (descuento && descuento.micros > importe.micros) fail("concepto_descuento", `${where}: Descuento ${c.getAttribute("Descuento")} is more than its Importe ${c.getAttribute("Importe")}`);
  const impuestos = children(c, "Impuestos");
  const objetoImp = c.getAttribute("ObjetoImp");
  if (objetoImp === "02" && impuestos.length === 0) fail("objeto_imp", `${where}: ObjetoImp 02 (sí objeto de impuesto) needs its Impuestos`);
  if (objetoImp === "01" && impuestos.length > 0) fail("objeto_imp", `${where}: ObjetoImp 01 (no objeto de impuesto) must not have Impuestos`);
  for (const t of path(c, "Impuestos", "Traslados", "Traslado")) {
    const base = amount(t, "Base");
    if (base.micros <= 0n) fail("traslado_base", `${where}: a traslado's Base must be more than zero`);
    const factor = t.getAttribute("TipoFactor");
    const key = groupKey(t);
    const group = groups.get(key) ?? { impuesto: t.getAttribute("Impuesto") ?? "", tipoFactor: factor ?? "", tasa: t.getAttribute("TasaOCuota") ?? "", base: 0n, importe: 0n };
    group.base += base.micros;
    if (factor === "Exento") {
      if (t.hasAttribute("TasaOCuota") || t.hasAttribute("Importe")) fail("traslado_exento", `${where}: an Exento traslado has neither TasaOCuota nor Importe`);
    } else {
      if (!t.hasAttribute("TasaOCuota") || !t.hasAttribute("Importe")) fail("traslado_tasa", `${where}: a ${factor} traslado needs TasaOCuota and Importe`);
      const tImporte = amount(t, "Importe");
      const [lower, upper] = productBounds(base, amount(t, "TasaOCuota"), tImporte.places, true);
      if (tImporte.micros < lower || tImporte.micros > upper) {
        fail("traslado_importe", `${where}: traslado Importe ${t.getAttribute("Importe")} is outside Base × TasaOCuota's bounds (${t.getAttribute("Base")} × ${t.getAttribute("TasaOCuota")}: ${show(lower, tImporte.places)} to ${show(upper, tImporte.places)})`);
      }
      group.importe += tImporte.micros;
    }
    groups.set(key, group);
  }
}

/**
 * Checks a CFDI's arithmetic as a PAC does before it stamps (Anexo 20 4.0, "Validaciones
 * adicionales a realizar por el proveedor"): each concept's Importe = Cantidad × ValorUnitario
 * and each of its traslados' Importe = Base × TasaOCuota within Anexo 20's bounds, ObjetoImp and
 * the concept's Impuestos agree, Exento without rate nor importe; SubTotal = the concepts' Importe
 * summed and rounded; Descuento = their Descuento summed and rounded, and absent when none has
 * one; the comprobante's traslados are the concepts' grouped by Impuesto, TipoFactor and
 * TasaOCuota, Base and Importe each the rounded sum; TotalImpuestosTrasladados their sum, present
 * exactly when a traslado is not Exento; Total = SubTotal − Descuento + TotalImpuestosTrasladados −
 * TotalImpuestosRetenidos; the comprobante's amounts with the currency's decimals. Retenciones are
 * only counted in Total (Caja issues none). Returns the first broken rule, or null.
 */
export function checkAnexo20Arithmetic(root: Element): ArithmeticProblem | null {
  try {
    const decimals = CURRENCY_DECIMALS[root.getAttribute("Moneda") ?? ""];
    const impuestos = children(root, "Impuestos")[0];
    if (decimals !== undefined) {
      const amounts: Array<[Element, string]> = [[root, "SubTotal"], [root, "Descuento"], [root, "Total"]];
      if (impuestos) {
        amounts.push([impuestos, "TotalImpuestosTrasladados"], [impuestos, "TotalImpuestosRetenidos"]);
        for (const t of path(impuestos, "Traslados", "Traslado")) amounts.push([t, "Base"], [t, "Importe"]);
      }
      for (const [element, name] of amounts) {
        const value = optionalAmount(element, name);
        if (value && value.places > decimals) fail("decimals", `${element.localName}@${name} ${element.getAttribute(name)} has more decimals than ${root.getAttribute("Moneda")} allows (${decimals})`);
      }
    }
    const places = decimals ?? 6;
    const conceptos = path(root, "Conceptos", "Concepto");
    const groups = new Map<string, Group>();
    conceptos.forEach((c, i) => checkConcepto(c, i, groups));

    const subTotal = amount(root, "SubTotal");
    const importes = roundTo(conceptos.reduce((sum, c) => sum + amount(c, "Importe").micros, 0n), places);
    if (subTotal.micros !== importes) fail("subtotal", `SubTotal is not the sum of the concepts' Importe: ${root.getAttribute("SubTotal")}, expected ${show(importes, places)}`);

    const withDescuento = conceptos.filter((c) => c.hasAttribute("Descuento"));
    const descuento = optionalAmount(root, "Descuento");
    if (withDescuento.length === 0 && descuento) fail("descuento", "Descuento is written but no concept has a Descuento");
    if (withDescuento.length > 0) {
      const sum = roundTo(withDescuento.reduce((total, c) => total + amount(c, "Descuento").micros, 0n), places);
      if (!descuento || descuento.micros !== sum) fail("descuento", `Descuento ${root.getAttribute("Descuento") ?? "(missing)"} is not the sum of the concepts' Descuento (${show(sum, places)})`);
    }

    const declared = impuestos ? path(impuestos, "Traslados", "Traslado") : [];
    const seen = new Set<string>();
    let trasladados = 0n;
    for (const t of declared) {
      const key = groupKey(t);
      const group = groups.get(key);
      const name = `${t.getAttribute("Impuesto")} ${t.getAttribute("TipoFactor")} ${t.getAttribute("TasaOCuota") ?? ""}`.trim();
      if (!group) fail("traslados", `the comprobante's traslado ${name} is no concept's`);
      if (seen.has(key)) fail("traslados", `the comprobante's traslado ${name} is written twice`);
      seen.add(key);
      const base = roundTo(group!.base, places);
      if (amount(t, "Base").micros !== base) fail("traslados", `the comprobante's traslado ${name} has Base ${t.getAttribute("Base")}, not the concepts' ${show(base, places)}`);
      if (t.getAttribute("TipoFactor") !== "Exento") {
        const importe = roundTo(group!.importe, places);
        if (!t.hasAttribute("Importe") || amount(t, "Importe").micros !== importe) fail("traslados", `the comprobante's traslado ${name} has Importe ${t.getAttribute("Importe") ?? "(missing)"}, not the concepts' ${show(importe, places)}`);
        trasladados += importe;
      }
    }
    for (const [key, group] of groups) {
      if (!seen.has(key)) fail("traslados", `the concepts' traslado ${group.impuesto} ${group.tipoFactor} ${group.tasa} is missing from the comprobante's Impuestos`.replace(/ +/g, " "));
    }
    const anyRate = [...groups.values()].some((g) => g.tipoFactor !== "Exento");
    const total = impuestos ? optionalAmount(impuestos, "TotalImpuestosTrasladados") : null;
    if (anyRate && (!total || total.micros !== trasladados)) fail("total_impuestos_trasladados", `TotalImpuestosTrasladados ${impuestos?.getAttribute("TotalImpuestosTrasladados") ?? "(missing)"} is not the sum of the traslados' Importe (${show(trasladados, places)})`);
    if (!anyRate && total) fail("total_impuestos_trasladados", "TotalImpuestosTrasladados is written but no traslado has a rate");

    const retenidos = impuestos ? (optionalAmount(impuestos, "TotalImpuestosRetenidos")?.micros ?? 0n) : 0n;
    const expected = subTotal.micros - (descuento?.micros ?? 0n) + trasladados - retenidos;
    if (amount(root, "Total").micros !== expected) fail("total", `Total is not SubTotal − Descuento + TotalImpuestosTrasladados − TotalImpuestosRetenidos: ${root.getAttribute("Total")}, expected ${show(expected, places)}`);
    return null;
  } catch (error) {
    if (error instanceof Broken) return error.problem;
    throw error;
  }
}
