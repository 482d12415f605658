import { createSign, createVerify, X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";
import { cadenaOriginal } from "./cadena-original";
import type { Csd } from "./csd";
import type { Comprobante } from "./types";
import { buildCfdiXml } from "./xml";

/**
 * Seals a comprobante with the issuer's CSD (Anexo 20, "Sello digital"): its NoCertificado and
 * Certificado filled in from the CSD, the cadena original of the XML signed with RSA PKCS#1 v1.5
 * over SHA-256, base64, written as Sello. Returns the sealed XML.
 */
export function sealCfdi(comprobante: Comprobante, csd: Pick<Csd, "noCertificado" | "certificateBase64" | "privateKey">): string {
  const unsealed = { ...comprobante, noCertificado: csd.noCertificado, certificado: csd.certificateBase64 };
  const cadena = cadenaOriginal(buildCfdiXml(unsealed));
  const sello = createSign("RSA-SHA256").update(cadena, "utf8").sign(csd.privateKey, "base64");
  return buildCfdiXml(unsealed, sello);
}

/** Whether a CFDI's Sello is its cadena original's signature by the certificate it carries. */
export function verifyCfdiSeal(xml: string): boolean {
  const root = new DOMParser().parseFromString(xml, "text/xml").documentElement;
  const sello = root?.getAttribute("Sello");
  const certificado = root?.getAttribute("Certificado");
  if (!sello || !certificado) return false;
  const certificate = new X509Certificate(Buffer.from(certificado, "base64"));
  return createVerify("RSA-SHA256").update(cadenaOriginal(xml), "utf8").verify(certificate.publicKey, sello, "base64");
}
