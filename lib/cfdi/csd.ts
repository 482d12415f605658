import { createPrivateKey, X509Certificate, type KeyObject } from "node:crypto";

/** A CSD (or a FIEL) as read from SAT's files: who it is, its number and dates, and its key. */
export type Csd = {
  /** the holder's RFC (the subject's x500UniqueIdentifier, before " / ") */
  rfc: string;
  /** the subject's name (CN) */
  legalName: string;
  /** the 20 digits of its serial number, as SAT writes NoCertificado */
  noCertificado: string;
  certificateDer: Buffer;
  certificateBase64: string;
  validFrom: Date;
  validTo: Date;
  /** csd: certificado de sello digital (its subject names a branch, OU); fiel: e.firma (no OU) */
  kind: "csd" | "fiel";
  /** the private key, unencrypted PKCS#8 PEM: kept in memory only; the caller seals what it stores */
  privateKeyPem: string;
  privateKey: KeyObject;
};

export type CsdErrorCode = "not_a_certificate" | "key_unreadable" | "pair_mismatch";

export class CsdError extends Error {
  constructor(readonly code: CsdErrorCode) {
    super(code);
    this.name = "CsdError";
  }
}

export type CsdProblem = { code: "fiel_not_csd" | "rfc_mismatch" | "expired" | "not_yet_valid" };

/** A subject's attributes as Node prints them ("CN=…\nx500UniqueIdentifier=…"), by name. */
function subjectOf(certificate: X509Certificate): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of certificate.subject.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) out.set(line.slice(0, at), line.slice(at + 1));
  }
  return out;
}

function readCertificate(cer: Buffer): X509Certificate {
  try {
    return new X509Certificate(cer);
  } catch {
    throw new CsdError("not_a_certificate");
  }
}

function readKey(key: Buffer, password: string): KeyObject {
  const text = key.toString("latin1");
  try {
    if (text.includes("-----BEGIN")) return createPrivateKey({ key: text, passphrase: password });
    // SAT's .key: PKCS#8, encrypted (PBES2, DES-EDE3-CBC), DER
    return createPrivateKey({ key, format: "der", type: "pkcs8", passphrase: password });
  } catch {
    throw new CsdError("key_unreadable");
  }
}

/**
 * Reads a CSD as SAT issues it: the certificate (`.cer`, DER or PEM) and the private key (`.key`,
 * encrypted PKCS#8 in DER, or PEM) with its password. Refuses a file that is no certificate
 * (not_a_certificate), a key the password does not open or that is no key (key_unreadable), and a
 * key that is not the certificate's (pair_mismatch). NoCertificado is the serial number's bytes read
 * as ASCII digits (SAT's serials are the 20-digit number written in ASCII: 3330303031… → 30001…).
 * CSD or FIEL: as phpcfdi/credentials decides it, a CSD's subject names a branch (OU), a FIEL's does
 * not.
 */
export function readCsd(input: { cer: Buffer; key: Buffer; password: string }): Csd {
  const certificate = readCertificate(input.cer);
  const privateKey = readKey(input.key, input.password);
  if (!certificate.checkPrivateKey(privateKey)) throw new CsdError("pair_mismatch");
  const subject = subjectOf(certificate);
  const unique = subject.get("x500UniqueIdentifier") ?? subject.get("2.5.4.45") ?? "";
  const serialHex = certificate.serialNumber.length % 2 ? `0${certificate.serialNumber}` : certificate.serialNumber;
  const ascii = Buffer.from(serialHex, "hex").toString("latin1");
  const der = certificate.raw;
  return {
    rfc: unique.split("/")[0]!.trim().toUpperCase(),
    legalName: subject.get("CN") ?? subject.get("O") ?? "",
    noCertificado: /^\d+$/.test(ascii) ? ascii : serialHex,
    certificateDer: der,
    certificateBase64: der.toString("base64"),
    validFrom: new Date(certificate.validFrom),
    validTo: new Date(certificate.validTo),
    kind: (subject.get("OU") ?? "").trim() ? "csd" : "fiel",
    privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }) as string,
    privateKey,
  };
}

/** Whether a read CSD can seal `rfc`'s facturas at `now`: a CSD (not a FIEL), of that RFC, in force. */
export function checkCsd(csd: Csd, expected: { rfc: string; now: Date }): CsdProblem | null {
  if (csd.kind !== "csd") return { code: "fiel_not_csd" };
  if (csd.rfc !== expected.rfc.toUpperCase()) return { code: "rfc_mismatch" };
  if (expected.now < csd.validFrom) return { code: "not_yet_valid" };
  if (expected.now > csd.validTo) return { code: "expired" };
  return null;
}
