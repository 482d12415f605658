import { createPrivateKey, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cfdiDate } from "../cfdi-date";
import { readCsd, type Csd } from "../csd";
import { sealCfdi, verifyCfdiSeal } from "../seal";
import { makeTestCsd } from "../testing/make-test-csd";
import { insertTimbre } from "../timbre";
import type { Comprobante, Timbre } from "../types";
import { validateCfdiXsd } from "../xsd";
import { PacError, type CancelRequest, type CfdiStatus, type PacAdapter } from "./pac-adapter";
import { createSandboxPac, memoryLedger, SANDBOX_RFC_PROV_CERTIF } from "./sandbox-pac";
import { createSwPac, pacCode, satKeyDer, SAT_CONSULTA_URL, SW_TEST_CONSULTA_URL } from "./sw-pac";
import { startSwStandIn, type SwStandIn } from "./sw-stand-in";

const USER = "demo@caja.test";
const PASSWORD = "123456789";
const RFC_EMISOR = "EKU9003173C9";
const RFC_RECEPTOR = "URE180429TM6";

let csd: Csd;
beforeAll(async () => {
  csd = readCsd(await makeTestCsd({ rfc: RFC_EMISOR, legalName: "ESCUELA KEMPER URGATE" }));
});

/** A comprobante of 116.00 sealed with the issuer's test CSD, dated now: what Caja sends to stamp. `total` can be wrong on purpose. */
function sealedXml(folio: string, total = "116.00"): string {
  const iva = { base: "100.00", impuesto: "002", tipoFactor: "Tasa", tasaOCuota: "0.160000", importe: "16.00" } as const;
  const comprobante: Comprobante = {
    version: "4.0",
    serie: "F",
    folio,
    fecha: cfdiDate(new Date(), "America/Mexico_City"),
    formaPago: "01",
    noCertificado: "",
    certificado: "",
    subTotal: "100.00",
    moneda: "MXN",
    total,
    tipoDeComprobante: "I",
    exportacion: "01",
    metodoPago: "PUE",
    lugarExpedicion: "06600",
    emisor: { rfc: RFC_EMISOR, nombre: "ESCUELA KEMPER URGATE", regimenFiscal: "601" },
    receptor: { rfc: RFC_RECEPTOR, nombre: "UNIVERSIDAD ROBOTICA ESPAÑOLA", domicilioFiscalReceptor: "86991", regimenFiscalReceptor: "601", usoCFDI: "G03" },
    conceptos: [{ claveProdServ: "01010101", cantidad: "1", claveUnidad: "H87", descripcion: "Café & pan", valorUnitario: "100.000000", importe: "100.00", objetoImp: "02", traslados: [iva] }],
    impuestos: { totalImpuestosTrasladados: "16.00", traslados: [iva] },
  };
  return sealCfdi(comprobante, csd);
}

const credentials = () => ({ certificateDer: csd.certificateDer, privateKeyPem: csd.privateKeyPem });
const partiesOf = (uuid: string) => ({ uuid, rfcEmisor: RFC_EMISOR, rfcReceptor: RFC_RECEPTOR, total: "116.00" });
const sandbox = () => createSandboxPac({ ledger: memoryLedger() });

/** An adapter that also keeps what it was asked to cancel. */
function recording(adapter: PacAdapter): PacAdapter & { cancels: CancelRequest[] } {
  const cancels: CancelRequest[] = [];
  return { name: adapter.name, cancels, stamp: (xml) => adapter.stamp(xml), status: (request) => adapter.status(request), cancel: (request) => (cancels.push(request), adapter.cancel(request)) };
}

/**
 * A PAC for what the sandbox does not do: a cancellation the receiver must accept. Records what it
 * is asked to cancel. Stamps what it is sent (a TFD whose SelloCFD is the comprobante's Sello) and
 * refuses a receiver named "RECHAZAME" as the SAT's matrix would (CFDI40139).
 */
