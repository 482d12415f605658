import type { Comprobante, Concepto, Traslado } from "./types";

export const CFDI_NS = "http://www.sat.gob.mx/cfd/4";
export const CFDI_SCHEMA_LOCATION = "http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd";

/** An attribute value as XML writes it (the five entities; tabs and line breaks as character references, so a value survives parsing unchanged). */
export function escapeXml(value: string): string {
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

/** ` Name="value"` for each pair whose value is defined, in the order given. */
function attributes(pairs: Array<[string, string | undefined]>): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
}

function traslado(t: Traslado): string {
  return `<cfdi:Traslado${attributes([["Base", t.base], ["Impuesto", t.impuesto], ["TipoFactor", t.tipoFactor], ["TasaOCuota", t.tasaOCuota], ["Importe", t.importe]])}/>`;
}

function concepto(c: Concepto): string {
  const head = `<cfdi:Concepto${attributes([
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
  ])}`;
  if (c.objetoImp === "01" || c.traslados.length === 0) return `${head}/>`;
  return `${head}><cfdi:Impuestos><cfdi:Traslados>${c.traslados.map(traslado).join("")}</cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`;
}

/**
 * A comprobante as CFDI 4.0 XML (Anexo 20; cfdv40.xsd): the declaration, the cfdi namespace and
 * schema location, the attributes in the standard's order, then InformacionGlobal,
 * CfdiRelacionados, Emisor, Receptor, Conceptos and Impuestos. With `sello`, the seal is written
 * (the cadena original leaves Sello, Certificado and the Complemento out, so the seal is computed
 * on the XML without it). No whitespace between elements: nothing to normalise away.
 */
export function buildCfdiXml(c: Comprobante, sello?: string): string {
  const root = attributes([
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
  ]);
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<cfdi:Comprobante xmlns:cfdi="${CFDI_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${CFDI_SCHEMA_LOCATION}"${root}>`,
  ];
  if (c.informacionGlobal) {
    const g = c.informacionGlobal;
    parts.push(`<cfdi:InformacionGlobal${attributes([["Periodicidad", g.periodicidad], ["Meses", g.meses], ["Año", g.año]])}/>`);
  }
  if (c.cfdiRelacionados) {
    const r = c.cfdiRelacionados;
    parts.push(`<cfdi:CfdiRelacionados${attributes([["TipoRelacion", r.tipoRelacion]])}>${r.uuids.map((uuid) => `<cfdi:CfdiRelacionado${attributes([["UUID", uuid]])}/>`).join("")}</cfdi:CfdiRelacionados>`);
  }
  parts.push(`<cfdi:Emisor${attributes([["Rfc", c.emisor.rfc], ["Nombre", c.emisor.nombre], ["RegimenFiscal", c.emisor.regimenFiscal]])}/>`);
  const r = c.receptor;
  parts.push(
    `<cfdi:Receptor${attributes([["Rfc", r.rfc], ["Nombre", r.nombre], ["DomicilioFiscalReceptor", r.domicilioFiscalReceptor], ["RegimenFiscalReceptor", r.regimenFiscalReceptor], ["UsoCFDI", r.usoCFDI]])}/>`,
  );
  parts.push(`<cfdi:Conceptos>${c.conceptos.map(concepto).join("")}</cfdi:Conceptos>`);
  if (c.impuestos) {
    parts.push(`<cfdi:Impuestos${attributes([["TotalImpuestosTrasladados", c.impuestos.totalImpuestosTrasladados]])}><cfdi:Traslados>${c.impuestos.traslados.map(traslado).join("")}</cfdi:Traslados></cfdi:Impuestos>`);
  }
  parts.push(`</cfdi:Comprobante>`);
  return parts.join("");
}
