import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { amountInWords, formatMoney, qrMatrix, readCfdi, renderCfdiPdf, trimDecimals, winAnsi } from "./pdf";
import { readTimbre, tfdCadenaOriginal } from "./timbre";
import { satVerificationUrl } from "./verification-url";

const FIXTURE = readFileSync(path.join(import.meta.dirname, "testdata", "cfdi40-real.xml"), "utf8");
const work = mkdtempSync(path.join(tmpdir(), "cfdi-pdf-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let files = 0;
function save(pdf: Buffer): string {
  const file = path.join(work, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** poppler's pdftotext, in reading layout: what a person (or a search) finds in the PDF. */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", save(pdf), "-"], { encoding: "utf8" });
}

function pageCount(pdf: Buffer): number {
  const info = execFileSync("pdfinfo", [save(pdf)], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Seals and the cadena are cut into lines: compare without the blanks and line breaks. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

/** The fixture's comprobante with other parties, 200 concepts (or `lines`), and optional nodes. */
function constructed(options: { lines?: number; tipo?: "I" | "E"; global?: boolean; related?: boolean; discount?: boolean } = {}): string {
  const lines = options.lines ?? 200;
  const concepts = Array.from({ length: lines }, (_, i) => {
    const n = i + 1;
    const exempt = n % 10 === 0;
    const tax = exempt
      ? `<cfdi:Traslado Base="10.00" Impuesto="002" TipoFactor="Exento"/>`
      : `<cfdi:Traslado Base="10.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1.60"/>`;
    return `<cfdi:Concepto ClaveProdServ="50161800" NoIdentificacion="SKU-${n}" Cantidad="${n % 3 === 0 ? "0.750" : "1"}" ClaveUnidad="${n % 3 === 0 ? "KGM" : "H87"}" Descripcion="Producto ${n} de la tienda: piña, jamón &amp; café${n % 7 === 0 ? " con una descripción larga que no cabe en una sola línea de la tabla de conceptos y tiene que partirse en varias" : ""}" ValorUnitario="10.000000" Importe="10.00" ObjetoImp="02"><cfdi:Impuestos><cfdi:Traslados>${tax}</cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`;
  }).join("");
  const exemptCount = Math.floor(lines / 10);
  const taxed = lines - exemptCount;
  const iva = (taxed * 160).toString();
  const ivaText = `${iva.slice(0, -2) || "0"}.${iva.slice(-2)}`;
  const subTotal = `${lines * 10}.00`;
  const totalCents = (lines * 1000 + taxed * 160).toString();
  const total = `${totalCents.slice(0, -2)}.${totalCents.slice(-2)}`;
  let xml = FIXTURE.replace(/<cfdi:Conceptos>[\s\S]*<\/cfdi:Conceptos>/, `<cfdi:Conceptos>${concepts}</cfdi:Conceptos>`)
    .replace(
      /<cfdi:Impuestos TotalImpuestosTrasladados="63.36">[\s\S]*?<\/cfdi:Impuestos>/,
      `<cfdi:Impuestos TotalImpuestosTrasladados="${ivaText}"><cfdi:Traslados><cfdi:Traslado Base="${taxed * 10}.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${ivaText}"/><cfdi:Traslado Base="${exemptCount * 10}.00" Impuesto="002" TipoFactor="Exento"/></cfdi:Traslados></cfdi:Impuestos>`,
    )
    .replace(/<cfdi:Emisor [^>]*\/>/, `<cfdi:Emisor Rfc="PEHI850101AB1" Nombre="PEÑA &amp; HIJOS" RegimenFiscal="612"/>`)
    .replace(/<cfdi:Receptor [^>]*\/>/, `<cfdi:Receptor Rfc="MUÑO800101XY2" Nombre="JOSÉ MUÑOZ ÁVILA" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="605" UsoCFDI="D01"/>`)
    .replace('SubTotal="396.00"', `SubTotal="${subTotal}" Serie="F" Folio="12"`)
    .replace('Total="459.36"', `Total="${total}"`);
  if (options.tipo === "E") xml = xml.replace('TipoDeComprobante="I"', 'TipoDeComprobante="E"');
  if (options.related)
    xml = xml.replace(
      "<cfdi:Emisor ",
      `<cfdi:CfdiRelacionados TipoRelacion="01"><cfdi:CfdiRelacionado UUID="11111111-2222-3333-4444-555555555555"/></cfdi:CfdiRelacionados><cfdi:Emisor `,
    );
  if (options.discount) xml = xml.replace('ValorUnitario="10.000000" Importe="10.00"', 'ValorUnitario="10.000000" Importe="10.00" Descuento="1.25"').replace('SubTotal="', 'Descuento="1.25" SubTotal="');
  if (options.global) xml = xml.replace("<cfdi:Emisor ", `<cfdi:InformacionGlobal Periodicidad="04" Meses="11" Año="2026"/><cfdi:Emisor `);
  return xml;
}

describe("renderCfdiPdf on a real stamped CFDI 4.0", () => {
  it("prints the folio fiscal, both parties with their catalogue descriptions, the totals in figures and words, and the legend", async () => {
    const text = pdfText(await renderCfdiPdf(FIXTURE));
    for (const expected of [
      "FACTURA",
      "04BF2854-FE7D-4377-9196-71248F060ABB",
      "CREATIVITY AND SOMETHING MORE SAS DE CV",
      "CSM190311AH6",
      "626 - Régimen Simplificado de Confianza",
      "MUNICIPIO DE CUAUTITLAN IZCALLI",
      "MCI7306249Y1",
      "54700",
      "603 - Personas Morales con Fines no Lucrativos",
      "G03 - Gastos en general",
      "54680",
      "2022-01-12 12:39:08",
      "2022-01-12 12:39:34",
      "01 - Efectivo",
      "PUE - Pago en una sola exhibición",
      "MXN - Peso Mexicano",
      "01 - No aplica",
      "BOLETOS USO DE VIAS Y AREAS PUBLICAS",
      "95121514",
      "H87 Pieza",
      "1,200",
      "$0.33",
      "16%",
      "$396.00",
      "$63.36",
      "$459.36",
      "CUATROCIENTOS CINCUENTA Y NUEVE PESOS 36/100 M.N.",
      "00001000000414077598",
      "00001000000504465028",
      "Este documento es una representación impresa de un CFDI",
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
    const timbre = readTimbre(FIXTURE)!;
    const flat = squeeze(text);
    expect(flat).toContain(squeeze(readCfdi(FIXTURE).sello));
    expect(flat).toContain(timbre.selloSAT);
    expect(flat).toContain(squeeze(tfdCadenaOriginal(timbre)));
  });

  it("draws a QR that decodes to the SAT's verification URL", async () => {
    const file = save(await renderCfdiPdf(FIXTURE));
    execFileSync("pdftoppm", ["-r", "200", "-f", "1", "-l", "1", "-png", "-singlefile", file, path.join(work, "page")]);
    const png = PNG.sync.read(readFileSync(path.join(work, "page.png")));
    const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
    const timbre = readTimbre(FIXTURE)!;
    const cfdi = readCfdi(FIXTURE);
    expect(code?.data).toBe(satVerificationUrl({ uuid: timbre.uuid, rfcEmisor: cfdi.emisor.rfc, rfcReceptor: cfdi.receptor.rfc, total: cfdi.total, sello: cfdi.sello }));
  });

  it("labels in English with locale en, the SAT's descriptions and the amount in words staying Spanish", async () => {
    const text = pdfText(await renderCfdiPdf(FIXTURE, { locale: "en" }));
    for (const expected of ["INVOICE", "Fiscal folio (UUID)", "Tax regime", "CFDI use", "Unit price", "Page 1 of 1", "G03 - Gastos en general", "CUATROCIENTOS CINCUENTA Y NUEVE PESOS 36/100 M.N.", "representación impresa de un CFDI"]) {
      expect(text).toContain(expected);
    }
  });
});

describe("renderCfdiPdf on a constructed CFDI", () => {
  it("keeps Ñ, accents and & and pages a 200-line table, every line printed once", async () => {
    const pdf = await renderCfdiPdf(constructed());
    const text = pdfText(pdf);
    expect(text).toContain("PEÑA & HIJOS");
    expect(text).toContain("JOSÉ MUÑOZ ÁVILA");
    expect(text).toContain("PEHI850101AB1");
    expect(text).toContain("MUÑO800101XY2");
    expect(text).toContain("piña, jamón & café");
    expect(text).toContain("D01 - Honorarios médicos");
    expect(text).toContain("612 - Personas Físicas con Actividades");
    expect(text).toContain("F-12");
    for (let n = 1; n <= 200; n++) {
      expect(text.match(new RegExp(`Producto ${n} de la tienda`, "g")) ?? [], `line ${n}`).toHaveLength(1);
      expect(text).toContain(`[SKU-${n}]`);
    }
    expect(text).toContain("Exento");
    expect(text).toContain("KGM");
    expect(text).toContain("0.75");
    // 180 taxed lines at 10.00 + 16 %, 20 exempt: 2,000.00 + 288.00 = 2,288.00
    expect(text).toContain("$2,000.00");
    expect(text).toContain("$288.00");
    expect(text).toContain("$2,288.00");
    expect(text).toContain("IVA 16%");
    expect(text).toContain("IVA exento (base)");
    expect(text).toContain("DOS MIL DOSCIENTOS OCHENTA Y OCHO PESOS 00/100 M.N.");
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    // the table's header is repeated on each page it runs onto
    expect(text.match(/Valor unitario/g)!.length).toBeGreaterThanOrEqual(pages - 1);
  });

  it("titles an egreso Nota de crédito and shows its CFDI relacionados and a global's InformacionGlobal", async () => {
    const text = pdfText(await renderCfdiPdf(constructed({ lines: 3, tipo: "E", related: true, global: true, discount: true })));
    expect(text).toContain("NOTA DE CRÉDITO");
    expect(text).toContain("E - Egreso");
    expect(text).toContain("01 - Nota de crédito de los documentos relacionados");
    expect(text).toContain("11111111-2222-3333-4444-555555555555");
    expect(text).toContain("04 - Mensual");
    expect(text).toContain("11 - Noviembre");
    expect(text).toContain("2026");
    // a concept's discount under its description, the comprobante's among the totals
    expect(text).toMatch(/Descuento: \$1\.25/);
    expect(text).toMatch(/Descuento\s+\$1\.25/);
  });

  it("renders fast: a 5-line and a 200-line CFDI (timings printed)", async () => {
    const five = constructed({ lines: 5 });
    const twoHundred = constructed();
    await renderCfdiPdf(five); // warm-up: pdfkit reads its font metrics once
    const time = async (xml: string, runs: number) => {
      const started = performance.now();
      for (let i = 0; i < runs; i++) await renderCfdiPdf(xml);
      return (performance.now() - started) / runs;
    };
    const fiveMs = await time(five, 20);
    const twoHundredMs = await time(twoHundred, 5);
    console.log(`renderCfdiPdf: ${fiveMs.toFixed(1)} ms for 5 lines, ${twoHundredMs.toFixed(1)} ms for 200 lines`);
    expect(fiveMs).toBeLessThan(250);
    expect(twoHundredMs).toBeLessThan(1_500);
  });

  it("still prints a comprobante without its timbre, saying it has no fiscal validity and drawing no QR", async () => {
    const unstamped = FIXTURE.replace(/\s*<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, "");
    const text = pdfText(await renderCfdiPdf(unstamped));
    expect(text).toContain("SIN TIMBRAR: este comprobante no tiene validez fiscal");
    expect(text).toContain("$459.36");
    expect(text).not.toContain("04BF2854-FE7D-4377-9196-71248F060ABB");
  });

  it("refuses what is not a CFDI 4.0", async () => {
    await expect(renderCfdiPdf("<factura/>")).rejects.toThrow(/cfdi:Comprobante/);
    await expect(renderCfdiPdf("<cfdi:Comprobante")).rejects.toThrow(/does not parse/);
  });
});

describe("the PDF's words and figures", () => {
  it("writes totals in Spanish words as Mexican invoices do", () => {
    expect(amountInWords("120.50")).toBe("CIENTO VEINTE PESOS 50/100 M.N.");
    expect(amountInWords("0.99")).toBe("CERO PESOS 99/100 M.N.");
    expect(amountInWords("1.00")).toBe("UN PESO 00/100 M.N.");
    expect(amountInWords("100")).toBe("CIEN PESOS 00/100 M.N.");
    expect(amountInWords("21.10")).toBe("VEINTIÚN PESOS 10/100 M.N.");
    expect(amountInWords("31")).toBe("TREINTA Y UN PESOS 00/100 M.N.");
    expect(amountInWords("1000.00")).toBe("MIL PESOS 00/100 M.N.");
    expect(amountInWords("1516.16")).toBe("MIL QUINIENTOS DIECISÉIS PESOS 16/100 M.N.");
    expect(amountInWords("21000")).toBe("VEINTIÚN MIL PESOS 00/100 M.N.");
    expect(amountInWords("101101.01")).toBe("CIENTO UN MIL CIENTO UN PESOS 01/100 M.N.");
    expect(amountInWords("1000000.00")).toBe("UN MILLÓN DE PESOS 00/100 M.N.");
    expect(amountInWords("2000000")).toBe("DOS MILLONES DE PESOS 00/100 M.N.");
    expect(amountInWords("2500000.00")).toBe("DOS MILLONES QUINIENTOS MIL PESOS 00/100 M.N.");
    expect(amountInWords("1234567890.12")).toBe("MIL DOSCIENTOS TREINTA Y CUATRO MILLONES QUINIENTOS SESENTA Y SIETE MIL OCHOCIENTOS NOVENTA PESOS 12/100 M.N.");
    expect(amountInWords("10.005")).toBe("DIEZ PESOS 01/100 M.N.");
    expect(amountInWords("9.999")).toBe("DIEZ PESOS 00/100 M.N.");
  });

  it("formats the XML's amounts without floats", () => {
    expect(formatMoney("1234567.89")).toBe("$1,234,567.89");
    expect(formatMoney("0.10")).toBe("$0.10");
    expect(formatMoney("999")).toBe("$999");
    expect(formatMoney("90071992547409931.01")).toBe("$90,071,992,547,409,931.01");
    expect(trimDecimals("8.630000")).toBe("8.63");
    expect(trimDecimals("0.333333")).toBe("0.333333");
    expect(trimDecimals("10.000000")).toBe("10.00");
    expect(trimDecimals("0.750", 0)).toBe("0.75");
    expect(trimDecimals("1.000", 0)).toBe("1");
  });

  it("keeps what Helvetica's WinAnsi prints and folds the rest", () => {
    expect(winAnsi("PEÑA & HIJOS, Ñandú «ü» €5 – “ok”")).toBe("PEÑA & HIJOS, Ñandú «ü» €5 – “ok”");
    expect(winAnsi("Łódź Dvořák ő")).toBe("?ódz Dvorák o");
    expect(winAnsi("café 😀 → x")).toBe("café ? ? x");
    expect(winAnsi("línea\nsiguiente\tfin")).toBe("línea\nsiguiente fin");
  });

  it("gives the QR's matrix for a URL (version grows with the text)", () => {
    const url = "https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=04BF2854-FE7D-4377-9196-71248F060ABB&re=CSM190311AH6&rr=MCI7306249Y1&tt=459.36&fe=tSZhMA==";
    const matrix = qrMatrix(url);
    expect(matrix.length).toBeGreaterThanOrEqual(41);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    // the three finder patterns' dark corners
    expect(matrix[0]![0]).toBe(true);
    expect(matrix[0]![matrix.length - 1]).toBe(true);
    expect(matrix[matrix.length - 1]![0]).toBe(true);
  });
});