function fakePac(options: { receiverMustAccept?: boolean } = {}): PacAdapter & { cancels: CancelRequest[] } {
  const ledger = new Map<string, CfdiStatus>();
  const cancels: CancelRequest[] = [];
  return {
    name: "fake",
    cancels,
    async stamp(xml) {
      if (xml.includes('Nombre="RECHAZAME"')) throw new PacError("invalid", "receiver name", { pacCode: "CFDI40139", pacMessage: "El campo Nombre del receptor, debe pertenecer al nombre asociado al RFC registrado en el campo Rfc del Receptor." });
      const timbre: Timbre = {
        uuid: randomUUID().toUpperCase(),
        fechaTimbrado: "2026-11-28T13:05:07",
        rfcProvCertif: "SPR190613I52",
        selloCFD: /\sSello="([^"]*)"/.exec(xml)![1]!,
        noCertificadoSAT: "30001000000500003456",
        selloSAT: Buffer.from("sello-sat").toString("base64"),
      };
      ledger.set(timbre.uuid, { state: "vigente", cancellation: "none" });
      return { xml: insertTimbre(xml, timbre), timbre };
    },
    async cancel(request) {
      cancels.push(request);
      const receiverMustAccept = options.receiverMustAccept ?? false;
      ledger.set(request.uuid, receiverMustAccept ? { state: "vigente", cancellation: "pending" } : { state: "cancelado", cancellation: "none" });
      return { status: receiverMustAccept ? "pending" : "canceled" };
    },
    async status(request) {
      return ledger.get(request.uuid) ?? { state: "no_encontrado", cancellation: "none" };
    },
  };
}

let standIn: SwStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function start(adapter: PacAdapter = sandbox(), options: Parameters<typeof startSwStandIn>[0] extends infer O ? Omit<O & object, "adapter"> : never = {}) {
  standIn = await startSwStandIn({ adapter, users: { [USER]: PASSWORD }, ...options });
  return standIn;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function pacError(promise: Promise<unknown>): Promise<PacError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PacError);
  return error as PacError;
}

