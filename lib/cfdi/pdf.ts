import { DOMParser, type Element } from "@xmldom/xmldom";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Timbre } from "./types";
import { readTimbre, tfdCadenaOriginal } from "./timbre";
import { satVerificationUrl } from "./verification-url";

/**
 * The printed representation of a stamped CFDI 4.0 (Anexo 20 asks for one with the folio fiscal,
 * the seals, the cadena original of the TimbreFiscalDigital and the SAT's verification QR): what
 * the customer downloads and gets by e-mail next to the XML. Everything shown is read from the XML
 * (amounts as the XML writes them, never through a float). Labels in Spanish, or English; the
 * SAT's catalogue descriptions and the amount in words stay in Spanish, as the law writes them.
 */
export async function renderCfdiPdf(xml: string, options: { locale?: "es" | "en" } = {}): Promise<Buffer> {
  const cfdi = readCfdi(xml);
  const labels = LABELS[options.locale ?? "es"];
  const qr = cfdi.timbre ? qrMatrix(verificationUrlOf(cfdi, cfdi.timbre)) : null;
  return drawPdf(cfdi, labels, qr);
}

// ---------------------------------------------------------------------------------------------
// Reading the XML

const CFDI_NS = "http://www.sat.gob.mx/cfd/4";

type Traslado = { base: string; tipoFactor: string; tasaOCuota?: string; importe?: string };

type Concepto = {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  descuento?: string;
  objetoImp: string;
  traslados: Traslado[];
};

export type PrintedCfdi = {
  serie?: string;
  folio?: string;
  fecha: string;
  formaPago?: string;
  metodoPago?: string;
  moneda: string;
  exportacion: string;
  tipoDeComprobante: string;
  lugarExpedicion: string;
  noCertificado: string;
  sello: string;
  subTotal: string;
  descuento?: string;
  total: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: { rfc: string; nombre: string; domicilioFiscalReceptor: string; regimenFiscalReceptor: string; usoCFDI: string };
  informacionGlobal?: { periodicidad: string; meses: string; año: string };
  cfdiRelacionados: { tipoRelacion: string; uuids: string[] }[];
  conceptos: Concepto[];
  traslados: Traslado[];
  timbre: Timbre | null;
};

/** The comprobante's nodes this PDF shows, as strings. */
export function readCfdi(xml: string): PrintedCfdi {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new Error(`The CFDI's XML does not parse: ${message}`);
    },
  }).parseFromString(xml, "text/xml");
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== CFDI_NS || root.localName !== "Comprobante") throw new Error("Not a CFDI 4.0: the root is not cfdi:Comprobante");
  const one = (parent: Element, name: string): Element | undefined => children(parent, name)[0];
  const emisor = one(root, "Emisor");
  const receptor = one(root, "Receptor");
  if (!emisor || !receptor) throw new Error("The CFDI has no Emisor or Receptor");
  const global = one(root, "InformacionGlobal");
  const impuestos = one(root, "Impuestos");
  return {
    serie: opt(root, "Serie"),
    folio: opt(root, "Folio"),
    fecha: attr(root, "Fecha"),
    formaPago: opt(root, "FormaPago"),
    metodoPago: opt(root, "MetodoPago"),
    moneda: attr(root, "Moneda"),
    exportacion: attr(root, "Exportacion"),
    tipoDeComprobante: attr(root, "TipoDeComprobante"),
    lugarExpedicion: attr(root, "LugarExpedicion"),
    noCertificado: attr(root, "NoCertificado"),
    sello: attr(root, "Sello"),
    subTotal: attr(root, "SubTotal"),
    descuento: opt(root, "Descuento"),
    total: attr(root, "Total"),
    emisor: { rfc: attr(emisor, "Rfc"), nombre: attr(emisor, "Nombre"), regimenFiscal: attr(emisor, "RegimenFiscal") },
    receptor: {
      rfc: attr(receptor, "Rfc"),
      nombre: attr(receptor, "Nombre"),
      domicilioFiscalReceptor: attr(receptor, "DomicilioFiscalReceptor"),
      regimenFiscalReceptor: attr(receptor, "RegimenFiscalReceptor"),
      usoCFDI: attr(receptor, "UsoCFDI"),
    },
    informacionGlobal: global ? { periodicidad: attr(global, "Periodicidad"), meses: attr(global, "Meses"), año: attr(global, "Año") } : undefined,
    cfdiRelacionados: children(root, "CfdiRelacionados").map((node) => ({
      tipoRelacion: attr(node, "TipoRelacion"),
      uuids: children(node, "CfdiRelacionado").map((r) => attr(r, "UUID")),
    })),
    conceptos: children(one(root, "Conceptos"), "Concepto").map((node) => ({
      claveProdServ: attr(node, "ClaveProdServ"),
      noIdentificacion: opt(node, "NoIdentificacion"),
      cantidad: attr(node, "Cantidad"),
      claveUnidad: attr(node, "ClaveUnidad"),
      unidad: opt(node, "Unidad"),
      descripcion: attr(node, "Descripcion"),
      valorUnitario: attr(node, "ValorUnitario"),
      importe: attr(node, "Importe"),
      descuento: opt(node, "Descuento"),
      objetoImp: attr(node, "ObjetoImp"),
      traslados: trasladosOf(one(node, "Impuestos")),
    })),
    traslados: trasladosOf(impuestos),
    timbre: readTimbre(xml),
  };
}

