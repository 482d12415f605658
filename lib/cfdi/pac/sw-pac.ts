import { createCipheriv, createPrivateKey, pbkdf2Sync, randomBytes } from "node:crypto";
import { readTimbre } from "../timbre";
import { PacError, type CancelRequest, type CancelResult, type CfdiStatus, type PacAdapter, type StampResult, type StatusRequest } from "./pac-adapter";

/**
 * SW Sapien (SmarterWeb) as Caja's PAC, over its documented REST API
 * (https://developers.sw.com.mx): `url` is https://services.test.sw.com.mx (pruebas) or
 * https://services.sw.com.mx (productivo).
 *
 * - authentication: `POST /v2/security/authenticate` `{ user, password }` → a token good for two
 *   hours, kept until a minute before it expires and renewed once when a call is answered 401; or a
 *   configured "token infinito" from SW's ADT portal, used as is.
 * - stamp: `POST /cfdi33/stamp/v4` (the path says cfdi33, it takes CFDI 4.0), multipart field `xml`;
 *   answers the stamped CFDI and the TFD's fields.
 * - cancel: `POST /cfdi33/cancel/csd` with the issuer's CSD (certificate and an encrypted `.key` built
 *   from the PEM Caja keeps, under a one-time password: SW wants the .key's form, not a PEM).
 * - status: the SAT's consulta (SOAP `ConsultaCFDIService.svc`, as SW's SDKs do it; SW's pruebas
 *   environment has its own copy of it, which knows the test stamps).
 *
 * SW's answers are `{ status: "success" | "error", message, messageDetail, data }`; a refusal's
 * message starts with its code ("CFDI40139 - …", "307. El comprobante contiene un timbre previo.",
 * "AU2000 - …"), which PacError's detail keeps.
 */
export type SwPacOptions = {
  url: string;
  user?: string;
  password?: string;
  /** a long-lived token (SW's "token infinito"); with user and password as well, a rejected one is replaced by a session token */
  token?: string;
  fetch?: typeof fetch;
  /** the SAT consulta's SOAP endpoint; by default SW's copy for a test URL, the SAT's own otherwise */
  statusUrl?: string;
  /** each call's limit (15 s): a PAC that hangs is unavailable, not a request held forever */
  timeoutMs?: number;
  now?: () => number;
};

export const SAT_CONSULTA_URL = "https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc";
export const SW_TEST_CONSULTA_URL = "https://consultaqrfacturaelectronicatest.sw.com.mx/ConsultaCFDIService.svc";

/** SW's error envelope; success has `data`. */
type SwAnswer = { status?: string; message?: string | null; messageDetail?: string | null; data?: unknown };
type Reply = { status: number; text: string; body: SwAnswer | null };

type StampData = { cfdi?: string; uuid?: string };
type CancelData = { acuse?: string; uuid?: Record<string, string> };

/** A session token is renewed this long before SW says it expires. */
const RENEW_MARGIN_MS = 60_000;
/** SW documents two hours for a session token; used when its answer gives no usable expiry. */
const SESSION_MS = 2 * 60 * 60 * 1000;

