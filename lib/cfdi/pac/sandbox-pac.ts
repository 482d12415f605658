import { createPrivateKey, createSign, randomUUID, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { cfdiDate } from "../cfdi-date";
import { verifyCfdiSeal } from "../seal";
import { insertTimbre, readTimbre, tfdCadenaOriginal } from "../timbre";
import type { Timbre } from "../types";
import { CFDI_NS } from "../xml";
import { validateCfdiXsd } from "../xsd";
import { PacError, type CancelRequest, type CancelResult, type CfdiStatus, type PacAdapter, type StatusRequest, type StampResult } from "./pac-adapter";

/** What the sandbox remembers of a CFDI it stamped. */
export type SandboxRecord = { rfcEmisor: string; rfcReceptor: string; total: string; stampedAt: string; state: "vigente" | "cancelado"; motivo: string | null; replacement: string | null };

export type SandboxLedger = { get(uuid: string): Promise<SandboxRecord | null>; put(uuid: string, record: SandboxRecord): Promise<void> };

/** A ledger in memory (tests; one process). */
export function memoryLedger(): SandboxLedger {
  const records = new Map<string, SandboxRecord>();
  return { get: async (uuid) => records.get(uuid.toUpperCase()) ?? null, put: async (uuid, record) => void records.set(uuid.toUpperCase(), record) };
}

/** Read from the checkout (the app runs from its root, as for the migrations; a bundle has no folder of its own). */
const HERE = path.join(process.cwd(), "lib", "cfdi", "pac");
let sat: { key: ReturnType<typeof createPrivateKey>; noCertificado: string; certificate: X509Certificate } | null = null;
/** The sandbox's own key and certificate (lib/cfdi/pac/sandbox-sat: public, not a secret). */
function sandboxSat() {
  if (!sat) {
    const certificate = new X509Certificate(readFileSync(path.join(HERE, "sandbox-sat", "sandbox-sat.cer.pem")));
    sat = { key: createPrivateKey(readFileSync(path.join(HERE, "sandbox-sat", "sandbox-sat.key.pem"))), noCertificado: Buffer.from(certificate.serialNumber, "hex").toString("latin1"), certificate };
  }
  return sat;
}

/** The sandbox's certificate, which verifies the SelloSAT of what it stamps. */
export const sandboxSatCertificate = () => sandboxSat().certificate;

export const SANDBOX_RFC_PROV_CERTIF = "SPR190613I52";
const TIME_ZONE = "America/Mexico_City";

/** A decimal string in millionths (any sign, up to 6 places), and how many places it was written with. */
function micro(value: string): { units: bigint; places: number } {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) throw new PacError("invalid", `"${value}" is not a decimal`);
  const units = BigInt(match[2]!) * 1_000_000n + BigInt((match[3] ?? "").padEnd(6, "0"));
  return { units: match[1] ? -units : units, places: (match[3] ?? "").length };
}
const roundTo = (units: bigint, places: number) => {
  const step = 10n ** BigInt(6 - places);
  return ((units * 2n + step) / (step * 2n)) * step;
};
const floorTo = (units: bigint, step: bigint) => (units >= 0n ? (units / step) * step : -(((-units + step - 1n) / step) * step));
const ceilTo = (units: bigint, step: bigint) => -floorTo(-units, step);

function kids(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1 && (node as Element).namespaceURI === CFDI_NS && (node as Element).localName === name) found.push(node as Element);
  return found;
}
const under = (parent: Element, ...names: string[]) => names.reduce<Element[]>((nodes, name) => nodes.flatMap((n) => kids(n, name)), [parent]);

/**
 * Anexo 20's arithmetic, as a PAC checks it (the CFDI40 validations of SubTotal, Descuento, the
 * traslados by impuesto, factor and rate, TotalImpuestosTrasladados, Total, and each concept's
 * traslado importe within the bounds its base allows). Throws PacError("invalid") naming the rule.
 */
