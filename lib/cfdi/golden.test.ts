import { execFileSync } from "node:child_process";
import { createVerify, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { cadenaOriginal } from "./cadena-original";
import { conceptsOf } from "./concepts";
import { readCsd } from "./csd";
import { sealCfdi, verifyCfdiSeal } from "./seal";
import { readTimbre, tfdCadenaOriginal } from "./timbre";
import type { Comprobante } from "./types";
import { validateCfdiXsd } from "./xsd";

const HERE = path.dirname(new URL(import.meta.url).pathname);
const file = (...parts: string[]) => path.join(HERE, ...parts);
const work = mkdtempSync(path.join(tmpdir(), "caja-cfdi-golden-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** SAT's own XSLT run by libxslt's xsltproc: the oracle our cadena original must equal byte for byte. */
function xsltproc(xml: string, stylesheet = "cadenaoriginal_4_0.xslt"): string {
  const input = path.join(work, `in-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(input, xml);
  return execFileSync("xsltproc", [file("sat", stylesheet), input], { encoding: "utf8" });
}

/** openssl, independently of node:crypto and of our code: the signature of `data` checks with the certificate's public key. */
function opensslVerifies(data: string, signatureBase64: string, certificate: Buffer): boolean {
  const id = Math.random().toString(36).slice(2);
  writeFileSync(path.join(work, `${id}.data`), data, "utf8");
  writeFileSync(path.join(work, `${id}.sig`), Buffer.from(signatureBase64, "base64"));
  writeFileSync(path.join(work, `${id}.pub`), new X509Certificate(certificate).publicKey.export({ type: "spki", format: "pem" }));
  try {
    execFileSync("openssl", ["dgst", "-sha256", "-verify", path.join(work, `${id}.pub`), "-signature", path.join(work, `${id}.sig`), path.join(work, `${id}.data`)], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

const EKU = readCsd({ cer: readFileSync(file("testdata", "EKU9003173C9.cer")), key: readFileSync(file("testdata", "EKU9003173C9.key")), password: "12345678a" });

function comprobante(overrides: Partial<Comprobante> = {}): Comprobante {
  const totals = conceptsOf([
    { claveProdServ: "50131700", claveUnidad: "KGM", noIdentificacion: "QSO-1", descripcion: "Jamón serrano & queso añejo", cantidad: "0.75", totalCents: 14_243n, iva: "0" },
    { claveProdServ: "90101501", claveUnidad: "H87", descripcion: "Taco al pastor", cantidad: "2", totalCents: 5_000n, iva: "16" },
    { claveProdServ: "01010101", claveUnidad: "H87", descripcion: "Libro  de   texto", cantidad: "1", totalCents: 4_500n, iva: "exempt" },
  ]);
  return {
    version: "4.0",
    serie: "F",
    folio: "12",
    fecha: "2026-11-28T13:05:09",
    formaPago: "01",
    noCertificado: "",
    certificado: "",
    subTotal: totals.subTotal,
    moneda: "MXN",
    total: totals.total,
    tipoDeComprobante: "I",
    exportacion: "01",
    metodoPago: "PUE",
    lugarExpedicion: "06000",
    emisor: { rfc: "EKU9003173C9", nombre: "ESCUELA KEMPER URGATE", regimenFiscal: "601" },
    receptor: { rfc: "XIQB891116QE4", nombre: "PEÑA & HIJOS, S.A.", domicilioFiscalReceptor: "26015", regimenFiscalReceptor: "612", usoCFDI: "G03" },
    conceptos: totals.conceptos,
    impuestos: totals.impuestos,
    ...overrides,
  };
}

describe("a real stamped CFDI 4.0 (nodecfdi/cfdi-validator's fixture)", () => {
  const real = readFileSync(file("testdata", "cfdi40-real.xml"), "utf8");

  it("has the cadena original SAT's XSLT gives, byte for byte, and its Sello verifies over ours", () => {
    const ours = cadenaOriginal(real);
    expect(ours).toBe(xsltproc(real));
    // the issuer's seal over our bytes: equal cadenas, or it would not verify
    const root = /\sSello="([^"]+)"/.exec(real)![1]!;
    const certificate = Buffer.from(/\sCertificado="([^"]+)"/.exec(real)![1]!, "base64");
    expect(createVerify("RSA-SHA256").update(ours, "utf8").verify(new X509Certificate(certificate).publicKey, root, "base64")).toBe(true);
    expect(opensslVerifies(ours, root, certificate)).toBe(true);
    expect(verifyCfdiSeal(real)).toBe(true);
  });

  it("has its TimbreFiscalDigital's cadena as SAT's TFD XSLT gives it", () => {
    const timbre = readTimbre(real)!;
    expect(timbre.uuid).toBe("04BF2854-FE7D-4377-9196-71248F060ABB");
    const tfd = /<tfd:TimbreFiscalDigital[^>]*\/>/.exec(real)![0];
    const standalone = tfd.replace("<tfd:TimbreFiscalDigital ", '<tfd:TimbreFiscalDigital xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ');
    expect(tfdCadenaOriginal(timbre)).toBe(xsltproc(`<?xml version="1.0" encoding="UTF-8"?>${standalone}`, "cadenaoriginal_TFD_1_1.xslt"));
  });

  it("validates against SAT's XSDs, its timbre too, and a broken one does not", async () => {
    expect(await validateCfdiXsd(real)).toEqual({ valid: true, errors: [] });
    const broken = await validateCfdiXsd(real.replace('UsoCFDI="G03"', 'UsoCFDI="Z99"'));
    expect(broken.valid).toBe(false);
    expect(broken.errors.join(" ")).toContain("UsoCFDI");
  });
});

describe("a CFDI built and sealed with SAT's public test CSD (EKU9003173C9)", () => {
  const kinds: Array<[string, Comprobante]> = [
    ["an ingreso at 16 %, 0 % and exento, to PEÑA & HIJOS", comprobante()],
    [
      "a factura global to the público en general",
      comprobante({ informacionGlobal: { periodicidad: "01", meses: "11", año: "2026" }, receptor: { rfc: "XAXX010101000", nombre: "PUBLICO EN GENERAL", domicilioFiscalReceptor: "06000", regimenFiscalReceptor: "616", usoCFDI: "S01" } }),
    ],
    ["an egreso related 01 to an ingreso", comprobante({ tipoDeComprobante: "E", cfdiRelacionados: { tipoRelacion: "01", uuids: ["04BF2854-FE7D-4377-9196-71248F060ABB"] }, receptor: { rfc: "XIQB891116QE4", nombre: "BERENICE XÍMENEZ", domicilioFiscalReceptor: "26015", regimenFiscalReceptor: "612", usoCFDI: "G02" } })],
  ];

  it.each(kinds)("%s: XSD-valid; the cadena is SAT's XSLT's; the seal verifies with openssl over xsltproc's cadena and with node:crypto", async (_name, c) => {
    const xml = sealCfdi(c, EKU);
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
    const satCadena = xsltproc(xml);
    expect(cadenaOriginal(xml)).toBe(satCadena);
    const sello = /\sSello="([^"]+)"/.exec(xml)![1]!;
    expect(opensslVerifies(satCadena, sello, EKU.certificateDer)).toBe(true);
    expect(verifyCfdiSeal(xml)).toBe(true);
    expect(xml).toContain(`NoCertificado="${EKU.noCertificado}"`);
  });

  it("keeps Ñ, accents and & through XML escaping into the cadena, and a changed byte breaks the seal", () => {
    const xml = sealCfdi(comprobante(), EKU);
    expect(xml).toContain('Nombre="PEÑA &amp; HIJOS, S.A."');
    const cadena = cadenaOriginal(xml);
    expect(cadena).toContain("|PEÑA & HIJOS, S.A.|");
    expect(cadena).toContain("|Jamón serrano & queso añejo|");
    // normalize-space: "Libro  de   texto" is read as SAT's XSLT reads it
    expect(cadena).toContain("|Libro de texto|");
    expect(verifyCfdiSeal(xml.replace("PEÑA &amp; HIJOS", "PENA &amp; HIJOS"))).toBe(false);
  });
});

describe("the cadena original against SAT's XSLT, over random comprobantes", () => {
  const text = fc.stringMatching(/^[A-Za-zÑñÁÉÍÓÚáéíóú&<>"' .,-]{1,40}$/).filter((s) => s.trim().length > 0);
  it("equals xsltproc's for random names, descriptions and amounts", () => {
    fc.assert(
      fc.property(text, text, fc.array(fc.tuple(text, fc.bigInt({ min: 1n, max: 9_999_999n }), fc.constantFrom("16", "8", "0", "exempt" as const)), { minLength: 1, maxLength: 6 }), (name, serie, lines) => {
        const totals = conceptsOf(lines.map(([descripcion, totalCents, iva]) => ({ claveProdServ: "01010101", claveUnidad: "H87", descripcion, cantidad: "1", totalCents, iva })));
        const c = comprobante({ serie: serie.replace(/[^A-Za-z]/g, "").slice(0, 10) || undefined, receptor: { ...comprobante().receptor, nombre: name }, conceptos: totals.conceptos, impuestos: totals.impuestos, subTotal: totals.subTotal, total: totals.total });
        const xml = sealCfdi(c, EKU);
        expect(cadenaOriginal(xml)).toBe(xsltproc(xml));
      }),
      { numRuns: 25 },
    );
  });
});
