import { afterAll, describe, expect, it } from "vitest";
import { cadenaOriginal, normalizeSpace } from "./cadena-original";
import { NotACfdiError } from "./cfdi-dom";
import { cleanScratch, RUN_XSLTPROC, testdata, xsltproc } from "./testing/cfdi-fixtures";

afterAll(cleanScratch);

const NS = 'xmlns:cfdi="http://www.sat.gob.mx/cfd/4"';
const comprobante = (attributes: string, body = "") => `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante ${NS} ${attributes}>${body}</cfdi:Comprobante>`;

/** Every node and attribute SAT's XSLT reads, including those Caja never writes (ACuentaTerceros, InformacionAduanera, CuentaPredial, Parte, Retenciones). */
const EVERYTHING = comprobante(
  'Version="4.0" Serie="A" Folio="1" Fecha="2026-01-01T00:00:00" FormaPago="99" NoCertificado="1" CondicionesDePago="30 días" SubTotal="10" Descuento="1" Moneda="USD" TipoCambio="17.5" Total="10" TipoDeComprobante="I" Exportacion="01" MetodoPago="PPD" LugarExpedicion="06000" Confirmacion="ABCDE"',
  `<cfdi:InformacionGlobal Periodicidad="01" Meses="01" Año="2026"/>
   <cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="A"/><cfdi:CfdiRelacionado UUID="B"/></cfdi:CfdiRelacionados>
   <cfdi:CfdiRelacionados TipoRelacion="07"><cfdi:CfdiRelacionado UUID="C"/></cfdi:CfdiRelacionados>
   <cfdi:Emisor Rfc="E" Nombre="EMISOR" RegimenFiscal="601" FacAtrAdquirente="0123456789"/>
   <cfdi:Receptor Rfc="R" Nombre="RECEPTOR" DomicilioFiscalReceptor="06000" ResidenciaFiscal="USA" NumRegIdTrib="123" RegimenFiscalReceptor="616" UsoCFDI="S01"/>
   <cfdi:Conceptos>
     <cfdi:Concepto ClaveProdServ="1" NoIdentificacion="N" Cantidad="2" ClaveUnidad="H87" Unidad="Pieza" Descripcion="D" ValorUnitario="5" Importe="10" Descuento="1" ObjetoImp="02">
       <cfdi:Impuestos>
         <cfdi:Traslados><cfdi:Traslado Base="9" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1.44"/><cfdi:Traslado Base="9" Impuesto="003" TipoFactor="Exento"/></cfdi:Traslados>
         <cfdi:Retenciones><cfdi:Retencion Base="9" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.100000" Importe="0.90"/></cfdi:Retenciones>
       </cfdi:Impuestos>
       <cfdi:ACuentaTerceros RfcACuentaTerceros="T" NombreACuentaTerceros="TERCERO" RegimenFiscalACuentaTerceros="601" DomicilioFiscalACuentaTerceros="01000"/>
       <cfdi:InformacionAduanera NumeroPedimento="21  47  3807  8003832"/>
       <cfdi:CuentaPredial Numero="P1"/><cfdi:CuentaPredial Numero="P2"/>
       <cfdi:ComplementoConcepto/>
       <cfdi:Parte ClaveProdServ="2" Cantidad="1" Descripcion="PARTE"><cfdi:InformacionAduanera NumeroPedimento="X"/></cfdi:Parte>
       <cfdi:Parte ClaveProdServ="3" NoIdentificacion="P" Cantidad="1" Unidad="u" Descripcion="OTRA" ValorUnitario="1" Importe="1"/>
     </cfdi:Concepto>
     <cfdi:Concepto ClaveProdServ="9" Cantidad="1" ClaveUnidad="ACT" Descripcion="Otro" ValorUnitario="1" Importe="1" ObjetoImp="01"/>
   </cfdi:Conceptos>
   <cfdi:Impuestos TotalImpuestosRetenidos="0.90" TotalImpuestosTrasladados="1.44">
     <cfdi:Retenciones><cfdi:Retencion Impuesto="001" Importe="0.90"/></cfdi:Retenciones>
     <cfdi:Traslados><cfdi:Traslado Base="9" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1.44"/><cfdi:Traslado Base="9" Impuesto="003" TipoFactor="Exento"/></cfdi:Traslados>
   </cfdi:Impuestos>
   <cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="U"/></cfdi:Complemento>
   <cfdi:Addenda><x:y xmlns:x="urn:x">nothing of this is read</x:y></cfdi:Addenda>`,
);

