/**
 * A CFDI 4.0 as Caja issues it (Anexo 20, version 4.0): the subset of the comprobante's nodes and
 * attributes a shop's facturas use. Amounts are decimal strings exactly as they go into the XML
 * (never numbers: money is never a float here); optional attributes are left out when undefined.
 * The attribute names follow the XML's, in camelCase.
 */

export type TipoDeComprobante = "I" | "E";

/** A traslado of IVA (Impuesto 002): at a rate (Tasa, TasaOCuota "0.160000") or exempt (no rate, no importe). */
export type Traslado = {
  base: string;
  impuesto: "002";
  tipoFactor: "Tasa" | "Exento";
  /** six decimals ("0.160000", "0.080000", "0.000000"); absent for Exento */
  tasaOCuota?: string;
  /** absent for Exento */
  importe?: string;
};

export type Concepto = {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  descuento?: string;
  /** 01: not subject to tax (no Impuestos node); 02: subject (its traslados) */
  objetoImp: "01" | "02";
  traslados: Traslado[];
};

export type InformacionGlobal = {
  /** c_Periodicidad: 01 diario, 02 semanal, 03 quincenal, 04 mensual, 05 bimestral */
  periodicidad: "01" | "02" | "03" | "04" | "05";
  /** c_Meses: "01".."12" (13-18 for bimesters) */
  meses: string;
  año: string;
};

export type CfdiRelacionados = {
  /** c_TipoRelacion: 01 nota de crédito, 04 sustitución de los CFDI previos, 07 aplicación de anticipo… */
  tipoRelacion: string;
  uuids: string[];
};

export type Emisor = { rfc: string; nombre: string; regimenFiscal: string };

export type Receptor = {
  rfc: string;
  nombre: string;
  domicilioFiscalReceptor: string;
  regimenFiscalReceptor: string;
  usoCFDI: string;
};

export type Comprobante = {
  version: "4.0";
  serie?: string;
  folio?: string;
  /** local time of the LugarExpedicion, "2026-11-28T13:05:00" (no zone) */
  fecha: string;
  formaPago?: string;
  /** 20 digits, from the certificate's serial number */
  noCertificado: string;
  /** the certificate's DER, base64 */
  certificado: string;
  subTotal: string;
  descuento?: string;
  moneda: "MXN";
  total: string;
  tipoDeComprobante: TipoDeComprobante;
  exportacion: "01";
  metodoPago?: "PUE" | "PPD";
  lugarExpedicion: string;
  informacionGlobal?: InformacionGlobal;
  cfdiRelacionados?: CfdiRelacionados;
  emisor: Emisor;
  receptor: Receptor;
  conceptos: Concepto[];
  impuestos?: { totalImpuestosTrasladados?: string; traslados: Traslado[] };
};

/** What a PAC's TimbreFiscalDigital 1.1 says of a stamped CFDI. */
export type Timbre = {
  uuid: string;
  /** local time of the PAC, "2026-11-28T13:05:07" */
  fechaTimbrado: string;
  rfcProvCertif: string;
  selloCFD: string;
  noCertificadoSAT: string;
  selloSAT: string;
  /** the PAC's optional Leyenda (TFD 1.1); part of the timbre's cadena when present */
  leyenda?: string;
};