function children(parent: Element | undefined, localName: string): Element[] {
  const out: Element[] = [];
  if (!parent) return out;
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.namespaceURI === CFDI_NS && element.localName === localName) out.push(element);
  }
  return out;
}

function trasladosOf(impuestos: Element | undefined): Traslado[] {
  return children(children(impuestos, "Traslados")[0], "Traslado")
    .filter((t) => attr(t, "Impuesto") === "002")
    .map((t) => ({ base: attr(t, "Base"), tipoFactor: attr(t, "TipoFactor"), tasaOCuota: opt(t, "TasaOCuota"), importe: opt(t, "Importe") }));
}

const attr = (element: Element, name: string): string => element.getAttribute(name) ?? "";
const opt = (element: Element, name: string): string | undefined => (element.hasAttribute(name) ? (element.getAttribute(name) ?? "") : undefined);

function verificationUrlOf(cfdi: PrintedCfdi, timbre: Timbre): string {
  return satVerificationUrl({ uuid: timbre.uuid, rfcEmisor: cfdi.emisor.rfc, rfcReceptor: cfdi.receptor.rfc, total: cfdi.total, sello: cfdi.sello });
}

/** The QR's modules (true: dark), row by row: error correction M, as the SAT's own printed CFDIs use. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const rows: boolean[][] = [];
  for (let y = 0; y < modules.size; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < modules.size; x++) row.push(modules.get(y, x) !== 0);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Words and numbers

/** The XML's decimal string with thousands separators, never through a float: "1234.5" → "1,234.5". */
export function formatMoney(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction] = (negative ? amount.slice(1) : amount).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "1200.00" → "1,200", "0.750" → "0.75": a quantity's figures, grouped, without trailing zeros. */
export function formatQuantity(quantity: string): string {
  const [whole = "0", fraction] = trimDecimals(quantity, 0).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** ValorUnitario and Cantidad carry up to six decimals: trailing zeros past the second go. */
export function trimDecimals(value: string, keep = 2): string {
  const [whole, fraction] = value.split(".");
  if (fraction === undefined) return value;
  let trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length < keep) trimmed = trimmed.padEnd(keep, "0");
  return trimmed.length === 0 ? whole! : `${whole}.${trimmed}`;
}

/** "0.160000" → "16%", "0.080000" → "8%". */
function percent(tasa: string): string {
  const [whole = "0", fraction = ""] = tasa.split(".");
  const digits = (whole + fraction.padEnd(6, "0")).replace(/^0+(?=\d)/, "");
  // the rate has six decimals: percent = digits / 10^4
  const padded = digits.padStart(5, "0");
  const integer = padded.slice(0, -4).replace(/^0+(?=\d)/, "");
  const decimals = padded.slice(-4).replace(/0+$/, "");
  return `${integer}${decimals ? `.${decimals}` : ""}%`;
}

