/**
 * The SAT's verification address of a CFDI, which its printed representation carries as a QR code
 * (Anexo 20 4.0, "Código de barras bidimensional"): id the UUID, re and rr the issuer's and the
 * receiver's RFC (an & in an RFC escaped as %26), tt the Total as written in the CFDI with no
 * insignificant zeros (up to 18 whole digits and 6 decimals), fe the last 8 characters of the
 * CFDI's Sello, as written (SAT's examples and phpcfdi/cfdi-expresiones leave it unescaped).
 */
export function satVerificationUrl(input: { uuid: string; rfcEmisor: string; rfcReceptor: string; total: string; sello: string }): string {
  const [whole = "0", fraction = ""] = input.total.split(".");
  const decimals = fraction.replace(/0+$/, "");
  const tt = `${whole.replace(/^0+(?=\d)/, "")}${decimals ? `.${decimals}` : ""}`;
  const rfc = (value: string) => value.replace(/&/g, "%26");
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${input.uuid}&re=${rfc(input.rfcEmisor)}&rr=${rfc(input.rfcReceptor)}&tt=${tt}&fe=${input.sello.slice(-8)}`;
}
