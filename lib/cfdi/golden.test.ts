import { createVerify, X509Certificate } from "node:crypto";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cadenaOriginal } from "./cadena-original";
import { conceptsOf } from "./concepts";
import { sealCfdi, verifyCfdiSeal } from "./seal";
import { cleanScratch, ekuCsd, opensslVerifies, rootAttribute, RUN_XSLTPROC, sampleComprobante, testdata, xsltproc, xsltprocTfd } from "./testing/cfdi-fixtures";
import { readTimbre, tfdCadenaOriginal } from "./timbre";
import type { Comprobante } from "./types";
import { validateCfdiXsd } from "./xsd";

/**
 * The acceptance tests of the CFDI engine: our cadena original equals SAT's XSLT's (xsltproc) byte
 * for byte, on a real stamped CFDI and on ours; what we seal verifies with openssl over SAT's
 * cadena, independently of our code; what we build is valid against SAT's XSDs.
 */
afterAll(cleanScratch);
const EKU = ekuCsd();

describe.runIf(RUN_XSLTPROC)("a real stamped CFDI 4.0 (nodecfdi/cfdi-validator's cfdi40-real.xml)", () => {
  const real = testdata("cfdi40-real.xml").toString("utf8");

  it("has the cadena original SAT's XSLT gives, byte for byte, and its Sello verifies over ours", () => {
    const ours = cadenaOriginal(real);
    expect(ours).toBe(xsltproc(real));
    const sello = rootAttribute(real, "Sello");
    const certificate = Buffer.from(rootAttribute(real, "Certificado"), "base64");
    // the issuer's seal verifies over our bytes: they are the ones it signed
    expect(createVerify("RSA-SHA256").update(ours, "utf8").verify(new X509Certificate(certificate).publicKey, sello, "base64")).toBe(true);
    expect(opensslVerifies(ours, sello, certificate)).toBe(true);
    expect(verifyCfdiSeal(real)).toBe(true);
  });

  it("has its timbre's cadena as SAT's TFD XSLT gives it, and its SelloSAT verifies with the SAT's certificate 00001000000504465028", () => {
    const timbre = readTimbre(real)!;
    expect(timbre.uuid).toBe("04BF2854-FE7D-4377-9196-71248F060ABB");
    expect(timbre.noCertificadoSAT).toBe("00001000000504465028");
    const cadena = tfdCadenaOriginal(timbre);
    expect(cadena).toBe(xsltprocTfd(real));
    const sat = testdata("00001000000504465028.cer");
    expect(createVerify("RSA-SHA256").update(cadena, "utf8").verify(new X509Certificate(sat).publicKey, timbre.selloSAT, "base64")).toBe(true);
    expect(opensslVerifies(cadena, timbre.selloSAT, sat)).toBe(true);
  });

  it("validates against SAT's XSDs, its timbre too", async () => {
    expect(await validateCfdiXsd(real)).toEqual({ valid: true, errors: [] });
  });
});

describe("a CFDI built and sealed with SAT's public test CSD (EKU9003173C9)", () => {
  const kinds: Array<[string, Comprobante]> = [
    ["an ingreso at 16 %, 0 % and exento, to PEÑA & HIJOS", sampleComprobante()],
    [
      "a factura global to the público en general (XAXX010101000, 616, S01)",
      sampleComprobante({ informacionGlobal: { periodicidad: "01", meses: "11", año: "2026" }, receptor: { rfc: "XAXX010101000", nombre: "PUBLICO EN GENERAL", domicilioFiscalReceptor: "06000", regimenFiscalReceptor: "616", usoCFDI: "S01" } }),
    ],
    [
      "an egreso related 01 (nota de crédito) to an ingreso",
      sampleComprobante({ tipoDeComprobante: "E", cfdiRelacionados: { tipoRelacion: "01", uuids: ["04BF2854-FE7D-4377-9196-71248F060ABB"] }, receptor: { rfc: "XIQB891116QE4", nombre: "BERENICE XÍMENEZ", domicilioFiscalReceptor: "26015", regimenFiscalReceptor: "612", usoCFDI: "G02" } }),
    ],
  ];

  it.each(kinds)("%s: XSD-valid, and its seal verifies with node:crypto", async (_name, c) => {
    const xml = sealCfdi(c, EKU);
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(verifyCfdiSeal(xml)).toBe(true);
    expect(rootAttribute(xml, "NoCertificado")).toBe("30001000000400002434");
  });

  it.runIf(RUN_XSLTPROC).each(kinds)("%s: our cadena is SAT's XSLT's, and openssl verifies the seal over xsltproc's cadena", (_name, c) => {
    const xml = sealCfdi(c, EKU);
    const satCadena = xsltproc(xml);
    expect(cadenaOriginal(xml)).toBe(satCadena);
    expect(opensslVerifies(satCadena, rootAttribute(xml, "Sello"), EKU.certificateDer)).toBe(true);
  });

  it.runIf(RUN_XSLTPROC)("keeps Ñ, accents and & through XML escaping into the cadena; a changed byte breaks the seal", () => {
    const xml = sealCfdi(sampleComprobante(), EKU);
    expect(xml).toContain('Nombre="PEÑA &amp; HIJOS, S.A."');
    expect(xml).toContain('Descripcion="Jamón serrano &amp; queso añejo"');
    const cadena = cadenaOriginal(xml);
    expect(cadena).toBe(xsltproc(xml));
    expect(cadena).toContain("|PEÑA & HIJOS, S.A.|");
    expect(cadena).toContain("|Jamón serrano & queso añejo|");
    // normalize-space: "Libro  de   texto" as SAT's XSLT reads it
    expect(cadena).toContain("|Libro de texto|");
    expect(verifyCfdiSeal(xml.replace("PEÑA &amp; HIJOS", "PENA &amp; HIJOS"))).toBe(false);
  });
});

describe.runIf(RUN_XSLTPROC)("the cadena original against SAT's XSLT, over random comprobantes", () => {
  // names and descriptions with Spanish letters, XML's special characters and runs of whitespace
  const text = fc.stringMatching(/^[A-Za-zÑñÁÉÍÓÚÜáéíóúü0-9&<>"' .,\-/\t]{1,40}$/).filter((s) => s.trim().length > 0);
  it("equals xsltproc's for random names, descriptions, quantities and amounts (25 cases)", () => {
    fc.assert(
      fc.property(
        text,
        fc.option(fc.stringMatching(/^[A-Z]{1,5}$/), { nil: undefined }),
        fc.array(fc.tuple(text, fc.bigInt({ min: 1n, max: 9_999_999n }), fc.constantFrom("1", "2", "0.5", "1.250"), fc.constantFrom("16", "8", "0", "exempt" as const)), { minLength: 1, maxLength: 6 }),
        (name, serie, lines) => {
          const totals = conceptsOf(lines.map(([descripcion, totalCents, cantidad, iva]) => ({ claveProdServ: "01010101", claveUnidad: "H87", descripcion, cantidad, totalCents, iva })));
          const c = sampleComprobante({ serie, receptor: { ...sampleComprobante().receptor, nombre: name }, conceptos: totals.conceptos, impuestos: totals.impuestos, subTotal: totals.subTotal, total: totals.total });
          const xml = sealCfdi(c, EKU);
          expect(cadenaOriginal(xml)).toBe(xsltproc(xml));
          expect(verifyCfdiSeal(xml)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });
});
