import { createPrivateKey, randomUUID, X509Certificate, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Element } from "@xmldom/xmldom";
import { cfdiDate } from "../cfdi-date";
import { children, NotACfdiError, parseCfdi } from "../cfdi-dom";
import { certificateKind, noCertificadoOf, rfcOf } from "../csd";
import { parseDecimal } from "../decimal";
import { signCadena, verifyCfdiSeal } from "../seal";
import { insertTimbre, readTimbre, tfdCadenaOriginal } from "../timbre";
import type { Timbre } from "../types";
import { validateCfdiXsd } from "../xsd";
import { certificateFields } from "../x509";
import { checkAnexo20Arithmetic } from "./anexo20-arithmetic";
import { localTimeToInstant } from "./local-time";
import { PacError, type CancelRequest, type CancelResult, type CfdiStatus, type PacAdapter, type StampResult, type StatusRequest } from "./pac-adapter";

/** What the sandbox remembers of a CFDI it stamped (a JSON object: the dashboard keeps it in a table). */
export type SandboxRecord = {
  rfcEmisor: string;
  rfcReceptor: string;
  total: string;
  /** ISO instant */
  stampedAt: string;
  state: "vigente" | "cancelado";
  motivo: string | null;
  /** motivo 01's folioSustitucion */
  replacement: string | null;
};

/** Where the sandbox keeps its records, by UUID (upper case). */
export type SandboxLedger = { get(uuid: string): Promise<SandboxRecord | null>; put(uuid: string, record: SandboxRecord): Promise<void> };

/** A ledger in memory: one process (tests; the dashboard keeps one in its database). */
export function memoryLedger(): SandboxLedger {
  const records = new Map<string, SandboxRecord>();
  return {
    get: async (uuid) => records.get(uuid.toUpperCase()) ?? null,
    put: async (uuid, record) => void records.set(uuid.toUpperCase(), { ...record }),
  };
}

export const SANDBOX_RFC_PROV_CERTIF = "SPR190613I52";
/** Fecha and FechaTimbrado are local times; the sandbox reads and writes them as Mexico City's (most of Mexico's; a shop elsewhere is off by its zone's difference, which the ±72 h / 10 min window absorbs but for its edges). */
export const SANDBOX_TIME_ZONE = "America/Mexico_City";
const MAX_AGE_MS = 72 * 3_600_000;
const MAX_AHEAD_MS = 10 * 60_000;

/** The sandbox's own key and certificate (lib/cfdi/pac/sandbox-sat, public: not a secret), read from the checkout as the SAT files are. */
let sat: { key: KeyObject; certificate: X509Certificate; noCertificado: string } | null = null;
function sandboxSat() {
  if (!sat) {
    const dir = path.join(process.cwd(), "lib", "cfdi", "pac", "sandbox-sat");
    const certificate = new X509Certificate(readFileSync(path.join(dir, "sandbox-sat.cer.pem")));
    sat = { key: createPrivateKey(readFileSync(path.join(dir, "sandbox-sat.key.pem"))), certificate, noCertificado: noCertificadoOf(certificate) };
  }
  return sat;
}

/** The certificate whose key signs the sandbox's SelloSAT (NoCertificadoSAT 00001000000999999999). */
export const sandboxSatCertificate = (): X509Certificate => sandboxSat().certificate;

const invalid = (code: string, message: string, pacMessage = message): never => {
  throw new PacError("invalid", message, { pacCode: code, pacMessage });
};

/** SAT's codes (Matriz de errores CFDI 4.0) for the arithmetic rules that have a known one; the others are the sandbox's own. */
const RULE_CODES: Record<string, string> = { subtotal: "CFDI40108", descuento: "CFDI40111", total: "CFDI40119" };

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;
const sameAmount = (a: string, b: string) => {
  const x = parseDecimal(a.trim());
  const y = parseDecimal(b.trim());
  return x !== null && y !== null && x.micros === y.micros;
};

