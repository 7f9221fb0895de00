import type { Transporter } from "nodemailer";
import type { MailSettings } from "../../config";

/**
 * One SMTP connection setup per SMTP_URL (and one pooled, for posts to subscribers), kept for the process. The timeouts keep a silent server from
 * holding a job past its lease, after which another process would take it and send it again.
 */
const transports = new Map<string, Transporter>();

export async function smtpTransport(smtpUrl: string, { pooled = false }: { pooled?: boolean } = {}): Promise<Transporter> {
  const key = `${pooled ? "pool" : "single"} ${smtpUrl}`;
  let transport = transports.get(key);
  if (!transport) {
    // Loaded on the first message, as the image library is on the first upload: a blog that sends none keeps its memory.
    const nodemailer = await import("nodemailer");
    const timeouts = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
    // A post to many subscribers keeps its connections open between messages: a new one for each (TCP, greeting,
    // EHLO, perhaps TLS and a login) would cost more than the message.
    transport = pooled ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...timeouts }) : nodemailer.createTransport({ url: smtpUrl, ...timeouts });
    transports.set(key, transport);
  }
  return transport;
}

/** An SMTP answer in the 5xx range is final (no such mailbox, refused): trying again would be refused again. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** nodemailer's per-message DKIM option, when a key is configured. */
export const dkimOf = (settings: MailSettings) => (settings.dkim ? { dkim: settings.dkim } : {});

/** The domain of the From address, for Message-IDs and List-Id. */
export const fromDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";

/** The bare address of the From line. */
export const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
