import { createHash, createPrivateKey, createPublicKey, randomBytes, X509Certificate } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";
import { readTimbre, tfdCadenaOriginal } from "../timbre";
import { satVerificationUrl } from "../verification-url";
import { PacError, type CancelMotivo, type PacAdapter } from "./pac-adapter";

/**
 * A local stand-in for SW Sapien's REST API (test support): the same paths, headers, bodies and
 * answers as their documentation and SDKs show (see sw-pac.ts), on 127.0.0.1, with the stamping and
 * cancelling done by an injected PacAdapter (Caja's sandbox), so what comes back is a real stamped
 * CFDI. It is what createSwPac is tested against; it is not SW, and where their documentation is
 * silent (an expired token's exact words, the error for a cancel without its folio de sustitución)
 * its answers follow the documented shape with plausible words.
 *
 * - POST /v2/security/authenticate `{ user, password }` and POST /security/authenticate (headers
 *   user, password) → `{ data: { token, expires_in, tokeny_type: "Bearer" }, status: "success" }`
 * - POST /cfdi33/stamp/v4[/b64] multipart `xml` → v4's data (cfdi, uuid, selloSAT, …)
 * - POST /cfdi33/cancel/csd `{ uuid, password, rfc, motivo, foliosustitucion, b64Cer, b64Key }`
 * - POST /ConsultaCFDIService.svc: the SAT consulta's SOAP (Estado, EstatusCancelacion…)
 */
export type SwStandIn = {
  /** the base URL to give createSwPac (`url`); the consulta is at `${url}/ConsultaCFDIService.svc` */
  url: string;
  statusUrl: string;
  /** every request received: method, path, and the bearer token (or null) */
  requests: { method: string; path: string; token: string | null }[];
  /** how many times a token was issued */
  readonly authentications: number;
  /** The next `count` requests (of any path, or those whose path starts with `path`) are answered 503, or never answered. */
  fail(kind: "503" | "hang", options?: { count?: number; path?: string }): void;
  /** Forget every token issued: the next call with one is answered 401 (a token that expired at SW). */
  expireTokens(): void;
  close(): Promise<void>;
};

export type SwStandInOptions = {
  /** does the stamping, cancelling and status behind the API */
  adapter: PacAdapter;
  /** accounts: user → password */
  users?: Record<string, string>;
  /** long-lived tokens ("token infinito") accepted as they are */
  infiniteTokens?: string[];
  /** a session token's life (two hours at SW) */
  tokenTtlSeconds?: number;
  now?: () => number;
};

type Json = Record<string, unknown>;

