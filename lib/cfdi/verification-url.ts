/**
 * `tt`: the CFDI's Total with its insignificant zeros left out (Anexo 20, "Especificación técnica
 * del código de barras bidimensional": up to 18 whole digits, ".", up to 6 decimals), keeping one
 * decimal as phpcfdi/cfdi-expresiones does ("1000.00" → "1000.0", "0450.500" → "450.5"). Done on the
 * string: the Total is never a float here.
 */
export function totalForQr(total: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(total.trim());
  if (!match) throw new Error(`"${total}" is not a CFDI Total`);
  const whole = match[1]!.replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").slice(0, 6).replace(/0+$/, "");
  if ((match[2] ?? "").length > 6) throw new Error(`"${total}" has more than six decimals`);
  return `${whole}.${fraction || "0"}`;
}

/** An RFC as the expression writes it: XML-escaped (an "&", which RFCs may contain, as "&amp;"), as phpcfdi/cfdi-expresiones does. */
const rfcForQr = (rfc: string): string => rfc.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * The SAT's verification address of a CFDI 3.3 or 4.0, which its printed representation carries
 * as a QR code (Anexo 20, "D. Especificación técnica del código de barras bidimensional a incorporar
 * en la representación impresa"): id the timbre's UUID, re and rr the issuer's and the receiver's
 * RFC, tt the Total (totalForQr), fe the last 8 characters of the CFDI's Sello as they are.
 */
export function satVerificationUrl(input: { uuid: string; rfcEmisor: string; rfcReceptor: string; total: string; sello: string }): string {
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${input.uuid}&re=${rfcForQr(input.rfcEmisor)}&rr=${rfcForQr(input.rfcReceptor)}&tt=${totalForQr(input.total)}&fe=${input.sello.slice(-8)}`;
}
