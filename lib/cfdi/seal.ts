import { createPrivateKey, createSign, createVerify, X509Certificate, type KeyObject } from "node:crypto";
import { cadenaOriginal } from "./cadena-original";
import { parseCfdi } from "./cfdi-dom";
import type { Csd } from "./csd";
import type { Comprobante } from "./types";
import { buildCfdiXml } from "./xml";

/** Anexo 20's digital seal: RSA PKCS#1 v1.5 over SHA-256 of the UTF-8 cadena original, base64. */
export function signCadena(cadena: string, privateKey: KeyObject | string): string {
  return createSign("RSA-SHA256").update(cadena, "utf8").sign(privateKey, "base64");
}

/** Whether `sello` (base64) is the signature of `cadena` by the certificate's key. */
export function verifyCadena(cadena: string, sello: string, certificate: X509Certificate): boolean {
  return createVerify("RSA-SHA256").update(cadena, "utf8").verify(certificate.publicKey, sello, "base64");
}

/**
 * Seals a comprobante with the issuer's CSD (Anexo 20, "Sello digital del CFDI"): NoCertificado
 * and Certificado filled in from the CSD, the XML built, its cadena original signed (signCadena)
 * and written as Sello. Returns the sealed XML, ready for the PAC.
 */
export function sealCfdi(comprobante: Comprobante, csd: Pick<Csd, "noCertificado" | "certificateBase64" | "privateKeyPem"> & { privateKey?: KeyObject }): string {
  const unsealed: Comprobante = { ...comprobante, noCertificado: csd.noCertificado, certificado: csd.certificateBase64 };
  const sello = signCadena(cadenaOriginal(buildCfdiXml(unsealed)), csd.privateKey ?? createPrivateKey(csd.privateKeyPem));
  return buildCfdiXml(unsealed, sello);
}

/**
 * Whether a CFDI's Sello is the signature of its cadena original by the certificate it carries
 * (Certificado), as a PAC checks it. False, never an exception, for a seal that does not verify, a
 * missing Sello or Certificado, or a certificate that cannot be read; NotACfdiError for a document
 * that is no CFDI 4.0.
 */
export function verifyCfdiSeal(xml: string): boolean {
  const root = parseCfdi(xml);
  const sello = root.getAttribute("Sello");
  const certificado = root.getAttribute("Certificado");
  if (!sello || !certificado) return false;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificado, "base64"));
  } catch {
    return false;
  }
  return verifyCadena(cadenaOriginal(xml), sello, certificate);
}