export async function startSwStandIn(options: SwStandInOptions): Promise<SwStandIn> {
  const users = options.users ?? { "demo@caja.test": "123456789" };
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlSeconds ?? 7200;
  const tokens = new Map<string, number>();
  for (const token of options.infiniteTokens ?? []) tokens.set(token, Number.POSITIVE_INFINITY);
  const requests: SwStandIn["requests"] = [];
  const faults: { kind: "503" | "hang"; remaining: number; path?: string }[] = [];
  const hanging = new Set<ServerResponse>();
  /** what the adapter stamped, by the comprobante's seal: a second stamp of the same one is SW's 307 */
  const stampedBySeal = new Map<string, Json>();
  /** the parties and total of each stamp, which SW's cancel request does not carry but the adapter needs */
  const stampedByUuid = new Map<string, { rfcReceptor: string; total: string }>();
  let authentications = 0;

  const issueToken = () => {
    authentications += 1;
    // three dot-separated parts, as SW's JWTs have (their SDKs' tests check "El token debe contener 3 partes")
    const token = [randomBytes(12), randomBytes(24), randomBytes(16)].map((b) => b.toString("base64url")).join(".");
    const expires = Math.floor(now() / 1000) + ttl;
    tokens.set(token, expires * 1000);
    return { token, expires_in: expires, tokeny_type: "Bearer" };
  };

  const bearer = (request: IncomingMessage): string | null => /^bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? null;

  /** SW's answers for a missing, malformed or unknown token (messages as their SDKs' tests quote them). */
  const tokenProblem = (token: string | null): Json | null => {
    if (!token) return errorBody("AU4101 - El token proporcionado viene vacio.");
    if (token.split(".").length !== 3) return errorBody("El token debe contener 3 partes");
    const expires = tokens.get(token);
    if (expires === undefined || expires <= now()) return errorBody("AU4000 - No fue posible validar el token.", "El token no es válido o ha expirado.");
    return null;
  };

  async function handle(request: IncomingMessage, response: ServerResponse, body: Buffer): Promise<void> {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname.replace(/\/+$/, "");
    const method = request.method ?? "GET";
    requests.push({ method, path, token: bearer(request) });

    const fault = faults.find((f) => f.remaining > 0 && (!f.path || path.startsWith(f.path)));
    if (fault) {
      fault.remaining -= 1;
      if (fault.kind === "hang") {
        hanging.add(response);
        return;
      }
      return send(response, 503, "<html><body>503 Service Unavailable</body></html>", "text/html");
    }

    if (method === "POST" && (path === "/v2/security/authenticate" || path === "/security/authenticate")) {
      const credentials = path.startsWith("/v2") ? (parseJson(body) as { user?: string; password?: string }) : { user: header(request, "user"), password: header(request, "password") };
      if (!credentials.user || users[credentials.user] === undefined || users[credentials.user] !== credentials.password) {
        return sendJson(response, 401, errorBody("AU2000 - El usuario y/o contraseña son inválidos, no se puede autenticar el servicio."));
      }
      return sendJson(response, 200, { data: issueToken(), status: "success" });
    }

    if (method === "POST" && /^\/cfdi33\/stamp\/v4(\/b64)?$/.test(path)) {
      const problem = tokenProblem(bearer(request));
      if (problem) return sendJson(response, 401, problem);
      let xml = await multipartField(request, body, "xml");
      if (xml === null) return sendJson(response, 400, errorBody("Error al leer el XML.", "No se encontró el campo xml en la petición multipart/form-data."));
      if (path.endsWith("/b64")) xml = Buffer.from(xml, "base64").toString("utf8");
      const seal = /\sSello="([^"]*)"/.exec(xml)?.[1] ?? "";
      const before = stampedBySeal.get(seal);
      if (seal && before) return sendJson(response, 400, { message: "307. El comprobante contiene un timbre previo.", messageDetail: null, data: before, status: "error" });
      try {
        const result = await options.adapter.stamp(xml);
        const data = await stampData(result.xml);
        if (seal) stampedBySeal.set(seal, data);
        stampedByUuid.set(result.timbre.uuid.toLowerCase(), partiesOf(result.xml));
        return sendJson(response, 200, { data, status: "success" });
      } catch (error) {
        if (!(error instanceof PacError)) throw error;
        const code = error.detail?.pacCode ?? (error.code === "invalid" ? "CFDI40999" : "CO1000");
        return sendJson(response, 400, errorBody(`${code} - ${error.detail?.pacMessage ?? error.message}`, error.message));
      }
    }

    if (method === "POST" && path === "/cfdi33/cancel/csd") {
      const problem = tokenProblem(bearer(request));
      if (problem) return sendJson(response, 401, problem);
      const input = parseJson(body) as Partial<Record<"uuid" | "password" | "rfc" | "motivo" | "foliosustitucion" | "b64Cer" | "b64Key", string>>;
      if (!input.uuid || !input.rfc || !input.b64Cer || !input.b64Key || !input.password || !input.motivo) {
        return sendJson(response, 400, errorBody("Parámetros incompletos", "Son necesarios el .Cer y el .Key en formato B64, la contraseña, el RFC y el UUID de la factura que necesita cancelar"));
      }
      let certificateDer: Buffer;
      let privateKeyPem: string;
      try {
        certificateDer = Buffer.from(input.b64Cer, "base64");
        const certificate = new X509Certificate(certificateDer);
        const key = createPrivateKey({ key: Buffer.from(input.b64Key, "base64"), format: "der", type: "pkcs8", passphrase: input.password });
        const samePublicKey = createPublicKey(key).export({ format: "der", type: "spki" }).equals(certificate.publicKey.export({ format: "der", type: "spki" }));
        if (!samePublicKey) return sendJson(response, 400, errorBody("CACFDI33 - El certificado no corresponde a la llave privada."));
        privateKeyPem = key.export({ format: "pem", type: "pkcs8" }) as string;
      } catch {
        return sendJson(response, 400, errorBody("CACFDI33 - Certificado, llave o contraseña inválidos."));
      }
      if (!["01", "02", "03", "04"].includes(input.motivo)) return sendJson(response, 400, errorBody("207 - No se especificó el motivo de cancelación o el motivo no es válido."));
      if (input.motivo === "01" && !input.foliosustitucion) return sendJson(response, 400, errorBody("208 - Folio Sustitución invalido."));
      if (input.motivo !== "01" && input.foliosustitucion) return sendJson(response, 400, errorBody("209 - Folio Sustitución no requerido."));
      const known = stampedByUuid.get(input.uuid.toLowerCase());
      if (!known) return sendJson(response, 200, cancelBody(input.uuid, input.rfc, "205"));
      const parties = { uuid: input.uuid, rfcEmisor: input.rfc, ...known };
      const before = await options.adapter.status(parties);
      if (before.state === "cancelado") return sendJson(response, 200, cancelBody(input.uuid, input.rfc, "202"));
      try {
        await options.adapter.cancel({
          ...parties,
          motivo: input.motivo as CancelMotivo,
          ...(input.foliosustitucion ? { folioSustitucion: input.foliosustitucion } : {}),
          credentials: { certificateDer, privateKeyPem },
        });
      } catch (error) {
        if (!(error instanceof PacError)) throw error;
        const code = error.detail?.pacCode ?? "";
        // the SAT's folio codes (203 not the issuer's, 205…) come back per UUID; anything else as SW's error
        if (/^\d{3}$/.test(code)) return sendJson(response, 200, cancelBody(input.uuid, input.rfc, code));
        return sendJson(response, 400, errorBody(`${code || "CACFDI33"} - ${error.detail?.pacMessage ?? error.message}`, error.message));
      }
      // The SAT answers 201 whether it cancelled at once or the receiver must accept: its consulta tells which.
      return sendJson(response, 200, cancelBody(input.uuid, input.rfc, "201"));
    }

    if (method === "POST" && path === "/ConsultaCFDIService.svc") {
      const expression = /<!\[CDATA\[([\s\S]*?)\]\]>/.exec(body.toString("utf8"))?.[1] ?? /expresionImpresa>([^<]*)</.exec(body.toString("utf8"))?.[1]?.replace(/&amp;/g, "&") ?? "";
      const params = new URLSearchParams(expression.replace(/^\?/, ""));
      const uuid = params.get("id") ?? "";
      const status = await options.adapter.status({ uuid, rfcEmisor: params.get("re") ?? "", rfcReceptor: params.get("rr") ?? "", total: params.get("tt") ?? "" });
      return send(response, 200, consultaBody(status), "text/xml; charset=utf-8");
    }

    return sendJson(response, 404, errorBody(`No se encontró la ruta ${path}`));
  }

  async function stampData(cfdi: string): Promise<Json> {
    const timbre = readTimbre(cfdi)!;
    const comprobante = /<cfdi:Comprobante\b[^>]*>/.exec(cfdi)?.[0] ?? "";
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(comprobante)?.[1] ?? "";
    const emisor = /<cfdi:Emisor\b[^>]*\sRfc="([^"]*)"/.exec(cfdi)?.[1] ?? "";
    const { rfcReceptor, total } = partiesOf(cfdi);
    const qr = await QRCode.toBuffer(satVerificationUrl({ uuid: timbre.uuid, rfcEmisor: emisor, rfcReceptor, total, sello: attr("Sello") }));
    return {
      cadenaOriginalSAT: tfdCadenaOriginal(timbre),
      noCertificadoSAT: timbre.noCertificadoSAT,
      noCertificadoCFDI: attr("NoCertificado"),
      uuid: timbre.uuid,
      selloSAT: timbre.selloSAT,
      selloCFDI: timbre.selloCFD,
      fechaTimbrado: timbre.fechaTimbrado,
      qrCode: qr.toString("base64"),
      cfdi,
    };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handle(request, response, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, errorBody("CO1000 - Error no controlado.", String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    statusUrl: `${url}/ConsultaCFDIService.svc`,
    requests,
    get authentications() {
      return authentications;
    },
    fail(kind, { count = 1, path } = {}) {
      faults.push({ kind, remaining: count, path });
    },
    expireTokens() {
      for (const [token, expires] of tokens) if (Number.isFinite(expires)) tokens.delete(token);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function partiesOf(cfdi: string): { rfcReceptor: string; total: string } {
  return {
    rfcReceptor: /<cfdi:Receptor\b[^>]*\sRfc="([^"]*)"/.exec(cfdi)?.[1] ?? "",
    total: /<cfdi:Comprobante\b[^>]*\sTotal="([^"]*)"/.exec(cfdi)?.[1] ?? "",
  };
}