const UNITS = ["", "UN", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE", "DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE", "DIECISÉIS", "DIECISIETE", "DIECIOCHO", "DIECINUEVE", "VEINTE", "VEINTIÚN", "VEINTIDÓS", "VEINTITRÉS", "VEINTICUATRO", "VEINTICINCO", "VEINTISÉIS", "VEINTISIETE", "VEINTIOCHO", "VEINTINUEVE"];
const TENS = ["", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"];
const HUNDREDS = ["", "CIENTO", "DOSCIENTOS", "TRESCIENTOS", "CUATROCIENTOS", "QUINIENTOS", "SEISCIENTOS", "SETECIENTOS", "OCHOCIENTOS", "NOVECIENTOS"];

/** 1..999, the apocopated "UN" (before PESOS, MIL, MILLONES). */
function belowThousand(n: number): string {
  if (n === 100) return "CIEN";
  const words: string[] = [];
  if (n >= 100) words.push(HUNDREDS[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest > 0 && rest < 30) words.push(UNITS[rest]!);
  else if (rest >= 30) words.push(rest % 10 === 0 ? TENS[rest / 10]! : `${TENS[Math.floor(rest / 10)]} Y ${UNITS[rest % 10]}`);
  return words.join(" ");
}

/** A whole number in Spanish words, up to 999,999,999,999 (mil millones), with "UN" before a noun. */
export function integerInWords(n: bigint): string {
  if (n === 0n) return "CERO";
  if (n >= 1_000_000_000_000n) return n.toString();
  const millions = Number(n / 1_000_000n);
  const thousands = Number((n / 1_000n) % 1_000n);
  const units = Number(n % 1_000n);
  const words: string[] = [];
  if (millions > 0) words.push(millions === 1 ? "UN MILLÓN" : `${thousandsInWords(millions)} MILLONES`);
  if (thousands > 0) words.push(thousands === 1 ? "MIL" : `${belowThousand(thousands)} MIL`);
  if (units > 0) words.push(belowThousand(units));
  return words.join(" ");
}

function thousandsInWords(n: number): string {
  const thousands = Math.floor(n / 1000);
  const units = n % 1000;
  const words: string[] = [];
  if (thousands > 0) words.push(thousands === 1 ? "MIL" : `${belowThousand(thousands)} MIL`);
  if (units > 0) words.push(belowThousand(units));
  return words.join(" ");
}

/** The total as Mexican invoices write it: "CIENTO VEINTE PESOS 50/100 M.N." (cents rounded half up from the XML's digits). */
export function amountInWords(amount: string, currency = "MXN"): string {
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  let cents = BigInt(whole || "0") * 100n + BigInt((fraction + "00").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") cents += 1n;
  const pesos = cents / 100n;
  const rest = cents % 100n;
  const words = integerInWords(pesos);
  // "UN MILLÓN DE PESOS", "DOS MILLONES DE PESOS": a round million takes "DE".
  const noun = pesos === 1n ? "PESO" : pesos > 0n && pesos % 1_000_000n === 0n ? "DE PESOS" : "PESOS";
  const suffix = currency === "MXN" ? " M.N." : ` ${currency}`;
  return `${words} ${noun} ${rest.toString().padStart(2, "0")}/100${suffix}`;
}

/**
 * What pdfkit's built-in Helvetica can print: it writes WinAnsi (CP1252) codes, and a character
 * outside it would come out as garbage. Accents, Ñ, ü, &, «», € are in it; anything else loses its
 * accents (NFD) or becomes "?".
 */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const stripped = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += [...stripped].every(isWinAnsi) && stripped.length > 0 ? stripped : char === "\n" ? "\n" : /\s/.test(char) ? " " : "?";
  }
  return out;
}

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRA.has(char);
}

// ---------------------------------------------------------------------------------------------
// SAT catalogues (Anexo 20, catálogos del CFDI 4.0): the descriptions printed next to each key

const REGIMEN: Record<string, string> = {
  "601": "General de Ley Personas Morales",
  "603": "Personas Morales con Fines no Lucrativos",
  "605": "Sueldos y Salarios e Ingresos Asimilados a Salarios",
  "606": "Arrendamiento",
  "607": "Régimen de Enajenación o Adquisición de Bienes",
  "608": "Demás ingresos",
  "610": "Residentes en el Extranjero sin Establecimiento Permanente en México",
  "611": "Ingresos por Dividendos (socios y accionistas)",
  "612": "Personas Físicas con Actividades Empresariales y Profesionales",
  "614": "Ingresos por intereses",
  "615": "Régimen de los ingresos por obtención de premios",
  "616": "Sin obligaciones fiscales",
  "620": "Sociedades Cooperativas de Producción que optan por diferir sus ingresos",
  "621": "Incorporación Fiscal",
  "622": "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras",
  "623": "Opcional para Grupos de Sociedades",
  "624": "Coordinados",
  "625": "Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas",
  "626": "Régimen Simplificado de Confianza",
};

const USO_CFDI: Record<string, string> = {
  G01: "Adquisición de mercancías",
  G02: "Devoluciones, descuentos o bonificaciones",
  G03: "Gastos en general",
  I01: "Construcciones",
  I02: "Mobiliario y equipo de oficina por inversiones",
  I03: "Equipo de transporte",
  I04: "Equipo de cómputo y accesorios",
  I05: "Dados, troqueles, moldes, matrices y herramental",
  I06: "Comunicaciones telefónicas",
  I07: "Comunicaciones satelitales",
  I08: "Otra maquinaria y equipo",
  D01: "Honorarios médicos, dentales y gastos hospitalarios",
  D02: "Gastos médicos por incapacidad o discapacidad",
  D03: "Gastos funerales",
  D04: "Donativos",
  D05: "Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)",
  D06: "Aportaciones voluntarias al SAR",
  D07: "Primas por seguros de gastos médicos",
  D08: "Gastos de transportación escolar obligatoria",
  D09: "Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones",
  D10: "Pagos por servicios educativos (colegiaturas)",
  S01: "Sin efectos fiscales",
  CP01: "Pagos",
  CN01: "Nómina",
};

const FORMA_PAGO: Record<string, string> = {
  "01": "Efectivo",
  "02": "Cheque nominativo",
  "03": "Transferencia electrónica de fondos",
  "04": "Tarjeta de crédito",
  "05": "Monedero electrónico",
  "06": "Dinero electrónico",
  "08": "Vales de despensa",
  "12": "Dación en pago",
  "13": "Pago por subrogación",
  "14": "Pago por consignación",
  "15": "Condonación",
  "17": "Compensación",
  "23": "Novación",
  "24": "Confusión",
  "25": "Remisión de deuda",
  "26": "Prescripción o caducidad",
  "27": "A satisfacción del acreedor",
  "28": "Tarjeta de débito",
  "29": "Tarjeta de servicios",
  "30": "Aplicación de anticipos",
  "31": "Intermediario pagos",
  "99": "Por definir",
};

const METODO_PAGO: Record<string, string> = { PUE: "Pago en una sola exhibición", PPD: "Pago en parcialidades o diferido" };

const EXPORTACION: Record<string, string> = {
  "01": "No aplica",
  "02": "Definitiva con clave A1",
  "03": "Temporal",
  "04": "Definitiva con clave distinta a A1 o cuando no existe enajenación en términos del CFF",
};

const MONEDA: Record<string, string> = { MXN: "Peso Mexicano", USD: "Dólar americano" };

const TIPO_COMPROBANTE: Record<string, string> = { I: "Ingreso", E: "Egreso", T: "Traslado", N: "Nómina", P: "Pago" };

const TIPO_RELACION: Record<string, string> = {
  "01": "Nota de crédito de los documentos relacionados",
  "02": "Nota de débito de los documentos relacionados",
  "03": "Devolución de mercancía sobre facturas o traslados previos",
  "04": "Sustitución de los CFDI previos",
  "05": "Traslados de mercancías facturados previamente",
  "06": "Factura generada por los traslados previos",
  "07": "CFDI por aplicación de anticipo",
};

const PERIODICIDAD: Record<string, string> = { "01": "Diario", "02": "Semanal", "03": "Quincenal", "04": "Mensual", "05": "Bimestral" };

const MESES: Record<string, string> = {
  "01": "Enero",
  "02": "Febrero",
  "03": "Marzo",
  "04": "Abril",
  "05": "Mayo",
  "06": "Junio",
  "07": "Julio",
  "08": "Agosto",
  "09": "Septiembre",
  "10": "Octubre",
  "11": "Noviembre",
  "12": "Diciembre",
  "13": "Enero-Febrero",
  "14": "Marzo-Abril",
  "15": "Mayo-Junio",
  "16": "Julio-Agosto",
  "17": "Septiembre-Octubre",
  "18": "Noviembre-Diciembre",
};


/** "626 - Régimen Simplificado de Confianza"; a key the catalogue here lacks prints alone. */
function described(catalogue: Record<string, string>, key: string | undefined): string {
  if (key === undefined || key === "") return "—";
  const description = catalogue[key];
  return description ? `${key} - ${description}` : key;
}

// ---------------------------------------------------------------------------------------------
// Labels

type Labels = {
  invoice: string;
  creditNote: string;
  other: string;
  serieFolio: string;
  uuid: string;
  fecha: string;
  fechaTimbrado: string;
  lugarExpedicion: string;
  tipo: string;
  issuer: string;
  receiver: string;
  rfc: string;
  regimen: string;
  domicilio: string;
  uso: string;
  formaPago: string;
  metodoPago: string;
  moneda: string;
  exportacion: string;
  global: string;
  periodicidad: string;
  meses: string;
  año: string;
  relacionados: string;
  tipoRelacion: string;
  cantidad: string;
  unidad: string;
  claveProdServ: string;
  descripcion: string;
  valorUnitario: string;
  iva: string;
  importe: string;
  exento: string;
  noObjeto: string;
  descuento: string;
  subtotal: string;
  ivaAt: (rate: string) => string;
  ivaExento: string;
  total: string;
  totalWords: string;
  noCertificado: string;
  noCertificadoSat: string;
  selloCfdi: string;
  selloSat: string;
  cadena: string;
  legend: string;
  unstamped: string;
  page: (n: number, of: number) => string;
};

const LABELS: Record<"es" | "en", Labels> = {
  es: {
    invoice: "Factura",
    creditNote: "Nota de crédito",
    other: "Comprobante",
    serieFolio: "Serie y folio",
    uuid: "Folio fiscal (UUID)",
    fecha: "Fecha de emisión",
    fechaTimbrado: "Fecha de certificación",
    lugarExpedicion: "Lugar de expedición (C.P.)",
    tipo: "Tipo de comprobante",
    issuer: "Emisor",
    receiver: "Receptor",
    rfc: "RFC",
    regimen: "Régimen fiscal",
    domicilio: "Domicilio fiscal (C.P.)",
    uso: "Uso del CFDI",
    formaPago: "Forma de pago",
    metodoPago: "Método de pago",
    moneda: "Moneda",
    exportacion: "Exportación",
    global: "Información global",
    periodicidad: "Periodicidad",
    meses: "Meses",
    año: "Año",
    relacionados: "CFDI relacionados",
    tipoRelacion: "Tipo de relación",
    cantidad: "Cantidad",
    unidad: "Clave unidad",
    claveProdServ: "Clave prod./serv.",
    descripcion: "Descripción",
    valorUnitario: "Valor unitario",
    iva: "IVA",
    importe: "Importe",
    exento: "Exento",
    noObjeto: "No objeto",
    descuento: "Descuento",
    subtotal: "Subtotal",
    ivaAt: (rate) => `IVA ${rate}`,
    ivaExento: "IVA exento (base)",
    total: "Total",
    totalWords: "Importe con letra",
    noCertificado: "No. de serie del CSD del emisor",
    noCertificadoSat: "No. de serie del certificado del SAT",
    selloCfdi: "Sello digital del CFDI",
    selloSat: "Sello digital del SAT",
    cadena: "Cadena original del complemento de certificación digital del SAT",
    legend: "Este documento es una representación impresa de un CFDI",
    unstamped: "SIN TIMBRAR: este comprobante no tiene validez fiscal",
    page: (n, of) => `Página ${n} de ${of}`,
  },
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    other: "Receipt",
    serieFolio: "Series and number",
    uuid: "Fiscal folio (UUID)",
    fecha: "Issued",
    fechaTimbrado: "Certified",
    lugarExpedicion: "Place of issue (postal code)",
    tipo: "Document type",
    issuer: "Issuer",
    receiver: "Receiver",
    rfc: "RFC",
    regimen: "Tax regime",
    domicilio: "Tax address (postal code)",
    uso: "CFDI use",
    formaPago: "Payment form",
    metodoPago: "Payment method",
    moneda: "Currency",
    exportacion: "Export",
    global: "Global information",
    periodicidad: "Period",
    meses: "Months",
    año: "Year",
    relacionados: "Related CFDIs",
    tipoRelacion: "Relation",
    cantidad: "Quantity",
    unidad: "Unit code",
    claveProdServ: "Product code",
    descripcion: "Description",
    valorUnitario: "Unit price",
    iva: "VAT",
    importe: "Amount",
    exento: "Exempt",
    noObjeto: "Not subject",
    descuento: "Discount",
    subtotal: "Subtotal",
    ivaAt: (rate) => `VAT ${rate}`,
    ivaExento: "VAT exempt (base)",
    total: "Total",
    totalWords: "Amount in words",
    noCertificado: "Issuer's CSD serial number",
    noCertificadoSat: "SAT certificate serial number",
    selloCfdi: "CFDI digital seal",
    selloSat: "SAT digital seal",
    cadena: "Original string of the SAT's certification complement",
    legend: "Este documento es una representación impresa de un CFDI (this document is a printed representation of a CFDI)",
    unstamped: "NOT STAMPED: this document has no fiscal validity",
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

// ---------------------------------------------------------------------------------------------
// Drawing

const PAGE = { width: 612, height: 792, margin: 36 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where a page's content stops: the footer (page number) lives below. */
const BOTTOM = PAGE.height - PAGE.margin - 14;
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#bbbbbb";
const SHADE = "#eeeeee";

type Doc = PDFKit.PDFDocument;

function drawPdf(cfdi: PrintedCfdi, labels: Labels, qr: boolean[][] | null): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `CFDI ${cfdi.timbre?.uuid ?? ""}`.trim(), Author: winAnsi(cfdi.emisor.nombre), Subject: "CFDI 4.0", Creator: "Caja" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  let y = drawHeader(doc, cfdi, labels);
  y = drawParties(doc, cfdi, labels, y);
  y = drawPayment(doc, cfdi, labels, y);
  y = drawConcepts(doc, cfdi, labels, y);
  y = drawTotals(doc, cfdi, labels, y);
  drawCertification(doc, cfdi, labels, qr, y);
  drawFooters(doc, labels);
  doc.end();
  return done;
}

function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string; font?: string } = {}): number {
  const { size = 8, bold = false, color = INK, font, ...rest } = options;
  doc.font(font ?? (bold ? "Helvetica-Bold" : "Helvetica")).fontSize(size).fillColor(color);
  const safe = winAnsi(value);
  doc.text(safe, x, y, { lineGap: 0.5, ...rest });
  // pdfkit leaves its cursor under what it wrote: measuring again would lay the text out twice.
  return doc.y - y;
}

