import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkCsd, readCsd } from "../csd";
import { certificateFields, OID, subjectValue } from "../x509";
import { makeTestCsd } from "./make-test-csd";

describe("makeTestCsd", () => {
  it("makes a CSD shaped like SAT's, valid today, its key SAT's encrypted PKCS#8 DER", async () => {
    const files = await makeTestCsd({ rfc: "EKU9003173C9", legalName: "Peña & Hijos" });
    const csd = readCsd(files);
    expect(csd).toMatchObject({ rfc: "EKU9003173C9", legalName: "PEÑA & HIJOS", kind: "csd" });
    expect(csd.noCertificado).toMatch(/^3000100000\d{10}$/);
    expect(checkCsd(csd, { rfc: "EKU9003173C9", now: new Date() })).toBeNull();
    const fields = certificateFields(files.cer);
    expect(subjectValue(fields, OID.x500UniqueIdentifier)).toBe("EKU9003173C9 / ");
    expect(subjectValue(fields, OID.organizationalUnit)).toBe("PEÑA & HIJOS");
    expect(fields.keyUsage).toEqual(["digitalSignature", "nonRepudiation"]);
    // DER, not PEM; PBES2 with DES-EDE3-CBC, as SAT's .key
    expect(files.cer[0]).toBe(0x30);
    const structure = execFileSync("openssl", ["asn1parse", "-inform", "DER"], { input: files.key, encoding: "utf8" });
    expect(structure).toMatch(/PBES2/);
    expect(structure).toMatch(/des-ede3-cbc/);
    expect(() => readCsd({ ...files, password: "wrong" })).toThrow();
  });

  it("makes a FIEL (no OU, SAT's FIEL key usages), and certificates of any dates", async () => {
    const fiel = await makeTestCsd({ rfc: "XIQB891116QE4", legalName: "Berenice Xímenez", kind: "fiel", password: "otra" });
    expect(readCsd(fiel).kind).toBe("fiel");
    expect(certificateFields(fiel.cer).keyUsage).toEqual(["digitalSignature", "nonRepudiation", "dataEncipherment", "keyAgreement"]);
    const expired = await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE", validFrom: new Date("2020-01-01T00:00:00Z"), validTo: new Date("2022-01-01T00:00:00Z") });
    const csd = readCsd(expired);
    expect([csd.validFrom.toISOString(), csd.validTo.toISOString()]).toEqual(["2020-01-01T00:00:00.000Z", "2022-01-01T00:00:00.000Z"]);
    expect(checkCsd(csd, { rfc: "EKU9003173C9", now: new Date() })?.code).toBe("expired");
    expect(new X509Certificate(expired.cer).serialNumber).not.toBe(new X509Certificate(fiel.cer).serialNumber);
  });
});
