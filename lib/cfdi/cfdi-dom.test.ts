import { describe, expect, it } from "vitest";
import { attribute, children, descendants, NotACfdiError, parseCfdi, parseXml, path } from "./cfdi-dom";

const xml = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:x="urn:x" Version="4.0" Serie="">
  <cfdi:Conceptos><cfdi:Concepto Importe="1"><cfdi:Parte Cantidad="1"><x:y><cfdi:Parte Cantidad="2"/></x:y></cfdi:Parte></cfdi:Concepto><x:Concepto/><cfdi:Concepto Importe="2"/></cfdi:Conceptos>
</cfdi:Comprobante>`;

describe("cfdi-dom", () => {
  it("parses a CFDI 4.0 and walks its cfdi elements by child path and by descent, in document order", () => {
    const root = parseCfdi(xml);
    expect(path(root, "Conceptos", "Concepto").map((c) => c.getAttribute("Importe"))).toEqual(["1", "2"]);
    expect(descendants(root, "Parte").map((p) => p.getAttribute("Cantidad"))).toEqual(["1", "2"]);
    expect(children(root, "Concepto")).toHaveLength(0);
    expect([attribute(root, "Serie"), attribute(root, "Folio")]).toEqual(["", undefined]);
  });
  it("stops at broken XML and at a root that is not a CFDI 4.0's", () => {
    expect(() => parseXml("<a><b></a>")).toThrow(NotACfdiError);
    expect(() => parseXml("")).toThrow(NotACfdiError);
    expect(() => parseCfdi("<Comprobante/>")).toThrow(/not a CFDI 4.0/);
    expect(() => parseCfdi('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3"/>')).toThrow(/cfd\/3/);
  });
});
