import { createPrivateKey, X509Certificate, type KeyObject } from "node:crypto";
import { certificateFields, OID, subjectValue, type CertificateFields } from "./x509";

/** A CSD (certificado de sello digital) or a FIEL (e.firma) as read from SAT's files. */
export type Csd = {
  /** the holder's RFC: the subject's x500UniqueIdentifier (2.5.4.45, "RFC / RFC of the representative"), before the " / " */
  rfc: string;
  /** the holder's name: the subject's name (2.5.4.41), else CN, else O */
  legalName: string;
  /** the 20 digits SAT writes as NoCertificado: the serial number's bytes read as ASCII */
  noCertificado: string;
  certificateDer: Buffer;
  certificateBase64: string;
  validFrom: Date;
  validTo: Date;
  /** see certificateKind */
  kind: "csd" | "fiel";
  /** the private key, unencrypted PKCS#8 PEM: for this process only; the caller seals whatever it stores */
  privateKeyPem: string;
  /** the same key, loaded (added to the shape of the brief so that sealing does not parse the PEM each time) */
  privateKey: KeyObject;
};

export type CsdErrorCode = "not_a_certificate" | "key_unreadable" | "pair_mismatch";

const CSD_ERRORS: Record<CsdErrorCode, string> = {
  not_a_certificate: "the .cer is not an X.509 certificate (DER or PEM)",
  key_unreadable: "the .key does not open with that password, or is not a private key",
  pair_mismatch: "the .key is not the private key of the .cer",
};

export class CsdError extends Error {
  constructor(readonly code: CsdErrorCode) {
    super(CSD_ERRORS[code]);
    this.name = "CsdError";
  }
}

export type CsdProblem = { code: "fiel_not_csd" | "rfc_mismatch" | "expired" | "not_yet_valid"; message: string };

/**
 * CSD or FIEL, as phpcfdi/credentials and nodecfdi/credentials decide it (Certificate::satType):
 * a CSD's subject names the branch it seals for (OU, e.g. "Escuela Kemper Urgate" or
 * "CSD01_AAA010101AAA"); a FIEL's has no OU. The key usage agrees on every certificate SAT issues:
 * a CSD may only sign (digitalSignature, nonRepudiation), a FIEL also encrypts and agrees keys
 * (dataEncipherment, keyAgreement; extended usages emailProtection, clientAuth). So a certificate
 * with an OU whose key usage includes encryption or key agreement is taken as a FIEL too.
 */
export function certificateKind(fields: CertificateFields): "csd" | "fiel" {
  const branch = (subjectValue(fields, OID.organizationalUnit) ?? "").trim();
  const encrypts = (fields.keyUsage ?? []).some((usage) => usage === "dataEncipherment" || usage === "keyAgreement");
  return branch !== "" && !encrypts ? "csd" : "fiel";
}

/** NoCertificado: SAT's serial numbers are 20 decimal digits written in ASCII (0x3330303031… → "30001…"); any other serial stays hexadecimal. */
export function noCertificadoOf(certificate: X509Certificate): string {
  const hex = certificate.serialNumber.length % 2 ? `0${certificate.serialNumber}` : certificate.serialNumber;
  const ascii = Buffer.from(hex, "hex").toString("latin1");
  return /^\d+$/.test(ascii) ? ascii : hex.toUpperCase();
}

/** The holder's RFC: the x500UniqueIdentifier's first word ("EKU9003173C9 / XIQB891116QE4" → "EKU9003173C9"). */
export const rfcOf = (fields: CertificateFields): string => (subjectValue(fields, OID.x500UniqueIdentifier) ?? "").trim().split(/[\s/]+/)[0]!.toUpperCase();

function readCertificate(cer: Buffer): { certificate: X509Certificate; fields: CertificateFields } {
  try {
    const certificate = new X509Certificate(cer);
    return { certificate, fields: certificateFields(certificate.raw) };
  } catch {
    throw new CsdError("not_a_certificate");
  }
}

function readKey(key: Buffer, password: string): KeyObject {
  try {
    // PEM: PKCS#8 (encrypted or not) or PKCS#1 ("RSA PRIVATE KEY", with Proc-Type when encrypted)
    if (key.toString("latin1").includes("-----BEGIN")) return createPrivateKey({ key: key.toString("latin1"), format: "pem", passphrase: password });
    // SAT's .key: PKCS#8 DER, encrypted (PBES2, PBKDF2 with HMAC-SHA1, DES-EDE3-CBC)
    return createPrivateKey({ key, format: "der", type: "pkcs8", passphrase: password });
  } catch {
    throw new CsdError("key_unreadable");
  }
}

/**
 * Reads a CSD as SAT issues it: the certificate (`.cer`, DER, or PEM) and the private key (`.key`,
 * encrypted PKCS#8 DER, or PEM) with its password, with node:crypto only. Refuses a file that is
 * no certificate (not_a_certificate), a key the password does not open or that is no private key
 * (key_unreadable), and a key that is not the certificate's (pair_mismatch). Whether it can seal a
 * shop's facturas today is checkCsd's question.
 */
export function readCsd(input: { cer: Buffer; key: Buffer; password: string }): Csd {
  const { certificate, fields } = readCertificate(input.cer);
  const privateKey = readKey(input.key, input.password);
  if (privateKey.type !== "private" || !certificate.checkPrivateKey(privateKey)) throw new CsdError("pair_mismatch");
  const der = certificate.raw;
  return {
    rfc: rfcOf(fields),
    legalName: (subjectValue(fields, OID.name) ?? subjectValue(fields, OID.commonName) ?? subjectValue(fields, OID.organization) ?? "").trim(),
    noCertificado: noCertificadoOf(certificate),
    certificateDer: der,
    certificateBase64: der.toString("base64"),
    validFrom: fields.validFrom,
    validTo: fields.validTo,
    kind: certificateKind(fields),
    privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }) as string,
    privateKey,
  };
}

/**
 * Whether a CSD can seal `rfc`'s facturas at `now`, as a PAC will check it: a CSD and not a FIEL
 * (a PAC refuses a CFDI sealed with a FIEL), of that RFC (the certificate's RFC must be the
 * Emisor's), in force (valid from ≤ now ≤ valid to). The first problem found, or null.
 */
export function checkCsd(csd: Pick<Csd, "kind" | "rfc" | "validFrom" | "validTo">, expected: { rfc: string; now: Date }): CsdProblem | null {
  if (csd.kind !== "csd") return { code: "fiel_not_csd", message: "the certificate is a FIEL (e.firma), not a CSD: SAT's CFDI must be sealed with a CSD" };
  if (csd.rfc !== expected.rfc.trim().toUpperCase()) return { code: "rfc_mismatch", message: `the certificate is of RFC ${csd.rfc}, not ${expected.rfc}` };
  if (expected.now.getTime() < csd.validFrom.getTime()) return { code: "not_yet_valid", message: `the certificate is valid from ${csd.validFrom.toISOString()}` };
  if (expected.now.getTime() > csd.validTo.getTime()) return { code: "expired", message: `the certificate expired on ${csd.validTo.toISOString()}` };
  return null;
}
