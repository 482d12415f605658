import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type InboxAttachment = { filename: string; contentType: string; content: Buffer };

export type InboxMessage = {
  /** the envelope's MAIL FROM (what the server was told, whatever the headers say) */
  from: string;
  /** the envelope's RCPT TO addresses */
  to: string[];
  /** the user name the client authenticated with, if it did */
  user?: string;
  /** the message as received (dot-unstuffed) */
  raw: Buffer;
  /** the top-level headers, names lower-cased, RFC 2047 words decoded */
  headers: Record<string, string>;
  subject: string;
  text?: string;
  html?: string;
  attachments: InboxAttachment[];
};

export type SmtpInbox = {
  /** smtp://[user:pass@]127.0.0.1:port, as SMTP_URL takes it */
  url: string;
  port: number;
  messages: InboxMessage[];
  /** The first message (already received or still to come) that `pred` accepts; rejects after `timeoutMs` (5 s). */
  waitFor(pred: (message: InboxMessage) => boolean, timeoutMs?: number): Promise<InboxMessage>;
  close(): Promise<void>;
};

export type SmtpInboxOptions = {
  /** the port to listen on (0, the default: a free one) */
  port?: number;
  /** require AUTH with these (otherwise AUTH is optional and any credentials pass) */
  user?: string;
  password?: string;
  /** answer 550 to these recipients */
  refuseRecipient?: (address: string) => boolean;
};

/**
 * A local SMTP server that keeps what it receives, for the unit and e2e tests of the mail a factura
 * sends: 127.0.0.1, a free port (or `port`), no TLS (STARTTLS is not offered, so nodemailer does not try to
 * upgrade to a self-signed certificate), AUTH PLAIN/LOGIN over plain text allowed.
 */
export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: InboxMessage[] = [];
  const waiters = new Set<(message: InboxMessage) => void>();
  const requireAuth = options.user !== undefined;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: !requireAuth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (requireAuth && (auth.username !== options.user || auth.password !== options.password)) return callback(new Error("Invalid username or password"));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) return callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const message: InboxMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...(typeof session.user === "string" ? { user: session.user } : {}),
          raw,
          ...parseMessage(raw),
        };
        messages.push(message);
        for (const waiter of waiters) waiter(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = requireAuth ? `${encodeURIComponent(options.user!)}:${encodeURIComponent(options.password ?? "")}@` : "";
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    messages,
    waitFor(pred, timeoutMs = 5_000) {
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (message: InboxMessage) => {
          if (!pred(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received: ${messages.map((m) => JSON.stringify(m.subject)).join(", ") || "none"})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: Buffer };

/** A small MIME reader, enough for what nodemailer writes: nested multiparts, base64 and quoted-printable, RFC 2047 and RFC 2231 names. */
export function parseMessage(raw: Buffer): Pick<InboxMessage, "headers" | "subject" | "text" | "html" | "attachments"> {
  const top = splitPart(raw);
  const found: { text?: string; html?: string; attachments: InboxAttachment[] } = { attachments: [] };
  walk(top, found);
  return { headers: top.headers, subject: top.headers.subject ?? "", ...found };
}

function walk(part: Part, found: { text?: string; html?: string; attachments: InboxAttachment[] }): void {
  const type = parseHeaderValue(part.headers["content-type"] ?? "text/plain");
  if (type.value.startsWith("multipart/")) {
    const boundary = type.params.boundary;
    if (!boundary) return;
    for (const child of splitMultipart(part.body, boundary)) walk(splitPart(child), found);
    return;
  }
  const body = decodeTransfer(part.body, part.headers["content-transfer-encoding"]);
  const disposition = parseHeaderValue(part.headers["content-disposition"] ?? "");
  const filename = disposition.params.filename ?? type.params.name;
  if (disposition.value === "attachment" || filename !== undefined) {
    found.attachments.push({ filename: filename ?? "", contentType: type.value, content: body });
  } else if (type.value === "text/plain" && found.text === undefined) {
    found.text = decodeCharset(body, type.params.charset);
  } else if (type.value === "text/html" && found.html === undefined) {
    found.html = decodeCharset(body, type.params.charset);
  }
}

function splitPart(raw: Buffer): Part {
  let end = raw.indexOf("\r\n\r\n");
  let skip = 4;
  if (end < 0) {
    end = raw.indexOf("\n\n");
    skip = 2;
  }
  if (end < 0) {
    end = raw.length;
    skip = 0;
  }
  const headerText = raw.subarray(0, end).toString("latin1").replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // latin1 kept the bytes; a raw UTF-8 header (SMTPUTF8) reads back right through this.
    const value = decodeWords(Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8"));
    if (!(name in headers)) headers[name] = value;
  }
  return { headers, body: raw.subarray(Math.min(raw.length, end + skip)) };
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString("latin1");
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let start = text.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (text.startsWith("--", afterDelimiter)) break;
    const contentStart = text.indexOf("\n", afterDelimiter) + 1;
    const next = text.indexOf(`\n${delimiter}`, contentStart);
    if (contentStart <= 0 || next < 0) break;
    const contentEnd = text[next - 1] === "\r" ? next - 1 : next;
    parts.push(Buffer.from(text.slice(contentStart, contentEnd), "latin1"));
    start = next + 1;
  }
  return parts;
}

function decodeTransfer(body: Buffer, encoding = "7bit"): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.toString("latin1").replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body.toString("latin1"), false);
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string, underscoreIsSpace: boolean): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === "_" && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(char.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

/** RFC 2047 encoded words; the blanks between two adjacent words are not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, "$1")
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, kind: string, data: string) =>
      decodeCharset(kind.toUpperCase() === "B" ? Buffer.from(data, "base64") : decodeQuotedPrintable(data, true), charset),
    );
}

/** `type/subtype; a=b; c="d"`, with RFC 2231 continuations and charset'lang'percent-encoded values. */
function parseHeaderValue(header: string): { value: string; params: Record<string, string> } {
  const [value = "", ...rest] = splitParams(header);
  const params: Record<string, string> = {};
  const continued: Record<string, { index: number; text: string; encoded: boolean }[]> = {};
  for (const param of rest) {
    const eq = param.indexOf("=");
    if (eq < 0) continue;
    const rawName = param.slice(0, eq).trim().toLowerCase();
    let text = param.slice(eq + 1).trim();
    if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, "$1");
    const match = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(rawName);
    if (!match) continue;
    const [, name, index, star] = match;
    (continued[name!] ??= []).push({ index: index === undefined ? 0 : Number(index), text, encoded: star !== undefined });
  }
  for (const [name, pieces] of Object.entries(continued)) {
    pieces.sort((a, b) => a.index - b.index);
    let charset = "utf-8";
    const bytes: Buffer[] = [];
    pieces.forEach((piece, i) => {
      let text = piece.text;
      if (piece.encoded && i === 0) {
        const quote = /^([^']*)'[^']*'(.*)$/.exec(text);
        if (quote) {
          charset = quote[1] || charset;
          text = quote[2]!;
        }
      }
      bytes.push(piece.encoded ? Buffer.from(text.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1") : Buffer.from(text, "utf8"));
    });
    params[name] = decodeWords(decodeCharset(Buffer.concat(bytes), charset));
  }
  return { value: value.trim().toLowerCase(), params };
}

function splitParams(header: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const char = header[i]!;
    if (char === '"' && header[i - 1] !== "\\") quoted = !quoted;
    if (char === ";" && !quoted) {
      out.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  out.push(current);
  return out;
}
