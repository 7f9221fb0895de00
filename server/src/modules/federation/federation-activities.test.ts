import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFederation } from "@fedify/testing";
import { Accept, Announce, Article as ArticleObject, Create, Delete, Endpoints, Follow, Image, Like, Note, Person, Undo, Update } from "@fedify/vocab";
import type { EntityManager } from "@mikro-orm/postgresql";
import { openTestDatabase } from "../../../test/harness";
import type { Context } from "@fedify/fedify";
import { defineBlogFederation, type FederationSetup } from "./federation";
import { federateArticles } from "./federated-articles";
import { sendArticleChanges } from "./federated-article-activities";
import { onAnnounce, onDelete, onFollow, onLike, onNote, onUndo } from "./federation-inbox";
import { federationData, type FederationData } from "./federation-data";
import { countStatements } from "../../db/statement-counter";

/**
 * What each activity stores and sends, with @fedify/testing's mock federation in place of the network: the
 * rules run against a real database, and the mock records what would have gone out.
 */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let federation: ReturnType<typeof createFederation<FederationData>>;
const ORIGIN = "https://blog.example";
const BLOG_ACTOR = `${ORIGIN}/ap/actors/blog`;

beforeAll(async () => {
  opened = await openTestDatabase();
  federation = createFederation<FederationData>({ contextData: federationData(opened.database.orm), origin: ORIGIN });
  // The mock stands for a Federation; its declared type lacks the parts a test does not use.
  defineBlogFederation(federation as unknown as FederationSetup, opened.database.orm);
});
afterAll(() => opened?.close());
beforeEach(() => federation.reset());

const em = (): EntityManager => opened.database.orm.em.fork();
const followers = async () => (await em().execute<{ actor_uri: string }[]>(`select "actor_uri" from "federation_followers" order by "id"`)).map((row) => row.actor_uri);

/** A remote reader, carried inside the activity so no document is fetched. */
const reader = (name: string) =>
  new Person({
    id: new URL(`https://peer.example/users/${name}`),
    preferredUsername: name,
    inbox: new URL(`https://peer.example/users/${name}/inbox`),
    endpoints: new Endpoints({ sharedInbox: new URL("https://peer.example/inbox") }),
  });
const followOf = (name: string, object = BLOG_ACTOR) => new Follow({ id: new URL(`https://peer.example/follows/${name}`), actor: reader(name), object: new URL(object) });

/**
 * Delivers an activity to the blog's inbox handler as Fedify would after checking its signature, in the mock's
 * context (its own `receiveActivity` gives handlers a context that cannot build the blog's URLs).
 */
const receive = async (activity: Follow | Undo | Like | Announce | Create | Update | Delete) => {
  const ctx = federation.createContext(new URL(ORIGIN), federationData(opened.database.orm)) as unknown as Parameters<typeof onFollow>[0];
  if (activity instanceof Follow) await onFollow(ctx, activity);
  else if (activity instanceof Undo) await onUndo(ctx, activity);
  else if (activity instanceof Like) await onLike(ctx, activity);
  else if (activity instanceof Announce) await onAnnounce(ctx, activity);
  else if (activity instanceof Delete) await onDelete(ctx, activity);
  else await onNote(ctx, activity);
};

/** The sweep the server runs in the background, on the mock federation. */
const sweep = () =>
  federateArticles(em(), {
    sendArticleChanges: (sweepEm, origin, changes) => sendArticleChanges(federation.createContext(new URL(origin), federationData(opened.database.orm)) as unknown as Context<FederationData>, sweepEm, changes),
  });

