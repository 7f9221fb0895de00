import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnotherServer, type AnotherServer } from "../../../test/another-server";
import { startTestServer, type TestServer } from "../../../test/harness";
import { startSmtpInbox, type SmtpInbox } from "../../../test/smtp-inbox";
import { NewsletterDelivery } from "./subscriber.entity";

const RATE = 10;
const SUBSCRIBERS = 16;

let inbox: SmtpInbox;
let server: TestServer, other: AnotherServer, token: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: inbox.url, MAIL_FROM: "Quiet Notes <blog@notes.example>", NEWSLETTER_RATE: String(RATE) });
  other = await startAnotherServer(server);
  token = await server.signIn();
});
afterAll(async () => {
  await other?.close();
  await server?.close();
  await inbox?.close();
});

describe("the send rate", () => {
  it("holds over two servers sharing the work: slots 1/rate seconds apart, taken through the database", async () => {
    const admin = async (query: string, variables: Record<string, unknown>) => {
      const result = await server.gql(query, variables, { token });
      expect(result.errors).toBeUndefined();
      return result.data;
    };
    const csv = `email\n${Array.from({ length: SUBSCRIBERS }, (_, i) => `paced${i}@notes.example`).join("\n")}\n`;
    await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv });
    const { createArticle } = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "Paced", language: "EN", content: "<p>One at a time.</p>" } });
    await admin(`mutation($id: Int!) { publishArticle(id: $id, sendByEmail: true) { id } }`, { id: createArticle.id });

    await expect.poll(async () => (await admin(`query($id: Int!) { postSendCounts(articleId: $id) { sent } }`, { id: createArticle.id })).postSendCounts.sent, { timeout: 30_000, interval: 50 }).toBe(SUBSCRIBERS);
    const times = (await server.em().find(NewsletterDelivery, { article: createArticle.id }, { orderBy: { sentTime: "asc" } })).map((delivery) => delivery.sentTime!.getTime());
    // The slots are 100 ms apart; each message is marked sent once its server answers, a few ms either way.
    expect(times.at(-1)! - times[0]).toBeGreaterThanOrEqual(((SUBSCRIBERS - 1) * 1000) / RATE - 150);
    for (let i = 0; i + RATE < times.length; i++) expect(times[i + RATE] - times[i]).toBeGreaterThanOrEqual(1000 - 150);
  });
});