export function createSwPac(options: SwPacOptions): PacAdapter {
  const base = options.url.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const statusUrl = options.statusUrl ?? (/\.test\./.test(new URL(base).hostname) ? SW_TEST_CONSULTA_URL : SAT_CONSULTA_URL);
  const canAuthenticate = Boolean(options.user && options.password);
  let session: { token: string; expiresAt: number } | null = options.token ? { token: options.token, expiresAt: Number.POSITIVE_INFINITY } : null;
  // Concurrent stamps share one authentication.
  let authenticating: Promise<string> | null = null;

  async function send(url: string, init: RequestInit, what: string): Promise<Reply> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new PacError("unavailable", `SW ${what}: ${timedOut ? `no answer within ${timeoutMs / 1000} s` : `could not be reached (${describe(error)})`}`);
    }
    let body: SwAnswer | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") body = parsed as SwAnswer;
    } catch {
      // not JSON: a proxy's error page, or the SOAP consulta's XML
    }
    return { status: response.status, text, body };
  }

  async function authenticate(): Promise<string> {
    const reply = await send(`${base}/v2/security/authenticate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ user: options.user, password: options.password }) }, "authentication");
    const data = reply.body?.data as { token?: string; expires_in?: number } | null | undefined;
    if (reply.status === 200 && reply.body?.status === "success" && data?.token) {
      session = { token: data.token, expiresAt: expiryOf(data.expires_in, now()) - RENEW_MARGIN_MS };
      return data.token;
    }
    if (reply.status >= 500 || !reply.body) throw new PacError("unavailable", `SW authentication: HTTP ${reply.status}`, { pacMessage: reply.text.slice(0, 300) });
    throw refusal("refused", "SW refused Caja's credentials (CFDI_PAC_USER / CFDI_PAC_PASSWORD)", reply.body);
  }

  async function currentToken(): Promise<string> {
    if (session && session.expiresAt > now()) return session.token;
    if (!canAuthenticate) {
      if (session) return session.token;
      throw new PacError("refused", "SW: no token and no user and password configured");
    }
    authenticating ??= authenticate().finally(() => {
      authenticating = null;
    });
    return authenticating;
  }

  /** A call with the session's token; a token SW rejects is replaced once (user and password configured). */
  async function authorized(path: string, init: RequestInit, what: string): Promise<Reply> {
    const attempt = async () => {
      const token = await currentToken();
      return { token, reply: await send(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } }, what) };
    };
    const first = await attempt();
    let reply = first.reply;
    if (tokenRejected(reply) && canAuthenticate) {
      if (session?.token === first.token) session = null;
      reply = (await attempt()).reply;
    }
    if (tokenRejected(reply)) throw refusal("refused", `SW rejected Caja's token${canAuthenticate ? " (renewed once)" : " (CFDI_PAC_TOKEN)"}`, reply.body);
    return reply;
  }

  async function status(request: StatusRequest): Promise<CfdiStatus> {
    const expression = `?re=${xmlText(request.rfcEmisor)}&rr=${xmlText(request.rfcReceptor)}&tt=${request.total}&id=${request.uuid}`;
    const envelope =
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/"><soapenv:Header/><soapenv:Body>' +
      `<tem:Consulta><tem:expresionImpresa><![CDATA[${expression}]]></tem:expresionImpresa></tem:Consulta></soapenv:Body></soapenv:Envelope>`;
    const reply = await send(statusUrl, { method: "POST", headers: { "content-type": 'text/xml; charset="utf-8"', accept: "text/xml", soapaction: "http://tempuri.org/IConsultaCFDIService/Consulta" }, body: envelope }, "status (SAT consulta)");
    const estado = soapField(reply.text, "Estado");
    if (reply.status !== 200 || estado === null) throw new PacError("unavailable", `SAT consulta: HTTP ${reply.status}${estado === null ? ", no Estado in the answer" : ""}`, { pacMessage: reply.text.slice(0, 300) });
    const cancelacion = (soapField(reply.text, "EstatusCancelacion") ?? "").toLowerCase();
    const state = /^vigente/i.test(estado) ? "vigente" : /^cancelado/i.test(estado) ? "cancelado" : "no_encontrado";
    return { state, cancellation: cancelacion.startsWith("en proceso") ? "pending" : cancelacion.startsWith("solicitud rechazada") ? "rejected" : "none" };
  }

  return {
    name: "sw",

    async stamp(xml: string): Promise<StampResult> {
      const form = new FormData();
      form.append("xml", new Blob([xml], { type: "text/xml" }), "xml");
      const reply = await authorized("/cfdi33/stamp/v4", { method: "POST", body: form }, "stamp");
      const data = (reply.body?.data ?? null) as StampData | null;
      if (reply.body?.status === "success" && data?.cfdi) return stamped(xml, data.cfdi);
      if (reply.status >= 500 || !reply.body) throw new PacError("unavailable", `SW stamp: HTTP ${reply.status}`, { pacMessage: reply.text.slice(0, 300) });
      const code = pacCode(reply.body.message);
      // 307: SW stamped this very comprobante before (a retry after a lost answer): its answer carries that CFDI.
      if (code === "307" && data?.cfdi) return stamped(xml, data.cfdi);
      throw refusal(stampErrorKind(code), "SW did not stamp the CFDI", reply.body);
    },

    async cancel(request: CancelRequest): Promise<CancelResult> {
      const password = randomBytes(18).toString("base64url");
      const body = {
        uuid: request.uuid,
        password,
        rfc: request.rfcEmisor,
        motivo: request.motivo,
        foliosustitucion: request.folioSustitucion ?? "",
        b64Cer: request.credentials.certificateDer.toString("base64"),
        b64Key: satKeyDer(request.credentials.privateKeyPem, password).toString("base64"),
      };
      const reply = await authorized("/cfdi33/cancel/csd", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, "cancel");
      if (reply.status >= 500 || !reply.body) throw new PacError("unavailable", `SW cancel: HTTP ${reply.status}`, { pacMessage: reply.text.slice(0, 300) });
      const data = (reply.body.data ?? null) as CancelData | null;
      if (reply.body.status !== "success" || !data?.uuid) {
        throw refusal(cancelErrorKind(pacCode(reply.body.message)), "SW did not cancel the CFDI", reply.body);
      }
      const folio = Object.entries(data.uuid).find(([uuid]) => uuid.toLowerCase() === request.uuid.toLowerCase())?.[1] ?? Object.values(data.uuid)[0];
      const acknowledgement = data.acuse ? { acknowledgement: data.acuse } : {};
      // 202: cancelled before. 201: the SAT took the request; it cancels at once unless the receiver
      // must accept, and its consulta tells which.
      if (folio === "202") return { status: "canceled", ...acknowledgement };
      if (folio === "201") {
        const after = await status(request).catch(() => null);
        return { status: after?.state === "cancelado" ? "canceled" : "pending", ...acknowledgement };
      }
      throw new PacError(folio === "205" ? "unavailable" : "refused", `SW cancel: the SAT answered ${folio ?? "nothing"} for the UUID`, { pacCode: folio, pacMessage: CANCEL_FOLIO_CODES[folio ?? ""] ?? "" });
    },

    status,
  };
}

