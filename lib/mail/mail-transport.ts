import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/** An SMTP connection pool's handle, as createMailTransport makes one. */
export type MailTransport = nodemailer.Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;

/** Seconds, not nodemailer's defaults (2 minutes to connect, 30 s for the greeting, an hour idle): a dead server must fail the request that mails, not hang it. */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as const;

/**
 * The SMTP transport for SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it)
 * or `smtps://user:pass@host:465` (TLS from the start). User and password are percent-decoded;
 * nodemailer's query options (`?tls.rejectUnauthorized=false`, `?greetingTimeout=2000`) override
 * the defaults here.
 */
export function createMailTransport(url: string): MailTransport {
  const parsed = new URL(url);
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  if (!parsed.hostname) throw new Error("SMTP_URL has no host");
  return nodemailer.createTransport({ ...TIMEOUTS, url });
}
