import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnotherServer } from "../../../test/another-server";
import { errorCode, startTestServer, type TestServer } from "../../../test/harness";
import { recipientOf, startSmtpInbox, type SmtpInbox } from "../../../test/smtp-inbox";
import { useTestServer } from "../../../test/use-test-server";

const OUTBOX = `query($state: MailState) { outbox(limit: 10, state: $state) { total items { id recipient subject text purpose state error sentTime } } }`;
const SEND_TEST = `mutation($to: String!) { sendTestMail(to: $to) { id recipient subject state } }`;

/** Reads the outbox until `done` holds for it (the job queue sends within a second or two), at most 20 s. */
async function outboxWhen(server: TestServer, token: string, done: (items: any[]) => boolean): Promise<any[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await server.gql(OUTBOX, {}, { token });
    expect(result.errors).toBeUndefined();
    const items = result.data.outbox.items;
    if (done(items)) return items;
    if (Date.now() > deadline) throw new Error(`the outbox did not get there: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("without an SMTP server (the embedded default)", () => {
  let server: TestServer, token: string, viewer: string;
  useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"] });

  it("keeps each message in the outbox, marked as not sent", async () => {
    const sent = await server.gql(SEND_TEST, { to: "owner@example.com" }, { token });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTestMail).toMatchObject({ recipient: "owner@example.com", state: "NOT_SENT" });
    const [kept] = (await server.gql(OUTBOX, { state: "NOT_SENT" }, { token })).data.outbox.items;
    expect(kept).toMatchObject({ id: sent.data.sendTestMail.id, purpose: "test", sentTime: null, error: null });
    expect(kept.text).toContain("test message");
  });

  it("refuses an address that is none, saying so, and keeps nothing", async () => {
    const before = (await server.gql(OUTBOX, {}, { token })).data.outbox.total;
    const refused = await server.gql(SEND_TEST, { to: "owner at example" }, { token });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors![0].message).toBe('"owner at example" is not an e-mail address.');
    expect((await server.gql(OUTBOX, {}, { token })).data.outbox.total).toBe(before);
  });

  it("shows the outbox and sends test messages for administrators only", async () => {
    expect(errorCode(await server.gql(OUTBOX, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(SEND_TEST, { to: "a@example.com" }, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(OUTBOX))).toBe("UNAUTHENTICATED");
  });
});

describe("with an SMTP server", () => {
  let inbox: SmtpInbox;
  let server: TestServer, token: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ SMTP_URL: inbox.url, MAIL_FROM: "Quiet Notes <blog@notes.example>" });
    token = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it("sends a test message in the sender's language, as text and HTML, and marks it sent", async () => {
    await server.gql(`mutation { setMyLanguage(language: ZH) { id } }`, {}, { token });
    const queued = await server.gql(SEND_TEST, { to: "owner@notes.example" }, { token });
    expect(queued.errors).toBeUndefined();
    expect(queued.data.sendTestMail.state).toBe("QUEUED");
    const [sent] = await outboxWhen(server, token, (items) => items[0]?.state === "SENT");
    expect(sent.sentTime).not.toBeNull();

    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail.from?.text).toBe('"Quiet Notes" <blog@notes.example>');
    expect(recipientOf(mail)).toBe("owner@notes.example");
    expect(mail.subject).toMatch(/^来自「.+」的测试邮件$/);
    expect(mail.text).toContain("这是");
    expect(mail.html).toMatch(/<p>这是「.+」发出的测试邮件。<\/p>/);
    expect(mail.messageId).toMatch(/^<mail-\d+\.\d+@notes\.example>$/);
  });

  it("marks a message the SMTP server refuses for good as failed, with its answer, and does not try again", async () => {
    await server.gql(SEND_TEST, { to: "nobody@notes.example" }, { token });
    const [failed] = await outboxWhen(server, token, (items) => items[0]?.state === "FAILED");
    expect(failed.recipient).toBe("nobody@notes.example");
    expect(failed.error).toContain("No such user here");
    expect(inbox.received.filter((mail) => recipientOf(mail) === "nobody@notes.example")).toHaveLength(0);
  });

  it("sends each message once when two servers share the database and its queue", async () => {
    const other = await startAnotherServer(server);
    try {
      const otherToken = await other.signIn();
      const recipients = Array.from({ length: 12 }, (_, i) => `reader${i}@notes.example`);
      // Half queued through each server; both take jobs from the one queue.
      for (const [i, to] of recipients.entries()) {
        const queued = i % 2 ? await other.gql(SEND_TEST, { to }, { token: otherToken }) : await server.gql(SEND_TEST, { to }, { token });
        expect(queued.errors).toBeUndefined();
      }
      const deadline = Date.now() + 30_000;
      while ((await server.gql(`{ outbox(state: QUEUED) { total } }`, {}, { token })).data.outbox.total > 0) {
        if (Date.now() > deadline) throw new Error("messages are still waiting after 30 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const listed = (await server.gql(`{ outbox(limit: 100) { items { recipient state } } }`, {}, { token })).data.outbox.items.filter((item: any) => item.recipient.startsWith("reader"));
      expect(listed.map((item: any) => item.state)).toEqual(recipients.map(() => "SENT"));
      const delivered = inbox.received.map(recipientOf).filter((to) => to.startsWith("reader"));
      expect(delivered.sort()).toEqual([...recipients].sort());
      expect(new Set(inbox.received.map((mail) => mail.messageId)).size).toBe(inbox.received.length);
    } finally {
      await other.close();
    }
  });
});
