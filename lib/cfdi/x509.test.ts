import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testdata } from "./testing/cfdi-fixtures";
import { certificateFields, OID, subjectValue } from "./x509";

describe("certificateFields", () => {
  it("reads a CSD's subject by OID (UTF-8 and printable strings), its validity and its key usage", () => {
    const fields = certificateFields(testdata("EKU9003173C9.cer"));
    expect(subjectValue(fields, OID.x500UniqueIdentifier)).toBe("EKU9003173C9 / XIQB891116QE4");
    expect(subjectValue(fields, OID.name)).toBe("ESCUELA KEMPER URGATE SA DE CV");
    expect(subjectValue(fields, OID.organizationalUnit)).toBe("Escuela Kemper Urgate");
    expect(subjectValue(fields, OID.serialNumber)).toBe(" / XIQB891116MGRMZR05");
    expect(fields.keyUsage).toEqual(["digitalSignature", "nonRepudiation"]);
    expect(fields.extendedKeyUsage).toEqual([]);
    const node = new X509Certificate(testdata("EKU9003173C9.cer"));
    expect(fields.validFrom.getTime()).toBe(new Date(node.validFrom).getTime());
    expect(fields.validTo.getTime()).toBe(new Date(node.validTo).getTime());
  });

  it("reads a FIEL's key usage and extended key usage", () => {
    const fields = certificateFields(testdata("FIEL_AAA010101AAA.cer"));
    expect(subjectValue(fields, OID.organizationalUnit)).toBeUndefined();
    expect(fields.keyUsage).toEqual(["digitalSignature", "nonRepudiation", "dataEncipherment", "keyAgreement"]);
    expect(fields.extendedKeyUsage).toEqual(["1.3.6.1.5.5.7.3.4", "1.3.6.1.5.5.7.3.2"]);
  });

  it("throws on what is not a certificate", () => {
    expect(() => certificateFields(Buffer.from("hola"))).toThrow();
    expect(() => certificateFields(testdata("EKU9003173C9.key"))).toThrow();
  });
});
