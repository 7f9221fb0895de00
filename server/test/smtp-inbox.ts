import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** How long a test waits for a message the job queue sends (it sends within a second or two). */
const ARRIVAL_LIMIT_MS = 20_000;

export interface SmtpInbox {
  /** The server's address as SMTP_URL takes it. */
  url: string;
  /** Every message accepted so far, parsed, in the order they were accepted. */
  received: ParsedMail[];
  /** Messages read while stalled: never answered, so never accepted and not in `received`. */
  stalled: ParsedMail[];
  /** How many times a recipient was offered (RCPT TO), accepted or not. */
  attempts(to: string): number;
  /** The first accepted message to `to` whose subject matches, once it has arrived (within 20 s). */
  mailTo(to: string, subject?: RegExp): Promise<ParsedMail>;
  /**
   * From now on a message is read to its end but never answered: its sender waits mid-send, as it would on a
   * server that hangs, until its connection ends. `resume()` answers the ones sent after it again.
   */
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

/** The one address a message went to (the tests send each message to one). */
export const recipientOf = (mail: ParsedMail): string => (mail.to && !Array.isArray(mail.to) ? mail.to.text : "");

/**
 * A real SMTP server on a loopback port, for the blog's mail to go to in tests: it accepts everything (no
 * authentication, no TLS) except addresses that begin with `nobody@`, which it refuses for good (550), as a
 * real server answers an unknown user, and addresses that begin with `greylisted`, which it refuses for now
 * (451) the first two times they are offered, as a greylisting server does.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const stalled: ParsedMail[] = [];
  let stalling = false;
  const offered = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A stalled sender's connection is left for its process to end; closing the inbox does not wait for it.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const tries = (offered.get(address.address) ?? 0) + 1;
      offered.set(address.address, tries);
      if (address.address.startsWith("greylisted") && tries <= 2) return callback(Object.assign(new Error("4.7.1 Greylisted, try again later"), { responseCode: 451 }));
      if (address.address.startsWith("nobody@")) return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      const answer = !stalling;
      simpleParser(stream).then((mail) => {
        if (!answer) return void stalled.push(mail);
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stalled,
    attempts: (to) => offered.get(to) ?? 0,
    async mailTo(to, subject) {
      const deadline = Date.now() + ARRIVAL_LIMIT_MS;
      for (;;) {
        const found = received.find((mail) => recipientOf(mail) === to && (!subject || (mail.subject !== undefined && subject.test(mail.subject))));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""} arrived; received: ${received.map((mail) => `${recipientOf(mail)} "${mail.subject}"`).join(" | ") || "nothing"}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stall() {
      stalling = true;
    },
    resume() {
      stalling = false;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