function checkArithmetic(root: Element): void {
  const fail = (code: string, message: string) => {
    throw new PacError("invalid", message, { pacCode: code, pacMessage: message });
  };
  const conceptos = under(root, "Conceptos", "Concepto");
  let importes = 0n;
  let descuentos = 0n;
  let anyDescuento = false;
  const groups = new Map<string, { base: bigint; importe: bigint }>();
  for (const c of conceptos) {
    importes += micro(c.getAttribute("Importe") ?? "").units;
    if (c.hasAttribute("Descuento")) {
      anyDescuento = true;
      descuentos += micro(c.getAttribute("Descuento")!).units;
    }
    for (const t of under(c, "Impuestos", "Traslados", "Traslado")) {
      const base = micro(t.getAttribute("Base") ?? "");
      if (base.units <= 0n) fail("CFDI40163", "a traslado's Base must be above zero");
      const key = `${t.getAttribute("Impuesto")}|${t.getAttribute("TipoFactor")}|${t.getAttribute("TasaOCuota") ?? ""}`;
      const group = groups.get(key) ?? { base: 0n, importe: 0n };
      group.base += base.units;
      if (t.getAttribute("TipoFactor") !== "Exento") {
        const importe = micro(t.getAttribute("Importe") ?? "");
        const rate = micro(t.getAttribute("TasaOCuota") ?? "").units;
        const half = 10n ** BigInt(6 - base.places) / 2n;
        const step = 10n ** BigInt(6 - importe.places);
        const lower = floorTo(((base.units - half) * rate) / 1_000_000n, step);
        const upper = ceilTo(((base.units + half) * rate + 999_999n) / 1_000_000n, step);
        if (importe.units < lower || importe.units > upper) fail("CFDI40167", `a concept's traslado Importe ${t.getAttribute("Importe")} is outside the bounds of Base ${t.getAttribute("Base")} × ${t.getAttribute("TasaOCuota")}`);
        group.importe += importe.units;
      }
      groups.set(key, group);
    }
  }
  const at = (name: string) => micro(root.getAttribute(name) ?? "0").units;
  if (at("SubTotal") !== roundTo(importes, 2)) fail("CFDI40108", "SubTotal is not the rounding of the sum of the concepts' Importe");
  if (anyDescuento ? at("Descuento") !== roundTo(descuentos, 2) : root.hasAttribute("Descuento") && at("Descuento") !== 0n) fail("CFDI40111", "Descuento is not the rounding of the sum of the concepts' Descuento");
  let trasladados = 0n;
  const impuestos = kids(root, "Impuestos")[0];
  const declared = impuestos ? under(impuestos, "Traslados", "Traslado") : [];
  if (declared.length !== groups.size) fail("CFDI40201", "the comprobante's traslados are not the concepts' grouped by impuesto, factor and rate");
  for (const t of declared) {
    const group = groups.get(`${t.getAttribute("Impuesto")}|${t.getAttribute("TipoFactor")}|${t.getAttribute("TasaOCuota") ?? ""}`);
    if (!group) fail("CFDI40201", "a comprobante traslado no concept has");
    if (micro(t.getAttribute("Base") ?? "").units !== roundTo(group!.base, 2)) fail("CFDI40203", "a traslado's Base is not the rounding of the concepts' bases");
    if (t.getAttribute("TipoFactor") !== "Exento") {
      const importe = micro(t.getAttribute("Importe") ?? "").units;
      if (importe !== roundTo(group!.importe, 2)) fail("CFDI40221", "a traslado's Importe is not the rounding of the concepts' importes");
      trasladados += importe;
    }
  }
  const total = impuestos?.getAttribute("TotalImpuestosTrasladados");
  if ((total ? micro(total).units : 0n) !== trasladados || (trasladados > 0n && !total)) fail("CFDI40194", "TotalImpuestosTrasladados is not the sum of the traslados' Importe");
  if (at("Total") !== at("SubTotal") - at("Descuento") + trasladados) fail("CFDI40119", "Total is not SubTotal − Descuento + the taxes transferred");
}

/** A CFDI's Fecha (local time of Mexico City) as an instant. */
function fechaInstant(fecha: string): Date {
  const guess = new Date(`${fecha}Z`);
  // the zone's offset at that moment: the local reading of the guess, back to UTC
  const local = new Date(`${cfdiDate(guess, TIME_ZONE)}Z`);
  return new Date(guess.getTime() + (guess.getTime() - local.getTime()));
}

/**
 * Caja's built-in PAC for the sandbox: it does what a PAC does before it stamps — validates the XML
 * against SAT's XSDs, verifies the Sello against the certificate the CFDI carries, refuses a Fecha
 * older than 72 hours or more than 10 minutes ahead (Fecha read as Mexico City's local time), checks
 * Anexo 20's arithmetic, refuses a CFDI already stamped — then adds a TimbreFiscalDigital 1.1
 * (UUID v4, FechaTimbrado, RfcProvCertif SPR190613I52, NoCertificadoSAT and SelloSAT of its own
 * key, lib/cfdi/pac/sandbox-sat). Its facturas are never valid before the SAT. Cancellation checks
 * the issuer's CSD and the motivo's rules; status answers from its ledger.
 */
