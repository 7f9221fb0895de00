import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reader, useCommentClock } from "../../../test/comment-reader";
import { errorCode, type TestServer } from "../../../test/harness";
import { startSmtpInbox, type SmtpInbox } from "../../../test/smtp-inbox";
import { useTestServer } from "../../../test/use-test-server";
import { Mail } from "../mail/mail.entity";
import { CONFIRM_LIFETIME_MS, CONFIRM_RESEND_MS, forgetUnconfirmed } from "./subscriber.service";
import { Subscriber } from "./subscriber.entity";

let inbox: SmtpInbox;
/** Filled in once the SMTP server listens, before the blog's server starts with it. */
const env: Record<string, string> = { TRUST_PROXY: "true", MAIL_FROM: "Quiet Notes <blog@notes.example>" };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  env.SMTP_URL = inbox.url;
});
afterAll(() => inbox.close());

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", env, users: ["viewer"] });
const clock = useCommentClock();
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

const SUBSCRIBE = `mutation($input: SubscribeInput!) { subscribe(input: $input) }`;
let nextAddress = 1;
/** A visitor on their own network address who fills in the form (a solved challenge, 3 s after the page loaded). */
async function subscribe(email: string, language: "ZH" | "EN", extra: Record<string, unknown> = {}) {
  const visitor = reader(server, clock, `198.51.100.${nextAddress++}`);
  return visitor.gql(SUBSCRIBE, { input: { email, language, altcha: await visitor.solvedChallenge(), ...extra } });
}
const stateOf = async (email: string) => (await server.em().findOne(Subscriber, { emailKey: email.toLowerCase() }))?.state;
const confirmationsTo = (email: string) => server.em().count(Mail, { recipient: email, purpose: "subscriber-confirm" });
const linkIn = (text: string, path: string) => new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`).exec(text)![0];
const formPost = (url: string) => fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });

describe("subscribing with double opt-in", () => {
  it("mails a confirmation in the reader's language; opening the link confirms nothing, its button does, once", async () => {
    const subscribed = await subscribe("Mei@example.org", "ZH");
    expect(subscribed.errors).toBeUndefined();
    expect(subscribed.data.subscribe).toBe(true);
    expect(await stateOf("mei@example.org")).toBe("PENDING");

    const started = Date.now();
    const mail = await inbox.mailTo("Mei@example.org", /^确认订阅/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(mail.text).toContain("48 小时");
    const url = linkIn(mail.text!, "/api/subscribers/confirm");

    // A link scanner's GET: a page with a button, in Chinese, and nothing confirmed.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="zh"');
    expect(html).toMatch(/<form method="post"[^>]*><button type="submit">确认<\/button><\/form>/);
    expect(await stateOf("mei@example.org")).toBe("PENDING");

    const confirmed = await formPost(url);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("新文章会寄到你的邮箱");
    expect(await stateOf("mei@example.org")).toBe("CONFIRMED");

    // Single use: the same link again is refused, in both languages, and changes nothing.
    const again = await formPost(url);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link is not valid or has expired");
    expect(await stateOf("mei@example.org")).toBe("CONFIRMED");
    expect((await fetch(url)).status).toBe(400);
  });

  it("resends the confirmation at most once per 10 minutes, and tells nobody whether an address is subscribed", async () => {
    expect((await subscribe("tom@example.org", "EN")).data.subscribe).toBe(true);
    await inbox.mailTo("tom@example.org", /^Confirm your subscription/);
    expect((await subscribe("tom@example.org", "EN")).data.subscribe).toBe(true);
    expect(await confirmationsTo("tom@example.org")).toBe(1);

    clock.advance(CONFIRM_RESEND_MS + 1_000);
    expect((await subscribe("tom@example.org", "EN")).data.subscribe).toBe(true);
    expect(await confirmationsTo("tom@example.org")).toBe(2);
    // A confirmed address asking again gets nothing and hears the same answer.
    expect((await subscribe("mei@example.org", "ZH")).data.subscribe).toBe(true);
    expect(await server.em().count(Mail, { recipient: { $ilike: "mei@example.org" }, purpose: "subscriber-confirm" })).toBe(1);
  });

  it("refuses a confirmation link after 48 hours", async () => {
    await subscribe("late@example.org", "EN");
    const url = linkIn((await inbox.mailTo("late@example.org", /^Confirm/)).text!, "/api/subscribers/confirm");
    clock.advance(CONFIRM_LIFETIME_MS + 60_000);
    const refused = await formPost(url);
    expect(refused.status).toBe(400);
    expect(await stateOf("late@example.org")).toBe("PENDING");
  });

  it("refuses what the comment spam rules refuse, saying why, with an id for the reader's language, and keeps nothing", async () => {
    const before = await server.em().count(Subscriber, {});
    const honeypot = await subscribe("bot@example.org", "EN", { website: "http://spam.example" });
    expect(errorCode(honeypot)).toBe("BAD_USER_INPUT");
    expect(honeypot.errors![0].extensions!.messageId).toBe("subscriber.honeypot");

    const visitor = reader(server, clock, "198.51.100.250");
    const noChallenge = await visitor.gql(SUBSCRIBE, { input: { email: "quick@example.org", language: "EN" } });
    expect(noChallenge.errors![0].extensions!.messageId).toBe("comment.challengeMissing");
    const tooFast = await visitor.gql(SUBSCRIBE, { input: { email: "quick@example.org", language: "EN", altcha: await visitor.solvedChallenge(100) } });
    expect(tooFast.errors![0].extensions!.messageId).toBe("comment.tooFast");

    const badAddress = await subscribe("not an address", "EN");
    expect(errorCode(badAddress)).toBe("BAD_USER_INPUT");
    expect(badAddress.errors![0].message).toBe('"not an address" is not an e-mail address.');
    expect(badAddress.errors![0].extensions).toMatchObject({ messageId: "mail.badAddress", field: "email" });

    const badLanguage = await subscribe("fr@example.org", "FR" as "EN");
    expect(errorCode(badLanguage)).toBe("BAD_USER_INPUT");
    expect(await server.em().count(Subscriber, {})).toBe(before);
  });

  it("refuses the sixth request from one address within 10 minutes with HTTP 429", async () => {
    const visitor = reader(server, clock, "203.0.113.9");
    for (let i = 0; i < 5; i++) {
      const answer = await visitor.gql(SUBSCRIBE, { input: { email: `many${i}@example.org`, language: "EN", altcha: await visitor.solvedChallenge() } });
      expect(answer.errors).toBeUndefined();
    }
    const sixth = await visitor.gql(SUBSCRIBE, { input: { email: "many5@example.org", language: "EN", altcha: await visitor.solvedChallenge() } });
    expect(sixth.status).toBe(429);
    expect(sixth.errors![0].extensions!.messageId).toBe("subscriber.wait");
    expect(await stateOf("many5@example.org")).toBeUndefined();
  });
});

describe("the back-office", () => {
  it("lists subscribers by state, language and address, for administrators only", async () => {
    const LIST = `query($state: SubscriberState, $language: Language, $search: String) { subscribers(state: $state, language: $language, search: $search, limit: 50) { total items { id email language state confirmedTime createTime } } }`;
    const confirmed = (await admin(LIST, { state: "CONFIRMED" })).data.subscribers;
    expect(confirmed.items.map((item: any) => item.email)).toEqual(["Mei@example.org"]);
    expect(confirmed.items[0]).toMatchObject({ language: "ZH", state: "CONFIRMED" });
    expect((await admin(LIST, { search: "TOM" })).data.subscribers.items.map((item: any) => item.email)).toEqual(["tom@example.org"]);
    expect((await admin(LIST, { language: "ZH" })).data.subscribers.total).toBe(1);
    expect(errorCode(await server.gql(LIST, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(LIST))).toBe("UNAUTHENTICATED");
  });

  it("counts subscribers for the console, with the confirmed ones over the last 30 days", async () => {
    const { subscriberCounts } = (await admin(`{ subscriberCounts { confirmed pending unsubscribed suppressed trend { day confirmed } } }`)).data;
    expect(subscriberCounts.confirmed).toBe(1);
    expect(subscriberCounts.pending).toBeGreaterThanOrEqual(2);
    expect(subscriberCounts.trend).toHaveLength(30);
    expect(subscriberCounts.trend.at(-1).confirmed).toBe(1);
    expect(subscriberCounts.trend[0].confirmed).toBe(0);
  });

  it("exports CSV and imports it back; a bad line refuses the whole file, saying which line and why", async () => {
    const imported = await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added skipped } }`, {
      csv: "email,language,state\nann@example.org,en,confirmed\n李@example.cn,zh,\nann@example.org,en,confirmed\nold@example.org,en,unsubscribed\n",
    });
    expect(imported.errors).toBeUndefined();
    expect(imported.data.importSubscribers).toEqual({ added: 3, skipped: 1 });

    const csv: string = (await admin(`{ subscribersCsv }`)).data.subscribersCsv;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("email,language,state,created,confirmed");
    expect(lines.find((line) => line.startsWith("李@example.cn,"))).toMatch(/^李@example\.cn,zh,confirmed,\d{4}-/);
    expect(lines.find((line) => line.startsWith("old@example.org,"))).toMatch(/,en,unsubscribed,/);

    // Removing deletes the address; importing the export brings back exactly what is missing.
    const ann = (await server.em().findOneOrFail(Subscriber, { emailKey: "ann@example.org" })).id;
    expect((await admin(`mutation($id: Int!) { removeSubscriber(id: $id) }`, { id: ann })).data.removeSubscriber).toBe(ann);
    expect(await server.em().count(Subscriber, { emailKey: "ann@example.org" })).toBe(0);
    const back = await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added skipped } }`, { csv });
    expect(back.data.importSubscribers).toEqual({ added: 1, skipped: lines.length - 2 });
    expect((await admin(`{ subscribersCsv }`)).data.subscribersCsv.split("\n").sort()).toEqual(csv.split("\n").sort().map((line) => (line.startsWith("ann@") ? expect.stringMatching(/^ann@example\.org,en,confirmed,/) : line)));

    const before = await server.em().count(Subscriber, {});
    const bad = await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv: "email,language\nnew1@example.org,en\nnew2@example,zh\n" });
    expect(errorCode(bad)).toBe("BAD_USER_INPUT");
    expect(bad.errors![0].message).toBe('Line 3: "new2@example" is not an e-mail address.');
    expect(bad.errors![0].extensions).toMatchObject({ messageId: "subscriber.csvBadEmail", messageValues: { line: 3, email: "new2@example" } });
    const noColumn = await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv: "address\nnew1@example.org\n" });
    expect(noColumn.errors![0].extensions!.messageId).toBe("subscriber.csvNoEmail");
    const badLanguage = await admin(`mutation($csv: String!) { importSubscribers(csv: $csv) { added } }`, { csv: "email,language\nnew1@example.org,fr\n" });
    expect(badLanguage.errors![0].message).toBe('Line 2: the language must be zh or en, not "fr".');
    expect(await server.em().count(Subscriber, {})).toBe(before);
  });

  it("logs subscribers in the audit log without their address", async () => {
    const rows = await server.em().execute<{ action: string; changes: object }[]>(`select "action", "changes" from "audit_log" where "table_name" = 'subscribers'`);
    expect(rows.map((row) => row.action)).toContain("delete");
    expect(JSON.stringify(rows)).not.toContain("example.org");
  });
});

describe("addresses never confirmed", () => {
  it("forgets an address whose link expired unconfirmed, and no other", async () => {
    await subscribe("never@example.org", "EN");
    clock.advance(CONFIRM_LIFETIME_MS - 60_000);
    await subscribe("fresh@example.org", "EN");
    await forgetUnconfirmed(server.em());
    expect(await stateOf("never@example.org")).toBe("PENDING");
    clock.advance(2 * 60_000);
    await forgetUnconfirmed(server.em());
    expect(await stateOf("never@example.org")).toBeUndefined();
    expect(await stateOf("fresh@example.org")).toBe("PENDING");
    expect(await stateOf("mei@example.org")).toBe("CONFIRMED");
  });
});