function errorBody(message: string, messageDetail: string | null = null): Json {
  return { message, messageDetail, data: null, status: "error" };
}

/** SW's cancel answer: the SAT's acuse and each UUID's code. */
function cancelBody(uuid: string, rfc: string, code: string): Json {
  const acuse =
    `<?xml version="1.0" encoding="utf-8"?><Acuse xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Fecha="${new Date().toISOString().slice(0, 19)}" RfcEmisor="${rfc}">` +
    `<Folios xmlns="http://cancelacfd.sat.gob.mx"><UUID>${uuid.toUpperCase()}</UUID><EstatusUUID>${code}</EstatusUUID></Folios>` +
    `<Signature Id="SelloSAT" xmlns="http://www.w3.org/2000/09/xmldsig#"><SignatureValue>${createHash("sha512").update(`${uuid}|${code}`).digest("base64")}</SignatureValue></Signature></Acuse>`;
  return { data: { acuse, uuid: { [uuid.toUpperCase()]: code } }, status: "success" };
}

/** The SAT consulta's answer (ConsultaResult, namespace a:), as SW's SDKs read it. */
function consultaBody(status: Awaited<ReturnType<PacAdapter["status"]>>): string {
  const found = status.state !== "no_encontrado";
  const estado = status.state === "vigente" ? "Vigente" : status.state === "cancelado" ? "Cancelado" : "No Encontrado";
  const codigo = found ? "S - Comprobante obtenido satisfactoriamente." : "N - 602: Comprobante no encontrado.";
  const cancelacion = status.cancellation === "pending" ? "En proceso" : status.cancellation === "rejected" ? "Solicitud rechazada" : status.state === "cancelado" ? "Cancelado sin aceptación" : "";
  return (
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ConsultaResponse xmlns="http://tempuri.org/">' +
    '<ConsultaResult xmlns:a="http://schemas.datacontract.org/2004/07/Sat.Cfdi.Negocio.ConsultaCfdi.Servicio" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
    `<a:CodigoEstatus>${codigo}</a:CodigoEstatus><a:EsCancelable>${found ? "Cancelable con aceptación" : ""}</a:EsCancelable><a:Estado>${estado}</a:Estado>` +
    `${cancelacion ? `<a:EstatusCancelacion>${cancelacion}</a:EstatusCancelacion>` : "<a:EstatusCancelacion/>"}<a:ValidacionEFOS>200</a:ValidacionEFOS>` +
    "</ConsultaResult></ConsultaResponse></s:Body></s:Envelope>"
  );
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) ?? {};
  } catch {
    return {};
  }
}

/** A multipart/form-data field's text, read with undici's own parser (what fetch's FormData writes). */
async function multipartField(request: IncomingMessage, body: Buffer, name: string): Promise<string | null> {
  const type = header(request, "content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return null;
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    const value = form.get(name);
    if (value === null) return null;
    return typeof value === "string" ? value : await value.text();
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: Json): void {
  send(response, status, JSON.stringify(body), "application/json; charset=utf-8");
}
