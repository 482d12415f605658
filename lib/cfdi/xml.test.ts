import { describe, expect, it } from "vitest";
import { attribute, children, parseCfdi, path } from "./cfdi-dom";
import { sampleComprobante } from "./testing/cfdi-fixtures";
import { buildCfdiXml, escapeXml } from "./xml";

const attributeNames = (xml: string, tag: string) => [...(new RegExp(`<cfdi:${tag}\\s([^>]*?)/?>`).exec(xml)?.[1] ?? "").matchAll(/([\w:ñÑ]+)="/g)].map((m) => m[1]);

describe("buildCfdiXml", () => {
  const c = sampleComprobante({ noCertificado: "30001000000400002434", certificado: "MIIB" });

  it("writes the declaration, the namespaces and schema location, and the attributes in cfdv40.xsd's order", () => {
    const xml = buildCfdiXml(c, "SELLO==");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd"')).toBe(true);
    expect(attributeNames(xml, "Comprobante").filter((n) => !n!.startsWith("xml") && !n!.startsWith("xsi"))).toEqual([
      "Version", "Serie", "Folio", "Fecha", "Sello", "FormaPago", "NoCertificado", "Certificado", "SubTotal", "Moneda", "Total", "TipoDeComprobante", "Exportacion", "MetodoPago", "LugarExpedicion",
    ]);
    expect(attributeNames(xml, "Receptor")).toEqual(["Rfc", "Nombre", "DomicilioFiscalReceptor", "RegimenFiscalReceptor", "UsoCFDI"]);
    expect(attributeNames(xml, "Concepto")).toEqual(["ClaveProdServ", "NoIdentificacion", "Cantidad", "ClaveUnidad", "Descripcion", "ValorUnitario", "Importe", "ObjetoImp"]);
    expect(attributeNames(xml, "Traslado")).toEqual(["Base", "Impuesto", "TipoFactor", "TasaOCuota", "Importe"]);
  });

  it("leaves Sello out when not given, and optional attributes when undefined", () => {
    const xml = buildCfdiXml({ ...c, serie: undefined, folio: undefined, formaPago: undefined, metodoPago: undefined });
    expect(xml).not.toMatch(/\s(Sello|Serie|Folio|FormaPago|MetodoPago)=/);
  });

  it("puts the nodes in Anexo 20's order: InformacionGlobal, CfdiRelacionados, Emisor, Receptor, Conceptos, Impuestos", () => {
    const xml = buildCfdiXml({ ...c, informacionGlobal: { periodicidad: "04", meses: "11", año: "2026" }, cfdiRelacionados: { tipoRelacion: "01", uuids: ["04BF2854-FE7D-4377-9196-71248F060ABB", "11111111-2222-4333-8444-555555555555"] } });
    const root = parseCfdi(xml);
    const names: string[] = [];
    for (let node = root.firstChild; node; node = node.nextSibling) names.push((node as { localName: string }).localName);
    expect(names).toEqual(["InformacionGlobal", "CfdiRelacionados", "Emisor", "Receptor", "Conceptos", "Impuestos"]);
    expect(xml).toContain('<cfdi:InformacionGlobal Periodicidad="04" Meses="11" Año="2026"/>');
    expect(path(root, "CfdiRelacionados", "CfdiRelacionado").map((e) => e.getAttribute("UUID"))).toEqual(["04BF2854-FE7D-4377-9196-71248F060ABB", "11111111-2222-4333-8444-555555555555"]);
  });

  it("writes a concept's traslados under its Impuestos, none for ObjetoImp 01, and an exento traslado without rate nor importe", () => {
    const root = parseCfdi(buildCfdiXml({ ...c, conceptos: [...c.conceptos, { ...c.conceptos[0]!, objetoImp: "01", traslados: [] }] }));
    const conceptos = path(root, "Conceptos", "Concepto");
    expect(conceptos.map((k) => children(k, "Impuestos").length)).toEqual([1, 1, 1, 0]);
    const exento = path(conceptos[2]!, "Impuestos", "Traslados", "Traslado")[0]!;
    expect([exento.getAttribute("TipoFactor"), attribute(exento, "TasaOCuota"), attribute(exento, "Importe")]).toEqual(["Exento", undefined, undefined]);
  });

  it("writes no comprobante Impuestos when there is nothing to say", () => {
    expect(children(parseCfdi(buildCfdiXml({ ...c, impuestos: { traslados: [] } })), "Impuestos")).toHaveLength(0);
    expect(children(parseCfdi(buildCfdiXml({ ...c, impuestos: undefined })), "Impuestos")).toHaveLength(0);
    expect(children(parseCfdi(buildCfdiXml(c)), "Impuestos")).toHaveLength(1);
  });

  it("escapes & < > \" ' and tab, LF, CR so that every value parses back unchanged", () => {
    const nasty = `PEÑA & HIJOS <"S.A."> 'dos'\tcon\nsaltos\r y ñ ü 😀`;
    const xml = buildCfdiXml({ ...c, receptor: { ...c.receptor, nombre: nasty }, conceptos: [{ ...c.conceptos[0]!, descripcion: nasty }] });
    const root = parseCfdi(xml);
    expect(children(root, "Receptor")[0]!.getAttribute("Nombre")).toBe(nasty);
    expect(path(root, "Conceptos", "Concepto")[0]!.getAttribute("Descripcion")).toBe(nasty);
    expect(xml).toContain("PEÑA &amp; HIJOS &lt;&quot;S.A.&quot;&gt; &apos;dos&apos;&#9;con&#10;saltos&#13; y ñ ü 😀");
  });

  it("refuses a character XML cannot carry", () => {
    expect(() => escapeXml("a\u0001b")).toThrow(/cannot carry/);
    expect(() => escapeXml("a\uD800b")).toThrow(/cannot carry/);
    expect(() => buildCfdiXml({ ...c, receptor: { ...c.receptor, nombre: "x\u000Bz" } })).toThrow(/cannot carry/);
    expect(escapeXml("😀")).toBe("😀");
  });

  it("writes amounts exactly as given (strings, never numbers)", () => {
    const xml = buildCfdiXml({ ...c, subTotal: "0.10", total: "1000000000000000.30" });
    expect(xml).toContain('SubTotal="0.10"');
    expect(xml).toContain('Total="1000000000000000.30"');
  });
});
