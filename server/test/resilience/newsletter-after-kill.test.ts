import { afterAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../server-process";
import { useServersOnOneDatabase } from "../servers-on-one-database";
import { recipientOf, startSmtpInbox, type SmtpInbox } from "../smtp-inbox";

/**
 * A server process killed with SIGKILL half-way through sending a post to 200 subscribers, while one message
 * is on the wire and unanswered: a new process on the same database takes the dead one's jobs once their lease
 * has run out, and every subscriber gets the post exactly once. The lease is shortened to seconds for the test
 * (JOB_TEST_LEASE_SECONDS), and the send rate raised so that 200 messages take a second or two.
 */

const SUBSCRIBERS = 200;
const LEASE_SECONDS = 2;
const WHOLE_TEST_MS = 240_000;
const wait = { timeout: 90_000, interval: 20 };

const servers = useServersOnOneDatabase("blog-newsletter-kill-");
let inbox: SmtpInbox | undefined;
afterAll(() => inbox?.close());

describe("a server killed with SIGKILL half-way through sending a post", () => {
  it("leaves the rest to the next process, and each of the 200 subscribers gets the post exactly once", async () => {
    inbox = await startSmtpInbox();
    const start = () => servers.start({ SMTP_URL: inbox!.url, MAIL_FROM: "Quiet Notes <blog@notes.example>", JOB_TEST_LEASE_SECONDS: String(LEASE_SECONDS), NEWSLETTER_RATE: "1000" });

    const first = await start();
    const token = await first.signIn();
    const gql = async (server: ServerProcess, text: string, variables: Record<string, unknown>, session: string) => {
      const result = await server.gql(text, variables, { token: session });
      expect(result.errors).toBeUndefined();
      return result.data;
    };
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@notes.example`);
    await gql(first, `mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv: `email,language\n${addresses.map((to) => `${to},en`).join("\n")}\n` }, token);
    const { createArticle } = await gql(first, `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "To everyone", language: "EN", content: "<p>Hello.</p>" } }, token);
    await gql(first, `mutation($id: Int!) { publishArticle(id: $id, sendByEmail: true) { id } }`, { id: createArticle.id }, token);

    // Half-way, the SMTP server stops answering: the message on the wire is read but never accepted when the process dies.
    await expect.poll(() => inbox!.received.length, wait).toBeGreaterThanOrEqual(SUBSCRIBERS / 2);
    inbox.stall();
    await expect.poll(() => inbox!.stalled.length, wait).toBeGreaterThanOrEqual(1);
    first.child.kill("SIGKILL");
    await first.exited;
    const before = inbox.received.length;
    expect(before).toBeLessThan(SUBSCRIBERS);

    inbox.resume();
    const second = await start();
    const secondToken = await second.signIn();
    const counts = async () => (await gql(second, `query($id: Int!) { postSendCounts(articleId: $id) { queued sent failed } }`, { id: createArticle.id }, secondToken)).postSendCounts;
    await expect.poll(counts, wait).toEqual({ queued: 0, sent: SUBSCRIBERS, failed: 0 });
    // Once every job is complete nothing can send again: only then is "once" final.
    const open = () => servers.query<{ count: string }>(`select count(*) as "count" from jobs.job where name = 'newsletter.deliver' and state <> 'completed'`);
    await expect.poll(async () => Number((await open())[0].count), wait).toBe(0);

    const delivered = inbox.received.map(recipientOf);
    expect(delivered).toHaveLength(SUBSCRIBERS);
    expect([...new Set(delivered)].sort()).toEqual([...addresses].sort());
    expect(delivered).toContain(recipientOf(inbox.stalled[0]));
  }, WHOLE_TEST_MS);
});