/** The issuer's certificate as a PAC checks it (Anexo 20, Comprobante:Certificado): readable, its number the NoCertificado, a CSD, the Emisor's RFC, in force at Fecha. */
function checkCertificate(root: Element, issued: Date): void {
  let certificate: X509Certificate;
  let fields: ReturnType<typeof certificateFields>;
  try {
    certificate = new X509Certificate(Buffer.from(root.getAttribute("Certificado") ?? "", "base64"));
    fields = certificateFields(certificate.raw);
  } catch {
    return invalid("308", "the Certificado is not a readable certificate", "Error validando certificado de emisor");
  }
  if (noCertificadoOf(certificate) !== root.getAttribute("NoCertificado")) invalid("308", `NoCertificado ${root.getAttribute("NoCertificado")} is not the certificate's number (${noCertificadoOf(certificate)})`);
  if (certificateKind(fields) !== "csd") invalid("306", "the CFDI is sealed with a FIEL (e.firma): it must be sealed with a CSD", "El certificado corresponde a una FIEL. Debe utilizar un CSD.");
  const emisor = children(root, "Emisor")[0]?.getAttribute("Rfc") ?? "";
  if (rfcOf(fields) !== emisor) invalid("303", `the certificate is of RFC ${rfcOf(fields)}, not the Emisor's ${emisor}`, "El rfc del CSD no corresponde al rfc del emisor del comprobante");
  if (issued < fields.validFrom || issued > fields.validTo) invalid("305", `the Fecha is outside the certificate's validity (${fields.validFrom.toISOString()} to ${fields.validTo.toISOString()})`, "La fecha de emisión no esta dentro de la vigencia del CSD del emisor");
}

/**
 * Caja's built-in PAC for the sandbox. stamp() does what a PAC does before it stamps, each refusal
 * a PacError "invalid" naming the rule: a well-formed CFDI 4.0 without a timbre ("refused" when it
 * has one); SAT's XSDs (the schema's messages); the issuer's certificate (readable, its number the
 * NoCertificado, a CSD and not a FIEL, of the Emisor's RFC, in force at the Fecha); the Sello
 * against that certificate; the Fecha (read as Mexico City's local time) neither more than 72 hours
 * old nor more than 10 minutes ahead; Anexo 20's arithmetic (anexo20-arithmetic.ts). Then it adds a
 * TimbreFiscalDigital 1.1: a random UUID (v4, upper case), FechaTimbrado now in Mexico City,
 * RfcProvCertif SPR190613I52, NoCertificadoSAT and SelloSAT of its own key (sandbox-sat/), and
 * records the CFDI in the ledger. Its facturas are worth nothing before the SAT.
 *
 * cancel() checks that the credentials' certificate is of rfcEmisor and its key the certificate's,
 * motivo 01's folioSustitucion (a UUID, required; refused for the other motivos), and that the UUID
 * was stamped here for that issuer, receiver and Total: then it is "canceled" at once (the sandbox
 * never waits for the receiver). status() answers from the ledger.
 */
