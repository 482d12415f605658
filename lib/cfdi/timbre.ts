import { DOMParser } from "@xmldom/xmldom";
import type { Timbre } from "./types";
import { escapeXml } from "./xml";

export const TFD_NS = "http://www.sat.gob.mx/TimbreFiscalDigital";
const TFD_SCHEMA_LOCATION = "http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd";

const normalizeSpace = (value: string) => value.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");

/**
 * The cadena original of a TimbreFiscalDigital 1.1, as SAT's cadenaoriginal_TFD_1_1.xslt makes it
 * (the "cadena original del complemento de certificación digital del SAT"): Version, UUID,
 * FechaTimbrado, RfcProvCertif, Leyenda (when there is one), SelloCFD, NoCertificadoSAT.
 */
export function tfdCadenaOriginal(t: Timbre & { leyenda?: string }): string {
  const values = ["1.1", t.uuid, t.fechaTimbrado, t.rfcProvCertif, ...(t.leyenda ? [t.leyenda] : []), t.selloCFD, t.noCertificadoSAT];
  return `||${values.map(normalizeSpace).join("|")}||`;
}

/** The stamped CFDI: `xml` with its cfdi:Complemento holding the TimbreFiscalDigital 1.1 (one is added when it has none). */
export function insertTimbre(xml: string, t: Timbre): string {
  const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NS}" xsi:schemaLocation="${TFD_SCHEMA_LOCATION}" Version="1.1" UUID="${escapeXml(t.uuid)}" FechaTimbrado="${escapeXml(t.fechaTimbrado)}" RfcProvCertif="${escapeXml(t.rfcProvCertif)}" SelloCFD="${escapeXml(t.selloCFD)}" NoCertificadoSAT="${escapeXml(t.noCertificadoSAT)}" SelloSAT="${escapeXml(t.selloSAT)}"/>`;
  if (xml.includes("<cfdi:Complemento>")) return xml.replace("<cfdi:Complemento>", `<cfdi:Complemento>${tfd}`);
  if (xml.includes("<cfdi:Complemento/>")) return xml.replace("<cfdi:Complemento/>", `<cfdi:Complemento>${tfd}</cfdi:Complemento>`);
  const end = xml.lastIndexOf("</cfdi:Comprobante>");
  if (end < 0) throw new Error("not a CFDI: no </cfdi:Comprobante>");
  return `${xml.slice(0, end)}<cfdi:Complemento>${tfd}</cfdi:Complemento>${xml.slice(end)}`;
}

/** A stamped CFDI's TimbreFiscalDigital, or null when it has none. */
export function readTimbre(xml: string): Timbre | null {
  const document = new DOMParser().parseFromString(xml, "text/xml");
  const tfd = document.getElementsByTagNameNS(TFD_NS, "TimbreFiscalDigital")[0];
  if (!tfd) return null;
  const get = (name: string) => tfd.getAttribute(name) ?? "";
  return { uuid: get("UUID"), fechaTimbrado: get("FechaTimbrado"), rfcProvCertif: get("RfcProvCertif"), selloCFD: get("SelloCFD"), noCertificadoSAT: get("NoCertificadoSAT"), selloSAT: get("SelloSAT") };
}
