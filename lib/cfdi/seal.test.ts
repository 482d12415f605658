import { createPrivateKey, generateKeyPairSync, X509Certificate } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { cadenaOriginal } from "./cadena-original";
import { NotACfdiError } from "./cfdi-dom";
import { readCsd } from "./csd";
import { sealCfdi, signCadena, verifyCadena, verifyCfdiSeal } from "./seal";
import { cleanScratch, ekuCsd, opensslVerifies, rootAttribute, sampleComprobante, testdata } from "./testing/cfdi-fixtures";
import { makeTestCsd } from "./testing/make-test-csd";
import { buildCfdiXml } from "./xml";

afterAll(cleanScratch);
const EKU = ekuCsd();

describe("sealCfdi", () => {
  it("fills NoCertificado and Certificado from the CSD and signs the cadena original (RSA PKCS#1 v1.5, SHA-256, base64)", () => {
    const xml = sealCfdi(sampleComprobante(), EKU);
    expect(rootAttribute(xml, "NoCertificado")).toBe(EKU.noCertificado);
    expect(rootAttribute(xml, "Certificado")).toBe(EKU.certificateBase64);
    const sello = rootAttribute(xml, "Sello");
    expect(Buffer.from(sello, "base64")).toHaveLength(256); // a 2048-bit RSA signature
    expect(sello).toBe(signCadena(cadenaOriginal(xml), EKU.privateKey));
    // openssl, not node:crypto, verifies the same bytes
    expect(opensslVerifies(cadenaOriginal(xml), sello, EKU.certificateDer)).toBe(true);
    // the XML is the unsealed one with its Sello: nothing else changed
    expect(xml.replace(/ Sello="[^"]*"/, "")).toBe(buildCfdiXml({ ...sampleComprobante(), noCertificado: EKU.noCertificado, certificado: EKU.certificateBase64 }));
  });

  it("seals with the PEM alone when the key is not loaded", () => {
    const xml = sealCfdi(sampleComprobante(), { noCertificado: EKU.noCertificado, certificateBase64: EKU.certificateBase64, privateKeyPem: EKU.privateKeyPem });
    expect(verifyCfdiSeal(xml)).toBe(true);
  });

  it("is deterministic: PKCS#1 v1.5 signs the same cadena the same way", () => {
    expect(sealCfdi(sampleComprobante(), EKU)).toBe(sealCfdi(sampleComprobante(), EKU));
  });
});

describe("verifyCfdiSeal", () => {
  it("verifies the real stamped CFDI with the certificate inside it", () => {
    expect(verifyCfdiSeal(testdata("cfdi40-real.xml").toString("utf8"))).toBe(true);
  });

  it("is false for a CFDI changed after sealing, one sealed by another key, and one without Sello or with an unreadable Certificado", async () => {
    const xml = sealCfdi(sampleComprobante(), EKU);
    expect(verifyCfdiSeal(xml.replace('Total="', 'Total="1'))).toBe(false);
    // a space doubled inside a value: normalize-space makes it the same cadena, so the seal still holds
    expect(verifyCfdiSeal(xml.replace("Taco al pastor", "Taco  al pastor"))).toBe(true);
    const other = readCsd(await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE" }));
    const sealedByOther = sealCfdi(sampleComprobante(), other);
    expect(verifyCfdiSeal(sealedByOther.replace(/Certificado="[^"]*"/, `Certificado="${EKU.certificateBase64}"`))).toBe(false);
    expect(verifyCfdiSeal(xml.replace(/ Sello="[^"]*"/, ""))).toBe(false);
    expect(verifyCfdiSeal(xml.replace(/Certificado="[^"]*"/, 'Certificado="bm90IGEgY2VydA=="'))).toBe(false);
    expect(() => verifyCfdiSeal("not xml")).toThrow(NotACfdiError);
  });

  it("signCadena and verifyCadena agree, and only for the right key", () => {
    const sello = signCadena("||4.0|x||", EKU.privateKey);
    const certificate = new X509Certificate(EKU.certificateDer);
    expect(verifyCadena("||4.0|x||", sello, certificate)).toBe(true);
    expect(verifyCadena("||4.0|y||", sello, certificate)).toBe(false);
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    expect(verifyCadena("||4.0|x||", signCadena("||4.0|x||", createPrivateKey(stranger.export({ format: "pem", type: "pkcs8" }))), certificate)).toBe(false);
  });
});