export function createSandboxPac(options: { now?: () => Date; ledger?: SandboxLedger } = {}): PacAdapter {
  const now = options.now ?? (() => new Date());
  const ledger = options.ledger ?? memoryLedger();
  return {
    name: "sandbox",

    async stamp(xml: string): Promise<StampResult> {
      let root: Element;
      try {
        root = parseCfdi(xml);
      } catch (error) {
        if (error instanceof NotACfdiError) return invalid("301", error.message, "XML mal formado");
        throw error;
      }
      if (readTimbre(xml)) throw new PacError("refused", "the CFDI was stamped before (it has a TimbreFiscalDigital)", { pacCode: "307", pacMessage: "El CFDI contiene un timbre previo" });
      const schema = await validateCfdiXsd(xml);
      if (!schema.valid) invalid("301", `the XML does not follow SAT's schema: ${schema.errors.join("; ")}`.slice(0, 2000), schema.errors[0]);
      const issued = localTimeToInstant(root.getAttribute("Fecha") ?? "", SANDBOX_TIME_ZONE);
      if (!issued) return invalid("301", `Fecha ${root.getAttribute("Fecha")} is not a local time`);
      checkCertificate(root, issued);
      if (!verifyCfdiSeal(xml)) invalid("CFDI40102", "the Sello does not verify: it is not the cadena original's signature by the CFDI's certificate (the XML changed after sealing, or another key sealed it)", "El resultado de la digestión debe ser igual al resultado de la desencripción del sello.");
      const at = now();
      if (at.getTime() - issued.getTime() > MAX_AGE_MS) invalid("401", `Fecha ${root.getAttribute("Fecha")} is more than 72 hours old (Mexico City time)`, "Fecha y hora de generación fuera de rango");
      if (issued.getTime() - at.getTime() > MAX_AHEAD_MS) invalid("401", `Fecha ${root.getAttribute("Fecha")} is more than 10 minutes ahead (Mexico City time)`, "Fecha y hora de generación fuera de rango");
      const problem = checkAnexo20Arithmetic(root);
      if (problem) invalid(RULE_CODES[problem.rule] ?? `sandbox:${problem.rule}`, problem.message);

      const { key, noCertificado } = sandboxSat();
      const unsigned = { uuid: randomUUID().toUpperCase(), fechaTimbrado: cfdiDate(at, SANDBOX_TIME_ZONE), rfcProvCertif: SANDBOX_RFC_PROV_CERTIF, selloCFD: root.getAttribute("Sello") ?? "", noCertificadoSAT: noCertificado };
      const timbre: Timbre = { ...unsigned, selloSAT: signCadena(tfdCadenaOriginal(unsigned), key) };
      await ledger.put(timbre.uuid, {
        rfcEmisor: children(root, "Emisor")[0]?.getAttribute("Rfc") ?? "",
        rfcReceptor: children(root, "Receptor")[0]?.getAttribute("Rfc") ?? "",
        total: root.getAttribute("Total") ?? "",
        stampedAt: at.toISOString(),
        state: "vigente",
        motivo: null,
        replacement: null,
      });
      return { xml: insertTimbre(xml, timbre), timbre };
    },

    async cancel(request: CancelRequest): Promise<CancelResult> {
      let holder: string;
      try {
        const certificate = new X509Certificate(request.credentials.certificateDer);
        holder = rfcOf(certificateFields(certificate.raw));
        if (!certificate.checkPrivateKey(createPrivateKey(request.credentials.privateKeyPem))) {
          throw new PacError("refused", "the private key is not the certificate's", { pacCode: "sandbox:llave", pacMessage: "La llave privada no corresponde al certificado" });
        }
      } catch (error) {
        if (error instanceof PacError) throw error;
        throw new PacError("invalid", "the credentials are unreadable", { pacCode: "sandbox:credenciales", pacMessage: "Certificado o llave inválidos" });
      }
      if (holder !== request.rfcEmisor) throw new PacError("refused", `the certificate is of RFC ${holder}, not the issuer's ${request.rfcEmisor}`, { pacCode: "203", pacMessage: "UUID No corresponde el RFC del emisor y de quien solicita la cancelación." });
      if (request.motivo === "01" && !UUID.test(request.folioSustitucion ?? "")) invalid("208", "motivo 01 needs the replacement's UUID (folioSustitucion)", "Folio Sustitución invalido.");
      if (request.motivo !== "01" && request.folioSustitucion !== undefined) invalid("209", `only motivo 01 names a replacement, not ${request.motivo}`, "Folio Sustitución no requerido.");
      const record = await ledger.get(request.uuid.toUpperCase());
      if (!record || record.rfcEmisor !== request.rfcEmisor || record.rfcReceptor !== request.rfcReceptor || !sameAmount(record.total, request.total)) {
        throw new PacError("refused", "this sandbox stamped no CFDI with that UUID, issuer, receiver and Total", { pacCode: "205", pacMessage: "UUID No existe" });
      }
      if (record.state !== "cancelado") await ledger.put(request.uuid.toUpperCase(), { ...record, state: "cancelado", motivo: request.motivo, replacement: request.folioSustitucion?.toUpperCase() ?? null });
      return { status: "canceled", acknowledgement: `sandbox:${request.uuid.toUpperCase()}:${request.motivo}` };
    },

    async status(request: StatusRequest): Promise<CfdiStatus> {
      const record = await ledger.get(request.uuid.toUpperCase());
      if (!record || record.rfcEmisor !== request.rfcEmisor || record.rfcReceptor !== request.rfcReceptor || !sameAmount(record.total, request.total)) return { state: "no_encontrado", cancellation: "none" };
      return { state: record.state, cancellation: "none" };
    },
  };
}
