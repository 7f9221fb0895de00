import { describe, expect, it } from "vitest";
import { Accept, Article as ArticleObject, Create, Delete, Follow, Update } from "@fedify/vocab";
import type { TestServer } from "../../../test/harness";
import { eventually } from "../../../test/eventually";
import { useFediversePeer, type FediversePeer } from "../../../test/fediverse-peer";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { FEDERATION_TEST_PRIVATE_ADDRESSES: "true" } });

let peer: FediversePeer;
useFediversePeer((started) => (peer = started));

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const actorUrl = () => `${server.url}/ap/actors/blog`;
const followerRows = () => server.em().getConnection().execute<{ actor_uri: string }[]>(`select "actor_uri" from "federation_followers"`);

/** An answer's JSON document, awaited whether given the answer or its promise. */
const jsonOf = async (answer: Response | Promise<Response>): Promise<any> => (await answer).json();

// Each step may wait up to 30 s for a delivery on a busy machine.
describe("followed from another fediverse server on this machine, signatures checked both ways", { timeout: 90_000 }, () => {
  let follow: Follow;
  let articleId: number;

  it("stores a signed Follow and answers it with a signed Accept", async () => {
    follow = await peer.follow(actorUrl());
    const accept = await peer.waitFor((activity): activity is Accept => activity instanceof Accept);
    expect(accept.actorId?.href).toBe(actorUrl());
    expect(accept.objectId?.href).toBe(follow.id?.href);
    expect((await followerRows()).map((row) => row.actor_uri)).toEqual([peer.actorUrl]);

    const followers = await jsonOf(fetch(`${actorUrl()}/followers`, { headers: { accept: "application/activity+json" } }));
    expect(followers.totalItems).toBe(1);
  });

  it("sends a published article to the follower as Create(Article) within 30 s", async () => {
    const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, {
      input: { columnId: 2, title: "Hello, fediverse", summary: "A first post", content: "<p>Written for the followers.</p>" },
    });
    articleId = created.data.createArticle.id;
    const published = await gql(`mutation($id: Int!) { publishArticle(id: $id) { id status } }`, { id: articleId });
    expect(published.data.publishArticle.status).toBe("PUBLISHED");

    const create = await peer.waitFor((activity): activity is Create => activity instanceof Create);
    const object = await create.getObject();
    expect(object).toBeInstanceOf(ArticleObject);
    expect(object?.id?.href).toBe(`${server.url}/ap/articles/${articleId}`);
    expect(String(object?.name)).toBe("Hello, fediverse");
    expect(String(object?.content)).toContain("Written for the followers.");
    expect(create.actorId?.href).toBe(actorUrl());

    const fetched = await fetch(`${server.url}/ap/articles/${articleId}`, { headers: { accept: "application/activity+json" } });
    expect(fetched.status).toBe(200);
    expect((await jsonOf(fetched)).name).toBe("Hello, fediverse");
    const outbox = await jsonOf(fetch(`${actorUrl()}/outbox`, { headers: { accept: "application/activity+json" } }));
    expect(outbox.totalItems).toBeGreaterThan(0);
  });

  it("sends an edit as Update", async () => {
    const edited = await gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { title } }`, { id: articleId, input: { title: "Hello again, fediverse" } });
    expect(edited.errors).toBeUndefined();
    const update = await peer.waitFor((activity): activity is Update => activity instanceof Update);
    expect(String((await update.getObject())?.name)).toBe("Hello again, fediverse");
  });

  it("counts the follower's like and repost once each, and forgets the like on its Undo", async () => {
    const objectUrl = `${server.url}/ap/articles/${articleId}`;
    const reactions = () => server.em().getConnection().execute<{ kind: string }[]>(`select "kind" from "federation_reactions" where "article_id" = ? order by "kind"::text`, [articleId]);
    const like = await peer.like(actorUrl(), objectUrl);
    await peer.announce(actorUrl(), objectUrl);
    expect(await eventually(reactions, (rows) => rows.length === 2)).toEqual([{ kind: "ANNOUNCE" }, { kind: "LIKE" }]);
    await peer.undo(actorUrl(), like);
    expect(await eventually(reactions, (rows) => rows.length === 1)).toEqual([{ kind: "ANNOUNCE" }]);
  });

  it("keeps a reply as a pending comment that a signed-out reader sees once approved, and removes it on the peer's Delete", async () => {
    const thread = async () => (await server.gql(`query($id: Int!) { commentThread(articleId: $id) { comments { id authorName bodyHtml kind sourceUrl } } }`, { id: articleId })).data.commentThread.comments;
    const note = await peer.reply(actorUrl(), `${server.url}/ap/articles/${articleId}`, `<p>Well put.<script>alert(1)</script></p>`);
    const queue = async () =>
      (await gql(`query { commentQueue(state: PENDING) { items { id authorName kind sourceUrl } } }`)).data.commentQueue.items as { id: number; authorName: string; kind: string; sourceUrl: string }[];
    const [pending] = await eventually(queue, (items) => items.some((item) => item.kind === "FEDIVERSE"));
    expect(pending).toMatchObject({ authorName: "A reader", kind: "FEDIVERSE", sourceUrl: note.id!.href });
    expect(await thread()).toEqual([]);

    const approved = await gql(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: [pending.id] });
    expect(approved.errors).toBeUndefined();
    expect(await thread()).toEqual([{ id: pending.id, authorName: "A reader", bodyHtml: "<p>Well put.</p>", kind: "FEDIVERSE", sourceUrl: note.id!.href }]);

    await peer.delete(actorUrl(), note.id!.href);
    expect(await eventually(thread, (comments) => comments.length === 0)).toEqual([]);
  });

  it("sends unpublishing as Delete, after which the object's URL answers 410", async () => {
    const unpublished = await gql(`mutation($id: Int!) { unpublishArticle(id: $id) { status } }`, { id: articleId });
    expect(unpublished.errors).toBeUndefined();
    const deleted = await peer.waitFor((activity): activity is Delete => activity instanceof Delete);
    expect(deleted.objectId?.href).toBe(`${server.url}/ap/articles/${articleId}`);
    const gone = await fetch(`${server.url}/ap/articles/${articleId}`, { headers: { accept: "application/activity+json" } });
    expect(gone.status).toBe(410);
  });

  it("removes the follower on a signed Undo(Follow)", async () => {
    await peer.unfollow(actorUrl(), follow);
    expect(await eventually(followerRows, (rows) => rows.length === 0)).toEqual([]);
  });

  it("forgets a deleted account on its Delete, though its key went with it and the signature cannot be checked", async () => {
    const reactions = () => server.em().getConnection().execute<{ kind: string }[]>(`select "kind" from "federation_reactions" where "actor_uri" = ?`, [peer.actorUrl]);
    expect(await reactions()).toEqual([{ kind: "ANNOUNCE" }]);
    peer.goAway();
    // The copy of its key kept here has expired: the key must be fetched again, and its address answers 410.
    await server.em().getConnection().execute(`delete from "federation_kv"`);
    // Accepted (202), not refused as unsigned (401): sending would throw otherwise.
    await peer.delete(actorUrl(), peer.actorUrl);
    expect(await eventually(reactions, (rows) => rows.length === 0)).toEqual([]);
  });
});