describe("cadenaOriginal", () => {
  it("reads every node and attribute in the XSLT's order", () => {
    expect(cadenaOriginal(EVERYTHING)).toBe(
      "||4.0|A|1|2026-01-01T00:00:00|99|1|30 días|10|1|USD|17.5|10|I|01|PPD|06000|ABCDE|01|01|2026|04|A|B|07|C|E|EMISOR|601|0123456789|R|RECEPTOR|06000|USA|123|616|S01" +
        "|1|N|2|H87|Pieza|D|5|10|1|02|9|002|Tasa|0.160000|1.44|9|003|Exento|9|001|Tasa|0.100000|0.90|T|TERCERO|601|01000|21 47 3807 8003832|P1|P2|2|1|PARTE|X|3|P|1|u|OTRA|1|1" +
        "|9|1|ACT|Otro|1|1|01|001|0.90|0.90|9|002|Tasa|0.160000|1.44|9|003|Exento|1.44||",
    );
  });

  it.runIf(RUN_XSLTPROC)("equals SAT's XSLT on every node it reads, and on the real stamped CFDI", () => {
    expect(cadenaOriginal(EVERYTHING)).toBe(xsltproc(EVERYTHING));
    const real = testdata("cfdi40-real.xml").toString("utf8");
    expect(cadenaOriginal(real)).toBe(xsltproc(real));
  });

  it("writes a required attribute even when missing, and an optional one when present even if empty (the XSLT tests a node-set)", () => {
    const xml = comprobante('Version="4.0" Serie="" Fecha="F"', '<cfdi:Emisor Rfc="E" Nombre="  " RegimenFiscal=""/>');
    expect(cadenaOriginal(xml)).toBe("||4.0||F||||||||E||||");
  });

  it.runIf(RUN_XSLTPROC)("agrees with xsltproc on missing, empty and whitespace-only values", () => {
    for (const xml of [
      comprobante('Version="4.0" Serie="" Fecha="F"', '<cfdi:Emisor Rfc="E" Nombre="  " RegimenFiscal=""/>'),
      comprobante('Version="4.0" Folio="&#9; a &#10;&#10; b&#13;" Fecha="x&#160;y"', '<cfdi:Receptor Rfc=" R " Nombre="N"/>'),
      comprobante('Version="4.0"', "<cfdi:Conceptos/>"),
    ]) {
      expect(cadenaOriginal(xml)).toBe(xsltproc(xml));
    }
  });

  it("normalizes space as XPath does: tab, CR, LF and space only (a no-break space is kept)", () => {
    expect(normalizeSpace(" \t a \r\n b  ")).toBe("a b");
    expect(normalizeSpace("a\u00A0 b")).toBe("a\u00A0 b");
  });

  it("ignores element order it does not read (Addenda, text between elements) and reads the elements in document order", () => {
    const a = comprobante('Version="4.0"', '<cfdi:Receptor Rfc="R"/><cfdi:Emisor Rfc="E"/>');
    // the XSLT applies Emisor's template before Receptor's, whatever the document's order
    expect(cadenaOriginal(a)).toBe("||4.0|||||||||E|||R||||||");
  });

  it("refuses a complement other than the timbre, and a concept complement", () => {
    expect(() => cadenaOriginal(comprobante('Version="4.0"', '<cfdi:Complemento><pago20:Pagos xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="2.0"/></cfdi:Complemento>'))).toThrow(/Pagos/);
    expect(() => cadenaOriginal(comprobante('Version="4.0"', '<cfdi:Conceptos><cfdi:Concepto><cfdi:ComplementoConcepto><x xmlns="urn:x"/></cfdi:ComplementoConcepto></cfdi:Concepto></cfdi:Conceptos>'))).toThrow(/ComplementoConcepto/);
  });

  it("refuses what is not a CFDI 4.0", () => {
    expect(() => cadenaOriginal("<nope")).toThrow(NotACfdiError);
    expect(() => cadenaOriginal('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3" Version="3.3"/>')).toThrow(/not a CFDI 4.0/);
  });
});