function stamped(sentXml: string, cfdi: string): StampResult {
  const timbre = readTimbre(cfdi);
  if (!timbre) throw new PacError("unavailable", "SW answered a CFDI without a TimbreFiscalDigital");
  const sello = /\sSello=(["'])([^"']*)\1/.exec(sentXml)?.[2];
  // SW returns the comprobante it was sent with its timbre added: anything else is not ours.
  if (sello && timbre.selloCFD !== sello) throw new PacError("refused", "SW answered the timbre of another comprobante", { pacMessage: `UUID ${timbre.uuid}` });
  return { xml: cfdi, timbre };
}

/** The code a refusal's message starts with: "CFDI40139 - …", "307. …", "AU2000 - …". */
export function pacCode(message: string | null | undefined): string | undefined {
  return /^\s*([A-Z]{2,}[0-9A-Z]*\d|\d{3})\b/.exec(message ?? "")?.[1];
}

/** The XML is wrong (a matrix validation, its structure, its seal or certificate), or SW says no for another reason. */
function stampErrorKind(code: string | undefined): "invalid" | "refused" {
  if (!code) return "refused";
  if (/^CFDI\d/.test(code) || /^(CO|CC)\d/.test(code)) return "invalid";
  // 301 structure, 302 seal, 303 CSD not the issuer's, 304 revoked, 305 date outside the CSD's
  // validity, 306 not a CSD, 308 CSD not the SAT's, 401 date outside the 72 hours, 403 before 2011.
  if (["301", "302", "303", "304", "305", "306", "308", "401", "403"].includes(code)) return "invalid";
  // 307 (stamped before, no CFDI in the answer), 402 (issuer not in the SAT's LCO), AU… (account).
  return "refused";
}

function cancelErrorKind(code: string | undefined): "invalid" | "refused" {
  return code === "207" || code === "208" || code === "209" || code === "301" || code === "302" ? "invalid" : "refused";
}

/** The SAT's answers per folio (SW's documentation, "Códigos de respuesta de folios de cancelación"). */
const CANCEL_FOLIO_CODES: Record<string, string> = {
  "201": "Solicitud de cancelación exitosa",
  "202": "Folio Fiscal previamente cancelado",
  "203": "Folio Fiscal no corresponde al emisor",
  "204": "Folio Fiscal no aplicable a cancelación",
  "205": "Folio Fiscal no existe (el SAT puede tardar en conocerlo)",
  "206": "UUID no corresponde a un CFDI del sector primario",
  "207": "No se especificó el motivo de cancelación o el motivo no es válido",
  "208": "Folio sustitución inválido",
  "209": "Folio sustitución no requerido",
  "210": "La fecha de solicitud de cancelación es mayor a la fecha de declaración",
  "211": "La fecha de solicitud de cancelación es posterior al límite para factura global",
  "212": "Relación no válida o inexistente",
};

function refusal(kind: "invalid" | "refused", words: string, body: SwAnswer | null): PacError {
  const message = body?.message ?? "";
  const detail = body?.messageDetail ? `${message} — ${body.messageDetail}` : message;
  return new PacError(kind, message ? `${words}: ${message}` : words, { pacCode: pacCode(message), pacMessage: detail });
}

/** 401, or an AU4xxx code ("AU4101 - El token proporcionado viene vacio.") or SW's words about the token. */
function tokenRejected(reply: Reply): boolean {
  if (reply.status === 401) return true;
  const message = reply.body?.message ?? "";
  return reply.body?.status === "error" && (/^AU4\d{3}/.test(message) || /\btoken\b/i.test(message));
}

/** SW's `expires_in` is a Unix time in seconds (documented examples); a small number is read as seconds from now. */
function expiryOf(expiresIn: number | undefined, nowMs: number): number {
  if (typeof expiresIn !== "number" || !Number.isFinite(expiresIn) || expiresIn <= 0) return nowMs + SESSION_MS;
  return expiresIn > 1e9 ? expiresIn * 1000 : nowMs + expiresIn * 1000;
}

function soapField(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?(?:/>|>([^<]*)<)`).exec(xml);
  if (!match) return null;
  return (match[1] ?? "").replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code))).replace(/&amp;/g, "&").trim();
}

function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

// ---------------------------------------------------------------------------------------------
// The .key SW asks for

/**
 * The private key as the SAT's `.key` file holds one (PKCS#8 EncryptedPrivateKeyInfo, PBES2 with
 * PBKDF2-HMAC-SHA1, 2048 iterations, DES-EDE3-CBC), DER, under `password`: what SW's cancel-by-CSD
 * takes with its password. Written out by hand because Node's export picks HMAC-SHA256 for PBKDF2,
 * which the SAT's own files never use.
 */
export function satKeyDer(privateKeyPem: string, password: string): Buffer {
  const plain = createPrivateKey(privateKeyPem).export({ format: "der", type: "pkcs8" });
  const salt = randomBytes(8);
  const iv = randomBytes(8);
  const iterations = 2048;
  const key = pbkdf2Sync(Buffer.from(password, "utf8"), salt, iterations, 24, "sha1");
  const cipher = createCipheriv("des-ede3-cbc", key, iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  const pbkdf2 = der(0x30, der(0x06, oid("1.2.840.113549.1.5.12")), der(0x30, der(0x04, salt), derInteger(iterations)));
  const scheme = der(0x30, der(0x06, oid("1.2.840.113549.3.7")), der(0x04, iv));
  const pbes2 = der(0x30, der(0x06, oid("1.2.840.113549.1.5.13")), der(0x30, pbkdf2, scheme));
  return der(0x30, pbes2, der(0x04, encrypted));
}

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length = body.length;
  let header: Buffer;
  if (length < 0x80) header = Buffer.from([tag, length]);
  else {
    const bytes: number[] = [];
    for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, body]);
}

function derInteger(value: number): Buffer {
  const bytes: number[] = [];
  for (let n = value; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  if (bytes.length === 0 || bytes[0]! & 0x80) bytes.unshift(0);
  return der(0x02, Buffer.from(bytes));
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let n = arc >> 7; n > 0; n >>= 7) chunk.unshift((n & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return Buffer.from(bytes);
}
