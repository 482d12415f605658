import type { ConceptsTotals } from "../../cfdi/concepts";
import type { Comprobante, CfdiRelacionados, InformacionGlobal, Receptor } from "../../cfdi/types";
import type { Issuer } from "./read-issuer";

/** c_FormaPago of a sale's tender: cash 01; a card 04 (the service does not tell credit from debit); CoDi's QR and a payment asked by phone 03 (a transfer). */
export const FORMA_PAGO: Record<string, string> = { cash: "01", card_present: "04", qr_present: "03", ec_remote: "03" };

/** The receptor of a factura global (Anexo 20, Guía de llenado: "Público en general"): the generic RFC, régimen 616, uso S01, the place of issue's postal code. */
export const PUBLICO_EN_GENERAL = { rfc: "XAXX010101000", nombre: "PUBLICO EN GENERAL", regimenFiscalReceptor: "616", usoCFDI: "S01" } as const;

/**
 * A CFDI 4.0 of the shop, ready to seal: the issuer from its fiscal profile (name upper-cased, as
 * on its Constancia), its CSD's number and certificate, the place of issue and series; PUE and MXN,
 * Exportacion 01.
 */
export function composeCfdi(input: {
  issuer: Issuer;
  folio: number;
  fecha: string;
  tipo: "I" | "E";
  formaPago: string;
  receptor: Receptor;
  totals: ConceptsTotals;
  informacionGlobal?: InformacionGlobal;
  cfdiRelacionados?: CfdiRelacionados;
}): Comprobante {
  const { issuer, totals } = input;
  return {
    version: "4.0",
    serie: issuer.place.series,
    folio: String(input.folio),
    fecha: input.fecha,
    formaPago: input.formaPago,
    noCertificado: issuer.signer.csd.noCertificado,
    certificado: issuer.signer.csd.certificateBase64,
    subTotal: totals.subTotal,
    moneda: "MXN",
    total: totals.total,
    tipoDeComprobante: input.tipo,
    exportacion: "01",
    metodoPago: "PUE",
    lugarExpedicion: issuer.place.zip,
    ...(input.informacionGlobal ? { informacionGlobal: input.informacionGlobal } : {}),
    ...(input.cfdiRelacionados ? { cfdiRelacionados: input.cfdiRelacionados } : {}),
    emisor: { rfc: issuer.fiscal.rfc, nombre: issuer.fiscal.legalName.toUpperCase(), regimenFiscal: issuer.fiscal.taxRegime },
    receptor: input.receptor,
    conceptos: totals.conceptos,
    ...(totals.impuestos ? { impuestos: totals.impuestos } : {}),
  };
}