function titleOf(cfdi: PrintedCfdi, labels: Labels): string {
  if (cfdi.tipoDeComprobante === "I") return labels.invoice;
  if (cfdi.tipoDeComprobante === "E") return labels.creditNote;
  return labels.other;
}

function drawHeader(doc: Doc, cfdi: PrintedCfdi, labels: Labels): number {
  const left = PAGE.margin;
  const boxX = left + CONTENT_WIDTH * 0.55;
  const boxWidth = CONTENT_WIDTH * 0.45;
  let ly = PAGE.margin;
  ly += text(doc, cfdi.emisor.nombre, left, ly, { size: 12, bold: true, width: boxX - left - 12 }) + 2;
  ly += text(doc, `${labels.rfc}: ${cfdi.emisor.rfc}`, left, ly, { size: 9, width: boxX - left - 12 }) + 1;
  ly += text(doc, `${labels.regimen}: ${described(REGIMEN, cfdi.emisor.regimenFiscal)}`, left, ly, { size: 8, width: boxX - left - 12 }) + 1;
  ly += text(doc, `${labels.lugarExpedicion}: ${cfdi.lugarExpedicion}`, left, ly, { size: 8, width: boxX - left - 12 });

  let ry = PAGE.margin;
  ry += text(doc, titleOf(cfdi, labels).toUpperCase(), boxX, ry, { size: 14, bold: true, width: boxWidth, align: "right" }) + 2;
  const serieFolio = [cfdi.serie, cfdi.folio].filter((p) => p !== undefined && p !== "").join("-");
  const rows: [string, string][] = [
    [labels.serieFolio, serieFolio || "—"],
    [labels.uuid, cfdi.timbre?.uuid ?? "—"],
    [labels.fecha, cfdi.fecha.replace("T", " ")],
    [labels.fechaTimbrado, cfdi.timbre ? cfdi.timbre.fechaTimbrado.replace("T", " ") : "—"],
    [labels.tipo, described(TIPO_COMPROBANTE, cfdi.tipoDeComprobante)],
    [labels.noCertificado, cfdi.noCertificado],
    [labels.noCertificadoSat, cfdi.timbre?.noCertificadoSAT ?? "—"],
  ];
  for (const [label, value] of rows) {
    if (label === labels.uuid) {
      // 36 characters: on a line of its own, never cut at a hyphen.
      ry += text(doc, `${label}:`, boxX, ry, { size: 6.5, color: MUTED, width: boxWidth });
      ry += text(doc, value, boxX, ry, { size: 9, bold: true, width: boxWidth, align: "right", lineBreak: false }) + 2;
      continue;
    }
    text(doc, `${label}:`, boxX, ry, { size: 6.5, color: MUTED, width: boxWidth * 0.45 });
    ry += text(doc, value, boxX + boxWidth * 0.45, ry, { size: 7.5, width: boxWidth * 0.55, align: "right" }) + 1;
  }
  let y = Math.max(ly, ry) + 6;
  if (!cfdi.timbre) {
    y += text(doc, labels.unstamped, left, y, { size: 10, bold: true, color: "#b00020", width: CONTENT_WIDTH }) + 4;
  }
  doc.moveTo(left, y).lineTo(left + CONTENT_WIDTH, y).lineWidth(0.7).strokeColor(RULE).stroke();
  return y + 6;
}

