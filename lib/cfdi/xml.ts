import { CFDI_NS } from "./cfdi-dom";
import type { Comprobante, Concepto, Traslado } from "./types";

export { CFDI_NS };
export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export const CFDI_SCHEMA_LOCATION = "http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd";

/** Characters XML 1.0 cannot carry at all, not even as a character reference (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An attribute value as XML writes it: the five predefined entities, and tab, LF and CR as
 * character references (written raw, a parser would turn them into spaces). Throws on a character
 * XML cannot carry: better refused here than a CFDI the PAC cannot parse.
 */
export function escapeXml(value: string): string {
  if (NOT_XML.test(value)) throw new Error(`a value has a character XML cannot carry: ${JSON.stringify(value)}`);
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

/** ` Name="value"` for each pair whose value is defined, in the order given (cfdv40.xsd's, which is Anexo 20's). */
function attributes(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  return pairs
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
}

const element = (name: string, attrs: ReadonlyArray<readonly [string, string | undefined]>, content = ""): string =>
  content === "" ? `<cfdi:${name}${attributes(attrs)}/>` : `<cfdi:${name}${attributes(attrs)}>${content}</cfdi:${name}>`;

const traslado = (t: Traslado): string =>
  element("Traslado", [
    ["Base", t.base],
    ["Impuesto", t.impuesto],
    ["TipoFactor", t.tipoFactor],
    ["TasaOCuota", t.tasaOCuota],
    ["Importe", t.importe],
  ]);

function concepto(c: Concepto): string {
  // ObjetoImp 01 (no objeto de impuesto) carries no Impuestos; cfdv40.xsd wants at least one Traslado in a Traslados
  const impuestos = c.objetoImp === "02" && c.traslados.length > 0 ? element("Impuestos", [], element("Traslados", [], c.traslados.map(traslado).join(""))) : "";
  return element(
    "Concepto",
    [
      ["ClaveProdServ", c.claveProdServ],
      ["NoIdentificacion", c.noIdentificacion],
      ["Cantidad", c.cantidad],
      ["ClaveUnidad", c.claveUnidad],
      ["Unidad", c.unidad],
      ["Descripcion", c.descripcion],
      ["ValorUnitario", c.valorUnitario],
      ["Importe", c.importe],
      ["Descuento", c.descuento],
      ["ObjetoImp", c.objetoImp],
    ],
    impuestos,
  );
}

/**
 * A comprobante as CFDI 4.0 XML (Anexo 20; cfdv40.xsd): the UTF-8 declaration, the cfdi and xsi
 * namespaces and the schema location, the attributes in the standard's order, then
 * InformacionGlobal, CfdiRelacionados, Emisor, Receptor, Conceptos and Impuestos. `sello` is written
 * when given: the cadena original does not read Sello, Certificado nor the Complemento, so the seal
 * is computed on the XML without it and the XML then rebuilt with it. No whitespace between
 * elements. Amounts are written exactly as the comprobante holds them (strings, never numbers).
 */
export function buildCfdiXml(c: Comprobante, sello?: string): string {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<cfdi:Comprobante xmlns:cfdi="${CFDI_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${CFDI_SCHEMA_LOCATION}"${attributes([
      ["Version", c.version],
      ["Serie", c.serie],
      ["Folio", c.folio],
      ["Fecha", c.fecha],
      ["Sello", sello],
      ["FormaPago", c.formaPago],
      ["NoCertificado", c.noCertificado],
      ["Certificado", c.certificado],
      ["SubTotal", c.subTotal],
      ["Descuento", c.descuento],
      ["Moneda", c.moneda],
      ["Total", c.total],
      ["TipoDeComprobante", c.tipoDeComprobante],
      ["Exportacion", c.exportacion],
      ["MetodoPago", c.metodoPago],
      ["LugarExpedicion", c.lugarExpedicion],
    ])}>`,
  ];
  const g = c.informacionGlobal;
  if (g) parts.push(element("InformacionGlobal", [["Periodicidad", g.periodicidad], ["Meses", g.meses], ["Año", g.año]]));
  const r = c.cfdiRelacionados;
  if (r) parts.push(element("CfdiRelacionados", [["TipoRelacion", r.tipoRelacion]], r.uuids.map((uuid) => element("CfdiRelacionado", [["UUID", uuid]])).join("")));
  parts.push(element("Emisor", [["Rfc", c.emisor.rfc], ["Nombre", c.emisor.nombre], ["RegimenFiscal", c.emisor.regimenFiscal]]));
  const receptor = c.receptor;
  parts.push(
    element("Receptor", [
      ["Rfc", receptor.rfc],
      ["Nombre", receptor.nombre],
      ["DomicilioFiscalReceptor", receptor.domicilioFiscalReceptor],
      ["RegimenFiscalReceptor", receptor.regimenFiscalReceptor],
      ["UsoCFDI", receptor.usoCFDI],
    ]),
  );
  parts.push(element("Conceptos", [], c.conceptos.map(concepto).join("")));
  const impuestos = c.impuestos;
  if (impuestos && (impuestos.traslados.length > 0 || impuestos.totalImpuestosTrasladados !== undefined)) {
    const traslados = impuestos.traslados.length > 0 ? element("Traslados", [], impuestos.traslados.map(traslado).join("")) : "";
    parts.push(element("Impuestos", [["TotalImpuestosTrasladados", impuestos.totalImpuestosTrasladados]], traslados));
  }
  parts.push(`</cfdi:Comprobante>`);
  return parts.join("");
}