describe("the inbox", () => {
  it("stores a Follow of the blog with the reader's inboxes and answers it with Accept", async () => {
    await receive(followOf("ann"));
    expect(await followers()).toEqual(["https://peer.example/users/ann"]);
    const stored = await em().execute(`select "inbox_uri", "shared_inbox_uri" from "federation_followers"`);
    expect(stored[0]).toEqual({ inbox_uri: "https://peer.example/users/ann/inbox", shared_inbox_uri: "https://peer.example/inbox" });
    expect(federation.sentActivities).toHaveLength(1);
    const accept = federation.sentActivities[0].activity;
    expect(accept).toBeInstanceOf(Accept);
    expect(accept.actorId?.href).toBe(BLOG_ACTOR);
    expect(accept.objectId?.href).toBe("https://peer.example/follows/ann");
    const [settings] = await em().execute(`select "origin" from "federation_settings"`);
    expect(settings.origin).toBe(ORIGIN);
  });

  it("ignores a Follow of someone else: nothing stored, nothing sent", async () => {
    await receive(followOf("bob", `${ORIGIN}/ap/actors/nobody`));
    expect(await followers()).toEqual(["https://peer.example/users/ann"]);
    expect(federation.sentActivities).toHaveLength(0);
  });

  it("removes a follower on its own Undo(Follow), never on another actor's", async () => {
    await receive(new Undo({ id: new URL("https://peer.example/undos/1"), actor: reader("mallory"), object: followOf("ann") }));
    expect(await followers()).toEqual(["https://peer.example/users/ann"]);
    await receive(new Undo({ id: new URL("https://peer.example/undos/2"), actor: reader("ann"), object: followOf("ann") }));
    expect(await followers()).toEqual([]);
  });
});

describe("publishing", () => {
  const someArticle = async () =>
    (await em().execute<{ id: number }[]>(`select "id" from "articles" where "translation_of" is null and "is_show" and "status" = 'PUBLISHED' order by "id" limit 1`))[0].id;

  it("sends nothing while there is no follower, and does not send the back catalogue to a new one", async () => {
    const first = await sweep();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((change) => change.kind === "create")).toBe(true);
    expect(federation.sentActivities).toHaveLength(0);

    await receive(followOf("cat"));
    federation.reset();
    expect(await sweep()).toEqual([]);
    expect(federation.sentActivities).toHaveLength(0);
  });

  it("sends an edited article as Update to the followers, once", async () => {
    const id = await someArticle();
    await em().execute(`update "articles" set "update_time" = now() where "id" = ?`, [id]);
    expect(await sweep()).toEqual([{ articleId: id, kind: "update" }]);
    expect(federation.sentActivities).toHaveLength(1);
    const sent = federation.sentActivities[0].activity;
    expect(sent).toBeInstanceOf(Update);
    expect(sent.objectId?.href).toBe(`${ORIGIN}/ap/articles/${id}`);
    expect(sent.ccIds.map((url) => url.href)).toContain(`${BLOG_ACTOR}/followers`);
    federation.reset();
    expect(await sweep()).toEqual([]);
  });

  it("sends a hidden article as Delete, and Create again when it is shown again", async () => {
    const id = await someArticle();
    await em().execute(`update "articles" set "is_show" = false where "id" = ?`, [id]);
    expect(await sweep()).toEqual([{ articleId: id, kind: "delete" }]);
    expect(federation.sentActivities.map((sent) => sent.activity)).toEqual([expect.any(Delete)]);

    federation.reset();
    await em().execute(`update "articles" set "is_show" = true where "id" = ?`, [id]);
    expect(await sweep()).toEqual([{ articleId: id, kind: "create" }]);
    expect(federation.sentActivities[0].activity).toBeInstanceOf(Create);
  });

  it("sends the article as a Note, its title a link opening the text and no summary, while the site asks for Notes", async () => {
    const id = await someArticle();
    const [article] = await em().execute<{ title: string }[]>(`select "title" from "articles" where "id" = ?`, [id]);
    await em().execute(`update "federation_settings" set "send_notes" = true`);
    try {
      await em().execute(`update "articles" set "update_time" = now() where "id" = ?`, [id]);
      expect(await sweep()).toEqual([{ articleId: id, kind: "update" }]);
      const object = await (federation.sentActivities[0].activity as Update).getObject();
      expect(object).toBeInstanceOf(Note);
      expect(object?.id?.href).toBe(`${ORIGIN}/ap/articles/${id}`);
      expect(object?.summary).toBeNull();
      const content = String(object?.content);
      expect(content).toMatch(/^<p><a href="https:\/\/[^"]+"><strong>[^<]+<\/strong><\/a><\/p>/);
      expect(content).toContain(`<strong>${article.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</strong>`);
      expect(object?.url).toEqual(expect.any(URL));
    } finally {
      await em().execute(`update "federation_settings" set "send_notes" = false`);
    }
    federation.reset();
    await em().execute(`update "articles" set "update_time" = now() where "id" = ?`, [id]);
    await sweep();
    expect(await (federation.sentActivities[0].activity as Update).getObject()).toBeInstanceOf(ArticleObject);
  });

  it("sends nothing while federation is turned off, and does not send it later either", async () => {
    const id = await someArticle();
    await em().execute(`update "federation_settings" set "enabled" = false`);
    await em().execute(`update "articles" set "update_time" = now() where "id" = ?`, [id]);
    expect(await sweep()).toEqual([{ articleId: id, kind: "update" }]);
    expect(federation.sentActivities).toHaveLength(0);
    await em().execute(`update "federation_settings" set "enabled" = true`);
    expect(await sweep()).toEqual([]);
  });

  it("records an import's worth of new articles, and their removal, in one statement each, whatever their number", async () => {
    const id = await someArticle();
    await em().execute(`update "federation_settings" set "enabled" = false`);
    try {
      const imported = await em().execute<{ id: number }[]>(
        `insert into "articles" ("column_id", "sid", "title", "slug", "subtitle", "summary", "content", "hits", "is_show", "create_time", "status", "published_at")
         select "column_id", "sid", "title" || ' ' || g, 'imported-' || g, "subtitle", "summary", "content", 0, true, now(), 'PUBLISHED', now() - interval '1 minute'
         from "articles", generate_series(1, 200) g where "id" = ? returning "id"`,
        [id],
      );
      const ids = imported.map((row) => row.id).sort((a, b) => a - b);
      const counter = countStatements(opened.database.orm);
      try {
        expect(await sweep()).toEqual(ids.map((articleId) => ({ articleId, kind: "create" })));
        await em().execute(`delete from "articles" where "id" in (${ids.join(",")})`);
        expect(await sweep()).toEqual(ids.map((articleId) => ({ articleId, kind: "delete" })));
        // Each sweep: the check, begin, the lock, the one statement, commit, then the settings and followers.
        expect(counter.count).toBeLessThanOrEqual(2 * 7 + 1);
      } finally {
        counter.stop();
      }
    } finally {
      await em().execute(`update "federation_settings" set "enabled" = true`);
    }
  });
});

