import { createVerify, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { cfdiDate } from "../cfdi-date";
import { readCsd, type Csd } from "../csd";
import { sealCfdi, verifyCfdiSeal } from "../seal";
import { ekuCsd, sampleComprobante, testdata } from "../testing/cfdi-fixtures";
import { makeTestCsd } from "../testing/make-test-csd";
import { readTimbre, tfdCadenaOriginal } from "../timbre";
import { validateCfdiXsd } from "../xsd";
import { PacError, type CancelRequest } from "./pac-adapter";
import { createSandboxPac, memoryLedger, SANDBOX_RFC_PROV_CERTIF, sandboxSatCertificate } from "./sandbox-pac";

const NOW = new Date("2026-11-28T19:10:00Z"); // 13:10 in Mexico City
const FECHA = cfdiDate(new Date(NOW.getTime() - 5 * 60_000), "America/Mexico_City"); // 13:05:00
let csd: Csd;
beforeAll(async () => {
  csd = readCsd(await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE", validFrom: new Date("2026-01-01T00:00:00Z"), validTo: new Date("2030-01-01T00:00:00Z") }));
});

const sandbox = (ledger = memoryLedger()) => createSandboxPac({ now: () => NOW, ledger });
const sealed = (overrides: Parameters<typeof sampleComprobante>[0] = {}, by: Csd = csd) => sealCfdi(sampleComprobante({ fecha: FECHA, ...overrides }), by);
async function refusal(promise: Promise<unknown>): Promise<PacError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PacError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("the sandbox PAC's stamp", () => {
  it("adds a TFD 1.1 of its own: UUID v4 upper case, FechaTimbrado in Mexico City, SPR190613I52, its NoCertificadoSAT and SelloSAT", async () => {
    const xml = sealed();
    const { xml: stamped, timbre } = await sandbox().stamp(xml);
    expect(timbre.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(timbre).toMatchObject({ fechaTimbrado: "2026-11-28T13:10:00", rfcProvCertif: SANDBOX_RFC_PROV_CERTIF, noCertificadoSAT: "00001000000999999999" });
    expect(timbre.selloCFD).toBe(/\sSello="([^"]+)"/.exec(xml)![1]);
    expect(readTimbre(stamped)).toEqual(timbre);
    expect(createVerify("RSA-SHA256").update(tfdCadenaOriginal(timbre), "utf8").verify(sandboxSatCertificate().publicKey, timbre.selloSAT, "base64")).toBe(true);
    expect(await validateCfdiXsd(stamped)).toEqual({ valid: true, errors: [] });
    expect(verifyCfdiSeal(stamped)).toBe(true);
  });

  it("stamps a factura global and a nota de crédito as well", async () => {
    const pac = sandbox();
    await expect(pac.stamp(sealed({ informacionGlobal: { periodicidad: "01", meses: "11", año: "2026" }, receptor: { rfc: "XAXX010101000", nombre: "PUBLICO EN GENERAL", domicilioFiscalReceptor: "06000", regimenFiscalReceptor: "616", usoCFDI: "S01" } }))).resolves.toBeTruthy();
    await expect(pac.stamp(sealed({ tipoDeComprobante: "E", cfdiRelacionados: { tipoRelacion: "01", uuids: [randomUUID().toUpperCase()] } }))).resolves.toBeTruthy();
  });

  it("refuses a CFDI changed after sealing (CFDI40102), one failing the XSD (301, with libxml2's words), a wrong Total (CFDI40119)", async () => {
    const pac = sandbox();
    const tampered = await refusal(pac.stamp(sealed().replace("Taco al pastor", "Taco de suadero")));
    expect([tampered.code, tampered.detail?.pacCode]).toEqual(["invalid", "CFDI40102"]);
    const schema = await refusal(pac.stamp(sealed({ receptor: { ...sampleComprobante().receptor, usoCFDI: "Z99" } })));
    expect([schema.code, schema.detail?.pacCode]).toEqual(["invalid", "301"]);
    expect(schema.message).toMatch(/UsoCFDI.*Z99/);
    const total = await refusal(pac.stamp(sealed({ total: "237.44" })));
    expect([total.code, total.detail?.pacCode, total.message]).toEqual(["invalid", "CFDI40119", "Total is not SubTotal − Descuento + TotalImpuestosTrasladados − TotalImpuestosRetenidos: 237.44, expected 237.43"]);
    const subTotal = await refusal(pac.stamp(sealed({ subTotal: "230.50", total: "237.40" })));
    expect(subTotal.detail?.pacCode).toBe("CFDI40108");
  });

  it("refuses a Fecha more than 72 hours old or more than 10 minutes ahead (Mexico City time), and takes it at the edges", async () => {
    const at = (ms: number) => cfdiDate(new Date(NOW.getTime() + ms), "America/Mexico_City");
    const pac = sandbox();
    const old = await refusal(pac.stamp(sealed({ fecha: at(-72 * 3_600_000 - 1_000) })));
    expect([old.code, old.detail?.pacCode]).toEqual(["invalid", "401"]);
    expect(old.message).toMatch(/72 hours/);
    const ahead = await refusal(pac.stamp(sealed({ fecha: at(10 * 60_000 + 1_000) })));
    expect(ahead.message).toMatch(/10 minutes ahead/);
    await expect(pac.stamp(sealed({ fecha: at(-72 * 3_600_000 + 1_000) }))).resolves.toBeTruthy();
    await expect(pac.stamp(sealed({ fecha: at(10 * 60_000) }))).resolves.toBeTruthy();
  });

  it("refuses a CFDI sealed with a FIEL (306), with another RFC's CSD (303), with an expired CSD (305), and one stamped before (307, refused)", async () => {
    const pac = sandbox();
    const fiel = readCsd(await makeTestCsd({ rfc: "EKU9003173C9", legalName: "ESCUELA KEMPER URGATE", kind: "fiel", validFrom: new Date("2026-01-01T00:00:00Z") }));
    expect((await refusal(pac.stamp(sealed({}, fiel)))).detail?.pacCode).toBe("306");
    const other = readCsd(await makeTestCsd({ rfc: "XIQB891116QE4", legalName: "BERENICE XIMENEZ", validFrom: new Date("2026-01-01T00:00:00Z") }));
    expect((await refusal(pac.stamp(sealed({}, other)))).detail?.pacCode).toBe("303");
    expect((await refusal(pac.stamp(sealed({}, ekuCsd())))).detail?.pacCode).toBe("305");
    const again = await refusal(pac.stamp(testdata("cfdi40-real.xml").toString("utf8")));
    expect([again.code, again.detail?.pacCode]).toEqual(["refused", "307"]);
    expect((await refusal(pac.stamp("<no"))).code).toBe("invalid");
  });
});

describe("the sandbox PAC's cancel and status", () => {
  async function stamped() {
    const ledger = memoryLedger();
    const pac = sandbox(ledger);
    const { timbre } = await pac.stamp(sealed());
    const request: CancelRequest = { uuid: timbre.uuid, rfcEmisor: "EKU9003173C9", rfcReceptor: "XIQB891116QE4", total: "237.43", motivo: "02", credentials: { certificateDer: csd.certificateDer, privateKeyPem: csd.privateKeyPem } };
    return { pac, ledger, request };
  }

  it("cancels a CFDI it stamped (motivo 02), and status follows: vigente, then cancelado", async () => {
    const { pac, ledger, request } = await stamped();
    expect(await pac.status(request)).toEqual({ state: "vigente", cancellation: "none" });
    expect(await pac.cancel(request)).toEqual({ status: "canceled", acknowledgement: `sandbox:${request.uuid}:02` });
    expect(await pac.status({ ...request, uuid: request.uuid.toLowerCase(), total: "237.430" })).toEqual({ state: "cancelado", cancellation: "none" });
    expect(await ledger.get(request.uuid)).toMatchObject({ state: "cancelado", motivo: "02", replacement: null });
    // again: still canceled
    expect((await pac.cancel(request)).status).toBe("canceled");
  });

  it("wants motivo 01's folioSustitucion (a UUID) and refuses one for the other motivos", async () => {
    const { pac, ledger, request } = await stamped();
    expect((await refusal(pac.cancel({ ...request, motivo: "01" }))).detail?.pacCode).toBe("208");
    expect((await refusal(pac.cancel({ ...request, motivo: "01", folioSustitucion: "not-a-uuid" }))).detail?.pacCode).toBe("208");
    expect((await refusal(pac.cancel({ ...request, motivo: "03", folioSustitucion: randomUUID() }))).detail?.pacCode).toBe("209");
    const replacement = randomUUID();
    expect((await pac.cancel({ ...request, motivo: "01", folioSustitucion: replacement })).status).toBe("canceled");
    expect(await ledger.get(request.uuid)).toMatchObject({ motivo: "01", replacement: replacement.toUpperCase() });
  });

  it("refuses another taxpayer's CSD (203), a key that is not the certificate's, and a UUID it did not stamp for those parties (205)", async () => {
    const { pac, request } = await stamped();
    const stranger = readCsd(await makeTestCsd({ rfc: "XIQB891116QE4", legalName: "BERENICE XIMENEZ" }));
    const notIssuers = await refusal(pac.cancel({ ...request, credentials: { certificateDer: stranger.certificateDer, privateKeyPem: stranger.privateKeyPem } }));
    expect([notIssuers.code, notIssuers.detail?.pacCode]).toEqual(["refused", "203"]);
    const wrongKey = await refusal(pac.cancel({ ...request, credentials: { certificateDer: csd.certificateDer, privateKeyPem: stranger.privateKeyPem } }));
    expect(wrongKey.code).toBe("refused");
    expect((await refusal(pac.cancel({ ...request, credentials: { certificateDer: Buffer.from("x"), privateKeyPem: "y" } }))).code).toBe("invalid");
    for (const other of [{ uuid: randomUUID() }, { total: "1.00" }, { rfcReceptor: "XAXX010101000" }]) {
      expect((await refusal(pac.cancel({ ...request, ...other }))).detail?.pacCode).toBe("205");
      expect(await pac.status({ ...request, ...other })).toEqual({ state: "no_encontrado", cancellation: "none" });
    }
    expect(await pac.status(request)).toEqual({ state: "vigente", cancellation: "none" });
  });
});
