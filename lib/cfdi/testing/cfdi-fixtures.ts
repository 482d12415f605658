import { execFileSync, spawnSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { conceptsOf } from "../concepts";
import { readCsd, type Csd } from "../csd";
import type { Comprobante } from "../types";

/** Test support for lib/cfdi's tests, not production. */
const CFDI_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "..");
export const cfdiFile = (...parts: string[]): string => path.join(CFDI_DIR, ...parts);
export const testdata = (name: string): Buffer => readFileSync(cfdiFile("testdata", name));

/**
 * Whether the tests that hold our output to SAT's own XSLTs (run by libxslt's xsltproc) run here:
 * skipped where xsltproc is missing, except under CI, where they run and fail (CI installs the
 * Debian package xsltproc).
 */
export const HAS_XSLTPROC = spawnSync("xsltproc", ["--version"], { stdio: "ignore" }).status === 0;
export const RUN_XSLTPROC = HAS_XSLTPROC || Boolean(process.env.CI);

let scratch: string | null = null;
function scratchFile(name: string, contents: string | Buffer): string {
  scratch ??= mkdtempSync(path.join(tmpdir(), "caja-cfdi-test-"));
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}-${name}`);
  writeFileSync(file, contents);
  return file;
}
/** Removes the scratch files (afterAll). */
export function cleanScratch(): void {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
}

/** SAT's XSLT (vendored in lib/cfdi/sat) run by xsltproc over `xml`: the oracle. */
export function xsltproc(xml: string, stylesheet: "cadenaoriginal_4_0.xslt" | "cadenaoriginal_TFD_1_1.xslt" = "cadenaoriginal_4_0.xslt"): string {
  // stderr piped: libxslt warns that it runs the XSLT 2.0-labelled files as 1.0 (they use nothing of 2.0)
  return execFileSync("xsltproc", [cfdiFile("sat", stylesheet), scratchFile("in.xml", xml)], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** The cadena of a TimbreFiscalDigital element as SAT's TFD XSLT reads it (the element alone, its xsi prefix declared). */
export function xsltprocTfd(xml: string): string {
  const tfd = /<tfd:TimbreFiscalDigital[^>]*\/>/.exec(xml)?.[0];
  if (!tfd) throw new Error("no tfd:TimbreFiscalDigital");
  const alone = tfd.includes("xmlns:xsi=") ? tfd : tfd.replace("<tfd:TimbreFiscalDigital ", '<tfd:TimbreFiscalDigital xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ');
  return xsltproc(`<?xml version="1.0" encoding="UTF-8"?>${alone}`, "cadenaoriginal_TFD_1_1.xslt");
}

/** openssl, independent of node:crypto and of our code: `signatureBase64` is `data`'s RSA-SHA256 signature by the certificate's key. */
export function opensslVerifies(data: string, signatureBase64: string, certificate: Buffer | X509Certificate): boolean {
  const publicKey = (certificate instanceof X509Certificate ? certificate : new X509Certificate(certificate)).publicKey.export({ type: "spki", format: "pem" });
  const result = spawnSync("openssl", ["dgst", "-sha256", "-verify", scratchFile("key.pub", publicKey), "-signature", scratchFile("sig.bin", Buffer.from(signatureBase64, "base64")), scratchFile("data.txt", data)], { stdio: "pipe" });
  return result.status === 0;
}

/** An attribute of the root element of an XML, as written (for the tests: Sello, Certificado). */
export const rootAttribute = (xml: string, name: string): string => new RegExp(`<cfdi:Comprobante[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? "";

/** SAT's public test CSD of ESCUELA KEMPER URGATE (EKU9003173C9, password 12345678a; expired in 2023). */
export const ekuCsd = (): Csd => readCsd({ cer: testdata("EKU9003173C9.cer"), key: testdata("EKU9003173C9.key"), password: "12345678a" });

/** An ingreso of EKU9003173C9 to PEÑA & HIJOS: a line at 0 %, one at 16 %, one exento. */
export function sampleComprobante(overrides: Partial<Comprobante> = {}): Comprobante {
  const totals = conceptsOf([
    { claveProdServ: "50131700", claveUnidad: "KGM", noIdentificacion: "QSO-1", descripcion: "Jamón serrano & queso añejo", cantidad: "0.75", totalCents: 14_243n, iva: "0" },
    { claveProdServ: "90101501", claveUnidad: "H87", descripcion: "Taco al pastor", cantidad: "2", totalCents: 5_000n, iva: "16" },
    { claveProdServ: "01010101", claveUnidad: "H87", descripcion: "Libro  de   texto", cantidad: "1", totalCents: 4_500n, iva: "exempt" },
  ]);
  return {
    version: "4.0",
    serie: "F",
    folio: "12",
    fecha: "2026-11-28T13:05:09",
    formaPago: "01",
    noCertificado: "",
    certificado: "",
    subTotal: totals.subTotal,
    moneda: "MXN",
    total: totals.total,
    tipoDeComprobante: "I",
    exportacion: "01",
    metodoPago: "PUE",
    lugarExpedicion: "06000",
    emisor: { rfc: "EKU9003173C9", nombre: "ESCUELA KEMPER URGATE", regimenFiscal: "601" },
    receptor: { rfc: "XIQB891116QE4", nombre: "PEÑA & HIJOS, S.A.", domicilioFiscalReceptor: "26015", regimenFiscalReceptor: "612", usoCFDI: "G03" },
    conceptos: totals.conceptos,
    impuestos: totals.impuestos,
    ...overrides,
  };
}