describe("likes, reposts and replies", () => {
  let articleId: number;
  const articleUri = () => new URL(`${ORIGIN}/ap/articles/${articleId}`);
  const reactions = async () => em().execute<{ kind: string; activity_uri: string }[]>(`select "kind", "activity_uri" from "federation_reactions" where "article_id" = ? order by "activity_uri"`, [articleId]);
  const replies = async () =>
    em().execute<{ state: string; kind: string; author_name: string; author_url: string; author_photo: string; body: string; body_html: string; thread_id: number }[]>(
      `select "state", "kind", "author_name", "author_url", "author_photo", "body", "body_html", "thread_id" from "comments" where "kind" = 'FEDIVERSE' order by "id"`,
    );
  const writer = () =>
    new Person({
      id: new URL("https://peer.example/users/dee"),
      name: "Dee <b>Reader</b>",
      preferredUsername: "dee",
      inbox: new URL("https://peer.example/users/dee/inbox"),
      icon: new Image({ url: new URL("https://peer.example/avatars/dee.png") }),
    });
  const note = (id: string, content: string, inReplyTo = articleUri(), by = "https://peer.example/users/dee") =>
    new Note({ id: new URL(`https://peer.example/notes/${id}`), attribution: new URL(by), replyTarget: inReplyTo, content });

  beforeAll(async () => {
    articleId = (await em().execute<{ id: number }[]>(`select "id" from "articles" where "translation_of" is null and "is_show" and "status" = 'PUBLISHED' order by "id" limit 1`))[0].id;
  });

  it("counts a Like and an Announce of an article once per activity id, and takes each back on its actor's Undo", async () => {
    const like = new Like({ id: new URL("https://peer.example/likes/1"), actor: new URL("https://peer.example/users/dee"), object: articleUri() });
    const announce = new Announce({ id: new URL("https://peer.example/announces/1"), actor: new URL("https://peer.example/users/dee"), object: articleUri() });
    await receive(like);
    await receive(like);
    await receive(announce);
    expect(await reactions()).toEqual([
      { kind: "ANNOUNCE", activity_uri: "https://peer.example/announces/1" },
      { kind: "LIKE", activity_uri: "https://peer.example/likes/1" },
    ]);

    await receive(new Undo({ id: new URL("https://peer.example/undos/x"), actor: new URL("https://peer.example/users/mallory"), object: like }));
    expect(await reactions()).toHaveLength(2);
    await receive(new Undo({ id: new URL("https://peer.example/undos/3"), actor: new URL("https://peer.example/users/dee"), object: like }));
    expect((await reactions()).map((row) => row.kind)).toEqual(["ANNOUNCE"]);
  });

  it("ignores a Like of something that is not one of our articles", async () => {
    await receive(new Like({ id: new URL("https://peer.example/likes/2"), actor: new URL("https://peer.example/users/dee"), object: new URL("https://elsewhere.example/posts/1") }));
    await receive(new Like({ id: new URL("https://peer.example/likes/3"), actor: new URL("https://peer.example/users/dee"), object: new URL(`${ORIGIN}/ap/articles/999999`) }));
    expect((await reactions()).map((row) => row.activity_uri)).toEqual(["https://peer.example/announces/1"]);
  });

  it("keeps a reply to an article as a pending fediverse comment, its HTML cleaned and its author's name, picture and address kept", async () => {
    const reply = note("1", `<p>Nice <a href="https://peer.example/tags/x" class="mention">#x</a> &amp; thanks<script>alert(1)</script></p><p onclick="x()">Second</p>`);
    await receive(new Create({ id: new URL("https://peer.example/creates/1"), actor: writer(), object: reply }));
    const [kept, ...others] = await replies();
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ state: "PENDING", kind: "FEDIVERSE", author_url: "https://peer.example/users/dee", author_photo: "https://peer.example/avatars/dee.png", thread_id: articleId });
    expect(kept.author_name).toBe("Dee <b>Reader</b>");
    expect(kept.body_html).not.toMatch(/script|onclick|class=/);
    expect(kept.body_html).toContain(`<a href="https://peer.example/tags/x" rel="nofollow ugc noopener">#x</a>`);
    expect(kept.body).toBe("Nice #x & thanks\nSecond");
  });

  it("ignores a note replying to something else, or one its activity's actor did not write", async () => {
    await receive(new Create({ id: new URL("https://peer.example/creates/2"), actor: writer(), object: note("2", "<p>Elsewhere</p>", new URL("https://elsewhere.example/posts/1")) }));
    await receive(new Create({ id: new URL("https://peer.example/creates/3"), actor: writer(), object: note("3", "<p>Not mine</p>", articleUri(), "https://peer.example/users/eve") }));
    expect(await replies()).toHaveLength(1);
  });

  it("removes a reply on its author's Delete of the note, never on another actor's", async () => {
    await receive(new Delete({ id: new URL("https://peer.example/deletes/x"), actor: new URL("https://peer.example/users/eve"), object: new URL("https://peer.example/notes/1") }));
    expect(await replies()).toHaveLength(1);
    await receive(new Delete({ id: new URL("https://peer.example/deletes/1"), actor: new URL("https://peer.example/users/dee"), object: new URL("https://peer.example/notes/1") }));
    expect(await replies()).toEqual([]);
  });

  it("marks a reply holding one of the owner's spam words as spam, as it does a comment", async () => {
    await em().execute(`update "comment_settings" set "spam_words" = ?::jsonb`, [JSON.stringify(["cheap pills"])]);
    try {
      await receive(new Create({ id: new URL("https://peer.example/creates/5"), actor: writer(), object: note("5", "<p>Buy Cheap Pills here</p>") }));
      expect((await replies()).map((row) => row.state)).toEqual(["SPAM"]);
    } finally {
      await em().execute(`update "comment_settings" set "spam_words" = ?::jsonb`, ["[]"]);
    }
    await receive(new Delete({ id: new URL("https://peer.example/deletes/3"), actor: new URL("https://peer.example/users/dee"), object: new URL("https://peer.example/notes/5") }));
  });

  it("removes everything an actor said and did when the actor itself is deleted", async () => {
    await receive(new Create({ id: new URL("https://peer.example/creates/4"), actor: writer(), object: note("4", "<p>Again</p>") }));
    expect(await replies()).toHaveLength(1);
    await receive(new Delete({ id: new URL("https://peer.example/deletes/2"), actor: new URL("https://peer.example/users/dee"), object: new URL("https://peer.example/users/dee") }));
    expect(await replies()).toEqual([]);
    expect(await reactions()).toEqual([]);
  });
});
