import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnotherServer, type AnotherServer } from "../../../test/another-server";
import { useCommentClock } from "../../../test/comment-reader";
import { CAPTCHA_TEXT, type GqlResult, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { REMOVAL_REQUESTS } from "../comment/comment-removal";
import { POSTING } from "../message/message.service";
import { LimitedAction } from "./rate-limit.entity";

// Behind a trusted proxy, so that each test's visitors come from addresses of their own.
let one: TestServer;
let two: AnotherServer;
useTestServer((started) => ({ server: one } = started), { env: { TRUST_PROXY: "true" } });
beforeAll(async () => {
  two = await startAnotherServer(one);
});
afterAll(() => two?.close());
const clock = useCommentClock();

type Server = Pick<TestServer, "gql">;

/** A guestbook message from `address`, with a fresh captcha answered right (or `captcha`). */
async function postMessage(server: Server, address: string, captcha = CAPTCHA_TEXT): Promise<GqlResult> {
  const headers = { "x-forwarded-for": address };
  const captchaId = (await server.gql(`{ captcha { id } }`, {}, { headers })).data.captcha.id;
  return server.gql(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`, { input: { name: "Ada", text: "Hello", captcha, captchaId } }, { headers });
}

/** A request to remove the comments of `email`, from `address`. */
const askRemoval = (server: Server, address: string, email = "reader@example.org") =>
  server.gql(`mutation($email: String!) { requestCommentRemoval(email: $email) }`, { email }, { headers: { "x-forwarded-for": address } });

const refusedWith = (result: GqlResult, messageId: string) => {
  expect(result.status).toBe(429);
  expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(result.errors?.[0].extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", messageId, messageValues: { minutes: 10 } });
};

describe("the per-address limits", () => {
  it("count an address's actions on every server process sharing the database", async () => {
    for (let i = 0; i < POSTING.perWindow; i++) expect((await postMessage(i % 2 ? two : one, "203.0.113.1")).errors).toBeUndefined();
    refusedWith(await postMessage(one, "203.0.113.1"), "message.wait");
    const refused = await postMessage(two, "203.0.113.1");
    refusedWith(refused, "message.wait");
    expect(refused.errors![0].message).toBe("You have left several messages just now. Try again in 10 minutes.");
  });

  it("let no more through than the limit when one address's actions arrive at once on two servers", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => askRemoval(i % 2 ? two : one, "203.0.113.2", `reader${i}@example.org`)));
    expect(answers.filter((answer) => answer.data?.requestCommentRemoval === true)).toHaveLength(REMOVAL_REQUESTS.perWindow);
    for (const answer of answers.filter((answer) => answer.errors)) refusedWith(answer, "comment.removalWait");
  });

  it("count each limit's actions and each address's apart, an IPv6 address with the rest of its /64", async () => {
    for (let i = 0; i < POSTING.perWindow; i++) expect((await postMessage(one, "2001:db8:1:2::a")).errors).toBeUndefined();
    // The same network, another address in it: the same visitor, as far as limits go.
    refusedWith(await postMessage(one, "2001:db8:1:2:ffff::1"), "message.wait");
    expect((await postMessage(one, "2001:db8:1:3::a")).errors).toBeUndefined();
    expect((await askRemoval(one, "2001:db8:1:2::a")).errors).toBeUndefined();
  });

  it("count only actions that were saved: a message refused for its captcha costs nothing", async () => {
    for (let i = 0; i < POSTING.perWindow + 1; i++) expect((await postMessage(one, "203.0.113.3", "wrong")).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    for (let i = 0; i < POSTING.perWindow; i++) expect((await postMessage(one, "203.0.113.3")).errors).toBeUndefined();
  });

  it("let an address act again once its actions have left the window, and forget those", async () => {
    for (let i = 0; i < REMOVAL_REQUESTS.perWindow; i++) expect((await askRemoval(one, "203.0.113.4")).errors).toBeUndefined();
    refusedWith(await askRemoval(one, "203.0.113.4"), "comment.removalWait");
    clock.advance(REMOVAL_REQUESTS.windowMs);
    expect((await askRemoval(two, "203.0.113.4")).errors).toBeUndefined();
    // Only the one just taken is left of the removal requests' actions; the others have been swept.
    expect(await one.em().count(LimitedAction, { action: REMOVAL_REQUESTS.action })).toBe(1);
  });
});