/** "Label: value" in a column; returns the height used. */
function inline(doc: Doc, label: string, value: string, x: number, y: number, width: number): number {
  doc.font("Helvetica-Bold").fontSize(7.5);
  const safeLabel = winAnsi(`${label}: `);
  const labelWidth = doc.widthOfString(safeLabel);
  text(doc, safeLabel, x, y, { size: 7.5, bold: true, color: MUTED, lineBreak: false });
  return text(doc, value, x + labelWidth, y, { size: 8, width: width - labelWidth }) + 2;
}

/** Two columns of inline fields, each column's fields one under the other. */
function twoColumns(doc: Doc, left: [string, string][], right: [string, string][], top: number): number {
  const half = CONTENT_WIDTH / 2;
  let ly = top;
  for (const [label, value] of left) ly += inline(doc, label, value, PAGE.margin, ly, half - 10);
  let ry = top;
  for (const [label, value] of right) ry += inline(doc, label, value, PAGE.margin + half, ry, half);
  return Math.max(ly, ry);
}

function drawParties(doc: Doc, cfdi: PrintedCfdi, labels: Labels, top: number): number {
  let y = top;
  y += text(doc, labels.receiver.toUpperCase(), PAGE.margin, y, { size: 7, bold: true, color: MUTED }) + 2;
  y += text(doc, cfdi.receptor.nombre, PAGE.margin, y, { size: 10, bold: true, width: CONTENT_WIDTH }) + 3;
  y = twoColumns(
    doc,
    [
      [labels.rfc, cfdi.receptor.rfc],
      [labels.domicilio, cfdi.receptor.domicilioFiscalReceptor],
    ],
    [
      [labels.regimen, described(REGIMEN, cfdi.receptor.regimenFiscalReceptor)],
      [labels.uso, described(USO_CFDI, cfdi.receptor.usoCFDI)],
    ],
    y,
  );
  return y + 6;
}

