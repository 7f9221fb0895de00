import type { EntityManager } from "@mikro-orm/postgresql";
import { escapeUTF8 } from "entities";
import type { Config } from "../../config";
import { badInput } from "../../kernel/errors";
import { findPage } from "../../kernel/find-page";
import type { JobKind, JobQueue } from "../../kernel/jobs";
import { Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { checkPage } from "../../kernel/paging";
import { ADMIN } from "../../kernel/permissions";
import { SiteInfo } from "../site-info/site-info.entity";
import { dkimOf, isPermanentRefusal, smtpTransport } from "./mail-transport";
import { Mail, MailState } from "./mail.entity";
import type { OutboxArgs } from "./mail.inputs";

/** A message to send: both parts already in the recipient's language. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is for ("test", "reply-notice" …): the outbox can be filtered by it. */
  purpose: string;
  /** Header lines of its own (List-Unsubscribe for a notice), sent with every try. */
  headers?: Record<string, string>;
}

export const ADDRESS_MAX_LENGTH = 320;
/** An address a message can go to: one @, no spaces or angle brackets, a dot in the domain. */
const ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@".]+$/;

export function checkAddress(address: string, field = "to"): string {
  const trimmed = address.trim();
  if (trimmed.length > ADDRESS_MAX_LENGTH || !ADDRESS.test(trimmed)) {
    throw badInput(`"${trimmed}" is not an e-mail address.`, field, { id: "mail.badAddress", values: { address: trimmed } });
  }
  return trimmed;
}

/**
 * Puts a message in the outbox and, with an SMTP server configured, queues it for sending in the same
 * transaction: it is sent once the write has committed, and never without its row. Without one it is kept as
 * not sent, for the owner to see.
 */
export async function queueMail(deps: { em: EntityManager; config: Config; jobs: JobQueue }, message: OutgoingMail): Promise<Mail> {
  const sending = deps.config.mail.smtpUrl !== undefined;
  return deps.em.transactional(async (em) => {
    const mail = em.create(Mail, {
      recipient: checkAddress(message.to),
      subject: message.subject,
      text: message.text,
      html: message.html,
      purpose: message.purpose,
      headers: message.headers ?? {},
      state: sending ? MailState.QUEUED : MailState.NOT_SENT,
    });
    await em.flush();
    if (sending) await deps.jobs.send(sendMail, { id: mail.id }, { em });
    return mail;
  });
}

/** The Message-ID every try of one message carries, so a receiving server can tell a repeat. */
const messageIdOf = (mail: Mail, from: string) => `<mail-${mail.id}.${mail.createTime.getTime()}@${/@([^>\s]+)/.exec(from)?.[1] ?? "localhost"}>`;

/** Sends one message of the outbox; the queue retries it on a temporary failure (4xx, no answer). */
export const sendMail: JobKind<{ id: number }> = {
  name: "mail.send",
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run(em, { id }, { config }) {
    const mail = await em.findOne(Mail, id);
    // Sent by an earlier run (whose process ended before the queue heard), or no longer waiting.
    if (!mail || mail.state !== MailState.QUEUED) return;
    if (!config.mail.smtpUrl) {
      mail.state = MailState.NOT_SENT;
      await em.flush();
      return;
    }
    try {
      await (await smtpTransport(config.mail.smtpUrl)).sendMail({
        from: config.mail.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers,
        messageId: messageIdOf(mail, config.mail.from),
        ...dkimOf(config.mail),
      });
    } catch (error) {
      mail.error = error instanceof Error ? error.message : String(error);
      if (isPermanentRefusal(error)) mail.state = MailState.FAILED;
      await em.flush();
      if (mail.state === MailState.FAILED) return;
      throw error;
    }
    mail.state = MailState.SENT;
    mail.sentTime = new Date();
    mail.error = null;
    await em.flush();
  },
  async givenUp(em, { id }, error) {
    await em.nativeUpdate(Mail, { id, state: MailState.QUEUED }, { state: MailState.FAILED, error });
  },
};

export const listOutbox = operation(ADMIN, "Lists the outbox, newest first.", async ({ em }, args: OutboxArgs) => {
  checkPage(args);
  const [items, total] = await findPage(em, Mail, args.state ? { state: args.state } : {}, { orderBy: { id: "desc" }, offset: args.offset, limit: args.limit });
  return { items, total };
});

/** The test message's words in each language. */
const TEST_MESSAGE = {
  [Language.EN]: {
    subject: (site: string) => `Test message from ${site}`,
    body: (site: string) => [`This is a test message from ${site}.`, "If it reached you, the blog can send mail: reply notices and newsletters will arrive the same way."],
  },
  [Language.ZH]: {
    subject: (site: string) => `来自「${site}」的测试邮件`,
    body: (site: string) => [`这是「${site}」发出的测试邮件。`, "收到它，说明博客能发信：回复通知和订阅邮件也会这样送达。"],
  },
};

export const sendTestMail = operation(
  ADMIN,
  "Sends a test message to an address, in the sender's back-office language, to check the mail settings; without an SMTP server it is kept in the outbox as not sent.",
  async (ctx, { to }: { to: string }) => {
    const site = await ctx.em.findOne(SiteInfo, { id: { $gt: 0 } });
    const language = (ctx.user as { language?: Language | null } | null)?.language ?? site?.language ?? Language.EN;
    const words = TEST_MESSAGE[language];
    const title = site?.title || "Quiet Notes";
    const paragraphs = words.body(title);
    return queueMail(ctx, {
      to,
      subject: words.subject(title),
      text: paragraphs.join("\n\n"),
      html: paragraphs.map((paragraph) => `<p>${escapeUTF8(paragraph)}</p>`).join("\n"),
      purpose: "test",
    });
  },
);
