import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpInbox, type SmtpInbox } from "../testing/smtp-inbox";
import { createMailTransport } from "./mail-transport";
import { MailDeliveryError, sendInvoiceMail, type InvoiceMail } from "./send-invoice-mail";

const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Nombre="PEÑA &amp; HIJOS"/>', "utf8");
// Every byte value, so a transfer encoding that mangles binary shows.
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(40_000), Buffer.from([0, 13, 10, 46, 13, 10, 255])]);

function invoiceMail(overrides: Partial<InvoiceMail> = {}): InvoiceMail {
  return {
    from: "Facturas PEÑA & HIJOS <facturas@pena.example>",
    to: "cliente@example.com",
    subject: "Factura F-12 de PEÑA & HIJOS",
    text: "Hola:\n\nTe enviamos tu factura F-12 por MXN 120.50.\n.\nUna línea con un punto solo, arriba.\n",
    attachments: [
      { filename: "F-12_7b0e1c1a.xml", content: xml, contentType: "application/xml" },
      { filename: "F-12 Peña.pdf", content: pdf, contentType: "application/pdf" },
    ],
    ...overrides,
  };
}

describe("sendInvoiceMail through a local SMTP inbox", () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });

  it("delivers the subject in UTF-8, the recipient, the text and both attachments byte for byte", async () => {
    const transport = createMailTransport(inbox.url);
    const { messageId } = await sendInvoiceMail(transport, invoiceMail());
    expect(messageId).toMatch(/^<.+>$/);
    const message = await inbox.waitFor((m) => m.headers["message-id"] === messageId);
    expect(message.from).toBe("facturas@pena.example");
    expect(message.to).toEqual(["cliente@example.com"]);
    expect(message.subject).toBe("Factura F-12 de PEÑA & HIJOS");
    expect(message.headers.from).toBe("Facturas PEÑA & HIJOS <facturas@pena.example>");
    expect(message.text?.replace(/\r\n/g, "\n")).toBe(invoiceMail().text);
    expect(message.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["F-12_7b0e1c1a.xml", "application/xml"],
      ["F-12 Peña.pdf", "application/pdf"],
    ]);
    expect(message.attachments[0]!.content.equals(xml)).toBe(true);
    expect(message.attachments[1]!.content.equals(pdf)).toBe(true);
    transport.close();
  });

  it("sends the HTML alternative when given", async () => {
    const transport = createMailTransport(inbox.url);
    const { messageId } = await sendInvoiceMail(transport, invoiceMail({ html: "<p>Tu factura de <b>PEÑA &amp; HIJOS</b></p>" }));
    const message = await inbox.waitFor((m) => m.headers["message-id"] === messageId);
    expect(message.html).toBe("<p>Tu factura de <b>PEÑA &amp; HIJOS</b></p>");
    expect(message.attachments).toHaveLength(2);
    transport.close();
  });

  it("refuses a line break in the recipient, the subject or the sender before connecting", async () => {
    const sent: unknown[] = [];
    const transport = { sendMail: async (m: unknown) => (sent.push(m), { messageId: "<x@y>" }) } as unknown as Parameters<typeof sendInvoiceMail>[0];
    await expect(sendInvoiceMail(transport, invoiceMail({ to: "cliente@example.com\r\nBcc: all@example.com" }))).rejects.toThrow(/header injection/);
    await expect(sendInvoiceMail(transport, invoiceMail({ subject: "Factura\nBcc: all@example.com" }))).rejects.toThrow(/header injection/);
    await expect(sendInvoiceMail(transport, invoiceMail({ from: "a@b.example\rX: y" }))).rejects.toThrow(/header injection/);
    await expect(sendInvoiceMail(transport, invoiceMail({ attachments: [{ filename: "a\n.pdf", content: pdf, contentType: "application/pdf" }] }))).rejects.toThrow(/header injection/);
    expect(sent).toHaveLength(0);
  });

  it("says the server refused a recipient it answered 550 to", async () => {
    const picky = await startSmtpInbox({ refuseRecipient: (address) => address.startsWith("nadie@") });
    const transport = createMailTransport(picky.url);
    const error = await sendInvoiceMail(transport, invoiceMail({ to: "nadie@example.com" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).reason).toBe("refused");
    expect(picky.messages).toHaveLength(0);
    transport.close();
    await picky.close();
  });
});

describe("createMailTransport", () => {
  it("authenticates with the URL's percent-encoded user and password", async () => {
    const inbox = await startSmtpInbox({ user: "facturas@pena.example", password: "p@ss:wörd/1" });
    expect(inbox.url).toContain("facturas%40pena.example:p%40ss%3Aw%C3%B6rd%2F1@");
    const transport = createMailTransport(inbox.url);
    const { messageId } = await sendInvoiceMail(transport, invoiceMail());
    const message = await inbox.waitFor((m) => m.headers["message-id"] === messageId);
    expect(message.user).toBe("facturas@pena.example");
    transport.close();

    const wrong = createMailTransport(inbox.url.replace("p%40ss", "nope"));
    const error = await sendInvoiceMail(wrong, invoiceMail()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).reason).toBe("refused");
    wrong.close();
    await inbox.close();
  });

  it("fails fast and says so when nothing listens on the port", async () => {
    const port = await freePort();
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const started = performance.now();
    const error = await sendInvoiceMail(transport, invoiceMail()).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).reason).toBe("unreachable");
    expect((error as Error).message).toMatch(/could not be reached.*ECONNREFUSED/);
    transport.close();
  });

  it("gives up on a server that accepts the connection and never greets (greetingTimeout, overridable in the URL)", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = createMailTransport(`smtp://127.0.0.1:${port}/?greetingTimeout=300`);
    const started = performance.now();
    const error = await sendInvoiceMail(transport, invoiceMail()).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).reason).toBe("unreachable");
    expect((error as Error).message).toMatch(/ETIMEDOUT|[Gg]reeting/);
    transport.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("listens on a fixed port when asked (e2e: the server's SMTP_URL is known before the inbox starts)", async () => {
    const port = await freePort();
    const inbox = await startSmtpInbox({ port });
    expect(inbox.url).toBe(`smtp://127.0.0.1:${port}`);
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    await sendInvoiceMail(transport, invoiceMail({ to: "otra@example.com" }));
    expect((await inbox.waitFor((m) => m.to.includes("otra@example.com"))).subject).toBe("Factura F-12 de PEÑA & HIJOS");
    transport.close();
    await inbox.close();
  });

  it("refuses a URL that is not SMTP", () => {
    expect(() => createMailTransport("http://mail.example.com")).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
