import { DOMParser, type Element } from "@xmldom/xmldom";
import { CFDI_NS } from "./xml";

/**
 * What SAT's cadenaoriginal_4_0.xslt reads of each node, in its order: an attribute name, `?` for
 * an optional one (written only when present), and the child paths it walks. The XSLT's own
 * templates, transcribed (lib/cfdi/sat/cadenaoriginal_4_0.xslt): Comprobante, InformacionGlobal,
 * CfdiRelacionados, Emisor, Receptor, Conceptos/Concepto with its traslados and retenciones, and the
 * comprobante's Impuestos. The golden tests hold it equal to xsltproc running SAT's file.
 */
const COMPROBANTE = ["Version", "Serie?", "Folio?", "Fecha", "FormaPago?", "NoCertificado", "CondicionesDePago?", "SubTotal", "Descuento?", "Moneda", "TipoCambio?", "Total", "TipoDeComprobante", "Exportacion", "MetodoPago?", "LugarExpedicion", "Confirmacion?"];
const INFORMACION_GLOBAL = ["Periodicidad", "Meses", "Año"];
const EMISOR = ["Rfc", "Nombre", "RegimenFiscal", "FacAtrAdquirente?"];
const RECEPTOR = ["Rfc", "Nombre", "DomicilioFiscalReceptor", "ResidenciaFiscal?", "NumRegIdTrib?", "RegimenFiscalReceptor", "UsoCFDI"];
const CONCEPTO = ["ClaveProdServ", "NoIdentificacion?", "Cantidad", "ClaveUnidad", "Unidad?", "Descripcion", "ValorUnitario", "Importe", "Descuento?", "ObjetoImp"];
const CONCEPTO_TRASLADO = ["Base", "Impuesto", "TipoFactor", "TasaOCuota?", "Importe?"];
const CONCEPTO_RETENCION = ["Base", "Impuesto", "TipoFactor", "TasaOCuota", "Importe"];
const ACUENTA_TERCEROS = ["RfcACuentaTerceros", "NombreACuentaTerceros", "RegimenFiscalACuentaTerceros", "DomicilioFiscalACuentaTerceros"];
const COMPROBANTE_RETENCION = ["Impuesto", "Importe"];
const COMPROBANTE_TRASLADO = ["Base", "Impuesto", "TipoFactor", "TasaOCuota?", "Importe?"];

/** XPath's normalize-space: XML whitespace (space, tab, CR, LF) trimmed and each run collapsed to one space. */
const normalizeSpace = (value: string) => value.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");

function children(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === CFDI_NS && (node as Element).localName === name) found.push(node as Element);
  }
  return found;
}

const path = (parent: Element, ...names: string[]): Element[] => names.reduce<Element[]>((nodes, name) => nodes.flatMap((node) => children(node, name)), [parent]);

function fields(element: Element, names: readonly string[], out: string[]): void {
  for (const spec of names) {
    const optional = spec.endsWith("?");
    const name = optional ? spec.slice(0, -1) : spec;
    const present = element.hasAttribute(name);
    // Opcional: written when the value is non-empty (`xsl:if test="$valor"`); Requerido: always, even empty
    if (optional && (!present || element.getAttribute(name) === "")) continue;
    out.push(normalizeSpace(present ? element.getAttribute(name)! : ""));
  }
}

/**
 * The cadena original of a CFDI 4.0, exactly as SAT's cadenaoriginal_4_0.xslt produces it: `||`,
 * then each value SAT's templates read, normalize-space'd, separated by `|`, then `||`. Complements
 * other than the TimbreFiscalDigital (which adds nothing: it has a cadena of its own) are refused:
 * Caja's facturas carry none.
 */
export function cadenaOriginal(xml: string): string {
  const document = new DOMParser().parseFromString(xml, "text/xml");
  const root = document.documentElement;
  if (!root || root.namespaceURI !== CFDI_NS || root.localName !== "Comprobante") throw new Error("not a CFDI 4.0 (cfdi:Comprobante of http://www.sat.gob.mx/cfd/4)");
  const out: string[] = [];
  fields(root, COMPROBANTE, out);
  for (const g of children(root, "InformacionGlobal")) fields(g, INFORMACION_GLOBAL, out);
  for (const relacionados of children(root, "CfdiRelacionados")) {
    fields(relacionados, ["TipoRelacion"], out);
    for (const r of children(relacionados, "CfdiRelacionado")) fields(r, ["UUID"], out);
  }
  for (const e of children(root, "Emisor")) fields(e, EMISOR, out);
  for (const r of children(root, "Receptor")) fields(r, RECEPTOR, out);
  for (const concepto of path(root, "Conceptos", "Concepto")) {
    fields(concepto, CONCEPTO, out);
    for (const t of path(concepto, "Impuestos", "Traslados", "Traslado")) fields(t, CONCEPTO_TRASLADO, out);
    for (const t of path(concepto, "Impuestos", "Retenciones", "Retencion")) fields(t, CONCEPTO_RETENCION, out);
    for (const a of children(concepto, "ACuentaTerceros")) fields(a, ACUENTA_TERCEROS, out);
    for (const name of ["InformacionAduanera", "CuentaPredial", "ComplementoConcepto", "Parte"]) {
      if (children(concepto, name).length > 0) throw new Error(`a concept's ${name} is not supported`);
    }
  }
  for (const impuestos of children(root, "Impuestos")) {
    for (const r of path(impuestos, "Retenciones", "Retencion")) fields(r, COMPROBANTE_RETENCION, out);
    fields(impuestos, ["TotalImpuestosRetenidos?"], out);
    for (const t of path(impuestos, "Traslados", "Traslado")) fields(t, COMPROBANTE_TRASLADO, out);
    fields(impuestos, ["TotalImpuestosTrasladados?"], out);
  }
  for (const complemento of children(root, "Complemento")) {
    for (let node = complemento.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== 1) continue;
      const element = node as Element;
      if (element.namespaceURI !== "http://www.sat.gob.mx/TimbreFiscalDigital") throw new Error(`the complement ${element.localName} is not supported`);
    }
  }
  return `||${out.join("|")}||`;
}