describe("createSwPac against the SW stand-in", () => {
  it("authenticates, stamps through SW's v4 endpoint and returns the stamped CFDI with its timbre", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD });
    expect(pac.name).toBe("sw");
    const xml = sealedXml("101");
    const result = await pac.stamp(xml);
    expect(result.xml).toContain("<tfd:TimbreFiscalDigital");
    expect(result.xml).toContain(result.timbre.uuid);
    expect(result.timbre.selloCFD).toBe(/\sSello="([^"]*)"/.exec(xml)![1]);
    expect(result.timbre.rfcProvCertif).toBe(SANDBOX_RFC_PROV_CERTIF);
    // the sandbox's real timbre: the CFDI as sent, its seal still good, and the TFD after it
    expect(verifyCfdiSeal(result.xml)).toBe(true);
    expect(result.xml.replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, "")).toBe(xml);
    expect((await validateCfdiXsd(result.xml)).valid).toBe(true);
    expect(sw.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v2/security/authenticate", "POST /cfdi33/stamp/v4"]);
    expect(sw.requests[1]!.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("reuses one session token for several stamps, concurrent ones included", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD });
    await Promise.all([pac.stamp(sealedXml("1")), pac.stamp(sealedXml("2")), pac.stamp(sealedXml("3"))]);
    await pac.stamp(sealedXml("4"));
    expect(sw.authentications).toBe(1);
    expect(new Set(sw.requests.filter((r) => r.path === "/cfdi33/stamp/v4").map((r) => r.token)).size).toBe(1);
  });

  it("renews a token SW no longer accepts, once, and goes on", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD });
    await pac.stamp(sealedXml("1"));
    sw.expireTokens();
    await pac.stamp(sealedXml("2"));
    expect(sw.authentications).toBe(2);
    expect(sw.requests.map((r) => r.path)).toEqual(["/v2/security/authenticate", "/cfdi33/stamp/v4", "/cfdi33/stamp/v4", "/v2/security/authenticate", "/cfdi33/stamp/v4"]);
  });

  it("renews a session token before it expires, without a refused call", async () => {
    let clock = Date.parse("2026-11-28T19:00:00Z");
    const sw = await start(sandbox(), { now: () => clock, tokenTtlSeconds: 7200 });
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD, now: () => clock });
    await pac.stamp(sealedXml("1"));
    clock += 7200_000 - 30_000; // within the minute before SW's expires_in
    await pac.stamp(sealedXml("2"));
    expect(sw.authentications).toBe(2);
    expect(sw.requests.map((r) => r.path)).toEqual(["/v2/security/authenticate", "/cfdi33/stamp/v4", "/v2/security/authenticate", "/cfdi33/stamp/v4"]);
  });

  it("is refused, not looping, when even a renewed token is rejected", async () => {
    const sw = await start();
    const rejecting: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/cfdi33/stamp/v4")) return Response.json({ message: "AU4000 - No fue posible validar el token.", messageDetail: null, data: null, status: "error" }, { status: 401 });
      return fetch(input, init);
    };
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD, fetch: rejecting });
    const error = await pacError(pac.stamp(sealedXml("1")));
    expect(error.code).toBe("refused");
    expect(error.detail?.pacCode).toBe("AU4000");
    expect(sw.authentications).toBe(2);
  });

  it("uses a configured long-lived token as it is, and says so when SW rejects it", async () => {
    const sw = await start(sandbox(), { infiniteTokens: ["infinite.token.abc"] });
    await createSwPac({ url: sw.url, token: "infinite.token.abc" }).stamp(sealedXml("1"));
    expect(sw.authentications).toBe(0);
    expect(sw.requests[0]!.token).toBe("infinite.token.abc");

    const bad = await pacError(createSwPac({ url: sw.url, token: "revoked.token.xyz" }).stamp(sealedXml("2")));
    expect(bad.code).toBe("refused");
    expect(bad.message).toMatch(/CFDI_PAC_TOKEN/);
    expect(bad.detail?.pacCode).toBe("AU4000");

    // with user and password as well, a rejected long-lived token gives way to a session
    await createSwPac({ url: sw.url, token: "revoked.token.xyz", user: USER, password: PASSWORD }).stamp(sealedXml("3"));
    expect(sw.authentications).toBe(1);
  });

  it("is refused with SW's AU2000 for wrong credentials", async () => {
    const sw = await start();
    const error = await pacError(createSwPac({ url: sw.url, user: USER, password: "wrong" }).stamp(sealedXml("1")));
    expect(error.code).toBe("refused");
    expect(error.detail?.pacCode).toBe("AU2000");
    expect(error.detail?.pacMessage).toMatch(/usuario y\/o contraseña son inválidos/);
  });

  it("turns a validation error into PacError invalid with SW's code", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD });
    // sealed right, but Total is not SubTotal + IVA: the sandbox's CFDI40119, sent back as SW writes it
    const arithmetic = await pacError(pac.stamp(sealedXml("1", "117.00")));
    expect(arithmetic.code).toBe("invalid");
    expect(arithmetic.detail?.pacCode).toBe("CFDI40119");
    expect(arithmetic.detail?.pacMessage).toMatch(/^CFDI40119 - Total is not SubTotal/);
    // changed after sealing: the seal no longer verifies (CFDI40102)
    const tampered = await pacError(pac.stamp(sealedXml("2").replace('Descripcion="Café &amp; pan"', 'Descripcion="Té"')));
    expect(tampered.code).toBe("invalid");
    expect(tampered.detail?.pacCode).toBe("CFDI40102");

    const sw2 = await startSwStandIn({ adapter: fakePac(), users: { [USER]: PASSWORD } });
    const matrix = await pacError(createSwPac({ url: sw2.url, user: USER, password: PASSWORD }).stamp(sealedXml("3").replace('Nombre="UNIVERSIDAD ROBOTICA ESPAÑOLA"', 'Nombre="RECHAZAME"')));
    await sw2.close();
    expect(matrix.code).toBe("invalid");
    expect(matrix.detail?.pacCode).toBe("CFDI40139");
    expect(matrix.detail?.pacMessage).toMatch(/^CFDI40139 - El campo Nombre del receptor/);
  });

  it("returns the CFDI SW stamped before when the same comprobante is sent again (307 with its data)", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD });
    const xml = sealedXml("1");
    const first = await pac.stamp(xml);
    const again = await pac.stamp(xml);
    expect(again.timbre.uuid).toBe(first.timbre.uuid);
    expect(again.xml).toBe(first.xml);
  });

  it("is refused on a 307 that carries no CFDI", async () => {
    const sw = await start();
    const bare: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/cfdi33/stamp/v4")) return Response.json({ message: "307. El comprobante contiene un timbre previo.", messageDetail: null, data: null, status: "error" }, { status: 400 });
      return fetch(input, init);
    };
    const error = await pacError(createSwPac({ url: sw.url, user: USER, password: PASSWORD, fetch: bare }).stamp(sealedXml("1")));
    expect(error.code).toBe("refused");
    expect(error.detail?.pacCode).toBe("307");
  });

  it("is unavailable on a 503, on a PAC that never answers (its timeout) and on a closed port", async () => {
    const sw = await start(sandbox(), { infiniteTokens: ["infinite.token.abc"] });
    const pac = createSwPac({ url: sw.url, token: "infinite.token.abc" });
    sw.fail("503", { path: "/cfdi33/stamp" });
    const unavailable = await pacError(pac.stamp(sealedXml("1")));
    expect(unavailable.code).toBe("unavailable");
    expect(unavailable.message).toMatch(/HTTP 503/);

    // a short limit for the test's sake (15 s in use); the calls that hang are never answered
    const impatient = createSwPac({ url: sw.url, token: "infinite.token.abc", timeoutMs: 300 });
    sw.fail("hang", { path: "/cfdi33/stamp" });
    const started = performance.now();
    const hung = await pacError(impatient.stamp(sealedXml("2")));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(hung.code).toBe("unavailable");
    expect(hung.message).toMatch(/no answer within 0.3 s/);

    sw.fail("hang", { path: "/v2/security" });
    const authHung = await pacError(createSwPac({ url: sw.url, user: USER, password: PASSWORD, timeoutMs: 300 }).stamp(sealedXml("3")));
    expect(authHung.code).toBe("unavailable");

    // and it stamps again once SW is back
    await expect(pac.stamp(sealedXml("4"))).resolves.toMatchObject({ timbre: { rfcProvCertif: SANDBOX_RFC_PROV_CERTIF } });

    const closed = await pacError(createSwPac({ url: `http://127.0.0.1:${await closedPort()}`, token: "a.b.c" }).stamp(sealedXml("5")));
    expect(closed.code).toBe("unavailable");
    expect(closed.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it("cancels with motivo 01 and its folio de sustitución, sending the CSD as SW's cancel-by-CSD takes it", async () => {
    const adapter = recording(sandbox());
    const sw = await start(adapter);
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD, statusUrl: sw.statusUrl });
    const { timbre } = await pac.stamp(sealedXml("1"));
    const parties = partiesOf(timbre.uuid);
    expect(await pac.status(parties)).toEqual({ state: "vigente", cancellation: "none" });

    const replacement = "3FA85F64-5717-4562-B3FC-2C963F66AFA6";
    const result = await pac.cancel({ ...parties, motivo: "01", folioSustitucion: replacement, credentials: credentials() });
    expect(result.status).toBe("canceled");
    expect(result.acknowledgement).toContain(`<EstatusUUID>201</EstatusUUID>`);
    // the stand-in opened the .key with the one-time password and found it the certificate's
    expect(adapter.cancels).toHaveLength(1);
    expect(adapter.cancels[0]).toMatchObject({ ...parties, motivo: "01", folioSustitucion: replacement });
    expect(createPrivateKey(adapter.cancels[0]!.credentials.privateKeyPem).export({ format: "der", type: "pkcs8" })).toEqual(createPrivateKey(credentials().privateKeyPem).export({ format: "der", type: "pkcs8" }));
    expect(adapter.cancels[0]!.credentials.certificateDer.equals(credentials().certificateDer)).toBe(true);
    expect(await pac.status(parties)).toEqual({ state: "cancelado", cancellation: "none" });

    // asked again: SW answers 202, previously cancelled
    await expect(pac.cancel({ ...parties, motivo: "02", credentials: credentials() })).resolves.toMatchObject({ status: "canceled" });
    expect(adapter.cancels).toHaveLength(1);
  });

  it("leaves a cancellation the receiver must accept pending, as the SAT's consulta says", async () => {
    const sw = await start(fakePac({ receiverMustAccept: true }));
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD, statusUrl: sw.statusUrl });
    const { timbre } = await pac.stamp(sealedXml("1"));
    const parties = partiesOf(timbre.uuid);
    expect(await pac.cancel({ ...parties, motivo: "02", credentials: credentials() })).toMatchObject({ status: "pending" });
    expect(await pac.status(parties)).toEqual({ state: "vigente", cancellation: "pending" });
  });

  it("maps SW's cancellation refusals: 01 without its folio is invalid (208), another's CSD is refused (203), an unknown UUID is not there yet (205)", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, user: USER, password: PASSWORD, statusUrl: sw.statusUrl });
    const { timbre } = await pac.stamp(sealedXml("1"));
    const parties = partiesOf(timbre.uuid);
    const noFolio = await pacError(pac.cancel({ ...parties, motivo: "01", credentials: credentials() }));
    expect(noFolio.code).toBe("invalid");
    expect(noFolio.detail?.pacCode).toBe("208");

    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }) as string;
    const wrongKey = await pacError(pac.cancel({ ...parties, motivo: "02", credentials: { ...credentials(), privateKeyPem: otherKey } }));
    expect(wrongKey.code).toBe("refused");
    expect(wrongKey.detail?.pacMessage).toMatch(/no corresponde a la llave privada/);

    // a sound CSD, but another taxpayer's: the SAT's 203 for the UUID
    const stranger = readCsd(await makeTestCsd({ rfc: "XIQB891116QE4", legalName: "BERENICE XIMENEZ" }));
    const notTheIssuers = await pacError(pac.cancel({ ...parties, motivo: "02", credentials: { certificateDer: stranger.certificateDer, privateKeyPem: stranger.privateKeyPem } }));
    expect(notTheIssuers.code).toBe("refused");
    expect(notTheIssuers.detail?.pacCode).toBe("203");
    expect(await pac.status(parties)).toEqual({ state: "vigente", cancellation: "none" });

    const unknown = await pacError(pac.cancel({ ...parties, uuid: randomUUID(), motivo: "02", credentials: credentials() }));
    expect(unknown.code).toBe("unavailable");
    expect(unknown.detail?.pacCode).toBe("205");
  });

  it("answers no_encontrado for a UUID the SAT does not know, and is unavailable when its consulta fails", async () => {
    const sw = await start();
    const pac = createSwPac({ url: sw.url, token: "a.b.c", statusUrl: sw.statusUrl, timeoutMs: 300 });
    expect(await pac.status(partiesOf(randomUUID()))).toEqual({ state: "no_encontrado", cancellation: "none" });
    sw.fail("503", { path: "/ConsultaCFDIService.svc" });
    expect((await pacError(pac.status({ uuid: randomUUID(), rfcEmisor: "A", rfcReceptor: "B", total: "1.00" }))).code).toBe("unavailable");
  });
});

