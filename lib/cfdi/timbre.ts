import { normalizeSpace } from "./cadena-original";
import { attribute, children, CFDI_NS, NotACfdiError, parseCfdi, TFD_NS } from "./cfdi-dom";
import type { Timbre } from "./types";
import { escapeXml, XSI_NS } from "./xml";

export { TFD_NS };
export const TFD_SCHEMA_LOCATION = "http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd";

/**
 * The cadena original of a TimbreFiscalDigital 1.1 (the "cadena original del complemento de
 * certificación digital del SAT"), exactly as SAT's cadenaoriginal_TFD_1_1.xslt makes it:
 * `||1.1|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||`, each value
 * normalize-space'd. The PAC's SelloSAT is the signature of it.
 */
export function tfdCadenaOriginal(t: Omit<Timbre, "selloSAT"> & { selloSAT?: string }): string {
  const values = ["1.1", t.uuid, t.fechaTimbrado, t.rfcProvCertif, ...(t.leyenda !== undefined ? [t.leyenda] : []), t.selloCFD, t.noCertificadoSAT];
  return `||${values.map(normalizeSpace).join("|")}||`;
}

/** The tfd:TimbreFiscalDigital element, with its namespace and schema location (and xsi's when the document does not declare it). */
function tfdElement(t: Timbre, declareXsi: boolean): string {
  const pairs: Array<[string, string | undefined]> = [
    ["Version", "1.1"],
    ["UUID", t.uuid],
    ["FechaTimbrado", t.fechaTimbrado],
    ["RfcProvCertif", t.rfcProvCertif],
    ["Leyenda", t.leyenda],
    ["SelloCFD", t.selloCFD],
    ["NoCertificadoSAT", t.noCertificadoSAT],
    ["SelloSAT", t.selloSAT],
  ];
  const attrs = pairs.filter((pair): pair is [string, string] => pair[1] !== undefined).map(([name, value]) => ` ${name}="${escapeXml(value)}"`);
  return `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NS}"${declareXsi ? ` xmlns:xsi="${XSI_NS}"` : ""} xsi:schemaLocation="${TFD_SCHEMA_LOCATION}"${attrs.join("")}/>`;
}

/**
 * The stamped CFDI: `xml` with the TimbreFiscalDigital 1.1 added as the last child of its
 * cfdi:Complemento (created before any Addenda when there is none). The rest of the document is
 * kept byte for byte, so the issuer's Sello still verifies. Refuses a CFDI that already has a timbre.
 */
export function insertTimbre(xml: string, t: Timbre): string {
  const root = parseCfdi(xml);
  if (readTimbre(xml)) throw new Error("the CFDI already has a TimbreFiscalDigital");
  const p = root.prefix ? `${root.prefix}:` : "";
  const declaresXsi = root.lookupNamespaceURI("xsi") === XSI_NS;
  const tfd = tfdElement(t, !declaresXsi);
  const complementos = children(root, "Complemento");
  if (complementos.length > 0) {
    // the one complement (cfdv40.xsd allows one) is after Impuestos: its close tag is the last, or it is self-closed
    const close = xml.lastIndexOf(`</${p}Complemento>`);
    if (close >= 0) return `${xml.slice(0, close)}${tfd}${xml.slice(close)}`;
    const selfClosed = new RegExp(`<${p}Complemento(\\s[^>]*)?/>`);
    if (!selfClosed.test(xml)) throw new Error("cannot find the cfdi:Complemento in the XML");
    return xml.replace(selfClosed, (whole) => `${whole.slice(0, -2)}>${tfd}</${p}Complemento>`);
  }
  const complemento = `<${p}Complemento>${tfd}</${p}Complemento>`;
  const addenda = children(root, "Addenda").length > 0 ? xml.lastIndexOf(`<${p}Addenda`) : -1;
  const at = addenda >= 0 ? addenda : xml.lastIndexOf(`</${p}Comprobante>`);
  if (at < 0) throw new Error("cannot find the end of the cfdi:Comprobante in the XML");
  return `${xml.slice(0, at)}${complemento}${xml.slice(at)}`;
}

/** A stamped CFDI's TimbreFiscalDigital (the one in its cfdi:Complemento); null when it has none, or is no CFDI 4.0 at all (a PAC's garbled answer). */
export function readTimbre(xml: string): Timbre | null {
  let root;
  try {
    root = parseCfdi(xml);
  } catch (error) {
    if (error instanceof NotACfdiError) return null;
    throw error;
  }
  const tfd = children(root, "Complemento", CFDI_NS).flatMap((c) => children(c, "TimbreFiscalDigital", TFD_NS))[0];
  if (!tfd) return null;
  const get = (name: string) => tfd.getAttribute(name) ?? "";
  const leyenda = attribute(tfd, "Leyenda");
  return {
    uuid: get("UUID"),
    fechaTimbrado: get("FechaTimbrado"),
    rfcProvCertif: get("RfcProvCertif"),
    selloCFD: get("SelloCFD"),
    noCertificadoSAT: get("NoCertificadoSAT"),
    selloSAT: get("SelloSAT"),
    ...(leyenda !== undefined ? { leyenda } : {}),
  };
}