function drawPayment(doc: Doc, cfdi: PrintedCfdi, labels: Labels, top: number): number {
  let y = twoColumns(
    doc,
    [
      [labels.formaPago, described(FORMA_PAGO, cfdi.formaPago)],
      [labels.metodoPago, described(METODO_PAGO, cfdi.metodoPago)],
    ],
    [
      [labels.moneda, described(MONEDA, cfdi.moneda)],
      [labels.exportacion, described(EXPORTACION, cfdi.exportacion)],
    ],
    top,
  );
  if (cfdi.informacionGlobal) {
    const g = cfdi.informacionGlobal;
    y += 4;
    y += text(doc, labels.global.toUpperCase(), PAGE.margin, y, { size: 7, bold: true, color: MUTED }) + 2;
    y = twoColumns(
      doc,
      [
        [labels.periodicidad, described(PERIODICIDAD, g.periodicidad)],
        [labels.año, g.año],
      ],
      [[labels.meses, described(MESES, g.meses)]],
      y,
    );
  }
  for (const related of cfdi.cfdiRelacionados) {
    y += 4;
    y += text(doc, labels.relacionados.toUpperCase(), PAGE.margin, y, { size: 7, bold: true, color: MUTED }) + 2;
    y += inline(doc, labels.tipoRelacion, described(TIPO_RELACION, related.tipoRelacion), PAGE.margin, y, CONTENT_WIDTH);
    y += text(doc, related.uuids.join("   "), PAGE.margin, y, { size: 8, width: CONTENT_WIDTH }) + 2;
  }
  return y + 8;
}