describe("SW's details", () => {
  it("asks the SAT consulta of SW's test environment for a test URL and the SAT's own otherwise", async () => {
    const asked: string[] = [];
    const recording: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response("<s:Envelope><a:Estado>Vigente</a:Estado><a:EstatusCancelacion/></s:Envelope>", { status: 200 });
    };
    const request = { uuid: randomUUID(), rfcEmisor: "EKU9003173C9", rfcReceptor: "XAXX010101000", total: "116.00" };
    await createSwPac({ url: "https://services.test.sw.com.mx", token: "a.b.c", fetch: recording }).status(request);
    await createSwPac({ url: "https://services.sw.com.mx/", token: "a.b.c", fetch: recording }).status(request);
    expect(asked).toEqual([SW_TEST_CONSULTA_URL, SAT_CONSULTA_URL]);
  });

  it("reads the code a refusal's message starts with", () => {
    expect(pacCode("CFDI40139 - El campo Nombre del receptor…")).toBe("CFDI40139");
    expect(pacCode("307. El comprobante contiene un timbre previo.")).toBe("307");
    expect(pacCode("AU2000 - El usuario y/o contraseña son inválidos")).toBe("AU2000");
    expect(pacCode("CO1000 - Error no controlado")).toBe("CO1000");
    expect(pacCode("El token debe contener 3 partes")).toBeUndefined();
    expect(pacCode(null)).toBeUndefined();
  });

  it("writes the key as the SAT's .key files hold one: PBES2, PBKDF2 with HMAC-SHA1, DES-EDE3-CBC", () => {
    const pem = credentials().privateKeyPem;
    const der = satKeyDer(pem, "contraseña de un solo uso");
    const back = createPrivateKey({ key: der, format: "der", type: "pkcs8", passphrase: "contraseña de un solo uso" });
    expect(back.export({ format: "der", type: "pkcs8" })).toEqual(createPrivateKey(pem).export({ format: "der", type: "pkcs8" }));
    const hex = der.toString("hex");
    expect(hex).toContain("06092a864886f70d01050d"); // PBES2
    expect(hex).toContain("06092a864886f70d01050c"); // PBKDF2
    expect(hex).toContain("06082a864886f70d0307"); // des-ede3-cbc
    expect(hex).not.toContain("06082a864886f70d0209"); // hmacWithSHA256 (SHA1 is the default, left out)
    expect(() => createPrivateKey({ key: der, format: "der", type: "pkcs8", passphrase: "otra" })).toThrow();
  });
});
