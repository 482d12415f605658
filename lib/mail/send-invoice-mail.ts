import type { MailTransport } from "./mail-transport";

export type InvoiceMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

/** Why a mail was not sent: the server could not be reached or timed out (unreachable: try again), or it answered no (refused: a bad address, or the server's rules). */
export class MailDeliveryError extends Error {
  constructor(
    readonly reason: "unreachable" | "refused",
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/** A CR or LF in a header would let a customer's typed address or a shop's name add headers (Bcc:…) to the mail. */
const LINE_BREAK = /[\r\n]/;

/**
 * Sends a factura's mail: its text (and HTML) with the XML and PDF attached, over `transport`.
 * Refuses a recipient, sender or subject holding a line break before anything is sent; a failure
 * to reach the server or its refusal comes back as a MailDeliveryError saying which.
 */
export async function sendInvoiceMail(transport: Pick<MailTransport, "sendMail">, mail: InvoiceMail): Promise<{ messageId: string }> {
  for (const [field, value] of [["to", mail.to], ["from", mail.from], ["subject", mail.subject]] as const) {
    if (LINE_BREAK.test(value)) throw new Error(`The mail's ${field} holds a line break: refused (header injection)`);
  }
  for (const attachment of mail.attachments) {
    if (LINE_BREAK.test(attachment.filename) || LINE_BREAK.test(attachment.contentType)) throw new Error("An attachment's name or type holds a line break: refused (header injection)");
  }
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      // nodemailer would otherwise read `path`/`href` attachments from disk or the network: only the buffers given here are sent.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return { messageId: info.messageId };
  } catch (error) {
    throw deliveryError(error);
  }
}

/** nodemailer's errors carry `code` (ECONNECTION, ETIMEDOUT, EENVELOPE, EMESSAGE…) and, when the server answered, `responseCode`. */
function deliveryError(error: unknown): MailDeliveryError {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const words = e.response ?? e.message ?? String(error);
  if (typeof e.responseCode === "number" && e.responseCode >= 500) return new MailDeliveryError("refused", `The mail server refused the mail: ${words}`, error);
  return new MailDeliveryError("unreachable", `The mail server could not be reached${e.code ? ` (${e.code})` : ""}: ${words}`, error);
}
