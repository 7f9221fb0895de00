import { afterAll, describe, expect, it } from "vitest";
import { useServersOnOneDatabase } from "../servers-on-one-database";
import { recipientOf, startSmtpInbox, type SmtpInbox } from "../smtp-inbox";

/**
 * A server process killed with SIGKILL while it sends a message: the job stays taken in the database by a
 * process that no longer exists. A new process on the same database runs it again once its lease has run out,
 * and the message arrives once. The lease is shortened to seconds for the test (JOB_TEST_LEASE_SECONDS).
 */

const LEASE_SECONDS = 2;
/** Each step starts a server process, which takes seconds on a busy machine; the whole test is bounded here. */
const WHOLE_TEST_MS = 180_000;
/** How long a step may take to show: a process's start and the lease with its retry are each well within it. */
const wait = { timeout: 60_000, interval: 20 };

const servers = useServersOnOneDatabase("blog-job-kill-");
let inbox: SmtpInbox | undefined;
afterAll(() => inbox?.close());

const SEND_TEST = `mutation($to: String!) { sendTestMail(to: $to) { id state } }`;
const TO = "kept@notes.example";

describe("a server killed with SIGKILL while it sends a message", () => {
  it("leaves the job to the next process on the same database, which sends the message exactly once", async () => {
    inbox = await startSmtpInbox();
    const start = () => servers.start({ SMTP_URL: inbox!.url, MAIL_FROM: "Quiet Notes <blog@notes.example>", JOB_TEST_LEASE_SECONDS: String(LEASE_SECONDS) });

    // The SMTP server reads the message and never answers: the job is mid-run when its process dies.
    inbox.stall();
    const first = await start();
    const queued = await first.gql(SEND_TEST, { to: TO }, { token: await first.signIn() });
    expect(queued.errors).toBeUndefined();
    expect(queued.data.sendTestMail.state).toBe("QUEUED");
    await expect.poll(() => inbox!.stalled.length, wait).toBe(1);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(inbox.received).toEqual([]);

    inbox.resume();
    const second = await start();
    const token = await second.signIn();
    const outboxState = async () => (await second.gql(`{ outbox(limit: 1) { items { id state } } }`, {}, { token })).data.outbox.items[0];
    await expect.poll(outboxState, wait).toEqual({ id: queued.data.sendTestMail.id, state: "SENT" });
    // Once its job is complete nothing can send the message again: only then is "once" final.
    const jobs = () => servers.query<{ state: string; retry_count: number }>(`select state, retry_count from jobs.job where name = 'mail.send'`);
    await expect.poll(async () => (await jobs()).map((job) => job.state), wait).toEqual(["completed"]);
    // Taken a second time: by the new process, after the dead one's lease ran out.
    expect((await jobs())[0].retry_count).toBeGreaterThanOrEqual(1);

    expect(inbox.received.map(recipientOf)).toEqual([TO]);
    const [delivered] = inbox.received;
    expect(delivered.messageId).toBe(inbox.stalled[0].messageId);
    expect(delivered.subject).toMatch(/^Test message from /);
  }, WHOLE_TEST_MS);
});
