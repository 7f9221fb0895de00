import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { useServersOnOneDatabase } from "../test/servers-on-one-database";
import { recipientOf, startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox";

/**
 * `npm run bench:newsletter`: a post sent to 1 000 subscribers at the default pace (10 messages a second), by two
 * server processes sharing the queue on one database, with a real SMTP server. The pace is one rule for all
 * processes, so the send takes 100 s ± 10 % and each subscriber gets it once.
 * Writes its figures to bench/newsletter.md. The embedded database belongs to one process, so the two share a
 * PostgreSQL server: TEST_DATABASE_URL=postgres://… npm run bench:newsletter.
 */

const SUBSCRIBERS = 1_000;
const RATE = 10;
const RESULTS_FILE = path.resolve(__dirname, "../../bench/newsletter.md");

if (!process.env.TEST_DATABASE_URL) throw new Error("Two server processes share a PostgreSQL server: run TEST_DATABASE_URL=postgres://… npm run bench:newsletter");
const servers = useServersOnOneDatabase("blog-newsletter-pace-");
let inbox: SmtpInbox | undefined;
afterAll(() => inbox?.close());

it(`sends a post to ${SUBSCRIBERS} subscribers at ${RATE} a second with two processes`, async () => {
  inbox = await startSmtpInbox();
  const settings = { SMTP_URL: inbox.url, MAIL_FROM: "Quiet Notes <blog@notes.example>", NEWSLETTER_RATE: String(RATE) };
  const first = await servers.start(settings);
  await servers.start(settings);
  const token = await first.signIn();
  const gql = async (text: string, variables: Record<string, unknown>) => {
    const result = await first.gql(text, variables, { token });
    expect(result.errors).toBeUndefined();
    return result.data;
  };
  const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@notes.example`);
  await gql(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv: `email,language\n${addresses.map((to) => `${to},en`).join("\n")}\n` });
  const { createArticle } = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "To everyone", language: "EN", content: "<p>Hello.</p>" } });

  const started = Date.now();
  await gql(`mutation($id: Int!) { publishArticle(id: $id, sendByEmail: true) { id } }`, { id: createArticle.id });
  await expect.poll(() => inbox!.received.length, { timeout: 300_000, interval: 100 }).toBeGreaterThanOrEqual(SUBSCRIBERS);
  const seconds = (Date.now() - started) / 1000;

  const delivered = inbox.received.map(recipientOf);
  expect(new Set(delivered).size).toBe(SUBSCRIBERS);
  expect(delivered).toHaveLength(SUBSCRIBERS);
  const expected = SUBSCRIBERS / RATE;
  const report = [
    "# Newsletter pace",
    "",
    `${SUBSCRIBERS} messages at NEWSLETTER_RATE=${RATE}, two server processes on one PostgreSQL database, a local SMTP server.`,
    "",
    `| expected | measured | off by |`,
    `|--:|--:|--:|`,
    `| ${expected} s | ${seconds.toFixed(1)} s | ${(((seconds - expected) / expected) * 100).toFixed(1)} % |`,
    "",
  ].join("\n");
  fs.writeFileSync(RESULTS_FILE, report);
  console.log(report);
  expect(Math.abs(seconds - expected) / expected).toBeLessThanOrEqual(0.1);
}, 400_000);