type Column = { key: string; width: number; align: "left" | "right" };

function columns(labels: Labels): (Column & { label: string })[] {
  const fixed = [
    { key: "cantidad", label: labels.cantidad, width: 42, align: "right" as const },
    { key: "unidad", label: labels.unidad, width: 46, align: "left" as const },
    { key: "clave", label: labels.claveProdServ, width: 48, align: "left" as const },
    { key: "valorUnitario", label: labels.valorUnitario, width: 62, align: "right" as const },
    { key: "iva", label: labels.iva, width: 40, align: "right" as const },
    { key: "importe", label: labels.importe, width: 66, align: "right" as const },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description = { key: "descripcion", label: labels.descripcion, width: CONTENT_WIDTH - used, align: "left" as const };
  return [fixed[0]!, fixed[1]!, fixed[2]!, description, fixed[3]!, fixed[4]!, fixed[5]!];
}

function ivaOf(concepto: Concepto, labels: Labels): string {
  if (concepto.objetoImp !== "02" || concepto.traslados.length === 0) return labels.noObjeto;
  return concepto.traslados.map((t) => (t.tipoFactor === "Exento" ? labels.exento : percent(t.tasaOCuota ?? "0"))).join(", ");
}

const CELL_PAD = 3;

function drawTableHeader(doc: Doc, cols: (Column & { label: string })[], y: number): number {
  const height = 20;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE);
  let x = PAGE.margin;
  for (const col of cols) {
    text(doc, col.label, x + CELL_PAD, y + 3, { size: 6.5, bold: true, width: col.width - 2 * CELL_PAD, align: col.align, height: height - 3 });
    x += col.width;
  }
  return y + height + 2;
}

function drawConcepts(doc: Doc, cfdi: PrintedCfdi, labels: Labels, top: number): number {
  const cols = columns(labels);
  let y = drawTableHeader(doc, cols, top);
  const descriptionWidth = cols.find((c) => c.key === "descripcion")!.width - 2 * CELL_PAD;
  for (const concepto of cfdi.conceptos) {
    // NoIdentificacion (the shop's SKU) leads the description; a concept's discount gets a line of its own.
    const first = concepto.noIdentificacion ? `[${concepto.noIdentificacion}] ${concepto.descripcion}` : concepto.descripcion;
    const description = winAnsi(concepto.descuento ? `${first}\n${labels.descuento}: ${formatMoney(concepto.descuento)}` : first);
    doc.font("Helvetica").fontSize(7.5);
    const rowHeight = Math.max(doc.heightOfString(description, { width: descriptionWidth, lineGap: 0.5 }), 9) + 4;
    if (y + rowHeight > BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, cols, PAGE.margin);
    }
    const cells: Record<string, string> = {
      cantidad: formatQuantity(concepto.cantidad),
      unidad: concepto.unidad ? `${concepto.claveUnidad} ${concepto.unidad}` : concepto.claveUnidad,
      clave: concepto.claveProdServ,
      descripcion: description,
      valorUnitario: formatMoney(trimDecimals(concepto.valorUnitario)),
      iva: ivaOf(concepto, labels),
      importe: formatMoney(concepto.importe),
    };
    let x = PAGE.margin;
    for (const col of cols) {
      const value = cells[col.key] ?? "";
      text(doc, value, x + CELL_PAD, y + 2, { size: 7.5, width: col.width - 2 * CELL_PAD, align: col.align, ...(col.key === "descripcion" ? {} : { lineBreak: false, ellipsis: true, height: rowHeight }) });
      x += col.width;
    }
    y += rowHeight;
    doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.3).strokeColor(RULE).stroke();
  }
  return y + 6;
}

