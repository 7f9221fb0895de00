import { describe, expect, it } from "vitest";
import { reader, useCommentClock } from "../../../test/comment-reader";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Mail } from "../mail/mail.entity";
import { CommentSubscriber } from "./comment-notice.entity";
import { REMOVAL_REQUESTS } from "./comment-removal";
import { Comment } from "./comment.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql", env: { TRUST_PROXY: "true" } });
const clock = useCommentClock();
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const REQUEST = `mutation($email: String!, $language: Language) { requestCommentRemoval(email: $email, language: $language) }`;
const PENDING_REQUESTS = `{ commentRemovalRequests { id comments confirmedTime } }`;

/** The link in the latest removal mail to an address (kept in the outbox: this server has no SMTP server). */
async function removalLink(email: string): Promise<string> {
  const mail = await server.em().findOneOrFail(Mail, { recipient: email, purpose: "comment-removal" }, { orderBy: { id: "desc" } });
  return /https?:\/\/\S+\/api\/comments\/remove\?token=[\w.]+/.exec(mail.text)![0];
}

describe("removing every comment of an e-mail address", () => {
  it("waits for the address's holder to confirm, then for the owner, who removes the comments and forgets the address", async () => {
    const articleId = (await server.gql(`{ homeArticles(limit: 1) { items { id } } }`)).data.homeArticles.items[0].id;
    const ada = reader(server, clock, "198.51.100.1");
    const ids: number[] = [];
    for (const body of ["First thoughts", "Second thoughts"]) ids.push((await ada.post({ articleId, body, email: "ada@example.org", notifyReplies: true })).data.postComment.comment.id);
    const other = (await reader(server, clock, "198.51.100.2").post({ articleId, email: "bob@example.org" })).data.postComment.comment.id;
    await admin(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: [...ids, other] });

    const asked = await reader(server, clock, "198.51.100.3").gql(REQUEST, { email: "Ada@Example.org", language: "ZH" });
    expect(asked.data.requestCommentRemoval).toBe(true);
    expect((await admin(PENDING_REQUESTS)).data.commentRemovalRequests).toEqual([]);
    const mail = await server.em().findOneOrFail(Mail, { recipient: "Ada@Example.org", purpose: "comment-removal" });
    expect(mail.subject).toMatch(/^确认删除你在「.*」的评论$/);

    const link = await removalLink("Ada@Example.org");
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("请网站主人删除用你的地址发表的所有评论吗？");
    expect((await admin(PENDING_REQUESTS)).data.commentRemovalRequests).toEqual([]);
    expect((await fetch(link, { method: "POST" })).status).toBe(200);

    const [request] = (await admin(PENDING_REQUESTS)).data.commentRemovalRequests;
    expect(request).toMatchObject({ comments: 2, confirmedTime: expect.any(String) });
    expect(errorCode(await server.gql(`mutation($id: Int!) { carryOutCommentRemoval(id: $id) }`, { id: request.id }, { token: viewer }))).toBe("FORBIDDEN");
    expect((await admin(`mutation($id: Int!) { carryOutCommentRemoval(id: $id) }`, { id: request.id })).data.carryOutCommentRemoval).toBe(2);

    const thread = (await server.gql(`query($id: Int!) { commentThread(articleId: $id) { comments { id } } }`, { id: articleId })).data.commentThread;
    expect(thread.comments.map((comment: { id: number }) => comment.id)).toEqual([other]);
    for (const id of ids) expect(await server.em().findOneOrFail(Comment, id)).toMatchObject({ state: "DELETED", authorName: "", body: "", bodyHtml: "", emailHash: null });
    expect(await server.em().count(CommentSubscriber, { address: "ada@example.org" })).toBe(0);
    expect((await admin(PENDING_REQUESTS)).data.commentRemovalRequests).toEqual([]);
  });

  it("refuses a bad address or link, mails one address at most once in 15 minutes, and answers the fourth request from one address with HTTP 429", async () => {
    const asker = reader(server, clock, "198.51.100.9");
    expect((await asker.gql(REQUEST, { email: "not an address" })).errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", messageId: "mail.badAddress" });
    const bad = await fetch(`${server.url}/api/comments/remove?token=1.nope`, { method: "POST" });
    expect(bad.status).toBe(400);

    for (let i = 0; i < REMOVAL_REQUESTS.perWindow; i++) expect((await asker.gql(REQUEST, { email: "eve@example.org" })).data.requestCommentRemoval).toBe(true);
    expect(await server.em().count(Mail, { recipient: "eve@example.org", purpose: "comment-removal" })).toBe(1);
    const refused = await asker.gql(REQUEST, { email: "eve@example.org" });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "TOO_MANY_REQUESTS", messageId: "comment.removalWait" });
  });
});