export function createSandboxPac(options: { now?: () => Date; ledger?: SandboxLedger } = {}): PacAdapter {
  const now = options.now ?? (() => new Date());
  const ledger = options.ledger ?? memoryLedger();
  return {
    name: "sandbox",
    async stamp(xml: string): Promise<StampResult> {
      const root = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml").documentElement;
      if (!root || root.namespaceURI !== CFDI_NS || root.localName !== "Comprobante") throw new PacError("invalid", "not a CFDI 4.0", { pacCode: "301", pacMessage: "XML mal formado" });
      if (readTimbre(xml)) throw new PacError("refused", "the CFDI was stamped before", { pacCode: "307", pacMessage: "El CFDI contiene un timbre previo" });
      const schema = await validateCfdiXsd(xml);
      if (!schema.valid) throw new PacError("invalid", schema.errors.join("; ").slice(0, 1000), { pacCode: "301", pacMessage: schema.errors[0] ?? "XSD" });
      if (!verifyCfdiSeal(xml)) throw new PacError("invalid", "the Sello does not verify with the CFDI's certificate", { pacCode: "CFDI40102", pacMessage: "El resultado de la digestión debe ser igual al resultado de la desencripción del sello." });
      const issued = fechaInstant(root.getAttribute("Fecha") ?? "");
      const at = now();
      if (Number.isNaN(issued.getTime()) || at.getTime() - issued.getTime() > 72 * 3600_000) throw new PacError("refused", "the Fecha is more than 72 hours old", { pacCode: "401", pacMessage: "El rango de la fecha de generación no debe de ser mayor a 72 horas para la emisión del timbre." });
      if (issued.getTime() - at.getTime() > 10 * 60_000) throw new PacError("refused", "the Fecha is in the future", { pacCode: "401", pacMessage: "La fecha de emisión no puede ser posterior a la fecha de certificación." });
      checkArithmetic(root);
      const { key, noCertificado } = sandboxSat();
      const partial = { uuid: randomUUID().toUpperCase(), fechaTimbrado: cfdiDate(at, TIME_ZONE), rfcProvCertif: SANDBOX_RFC_PROV_CERTIF, selloCFD: root.getAttribute("Sello")!, noCertificadoSAT: noCertificado };
      const timbre: Timbre = { ...partial, selloSAT: createSign("RSA-SHA256").update(tfdCadenaOriginal({ ...partial, selloSAT: "" }), "utf8").sign(key, "base64") };
      const receptor = kids(root, "Receptor")[0];
      const emisor = kids(root, "Emisor")[0];
      await ledger.put(timbre.uuid, { rfcEmisor: emisor?.getAttribute("Rfc") ?? "", rfcReceptor: receptor?.getAttribute("Rfc") ?? "", total: root.getAttribute("Total") ?? "", stampedAt: at.toISOString(), state: "vigente", motivo: null, replacement: null });
      return { xml: insertTimbre(xml, timbre), timbre };
    },
    async cancel(request: CancelRequest): Promise<CancelResult> {
      const record = await ledger.get(request.uuid);
      if (!record || record.rfcEmisor !== request.rfcEmisor) throw new PacError("refused", "no CFDI of this issuer with that UUID", { pacCode: "205", pacMessage: "UUID No existe" });
      let certificate: X509Certificate;
      try {
        certificate = new X509Certificate(request.credentials.certificateDer);
      } catch {
        throw new PacError("invalid", "the credentials' certificate is unreadable", { pacCode: "203", pacMessage: "Certificado inválido" });
      }
      const unique = /x500UniqueIdentifier=([^\n/]+)/.exec(certificate.subject)?.[1]?.trim();
      if (unique !== request.rfcEmisor || !certificate.checkPrivateKey(createPrivateKey(request.credentials.privateKeyPem))) {
        throw new PacError("refused", "the credentials are not the issuer's", { pacCode: "203", pacMessage: "El certificado no corresponde al emisor" });
      }
      if (request.motivo === "01" && !/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i.test(request.folioSustitucion ?? "")) {
        throw new PacError("invalid", "motivo 01 needs the replacement's UUID", { pacCode: "CANC108", pacMessage: "FolioSustitucion requerido para el motivo 01" });
      }
      if (request.motivo !== "01" && request.folioSustitucion) throw new PacError("invalid", "only motivo 01 names a replacement", { pacCode: "CANC109", pacMessage: "FolioSustitucion solo aplica al motivo 01" });
      if (record.state !== "cancelado") await ledger.put(request.uuid, { ...record, state: "cancelado", motivo: request.motivo, replacement: request.folioSustitucion ?? null });
      return { status: "canceled", acknowledgement: `sandbox:${request.uuid}:${request.motivo}` };
    },
    async status(request: StatusRequest): Promise<CfdiStatus> {
      const record = await ledger.get(request.uuid);
      if (!record || record.rfcEmisor !== request.rfcEmisor || record.rfcReceptor !== request.rfcReceptor || record.total !== request.total) return { state: "no_encontrado", cancellation: "none" };
      return { state: record.state, cancellation: "none" };
    },
  };
}