/** The comprobante's IVA lines: one per rate, and the exempt base. */
function taxLines(cfdi: PrintedCfdi, labels: Labels): [string, string][] {
  return cfdi.traslados.map((t): [string, string] =>
    t.tipoFactor === "Exento" ? [labels.ivaExento, formatMoney(t.base)] : [labels.ivaAt(percent(t.tasaOCuota ?? "0")), formatMoney(t.importe ?? "0")],
  );
}

function drawTotals(doc: Doc, cfdi: PrintedCfdi, labels: Labels, top: number): number {
  const rows: [string, string, boolean][] = [
    [labels.subtotal, formatMoney(cfdi.subTotal), false],
    ...(cfdi.descuento !== undefined ? [[labels.descuento, formatMoney(cfdi.descuento), false] as [string, string, boolean]] : []),
    ...taxLines(cfdi, labels).map(([l, v]): [string, string, boolean] => [l, v, false]),
    [`${labels.total} ${cfdi.moneda}`, formatMoney(cfdi.total), true],
  ];
  const words = amountInWords(cfdi.total, cfdi.moneda);
  const needed = rows.length * 12 + 30;
  let y = top;
  if (y + needed > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const labelX = PAGE.margin + CONTENT_WIDTH - 220;
  for (const [label, value, strong] of rows) {
    text(doc, label, labelX, y, { size: strong ? 10 : 8, bold: strong, width: 120, align: "right" });
    text(doc, value, labelX + 125, y, { size: strong ? 10 : 8, bold: strong, width: 95, align: "right" });
    y += strong ? 14 : 11;
  }
  const wordsX = PAGE.margin;
  const h1 = text(doc, labels.totalWords, wordsX, y + 2, { size: 6.5, color: MUTED, width: CONTENT_WIDTH });
  const h2 = text(doc, words, wordsX, y + 2 + h1, { size: 8, bold: true, width: CONTENT_WIDTH });
  return y + 2 + h1 + h2 + 8;
}

const QR_SIZE = 100;

function drawCertification(doc: Doc, cfdi: PrintedCfdi, labels: Labels, qr: boolean[][] | null, top: number): void {
  const sealFont = "Courier";
  const sealSize = 6;
  const sealX = PAGE.margin + QR_SIZE + 12;
  const sealWidth = CONTENT_WIDTH - QR_SIZE - 12;
  const cadena = cfdi.timbre ? tfdCadenaOriginal(cfdi.timbre) : "";
  const blocks: [string, string][] = [
    [labels.selloCfdi, cfdi.sello],
    [labels.selloSat, cfdi.timbre?.selloSAT ?? "—"],
    [labels.cadena, cadena || "—"],
  ];
  // Seals are unbroken base64: cut them by the monospaced font's advance (0.6 em), not at spaces.
  const perLine = Math.floor(sealWidth / (sealSize * 0.6));
  const wrapped = blocks.map(([label, value]): [string, string[]] => [label, chunk(value, perLine)]);
  const lineHeight = sealSize + 1.2;
  const sealsHeight = wrapped.reduce((sum, [, lines]) => sum + 10 + lines.length * lineHeight + 4, 0);
  const needed = Math.max(sealsHeight, QR_SIZE) + 24;
  let y = top;
  if (y + needed > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.7).strokeColor(RULE).stroke();
  y += 6;
  if (qr) drawQr(doc, qr, PAGE.margin, y, QR_SIZE);
  let sy = y;
  for (const [label, lines] of wrapped) {
    sy += text(doc, label, sealX, sy, { size: 6.5, bold: true, color: MUTED, width: sealWidth });
    doc.font(sealFont).fontSize(sealSize).fillColor(INK);
    for (const line of lines) {
      doc.text(line, sealX, sy, { lineBreak: false });
      sy += lineHeight;
    }
    sy += 4;
  }
  const legendY = Math.max(sy, y + QR_SIZE) + 6;
  text(doc, labels.legend, PAGE.margin, legendY, { size: 8, bold: true, width: CONTENT_WIDTH, align: "center" });
}

function chunk(value: string, size: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < value.length; i += size) lines.push(value.slice(i, i + size));
  return lines.length > 0 ? lines : [""];
}

/** The QR as filled squares, one path and one fill: crisp at any zoom and small in the file. */
function drawQr(doc: Doc, matrix: boolean[][], x: number, y: number, size: number): void {
  const quiet = 2;
  const count = matrix.length + 2 * quiet;
  const cell = size / count;
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      // a hair wider than the module so neighbouring squares leave no seams when rasterised
      if (dark) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.05, cell + 0.05);
    }),
  );
  doc.fill("#000000");
  doc.restore();
}

function drawFooters(doc: Doc, labels: Labels): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // pdfkit would open a new page for text written under the bottom margin.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    text(doc, labels.page(i - range.start + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin + 4, { size: 6.5, color: MUTED, width: CONTENT_WIDTH, align: "right", lineBreak: false });
    doc.page.margins = margins;
  }
}
