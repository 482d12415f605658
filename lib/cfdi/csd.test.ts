import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { certificateKind, checkCsd, CsdError, readCsd, type Csd } from "./csd";
import { testdata } from "./testing/cfdi-fixtures";
import { makeTestCsd } from "./testing/make-test-csd";
import { certificateFields } from "./x509";

const EKU = { cer: testdata("EKU9003173C9.cer"), key: testdata("EKU9003173C9.key"), password: "12345678a" };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof CsdError ? error.code : `not a CsdError: ${String(error)}`;
  }
  return "no error";
};

describe("readCsd", () => {
  it("reads SAT's public test CSD EKU9003173C9 (DER .cer, encrypted PKCS#8 DER .key)", () => {
    const csd = readCsd(EKU);
    expect(csd).toMatchObject({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE SA DE CV", noCertificado: "30001000000400002434", kind: "csd" });
    expect(csd.validFrom.toISOString()).toBe("2019-06-17T19:44:14.000Z");
    expect(csd.validTo.toISOString()).toBe("2023-06-17T19:44:14.000Z");
    expect(csd.certificateDer.equals(EKU.cer)).toBe(true);
    expect(csd.certificateBase64).toBe(EKU.cer.toString("base64"));
    expect(csd.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(new X509Certificate(EKU.cer).checkPrivateKey(csd.privateKey)).toBe(true);
  });

  it("accepts PEM too: a PEM certificate and a PEM key (PKCS#1 encrypted, as phpcfdi/finkok ships it, or PKCS#8)", () => {
    const cerPem = new X509Certificate(EKU.cer).toString();
    const rsaPem = Buffer.from(readCsd(EKU).privateKey.export({ type: "pkcs1", format: "pem", cipher: "des-ede3-cbc", passphrase: "12345678a" }) as string);
    expect(rsaPem.toString()).toMatch(/Proc-Type: 4,ENCRYPTED/);
    const pkcs8Pem = Buffer.from(readCsd(EKU).privateKeyPem);
    expect(readCsd({ cer: Buffer.from(cerPem), key: rsaPem, password: "12345678a" }).rfc).toBe("EKU9003173C9");
    expect(readCsd({ cer: EKU.cer, key: pkcs8Pem, password: "" }).noCertificado).toBe("30001000000400002434");
  });

  it("refuses a wrong password, and a file that is no key, as key_unreadable", () => {
    expect(codeOf(() => readCsd({ ...EKU, password: "12345678b" }))).toBe("key_unreadable");
    expect(codeOf(() => readCsd({ ...EKU, key: Buffer.from("not a key") }))).toBe("key_unreadable");
    expect(codeOf(() => readCsd({ ...EKU, key: EKU.cer }))).toBe("key_unreadable");
  });

  it("refuses a .cer that is no certificate as not_a_certificate", () => {
    expect(codeOf(() => readCsd({ ...EKU, cer: EKU.key }))).toBe("not_a_certificate");
    expect(codeOf(() => readCsd({ ...EKU, cer: Buffer.from("hola") }))).toBe("not_a_certificate");
  });

  it("refuses another certificate's key as pair_mismatch", () => {
    expect(codeOf(() => readCsd({ cer: testdata("CSD01_AAA010101AAA.cer"), key: EKU.key, password: "12345678a" }))).toBe("pair_mismatch");
  });

  it("tells a FIEL (nodecfdi/credentials' FIEL_AAA010101AAA) from a CSD (its CSD01_AAA010101AAA)", () => {
    const fiel = readCsd({ cer: testdata("FIEL_AAA010101AAA.cer"), key: testdata("FIEL_AAA010101AAA.key"), password: "12345678a" });
    const csd = readCsd({ cer: testdata("CSD01_AAA010101AAA.cer"), key: testdata("CSD01_AAA010101AAA.key"), password: "12345678a" });
    expect([fiel.kind, fiel.rfc, fiel.legalName]).toEqual(["fiel", "AAA010101AAA", "ACCEM SERVICIOS EMPRESARIALES SC"]);
    expect([csd.kind, csd.rfc, csd.noCertificado]).toEqual(["csd", "AAA010101AAA", "30001000000300023708"]);
  });
});

describe("certificateKind", () => {
  const fields = certificateFields(testdata("CSD01_AAA010101AAA.cer"));
  it("is csd with a branch (OU) and a signing-only key usage; fiel without OU, or with encryption or key agreement", () => {
    expect(certificateKind(fields)).toBe("csd");
    expect(certificateKind({ ...fields, subject: fields.subject.filter((a) => a.oid !== "2.5.4.11") })).toBe("fiel");
    expect(certificateKind({ ...fields, subject: fields.subject.map((a) => (a.oid === "2.5.4.11" ? { ...a, value: " " } : a)) })).toBe("fiel");
    expect(certificateKind({ ...fields, keyUsage: ["digitalSignature", "nonRepudiation", "keyAgreement"] })).toBe("fiel");
    expect(certificateKind({ ...fields, keyUsage: null })).toBe("csd");
  });
});

describe("checkCsd", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const valid: Csd = { ...readCsd(EKU), validFrom: new Date("2026-01-01T00:00:00Z"), validTo: new Date("2027-01-01T00:00:00Z") };
  it("accepts a CSD of the RFC in force, whatever the RFC's case", () => {
    expect(checkCsd(valid, { rfc: "eku9003173c9", now })).toBeNull();
  });
  it("names the first problem: fiel_not_csd, rfc_mismatch, not_yet_valid, expired", () => {
    expect(checkCsd({ ...valid, kind: "fiel" }, { rfc: "EKU9003173C9", now })?.code).toBe("fiel_not_csd");
    expect(checkCsd(valid, { rfc: "XIQB891116QE4", now })?.code).toBe("rfc_mismatch");
    expect(checkCsd(valid, { rfc: "EKU9003173C9", now: new Date("2025-12-31T23:59:59Z") })?.code).toBe("not_yet_valid");
    expect(checkCsd(valid, { rfc: "EKU9003173C9", now: new Date("2027-01-01T00:00:01Z") })?.code).toBe("expired");
  });
  it("finds SAT's test CSD expired (2023), the FIEL a FIEL, and makeTestCsd's CSD fine today", async () => {
    expect(checkCsd(readCsd(EKU), { rfc: "EKU9003173C9", now: new Date() })?.code).toBe("expired");
    const fiel = readCsd({ cer: testdata("FIEL_AAA010101AAA.cer"), key: testdata("FIEL_AAA010101AAA.key"), password: "12345678a" });
    expect(checkCsd(fiel, { rfc: "AAA010101AAA", now: new Date("2019-01-01") })?.code).toBe("fiel_not_csd");
    const today = readCsd(await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE" }));
    expect(checkCsd(today, { rfc: "EKU9003173C9", now: new Date() })).toBeNull();
  });
});
