import type { Element } from "@xmldom/xmldom";
import { children, descendants, elementChildren, parseCfdi, path, TFD_NS } from "./cfdi-dom";

/**
 * What SAT's cadenaoriginal_4_0.xslt reads of each node, in its order: an attribute name for its
 * "Requerido" template, `?` for its "Opcional" one. Transcribed from lib/cfdi/sat/cadenaoriginal_4_0.xslt;
 * the golden tests hold the result equal to xsltproc running that file.
 */
const COMPROBANTE = ["Version", "Serie?", "Folio?", "Fecha", "FormaPago?", "NoCertificado", "CondicionesDePago?", "SubTotal", "Descuento?", "Moneda", "TipoCambio?", "Total", "TipoDeComprobante", "Exportacion", "MetodoPago?", "LugarExpedicion", "Confirmacion?"];
const INFORMACION_GLOBAL = ["Periodicidad", "Meses", "Año"];
const EMISOR = ["Rfc", "Nombre", "RegimenFiscal", "FacAtrAdquirente?"];
const RECEPTOR = ["Rfc", "Nombre", "DomicilioFiscalReceptor", "ResidenciaFiscal?", "NumRegIdTrib?", "RegimenFiscalReceptor", "UsoCFDI"];
const CONCEPTO = ["ClaveProdServ", "NoIdentificacion?", "Cantidad", "ClaveUnidad", "Unidad?", "Descripcion", "ValorUnitario", "Importe", "Descuento?", "ObjetoImp"];
const TRASLADO = ["Base", "Impuesto", "TipoFactor", "TasaOCuota?", "Importe?"];
const CONCEPTO_RETENCION = ["Base", "Impuesto", "TipoFactor", "TasaOCuota", "Importe"];
const A_CUENTA_TERCEROS = ["RfcACuentaTerceros", "NombreACuentaTerceros", "RegimenFiscalACuentaTerceros", "DomicilioFiscalACuentaTerceros"];
const PARTE = ["ClaveProdServ", "NoIdentificacion?", "Cantidad", "Unidad?", "Descripcion", "ValorUnitario?", "Importe?"];
const COMPROBANTE_RETENCION = ["Impuesto", "Importe"];

/** XPath 1.0's normalize-space: its whitespace (space, tab, CR, LF) trimmed and each run made one space. */
export const normalizeSpace = (value: string): string => value.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");

/**
 * The XSLT's utilerías: "Requerido" writes `|` and the value, even when the attribute is missing;
 * "Opcional" writes them only when the attribute exists (`xsl:if test="$valor"` on a node-set:
 * an attribute present but empty still counts).
 */
function read(element: Element, specs: readonly string[], out: string[]): void {
  for (const spec of specs) {
    const optional = spec.endsWith("?");
    const name = optional ? spec.slice(0, -1) : spec;
    if (optional && !element.hasAttribute(name)) continue;
    out.push(normalizeSpace(element.getAttribute(name) ?? ""));
  }
}

function concepto(c: Element, out: string[]): void {
  read(c, CONCEPTO, out);
  for (const t of path(c, "Impuestos", "Traslados", "Traslado")) read(t, TRASLADO, out);
  for (const r of path(c, "Impuestos", "Retenciones", "Retencion")) read(r, CONCEPTO_RETENCION, out);
  for (const a of children(c, "ACuentaTerceros")) read(a, A_CUENTA_TERCEROS, out);
  for (const i of children(c, "InformacionAduanera")) read(i, ["NumeroPedimento"], out);
  for (const p of children(c, "CuentaPredial")) read(p, ["Numero"], out);
  // The complements of a concept are read by their own XSLTs, which Caja does not implement.
  for (const complemento of children(c, "ComplementoConcepto")) {
    if (elementChildren(complemento).length > 0) throw new Error("a concept's ComplementoConcepto is not supported by this cadena original");
  }
  for (const parte of descendants(c, "Parte")) {
    read(parte, PARTE, out);
    for (const i of descendants(parte, "InformacionAduanera")) read(i, ["NumeroPedimento"], out);
  }
}

/**
 * The cadena original of a CFDI 4.0 (Anexo 20, "Cadena original"), exactly as SAT's
 * cadenaoriginal_4_0.xslt produces it: `||`, each value SAT's templates read, normalize-space'd,
 * `|` between them, then `||`. The TimbreFiscalDigital adds nothing (it has its own cadena, see
 * timbre.ts), an Addenda is never read; any other complement is refused, since each has an XSLT of
 * its own that this transcription does not cover.
 */
export function cadenaOriginal(xml: string): string {
  const root = parseCfdi(xml);
  const out: string[] = [];
  read(root, COMPROBANTE, out);
  for (const g of children(root, "InformacionGlobal")) read(g, INFORMACION_GLOBAL, out);
  for (const relacionados of children(root, "CfdiRelacionados")) {
    read(relacionados, ["TipoRelacion"], out);
    for (const r of children(relacionados, "CfdiRelacionado")) read(r, ["UUID"], out);
  }
  for (const e of children(root, "Emisor")) read(e, EMISOR, out);
  for (const r of children(root, "Receptor")) read(r, RECEPTOR, out);
  for (const c of path(root, "Conceptos", "Concepto")) concepto(c, out);
  for (const impuestos of children(root, "Impuestos")) {
    for (const r of path(impuestos, "Retenciones", "Retencion")) read(r, COMPROBANTE_RETENCION, out);
    read(impuestos, ["TotalImpuestosRetenidos?"], out);
    for (const t of path(impuestos, "Traslados", "Traslado")) read(t, TRASLADO, out);
    read(impuestos, ["TotalImpuestosTrasladados?"], out);
  }
  for (const complemento of children(root, "Complemento")) {
    for (const element of elementChildren(complemento)) {
      if (element.namespaceURI !== TFD_NS || element.localName !== "TimbreFiscalDigital") throw new Error(`the complement {${element.namespaceURI ?? ""}}${element.localName} is not supported by this cadena original`);
      // SAT's XSLT has no template for the timbre: the built-in one writes its text, and it has none
      if ((element.textContent ?? "") !== "") throw new Error("a TimbreFiscalDigital with text content");
    }
  }
  return `||${out.join("|")}||`;
}
