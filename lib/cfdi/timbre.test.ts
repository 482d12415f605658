import { createVerify, X509Certificate } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { cadenaOriginal } from "./cadena-original";
import { sealCfdi, signCadena, verifyCfdiSeal } from "./seal";
import { cleanScratch, ekuCsd, RUN_XSLTPROC, sampleComprobante, testdata, xsltprocTfd } from "./testing/cfdi-fixtures";
import { insertTimbre, readTimbre, tfdCadenaOriginal } from "./timbre";
import type { Timbre } from "./types";
import { validateCfdiXsd } from "./xsd";

afterAll(cleanScratch);
const EKU = ekuCsd();
const real = testdata("cfdi40-real.xml").toString("utf8");

function timbreFor(xml: string, extra: Partial<Timbre> = {}): Timbre {
  const sello = /\sSello="([^"]+)"/.exec(xml)![1]!;
  const partial = { uuid: "6F6D1E4A-0C3B-4A8E-9C31-2B3F7E6D5C4A", fechaTimbrado: "2026-11-28T13:05:30", rfcProvCertif: "SPR190613I52", selloCFD: sello, noCertificadoSAT: EKU.noCertificado, ...extra };
  return { ...partial, selloSAT: signCadena(tfdCadenaOriginal(partial), EKU.privateKey) };
}

describe("tfdCadenaOriginal", () => {
  it("is ||1.1|UUID|FechaTimbrado|RfcProvCertif|SelloCFD|NoCertificadoSAT|| and the real CFDI's SelloSAT verifies over it", () => {
    const timbre = readTimbre(real)!;
    const cadena = tfdCadenaOriginal(timbre);
    expect(cadena).toBe(`||1.1|04BF2854-FE7D-4377-9196-71248F060ABB|2022-01-12T12:39:34|SAT970701NN3|${timbre.selloCFD}|00001000000504465028||`);
    const sat = new X509Certificate(testdata("00001000000504465028.cer"));
    expect(createVerify("RSA-SHA256").update(cadena, "utf8").verify(sat.publicKey, timbre.selloSAT, "base64")).toBe(true);
  });

  it("puts the Leyenda after RfcProvCertif when there is one, normalize-space'd", () => {
    const t = { uuid: "U", fechaTimbrado: "F", rfcProvCertif: "R", selloCFD: "S", noCertificadoSAT: "N", selloSAT: "X" };
    expect(tfdCadenaOriginal({ ...t, leyenda: "  una   leyenda " })).toBe("||1.1|U|F|R|una leyenda|S|N||");
    expect(tfdCadenaOriginal(t)).toBe("||1.1|U|F|R|S|N||");
  });

  it.runIf(RUN_XSLTPROC)("equals SAT's cadenaoriginal_TFD_1_1.xslt, with and without Leyenda", () => {
    expect(tfdCadenaOriginal(readTimbre(real)!)).toBe(xsltprocTfd(real));
    const stamped = insertTimbre(sealCfdi(sampleComprobante(), EKU), timbreFor(sealCfdi(sampleComprobante(), EKU), { leyenda: "Leyenda & <prueba>" }));
    expect(tfdCadenaOriginal(readTimbre(stamped)!)).toBe(xsltprocTfd(stamped));
  });
});

describe("insertTimbre and readTimbre", () => {
  it("add the TFD 1.1 in a new cfdi:Complemento, keep every other byte, and read it back", async () => {
    const sealed = sealCfdi(sampleComprobante(), EKU);
    const timbre = timbreFor(sealed);
    const stamped = insertTimbre(sealed, timbre);
    expect(stamped.replace(/<cfdi:Complemento>.*<\/cfdi:Complemento>/, "")).toBe(sealed);
    expect(stamped).toContain('<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID=');
    expect(readTimbre(stamped)).toEqual(timbre);
    expect(verifyCfdiSeal(stamped)).toBe(true);
    expect(cadenaOriginal(stamped)).toBe(cadenaOriginal(sealed));
    expect(await validateCfdiXsd(stamped)).toEqual({ valid: true, errors: [] });
  });

  it("fills an existing Complemento (open or self-closed), goes before an Addenda, and declares xsi when the document does not", () => {
    const sealed = sealCfdi(sampleComprobante(), EKU);
    const timbre = timbreFor(sealed);
    const end = "</cfdi:Comprobante>";
    const open = insertTimbre(sealed.replace(end, `<cfdi:Complemento></cfdi:Complemento>${end}`), timbre);
    expect(open).toMatch(/<cfdi:Complemento><tfd:TimbreFiscalDigital [^>]*\/><\/cfdi:Complemento><\/cfdi:Comprobante>$/);
    const selfClosed = insertTimbre(sealed.replace(end, `<cfdi:Complemento/>${end}`), timbre);
    expect(selfClosed).toMatch(/<cfdi:Complemento><tfd:TimbreFiscalDigital [^>]*\/><\/cfdi:Complemento><\/cfdi:Comprobante>$/);
    const withAddenda = insertTimbre(sealed.replace(end, `<cfdi:Addenda><x xmlns="urn:x"/></cfdi:Addenda>${end}`), timbre);
    expect(withAddenda).toMatch(/<\/cfdi:Complemento><cfdi:Addenda>/);
    const noXsi = insertTimbre(sealed.replace(/ xmlns:xsi="[^"]*" xsi:schemaLocation="[^"]*"/, ""), timbre);
    expect(noXsi).toContain('xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital');
    expect(readTimbre(noXsi)?.uuid).toBe(timbre.uuid);
  });

  it("refuses a second timbre; readTimbre is null without one", () => {
    const sealed = sealCfdi(sampleComprobante(), EKU);
    expect(readTimbre(sealed)).toBeNull();
    expect(readTimbre("<html>502 Bad Gateway")).toBeNull();
    expect(() => insertTimbre(real, timbreFor(real))).toThrow(/already has/);
  });
});
